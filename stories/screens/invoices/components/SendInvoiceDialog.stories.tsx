import type { Meta, StoryObj } from '@storybook/react';
import { SendInvoiceDialog } from '../../../../web/src/screens/invoices/components/SendInvoiceDialog';
import { answer, refuse } from '../../../support/fixtures';
import { invoiceById } from '../invoices-fixtures';

const meta = {
  title: 'Écrans/Factures/SendInvoiceDialog',
  component: SendInvoiceDialog,
  args: { invoice: invoiceById(6), onSubmit: answer, onClose: () => undefined },
} satisfies Meta<typeof SendInvoiceDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Prefilled with the client's email saved on the invoice. */
export const Default: Story = {};
/** No email on the invoice: the recipient is typed. */
export const WithoutClientEmail: Story = { args: { invoice: invoiceById(8) } };
export const CreditNote: Story = { args: { invoice: invoiceById(9) } };
export const NoMailServer: Story = {
  args: { onSubmit: refuse("Aucun serveur d'envoi de courriels n'est configuré.") },
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
