import type { Meta, StoryObj } from '@storybook/react';
import { PerformanceView } from '../../../web/src/screens/performance/PerformanceView';
import { NO_FILTER } from '../../../web/src/screens/performance/performance-rules';
import { employeeOptions, employeePerformance, overallStats } from '../../support/business-fixtures';

const meta = {
  title: 'Écrans/Performance/PerformanceView',
  component: PerformanceView,
  args: {
    filter: NO_FILTER,
    loading: false,
    error: null,
    stats: overallStats,
    rows: employeePerformance,
    onFilter: () => undefined,
    onRefresh: () => undefined,
    today: '2024-05-14',
  },
} satisfies Meta<typeof PerformanceView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unfiltered: Story = {};
export const Filtered: Story = {
  args: {
    filter: { startDate: '2024-05-01', endDate: '2024-05-31', employee: employeeOptions[1] },
    stats: { totalTasks: 16, completedTasks: 14, overdueTasks: 2, completionRate: 0.875 },
    rows: [employeePerformance[1]],
  },
};
export const Loading: Story = { args: { loading: true, stats: null, rows: [] } };
export const Empty: Story = {
  args: { stats: { totalTasks: 0, completedTasks: 0, overdueTasks: 0, completionRate: 0 }, rows: [] },
};
export const MissingFigures: Story = { args: { stats: null, rows: [] } };
export const LoadError: Story = { args: { error: 'Impossible de charger les statistiques.' } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
