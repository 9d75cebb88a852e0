import type { Meta, StoryObj } from '@storybook/react';
import { RoutineChip } from '../../web/src/components/RoutineChip';

const meta = {
  title: 'Écrans/Tâches/RoutineChip',
  component: RoutineChip,
  args: { task: { isRoutine: true, frequency: 'Hebdomadaire' } },
} satisfies Meta<typeof RoutineChip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Weekly: Story = {};
export const OneOff: Story = { args: { task: { isRoutine: false, frequency: null } } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
