import type { Meta, StoryObj } from '@storybook/react';
import { ALL_DATES, DateRangeFilter } from '../../web/src/components/DateRangeFilter';

const meta = {
  title: 'Composants/DateRangeFilter',
  component: DateRangeFilter,
  args: { range: ALL_DATES, onChange: () => undefined },
} satisfies Meta<typeof DateRangeFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllDates: Story = {};
export const OneMonth: Story = { args: { range: { startDate: '2024-06-01', endDate: '2024-06-30' } } };
export const StartAfterEnd: Story = { args: { range: { startDate: '2024-06-30', endDate: '2024-06-01' } } };
/** With the business day: the presets « Ce mois-ci » … « Tout » above the dates. */
export const WithPresets: Story = {
  args: { range: { startDate: '2024-06-01', endDate: '2024-06-30' }, today: '2024-06-14' },
};
export const Dark: Story = {
  args: { range: { startDate: '2024-06-01', endDate: '' } },
  globals: { colorMode: 'dark' },
};
