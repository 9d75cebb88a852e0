import type { Meta, StoryObj } from '@storybook/react';
import { SupplierPaymentDialog } from '../../../../web/src/screens/supplier-invoices/components/SupplierPaymentDialog';
import { answer, refuse } from '../../../support/fixtures';
import { approved, creditNote } from '../supplier-invoices-fixtures';

const meta = {
  title: 'Écrans/Factures fournisseurs/SupplierPaymentDialog',
  component: SupplierPaymentDialog,
  args: { record: approved, today: '2026-03-10', onSubmit: answer, onClose: () => undefined },
} satisfies Meta<typeof SupplierPaymentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** A credit note: the supplier refunds, the amount is positive. */
export const CreditNote: Story = { args: { record: { ...creditNote, status: 'Approuvée' } } };
export const ServerRefuses: Story = {
  args: { onSubmit: refuse("La date de paiement ne peut pas être postérieure à aujourd'hui.") },
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
