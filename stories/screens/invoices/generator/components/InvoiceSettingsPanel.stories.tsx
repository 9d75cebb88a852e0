import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import {
  InvoiceSettingsPanel,
  type InvoiceSettingsPanelProps,
} from '../../../../../web/src/screens/invoices/generator/components/InvoiceSettingsPanel';
import { EMPTY_INVOICE_SETTINGS } from '../../../../../web/src/screens/invoices/generator/invoice-draft';
import { invoiceSettings, liableSettings } from '../invoice-fixtures';

/** Keeps the typed values and the folding, as the generator does. */
function Controlled(args: InvoiceSettingsPanelProps) {
  const [values, setValues] = useState(args.values);
  const [expanded, setExpanded] = useState(args.expanded);
  return (
    <InvoiceSettingsPanel {...args} values={values} onChange={setValues} expanded={expanded} onToggle={setExpanded} />
  );
}

const meta = {
  title: 'Écrans/Facture/InvoiceSettingsPanel',
  component: InvoiceSettingsPanel,
  render: (args) => <Controlled {...args} />,
  args: {
    values: invoiceSettings,
    onChange: () => undefined,
    expanded: true,
    onToggle: () => undefined,
    loading: false,
    saving: false,
    banner: null,
    onSave: () => undefined,
  },
} satisfies Meta<typeof InvoiceSettingsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A sole trader under the franchise en base de TVA. */
export const Expanded: Story = {};
/** A company liable to VAT: share capital, RCS and an intra-EU VAT number. */
export const Company: Story = { args: { values: liableSettings } };
/** What a refused save shows: each field's message under it, nothing sent. */
export const InvalidMentions: Story = {
  args: {
    values: { ...liableSettings, siret: '732 829 320 00075', vatNumber: 'FR45732829320', paymentTermsDays: 90 },
    initialErrorsShown: true,
  },
};
export const Collapsed: Story = { args: { expanded: false } };
export const NotConfigured: Story = { args: { values: EMPTY_INVOICE_SETTINGS, expanded: false } };
export const Loading: Story = { args: { values: EMPTY_INVOICE_SETTINGS, loading: true } };
export const Saving: Story = { args: { saving: true } };
export const Saved: Story = {
  args: { banner: { severity: 'success', text: 'Paramètres de facture enregistrés avec succès !' } },
};
export const SaveError: Story = {
  args: { banner: { severity: 'error', text: 'Erreur sauvegarde: Le champ iban est trop long.' } },
};
export const Mobile: Story = {
  args: { values: liableSettings },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
