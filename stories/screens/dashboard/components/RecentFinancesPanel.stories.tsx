import type { Meta, StoryObj } from '@storybook/react';
import { RecentFinancesPanel } from '../../../../web/src/screens/dashboard/components/RecentFinancesPanel';
import { recentTransactions } from '../../../support/fixtures';

const meta = {
  title: 'Écrans/Tableau de bord/RecentFinancesPanel',
  component: RecentFinancesPanel,
  args: { transactions: recentTransactions },
} satisfies Meta<typeof RecentFinancesPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};
export const Empty: Story = { args: { transactions: [] } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
