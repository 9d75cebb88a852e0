import type { Meta, StoryObj } from '@storybook/react';
import { PeriodPresets } from '../../web/src/components/PeriodPresets';

const meta = {
  title: 'Composants/PeriodPresets',
  component: PeriodPresets,
  args: { period: { startDate: '2024-06-01', endDate: '2024-06-30' }, today: '2024-06-14', onChange: () => undefined },
} satisfies Meta<typeof PeriodPresets>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThisMonth: Story = {};
/** A period that is no preset: no chip pressed. */
export const CustomPeriod: Story = { args: { period: { startDate: '2024-06-03', endDate: '2024-06-09' } } };
/** The dashboard's names: « Tout » reads « Globaux ». */
export const DashboardLabels: Story = {
  args: { period: { startDate: '', endDate: '' }, labels: { Tout: 'Globaux' } },
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
