import type { Meta, StoryObj } from '@storybook/react';
import { TaskStatusChip } from '../../web/src/components/TaskStatusChip';

const meta = {
  title: 'Composants/TaskStatusChip',
  component: TaskStatusChip,
  args: { status: 'À faire' },
} satisfies Meta<typeof TaskStatusChip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Todo: Story = {};
export const InProgress: Story = { args: { status: 'En cours' } };
export const Done: Story = { args: { status: 'Terminé' } };
export const Dark: Story = { ...InProgress, globals: { colorMode: 'dark' } };
