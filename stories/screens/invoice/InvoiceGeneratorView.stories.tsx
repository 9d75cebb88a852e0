import type { Meta, StoryObj } from '@storybook/react';
import { EMPTY_INVOICE_SETTINGS } from '../../../web/src/screens/invoice/invoice-draft';
import { InvoiceGeneratorView } from '../../../web/src/screens/invoice/InvoiceGeneratorView';
import { filledInvoice, invoiceSettings, manyLinesInvoice } from './invoice-fixtures';

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
    generating: false,
    generateError: null,
    onGenerate: () => undefined,
  },
} satisfies Meta<typeof InvoiceGeneratorView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { settings: EMPTY_INVOICE_SETTINGS } };
export const Filled: Story = { args: { initialInvoice: filledInvoice } };
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
