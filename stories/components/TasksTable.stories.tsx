import type { Meta, StoryObj } from '@storybook/react';
import { TasksTable } from '../../web/src/components/TasksTable';
import { manyTasks, staticPaging, tasks } from '../support/business-fixtures';

const meta = {
  title: 'Écrans/Tâches/TasksTable',
  component: TasksTable,
  args: {
    tasks,
    loading: false,
    paging: staticPaging(tasks.length),
    onEdit: () => undefined,
    onToggle: () => undefined,
    onDelete: () => undefined,
  },
} satisfies Meta<typeof TasksTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithOverdueRows: Story = {};
export const HundredThousandTasks: Story = { args: { tasks: manyTasks, paging: staticPaging(100_000, 100) } };
export const Empty: Story = { args: { tasks: [], paging: staticPaging(0) } };
export const Loading: Story = { args: { tasks: [], loading: true, paging: staticPaging(0) } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
export const WithHistory: Story = { args: { onHistory: () => undefined } };
