import type { Meta, StoryObj } from '@storybook/react';
import { EMPTY_INVOICE_SETTINGS } from '../../../web/src/screens/invoice/invoice-draft';
import { InvoiceGeneratorView } from '../../../web/src/screens/invoice/InvoiceGeneratorView';
import { filledInvoice, invoiceSettings, liableInvoice, liableSettings, manyLinesInvoice, numberSuggestion } from './invoice-fixtures';

const meta = {
  title: 'Écrans/Facture/InvoiceGeneratorView',
  component: InvoiceGeneratorView,
  args: {
    open: true,
    fullScreen: false,
    onClose: () => undefined,
    today: '2026-03-05',
    settings: invoiceSettings,
    settingsLoading: false,
    settingsLoadError: null,
    settingsSaving: false,
    settingsBanner: null,
    onSaveSettings: () => undefined,
    numberSuggestion,
    generating: false,
    generateError: null,
    issuedBanner: null,
    onGenerate: () => undefined,
  },
} satisfies Meta<typeof InvoiceGeneratorView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { settings: EMPTY_INVOICE_SETTINGS } };
export const Filled: Story = { args: { initialInvoice: filledInvoice } };
/** Franchise en base: no VAT column, « TVA non applicable, art. 293 B du CGI » under the total. */
export const Franchise: Story = { args: { initialInvoice: { ...filledInvoice, number: null } } };
/** Liable for VAT: a rate per line, then HT, the VAT of each rate and TTC. */
export const LiableSeveralRates: Story = { args: { settings: liableSettings, initialInvoice: liableInvoice } };
/** No client name: « Générer PDF » prints a draft, and the dialog says so. */
export const DraftHint: Story = { args: { initialInvoice: { ...filledInvoice, clientName: '', number: null } } };
export const NumberUnknown: Story = { args: { numberSuggestion: null } };
export const Issued: Story = { args: { issuedBanner: { severity: 'success', text: 'Facture F-2026-0003 émise et téléchargée.' } } };
export const NumberTaken: Story = { args: { initialInvoice: filledInvoice, generateError: 'Ce numéro de facture est déjà utilisé.' } };
export const ManyLines: Story = { args: { initialInvoice: manyLinesInvoice } };
export const SettingsOpen: Story = { args: { initialInvoice: filledInvoice, initialSettingsOpen: true } };
export const SettingsLoading: Story = { args: { settings: EMPTY_INVOICE_SETTINGS, settingsLoading: true, initialSettingsOpen: true } };
export const SettingsLoadError: Story = {
  args: { settings: EMPTY_INVOICE_SETTINGS, settingsLoadError: 'Impossible de charger les paramètres: Erreur HTTP: 500' },
};
export const SettingsSaving: Story = { args: { initialSettingsOpen: true, settingsSaving: true } };
export const SettingsSaved: Story = {
  args: { initialSettingsOpen: true, settingsBanner: { severity: 'success', text: 'Paramètres de facture enregistrés avec succès !' } },
};
export const SaveError: Story = {
  args: { initialSettingsOpen: true, settingsBanner: { severity: 'error', text: 'Erreur sauvegarde: Le champ iban est trop long.' } },
};
export const Generating: Story = { args: { initialInvoice: filledInvoice, generating: true } };
export const GenerationFailed: Story = {
  args: { initialInvoice: filledInvoice, generateError: 'Impossible de générer le PDF. Veuillez réessayer.' },
};
export const Mobile: Story = { args: { initialInvoice: filledInvoice, fullScreen: true }, parameters: { viewport: { defaultViewport: 'mobile1' } } };
export const Dark: Story = { args: { initialInvoice: filledInvoice, initialSettingsOpen: true }, globals: { colorMode: 'dark' } };
