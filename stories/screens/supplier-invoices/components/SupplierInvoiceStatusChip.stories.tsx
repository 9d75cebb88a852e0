import type { Meta, StoryObj } from '@storybook/react';
import { SupplierInvoiceStatusChip } from '../../../../web/src/screens/supplier-invoices/components/SupplierInvoiceStatusChip';

const meta = {
  title: 'Écrans/Factures fournisseurs/SupplierInvoiceStatusChip',
  component: SupplierInvoiceStatusChip,
  args: { status: 'À valider' },
} satisfies Meta<typeof SupplierInvoiceStatusChip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ToValidate: Story = {};
export const Approved: Story = { args: { status: 'Approuvée' } };
export const Refused: Story = { args: { status: 'Refusée' } };
export const Paid: Story = { args: { status: 'Payée' } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
