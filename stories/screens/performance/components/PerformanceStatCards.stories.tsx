import type { Meta, StoryObj } from '@storybook/react';
import { PerformanceStatCards } from '../../../../web/src/screens/performance/components/PerformanceStatCards';
import { overallStats } from '../../../support/business-fixtures';

const meta = {
  title: 'Écrans/Performance/PerformanceStatCards',
  component: PerformanceStatCards,
  args: { stats: overallStats },
} satisfies Meta<typeof PerformanceStatCards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};
export const NoTasks: Story = {
  args: { stats: { totalTasks: 0, completedTasks: 0, overdueTasks: 0, completionRate: 0 } },
};
export const Missing: Story = { args: { stats: null } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
