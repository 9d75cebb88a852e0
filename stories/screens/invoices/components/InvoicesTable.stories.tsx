import type { Meta, StoryObj } from '@storybook/react';
import { InvoicesTable } from '../../../../web/src/screens/invoices/components/InvoicesTable';
import { staticPaging } from '../../../support/business-fixtures';
import { invoices } from '../invoices-fixtures';

const meta = {
  title: 'Écrans/Factures/InvoicesTable',
  component: InvoicesTable,
  args: {
    invoices,
    loading: false,
    paging: staticPaging(invoices.length),
    downloadingId: null,
    onDownload: () => undefined,
    onCreditNote: () => undefined,
    onPayment: () => undefined,
    onSend: () => undefined,
  },
} satisfies Meta<typeof InvoicesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryStatus: Story = {};
export const CreditNotesOnly: Story = {
  args: { invoices: invoices.filter((invoice) => invoice.kind === 'credit_note'), paging: staticPaging(2) },
};
/** An Admin: the paid invoice offers « Annuler le paiement ». */
export const AsAdmin: Story = { args: { onCancelPayment: () => undefined } };
export const Empty: Story = { args: { invoices: [], paging: staticPaging(0) } };
export const Loading: Story = { args: { invoices: [], loading: true, paging: staticPaging(0) } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
