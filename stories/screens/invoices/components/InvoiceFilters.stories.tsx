import type { Meta, StoryObj } from '@storybook/react';
import { InvoiceFilters } from '../../../../web/src/screens/invoices/components/InvoiceFilters';

const meta = {
  title: 'Écrans/Factures/InvoiceFilters',
  component: InvoiceFilters,
  args: { status: '', kind: '', onStatusChange: () => undefined, onKindChange: () => undefined },
} satisfies Meta<typeof InvoiceFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Everything: Story = {};
export const OverdueInvoices: Story = { args: { status: 'En retard', kind: 'invoice' } };
export const Dark: Story = { args: { kind: 'credit_note' }, globals: { colorMode: 'dark' } };
/** With the « Relancée » selector, on the late invoices already reminded. */
export const Reminded: Story = {
  args: { status: 'En retard', reminded: 'true', onRemindedChange: () => undefined },
};
