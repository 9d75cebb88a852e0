import type { Meta, StoryObj } from '@storybook/react';
import { SupplierInvoiceData } from '../../../../web/src/screens/supplier-invoices/components/SupplierInvoiceData';
import { creditNote, facturX, fromPlatform, paid, receipt, refused, wrongTotal } from '../supplier-invoices-fixtures';

const meta = {
  title: 'Écrans/Factures fournisseurs/SupplierInvoiceData',
  component: SupplierInvoiceData,
  args: { record: facturX },
} satisfies Meta<typeof SupplierInvoiceData>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReadCleanly: Story = {};
export const WithProblems: Story = { args: { record: wrongTotal } };
export const ReceiptToComplete: Story = { args: { record: receipt } };
export const CreditNote: Story = { args: { record: creditNote } };
export const Refused: Story = { args: { record: refused } };
export const Paid: Story = { args: { record: paid } };
export const FromPlatform: Story = { args: { record: fromPlatform } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
