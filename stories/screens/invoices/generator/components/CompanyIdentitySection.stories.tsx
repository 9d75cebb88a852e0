import type { Meta, StoryObj } from '@storybook/react';
import { CompanyIdentitySection } from '../../../../../web/src/screens/invoices/generator/components/CompanyIdentitySection';
import { EMPTY_INVOICE_SETTINGS } from '../../../../../web/src/screens/invoices/generator/invoice-draft';
import { companyNameOnly, invoiceSettings } from '../invoice-fixtures';

const meta = {
  title: 'Écrans/Paramètres/CompanyIdentitySection',
  component: CompanyIdentitySection,
  args: {
    settings: invoiceSettings,
    loading: false,
    loadError: null,
    saving: false,
    banner: null,
    onSave: () => undefined,
  },
} satisfies Meta<typeof CompanyIdentitySection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {};
/** What a new company sees: the missing mentions on top, « Compléter » takes it to the first. */
export const MissingMentions: Story = { args: { settings: companyNameOnly } };
export const Loading: Story = { args: { settings: EMPTY_INVOICE_SETTINGS, loading: true } };
export const LoadError: Story = {
  args: { settings: EMPTY_INVOICE_SETTINGS, loadError: 'Impossible de charger les paramètres: Erreur HTTP: 500' },
};
export const Saved: Story = {
  args: { banner: { severity: 'success', text: 'Paramètres de facture enregistrés avec succès !' } },
};
export const Dark: Story = { args: { settings: companyNameOnly }, globals: { colorMode: 'dark' } };
