import type { Meta, StoryObj } from '@storybook/react';
import { TaskForm } from '../../../../web/src/screens/tasks/components/TaskForm';
import { tasks } from '../../../support/business-fixtures';
import { answer, refuse } from '../../../support/fixtures';

const meta = {
  title: 'Écrans/Tâches/TaskForm',
  component: TaskForm,
  args: { onSubmit: answer, onCancel: () => undefined },
} satisfies Meta<typeof TaskForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {};
export const EditRoutine: Story = { args: { task: tasks[4] } };
export const EditOneOff: Story = { args: { task: tasks[0] } };
export const ServerRefuses: Story = { args: { onSubmit: refuse("Erreur lors de l'ajout de la tâche.") } };
/** The employee search fails: the selector says so under the field once opened. */
export const EmployeesLoadFailed: Story = { parameters: { searchFails: true } };
export const Dark: Story = { args: { task: tasks[2] }, globals: { colorMode: 'dark' } };
