import type { Meta, StoryObj } from '@storybook/react';
import { TasksView } from '../../../web/src/screens/tasks/TasksView';
import { manyTasks, staticPaging, tasks } from '../../support/business-fixtures';
import { answer } from '../../support/fixtures';

const meta = {
  title: 'Écrans/Tâches/TasksView',
  component: TasksView,
  args: {
    tasks,
    loading: false,
    error: null,
    actionError: null,
    paging: staticPaging(tasks.length),
    statusFilter: '',
    onStatusFilterChange: () => undefined,
    employeeFilter: null,
    onEmployeeFilterChange: () => undefined,
    search: '',
    onSearchChange: () => undefined,
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
export const OverdueOnly: Story = {
  args: { tasks: tasks.filter((task) => task.isOverdue), statusFilter: 'À faire', paging: staticPaging(2) },
};
export const HundredThousandTasks: Story = { args: { tasks: manyTasks, paging: staticPaging(100_000, 100) } };
export const Loading: Story = { args: { tasks: [], loading: true, paging: staticPaging(0) } };
export const Empty: Story = { args: { tasks: [], statusFilter: 'Terminé', paging: staticPaging(0) } };
/** `/tasks?q=newsletter`: the box shows the search the URL applies. */
export const Searched: Story = {
  args: {
    tasks: tasks.filter((task) => /newsletter/i.test(task.title)),
    search: 'newsletter',
    paging: staticPaging(1),
  },
};
/** `/tasks?employee=2`: one employee's tasks, the name in the filter. */
export const ByEmployee: Story = {
  args: {
    tasks: tasks.filter((task) => task.assignedEmployeeId === tasks[0].assignedEmployeeId),
    employeeFilter: { id: tasks[0].assignedEmployeeId ?? 1, name: tasks[0].assignedEmployeeName ?? 'Sophie Moreau' },
  },
};
export const LoadError: Story = { args: { tasks: [], error: 'Impossible de charger les tâches.' } };
export const ToggleFailed: Story = { args: { actionError: 'Erreur mise à jour tâche: Tâche introuvable.' } };
export const AddFormOpen: Story = { args: { initialForm: { kind: 'add' } } };
export const EditFormOpen: Story = { args: { initialForm: { kind: 'edit', task: tasks[4] } } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
