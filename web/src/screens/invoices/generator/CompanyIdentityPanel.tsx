import { CompanyIdentitySection } from './components/CompanyIdentitySection';
import { EMPTY_INVOICE_SETTINGS } from './invoice-draft';
import { useInvoiceSettings } from './useInvoiceSettings';

/**
 * The « Entreprise et facturation » container, opened from Paramètres (a door of the web floors,
 * like the generator): the stored invoice settings, saved as the generator saves them.
 */
export function CompanyIdentityPanel() {
  const settings = useInvoiceSettings();
  return (
    <CompanyIdentitySection
      settings={settings.stored ?? EMPTY_INVOICE_SETTINGS}
      loading={settings.loading}
      loadError={settings.loadError}
      saving={settings.saving}
      banner={settings.banner}
      onSave={(values) => void settings.save(values)}
    />
  );
}
