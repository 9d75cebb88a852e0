import { useState } from 'react';
import Skeleton from '@mui/material/Skeleton';
import { useMutation, useQuery } from '@apollo/client/react';
import type { Banner } from '../../../components/TimedAlert';
import {
  EInvoicingExchangesDocument,
  EInvoicingSettingsDocument,
  TestEInvoicingConnectionDocument,
  UpdateEInvoicingSettingsDocument,
} from '../../../graphql/generated/graphql';
import { errorMessage } from '../../../lib/errors';
import { EInvoicingSection, type EInvoicingValues } from './EInvoicingSection';

const PAGE_SIZE = 20;

/** The « Facturation électronique » container (Admins): the connection, its test, and the calls' log page by page. */
export function EInvoicingPanel() {
  const [page, setPage] = useState(0);
  const settings = useQuery(EInvoicingSettingsDocument, { fetchPolicy: 'network-only' });
  const exchanges = useQuery(EInvoicingExchangesDocument, {
    variables: { page: { limit: PAGE_SIZE, offset: page * PAGE_SIZE } },
    fetchPolicy: 'network-only',
  });
  const [update] = useMutation(UpdateEInvoicingSettingsDocument);
  const [test] = useMutation(TestEInvoicingConnectionDocument);
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);

  const save = async (values: EInvoicingValues) => {
    setSaving(true);
    try {
      const { clientSecret, ...rest } = values;
      await update({ variables: { input: { ...rest, ...(clientSecret !== '' ? { clientSecret } : {}) } } });
      await settings.refetch();
      setBanner({ severity: 'success', text: 'Paramètres de facturation électronique enregistrés.' });
    } catch (error) {
      setBanner({ severity: 'error', text: `Erreur : ${errorMessage(error, 'erreur inconnue')}` });
    }
    setSaving(false);
  };
  const runTest = async () => {
    setTesting(true);
    try {
      const result = (await test()).data!.testEInvoicingConnection;
      setBanner({ severity: result.ok ? 'success' : 'error', text: result.message });
    } catch (error) {
      setBanner({ severity: 'error', text: `Erreur : ${errorMessage(error, 'erreur inconnue')}` });
    }
    await exchanges.refetch().catch(() => undefined);
    setTesting(false);
  };

  // The form is filled again once the stored settings arrive: anything typed before then would be lost.
  if (settings.loading && settings.data === undefined) return <Skeleton variant="rounded" height={240} />;
  const loaded = settings.data?.eInvoicingSettings ?? null;
  return (
    <EInvoicingSection
      // Filled again once the stored settings arrive.
      key={loaded ? 'loaded' : 'empty'}
      settings={loaded}
      loadError={
        settings.error ? errorMessage(settings.error, 'Impossible de charger la facturation électronique.') : null
      }
      saving={saving}
      testing={testing}
      banner={banner}
      exchanges={exchanges.data?.eInvoicingExchanges.items ?? []}
      exchangesTotal={exchanges.data?.eInvoicingExchanges.total ?? 0}
      page={page}
      pageSize={PAGE_SIZE}
      onSave={(values) => void save(values)}
      onTest={() => void runTest()}
      onPage={setPage}
      // The address the platform reaches Pilotage at: the one this page is served from.
      webhookOrigin={window.location.origin}
    />
  );
}
