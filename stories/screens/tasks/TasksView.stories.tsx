import type { Meta, StoryObj } from '@storybook/react';
import { TasksView } from '../../../web/src/screens/tasks/TasksView';
import { employeeOptions, manyTasks, staticPaging, tasks } from '../../support/business-fixtures';
import { answer } from '../../support/fixtures';

const meta = {
  title: 'Écrans/Tâches/TasksView',
  component: TasksView,
  args: {
    tasks,
    loading: false,
    error: null,
    actionError: null,
    employeesError: null,
    paging: staticPaging(tasks.length),
    employees: employeeOptions,
    statusFilter: '',
    onStatusFilterChange: () => undefined,
    onRefresh: () => undefined,
    onCreate: answer,
    onUpdate: answer,
    onToggle: () => undefined,
    onDelete: () => undefined,
  },
} satisfies Meta<typeof TasksView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};
export const OverdueOnly: Story = { args: { tasks: tasks.filter((task) => task.isOverdue), statusFilter: 'À faire', paging: staticPaging(2) } };
export const HundredThousandTasks: Story = { args: { tasks: manyTasks, paging: staticPaging(100_000, 100) } };
export const Loading: Story = { args: { tasks: [], loading: true, paging: staticPaging(0) } };
export const Empty: Story = { args: { tasks: [], statusFilter: 'Terminé', paging: staticPaging(0) } };
export const LoadError: Story = { args: { tasks: [], error: 'Impossible de charger les tâches.' } };
export const ToggleFailed: Story = {
  args: { actionError: 'Erreur mise à jour tâche: Tâche introuvable.', employeesError: 'Impossible charger employés' },
};
export const AddFormOpen: Story = { args: { initialForm: { kind: 'add' } } };
export const EditFormOpen: Story = { args: { initialForm: { kind: 'edit', task: tasks[4] } } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
