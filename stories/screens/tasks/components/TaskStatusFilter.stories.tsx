import type { Meta, StoryObj } from '@storybook/react';
import { TaskStatusFilter } from '../../../../web/src/screens/tasks/components/TaskStatusFilter';

const meta = {
  title: 'Écrans/Tâches/TaskStatusFilter',
  component: TaskStatusFilter,
  args: { value: '', onChange: () => undefined },
} satisfies Meta<typeof TaskStatusFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllStatuses: Story = {};
export const InProgress: Story = { args: { value: 'En cours' } };
export const Dark: Story = { args: { value: 'Terminé' }, globals: { colorMode: 'dark' } };
