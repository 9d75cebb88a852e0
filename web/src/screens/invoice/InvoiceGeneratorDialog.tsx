import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Banner } from '../../components/TimedAlert';
import { InvoiceSettingsDocument, UpdateInvoiceSettingsDocument } from '../../graphql/generated/graphql';
import { errorMessage } from '../../lib/errors';
import { EMPTY_INVOICE_SETTINGS, settingsInput, type InvoiceSettingsValues } from './invoice-draft';
import { InvoiceGeneratorView } from './InvoiceGeneratorView';
import type { InvoicePdfInput } from './pdf/invoice-pdf';

export interface InvoiceGeneratorDialogProps {
  open: boolean;
  onClose: () => void;
  /** The new invoice's date: the business day (APP_TIMEZONE), not the browser's. */
  today: string;
}

// jsPDF and the fonts stay out of the app's bundles until someone opens the generator.
const loadPdfModule = () => import('./pdf/download-invoice-pdf');

const SETTINGS_SAVED = 'Paramètres de facture enregistrés avec succès !';
const GENERATION_FAILED = 'Impossible de générer le PDF. Veuillez réessayer.';

/** The invoice generator: stored company settings in, a PDF download out (docs/product.md §2). */
export default function InvoiceGeneratorDialog({ open, onClose, today }: InvoiceGeneratorDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const query = useQuery(InvoiceSettingsDocument, { skip: !open, fetchPolicy: 'cache-and-network' });
  const [updateSettings] = useMutation(UpdateInvoiceSettingsDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: InvoiceSettingsDocument, data: { invoiceSettings: data.updateInvoiceSettings } });
    },
  });
  const [saving, setSaving] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [generating, setGenerating] = useState(false);
  const [generateError, setGenerateError] = useState<string | null>(null);
  // Each opening starts a blank invoice: the view is keyed by it.
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setOpening(opening + 1);
      setBanner(null);
      setGenerateError(null);
    }
  }

  useEffect(() => {
    if (open)
      void loadPdfModule()
        .then((pdf) => pdf.loadInvoiceFonts())
        .catch(() => undefined);
  }, [open]);

  const save = async (values: InvoiceSettingsValues) => {
    setSaving(true);
    setBanner(null);
    try {
      await updateSettings({ variables: { input: settingsInput(values) } });
      setBanner({ severity: 'success', text: SETTINGS_SAVED });
    } catch (error) {
      setBanner({ severity: 'error', text: `Erreur sauvegarde: ${errorMessage(error, 'erreur inconnue')}` });
    } finally {
      setSaving(false);
    }
  };

  const generate = async (input: InvoicePdfInput) => {
    setGenerating(true);
    setGenerateError(null);
    try {
      const pdf = await loadPdfModule();
      await pdf.downloadInvoicePdf(input);
    } catch {
      setGenerateError(GENERATION_FAILED);
    } finally {
      setGenerating(false);
    }
  };

  const stored = query.data?.invoiceSettings;
  return (
    <InvoiceGeneratorView
      key={opening}
      open={open}
      fullScreen={fullScreen}
      onClose={onClose}
      today={today}
      settings={stored ?? EMPTY_INVOICE_SETTINGS}
      settingsLoading={query.loading && !stored}
      settingsLoadError={query.error ? `Impossible de charger les paramètres: ${errorMessage(query.error, 'erreur inconnue')}` : null}
      settingsSaving={saving}
      settingsBanner={banner}
      onSaveSettings={(values) => void save(values)}
      generating={generating}
      generateError={generateError}
      onGenerate={(input) => void generate(input)}
    />
  );
}
