import type { Meta, StoryObj } from '@storybook/react';
import { AddTransactionForm } from '../../../../web/src/screens/financials/components/AddTransactionForm';
import { answer, refuse } from '../../../support/fixtures';

const meta = {
  title: 'Écrans/Finances/AddTransactionForm',
  component: AddTransactionForm,
  args: { onSubmit: answer, onCancel: () => undefined, today: '2024-06-04' },
} satisfies Meta<typeof AddTransactionForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const ServerRefuses: Story = { args: { onSubmit: refuse("Impossible d'ajouter la transaction.") } };
/** The employee search fails: the selector says so under the field once opened. */
export const EmployeesLoadFailed: Story = { parameters: { searchFails: true } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
