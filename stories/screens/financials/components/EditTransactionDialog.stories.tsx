import type { Meta, StoryObj } from '@storybook/react';
import { EditTransactionDialog } from '../../../../web/src/screens/financials/components/EditTransactionDialog';
import { transactions } from '../../../support/business-fixtures';
import { answer, refuse } from '../../../support/fixtures';

const meta = {
  title: 'Écrans/Finances/EditTransactionDialog',
  component: EditTransactionDialog,
  args: { transaction: transactions[0], onSubmit: answer, onClose: () => undefined },
} satisfies Meta<typeof EditTransactionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Revenue: Story = {};
export const Expense: Story = { args: { transaction: transactions[1] } };
export const WithEmployee: Story = { args: { transaction: transactions[2] } };
export const ServerRefuses: Story = { args: { onSubmit: refuse('Erreur lors de la mise à jour de la transaction.') } };
/** An invoice's payment: it changes only through the invoice (« Annuler le paiement »). */
export const InvoicePayment: Story = {
  args: {
    onSubmit: refuse(
      'Cette transaction est le paiement de la facture F-2026-0006 : annulez le paiement depuis la facture.',
    ),
  },
};
export const Dark: Story = { args: { transaction: transactions[3] }, globals: { colorMode: 'dark' } };
