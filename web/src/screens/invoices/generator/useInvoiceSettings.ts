import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { Banner } from '../../../components/TimedAlert';
import { InvoiceSettingsDocument, UpdateInvoiceSettingsDocument } from '../../../graphql/generated/graphql';
import { errorMessage } from '../../../lib/errors';
import { settingsInput, type InvoiceSettingsValues } from './invoice-draft';

export const SETTINGS_SAVED = 'Paramètres de facture enregistrés avec succès !';

/**
 * The stored invoice settings (the company's identity, its legal mentions, its bank), and their
 * save with docs/product.md §8's banners: shared by the generator and Paramètres, which therefore
 * show the same values as soon as either saves (one cache entry).
 */
export function useInvoiceSettings({ skip = false }: { skip?: boolean } = {}) {
  const query = useQuery(InvoiceSettingsDocument, { skip, fetchPolicy: 'cache-and-network' });
  const [updateSettings] = useMutation(UpdateInvoiceSettingsDocument, {
    update(cache, { data }) {
      if (data)
        cache.writeQuery({ query: InvoiceSettingsDocument, data: { invoiceSettings: data.updateInvoiceSettings } });
    },
  });
  const [saving, setSaving] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);

  /** Saves the settings; false when the server refused them (the banner says why). */
  const save = async (values: InvoiceSettingsValues): Promise<boolean> => {
    setSaving(true);
    setBanner(null);
    try {
      await updateSettings({ variables: { input: settingsInput(values) } });
      setBanner({ severity: 'success', text: SETTINGS_SAVED });
      return true;
    } catch (error) {
      setBanner({ severity: 'error', text: `Erreur sauvegarde: ${errorMessage(error, 'erreur inconnue')}` });
      return false;
    } finally {
      setSaving(false);
    }
  };

  return {
    stored: query.data?.invoiceSettings,
    loading: query.loading && !query.data?.invoiceSettings,
    loadError: query.error
      ? `Impossible de charger les paramètres: ${errorMessage(query.error, 'erreur inconnue')}`
      : null,
    saving,
    banner,
    setBanner,
    save,
  };
}
