import type { Meta, StoryObj } from '@storybook/react';
import { BankPanel } from '../../../../web/src/screens/dashboard/components/BankPanel';

const meta = {
  title: 'Écrans/Tableau de bord/BankPanel',
  component: BankPanel,
  args: { bank: { accounts: 2, bankBalance: 19837.42, toReconcile: 4 } },
} satisfies Meta<typeof BankPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ToReconcile: Story = {};
export const AllReconciled: Story = { args: { bank: { accounts: 1, bankBalance: -120.5, toReconcile: 0 } } };
export const NoAccount: Story = { args: { bank: { accounts: 0, bankBalance: 0, toReconcile: 0 } } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
