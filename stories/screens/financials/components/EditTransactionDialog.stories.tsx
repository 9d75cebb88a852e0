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
export const Dark: Story = { args: { transaction: transactions[3] }, globals: { colorMode: 'dark' } };
