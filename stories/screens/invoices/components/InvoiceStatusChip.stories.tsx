import type { Meta, StoryObj } from '@storybook/react';
import { InvoiceStatusChip } from '../../../../web/src/screens/invoices/components/InvoiceStatusChip';

const meta = {
  title: 'Écrans/Factures/InvoiceStatusChip',
  component: InvoiceStatusChip,
  args: { status: 'Émise' },
} satisfies Meta<typeof InvoiceStatusChip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Issued: Story = {};
export const Paid: Story = { args: { status: 'Payée' } };
export const Overdue: Story = { args: { status: 'En retard' } };
export const Cancelled: Story = { args: { status: 'Annulée par avoir' } };
export const Dark: Story = { ...Cancelled, globals: { colorMode: 'dark' } };
