import type { Meta, StoryObj } from '@storybook/react';
import { EmployeeView } from '../../../web/src/screens/employees/EmployeeView';
import { employees, staticPaging, tasks, transactions } from '../../support/business-fixtures';

const employee = employees[0];
const theirTasks = tasks.filter((task) => task.assignedEmployeeId === employee.id);
const theirTransactions = transactions.filter((transaction) => transaction.relatedEmployeeId === employee.id);

const meta = {
  title: 'Écrans/Employés/EmployeeView',
  component: EmployeeView,
  parameters: { route: `/employees/${employee.id}` },
  args: {
    employee,
    loading: false,
    error: null,
    actionError: null,
    onRetry: () => undefined,
    tasks: theirTasks,
    tasksLoading: false,
    tasksError: null,
    tasksPaging: staticPaging(theirTasks.length),
    onToggleTask: () => undefined,
    transactions: theirTransactions,
    transactionsLoading: false,
    transactionsError: null,
    transactionsPaging: staticPaging(theirTransactions.length),
  },
} satisfies Meta<typeof EmployeeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};
export const Loading: Story = { args: { employee: null, loading: true } };
export const NotFound: Story = { args: { employee: null, error: 'Employé introuvable.' } };
export const NothingLinked: Story = {
  args: { tasks: [], tasksPaging: staticPaging(0), transactions: [], transactionsPaging: staticPaging(0) },
};
export const ListFailed: Story = {
  args: { transactionsError: 'Erreur lors du chargement des transactions financières.' },
};
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
