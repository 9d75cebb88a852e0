import type { Meta, StoryObj } from '@storybook/react';
import { invoiceDraftMessages, invoiceMessages } from '@pilotage/domain';
import { EMPTY_INVOICE_SETTINGS } from '../../../../web/src/screens/invoices/generator/invoice-draft';
import {
  InvoiceGeneratorView,
  NO_FIELD_ERRORS,
} from '../../../../web/src/screens/invoices/generator/InvoiceGeneratorView';
import {
  companyNameOnly,
  filledInvoice,
  firstTryInvoice,
  invoiceSettings,
  liableInvoice,
  liableSettings,
  manyLinesInvoice,
  numberSuggestion,
  readyInvoice,
} from './invoice-fixtures';

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
    fieldErrors: NO_FIELD_ERRORS,
    outcome: null,
    onGenerate: () => undefined,
  },
} satisfies Meta<typeof InvoiceGeneratorView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { settings: EMPTY_INVOICE_SETTINGS } };
/** Every mention there, the number left to the series: « Prête à émettre ». */
export const Filled: Story = { args: { initialInvoice: readyInvoice } };
/** Franchise en base: no VAT column, « TVA non applicable, art. 293 B du CGI » under the total. */
export const Franchise: Story = { args: { initialInvoice: { ...filledInvoice, number: null } } };
/** Liable for VAT: a rate per line, then HT, the VAT of each rate and TTC. */
export const LiableSeveralRates: Story = { args: { settings: liableSettings, initialInvoice: liableInvoice } };
/** No client name: « Générer PDF » prints a draft, and the top of the dialog says what issuing needs. */
export const DraftHint: Story = { args: { initialInvoice: { ...filledInvoice, clientName: '', number: null } } };
/** The user's first try: the company's name only, a client without address, a number of their own. */
export const MissingMentions: Story = { args: { settings: companyNameOnly, initialInvoice: firstTryInvoice } };
/** Everything there but the number: the dialog offers the series' next one. */
export const NumberOffer: Story = { args: { initialInvoice: filledInvoice } };
export const DraftDownloaded: Story = {
  args: {
    settings: companyNameOnly,
    initialInvoice: firstTryInvoice,
    outcome: { severity: 'info', text: invoiceDraftMessages.draftDownloaded('facture_F-2026-001_Client Test.pdf') },
  },
};
export const NumberUnknown: Story = { args: { numberSuggestion: null } };
export const Issued: Story = {
  args: { outcome: { severity: 'success', text: 'Facture F-2026-0003 émise et téléchargée.' } },
};
/** The server's refusals stand next to their inputs. */
export const NumberTaken: Story = {
  args: {
    initialInvoice: readyInvoice,
    fieldErrors: { invoiceNumber: invoiceMessages.numberOutOfSeries('F-2026-0012') },
  },
};
export const RefusedFields: Story = {
  args: {
    initialInvoice: readyInvoice,
    fieldErrors: {
      issueDate: invoiceMessages.issueDateBeforeLast('F-2026-0002', '2026-03-06'),
      'lines.1.quantity': `Ligne 2 : ${invoiceMessages.quantityInvalid}`,
    },
  },
};
export const ManyLines: Story = { args: { initialInvoice: manyLinesInvoice } };
export const SettingsOpen: Story = { args: { initialInvoice: filledInvoice, initialSettingsOpen: true } };
export const SettingsLoading: Story = {
  args: { settings: EMPTY_INVOICE_SETTINGS, settingsLoading: true, initialSettingsOpen: true },
};
export const SettingsLoadError: Story = {
  args: {
    settings: EMPTY_INVOICE_SETTINGS,
    settingsLoadError: 'Impossible de charger les paramètres: Erreur HTTP: 500',
  },
};
export const SettingsSaving: Story = { args: { initialSettingsOpen: true, settingsSaving: true } };
export const SettingsSaved: Story = {
  args: {
    initialSettingsOpen: true,
    settingsBanner: { severity: 'success', text: 'Paramètres de facture enregistrés avec succès !' },
  },
};
export const SaveError: Story = {
  args: {
    initialSettingsOpen: true,
    settingsBanner: { severity: 'error', text: 'Erreur sauvegarde: Le champ iban est trop long.' },
  },
};
export const Generating: Story = { args: { initialInvoice: readyInvoice, generating: true } };
export const GenerationFailed: Story = {
  args: { initialInvoice: readyInvoice, generateError: 'Impossible de générer le PDF. Veuillez réessayer.' },
};
export const Mobile: Story = {
  args: { initialInvoice: filledInvoice, fullScreen: true },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
export const Dark: Story = {
  args: { initialInvoice: filledInvoice, initialSettingsOpen: true },
  globals: { colorMode: 'dark' },
};
export const DarkMissingMentions: Story = {
  args: { settings: companyNameOnly, initialInvoice: firstTryInvoice },
  globals: { colorMode: 'dark' },
};
