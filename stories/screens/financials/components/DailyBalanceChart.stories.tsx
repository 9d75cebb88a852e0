import type { Meta, StoryObj } from '@storybook/react';
import { DailyBalanceChart } from '../../../../web/src/screens/financials/components/DailyBalanceChart';
import { dailyBalances, monthlyBalances } from '../../../support/business-fixtures';

const meta = {
  title: 'Écrans/Finances/DailyBalanceChart',
  component: DailyBalanceChart,
  args: { days: dailyBalances },
} satisfies Meta<typeof DailyBalanceChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithNegativeDays: Story = {};
export const OnlyPositiveDays: Story = { args: { days: dailyBalances.filter((day) => day.net >= 0) } };
export const OneDay: Story = { args: { days: [dailyBalances[1]] } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
/** A long period, grouped by month by the server: each label carries its year. */
export const ByMonth: Story = { args: { days: monthlyBalances } };
export const ByMonthDark: Story = { args: { days: monthlyBalances }, globals: { colorMode: 'dark' } };
