import type { Meta, StoryObj } from '@storybook/react';
import { SupplierInvoiceDetail } from '../../../../web/src/screens/supplier-invoices/components/SupplierInvoiceDetail';
import { answer } from '../../../support/fixtures';
import { PNG_URL, approved, facturX, paid, receipt, wrongTotal } from '../supplier-invoices-fixtures';

const meta = {
  title: 'Écrans/Factures fournisseurs/SupplierInvoiceDetail',
  component: SupplierInvoiceDetail,
  args: {
    record: receipt,
    error: null,
    originalUrl: PNG_URL,
    originalError: null,
    today: '2026-03-10',
    onClose: () => undefined,
    onApprove: answer,
    onRefuse: answer,
    onPay: answer,
    onEdit: answer,
  },
} satisfies Meta<typeof SupplierInvoiceDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Receipt: Story = {};
export const ReadInvoice: Story = { args: { record: facturX, originalUrl: null } };
export const WithProblems: Story = {
  args: { record: wrongTotal, originalUrl: 'data:application/xml,%3CInvoice%2F%3E' },
};
export const Approved: Story = { args: { record: approved } };
export const Paid: Story = { args: { record: paid } };
export const Loading: Story = { args: { record: null, originalUrl: null } };
export const LoadError: Story = { args: { record: null, error: 'Facture fournisseur introuvable.' } };
export const ApproveOpen: Story = { args: { record: wrongTotal, initialDialog: 'approve' } };
export const PaymentOpen: Story = { args: { record: approved, initialDialog: 'payment' } };
export const EditOpen: Story = { args: { initialDialog: 'edit' } };
export const RefuseOpen: Story = { args: { record: facturX, initialDialog: 'refuse' } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
export const PaidAsAdmin: Story = { args: { record: paid, onCancelPayment: answer } };
export const CancelPaymentOpen: Story = {
  args: { record: paid, onCancelPayment: answer, initialDialog: 'cancelPayment' },
};
