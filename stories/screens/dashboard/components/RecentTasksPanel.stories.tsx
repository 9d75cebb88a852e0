import type { Meta, StoryObj } from '@storybook/react';
import { RecentTasksPanel } from '../../../../web/src/screens/dashboard/components/RecentTasksPanel';
import { recentTasks } from '../../../support/fixtures';

const meta = {
  title: 'Écrans/Tableau de bord/RecentTasksPanel',
  component: RecentTasksPanel,
  args: { tasks: recentTasks },
} satisfies Meta<typeof RecentTasksPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};
export const Empty: Story = { args: { tasks: [] } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
