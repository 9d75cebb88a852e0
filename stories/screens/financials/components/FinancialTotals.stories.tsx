import type { Meta, StoryObj } from '@storybook/react';
import { FinancialTotals } from '../../../../web/src/screens/financials/components/FinancialTotals';
import { dailyBalances } from '../../../support/business-fixtures';

const meta = {
  title: 'Écrans/Finances/FinancialTotals',
  component: FinancialTotals,
  args: { days: dailyBalances },
} satisfies Meta<typeof FinancialTotals>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Profit: Story = {};
export const Loss: Story = { args: { days: dailyBalances.filter((day) => day.net < 0) } };
export const NoTransactions: Story = { args: { days: [] } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
