import type { Meta, StoryObj } from '@storybook/react';
import { PerformanceFilters } from '../../../../web/src/screens/performance/components/PerformanceFilters';
import { NO_FILTER } from '../../../../web/src/screens/performance/performance-rules';
import { employeeOptions } from '../../../support/business-fixtures';

const meta = {
  title: 'Écrans/Performance/PerformanceFilters',
  component: PerformanceFilters,
  args: { applied: NO_FILTER, onApply: () => undefined, today: '2024-05-14' },
} satisfies Meta<typeof PerformanceFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Applied: Story = {
  args: { applied: { startDate: '2024-05-01', endDate: '2024-05-31', employee: employeeOptions[2] } },
};
/** The employee search fails: the selector says so under the field once opened. */
export const EmployeesLoadFailed: Story = { parameters: { searchFails: true } };
/** « Ce mois-ci » chosen: its chip is pressed, its bounds in the date fields. */
export const ThisMonth: Story = {
  args: { applied: { startDate: '2024-05-01', endDate: '2024-05-31', employee: null } },
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
