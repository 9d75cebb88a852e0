import type { Meta, StoryObj } from '@storybook/react';
import { BankAccountsPanel } from '../../../../web/src/screens/bank/components/BankAccountsPanel';
import { bankAccounts } from '../bank-fixtures';

const meta = {
  title: 'Écrans/Banque/BankAccountsPanel',
  component: BankAccountsPanel,
  args: { accounts: bankAccounts, selectedId: null, onSelect: () => undefined },
} satisfies Meta<typeof BankAccountsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoAccounts: Story = {};
export const Selected: Story = { args: { selectedId: 1 } };
export const NoAccount: Story = { args: { accounts: [] } };
export const Dark: Story = { args: { selectedId: 2 }, globals: { colorMode: 'dark' } };
