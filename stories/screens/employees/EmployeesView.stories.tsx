import type { Meta, StoryObj } from '@storybook/react';
import { EmployeesView } from '../../../web/src/screens/employees/EmployeesView';
import { employees, staticPaging } from '../../support/business-fixtures';
import { answer } from '../../support/fixtures';

const meta = {
  title: 'Écrans/Employés/EmployeesView',
  component: EmployeesView,
  args: {
    employees,
    loading: false,
    error: null,
    actionError: null,
    paging: staticPaging(employees.length),
    search: '',
    onSearchChange: () => undefined,
    canChooseManager: true,
    onRefresh: () => undefined,
    onCreate: answer,
    onUpdate: answer,
    onDelete: () => undefined,
  },
} satisfies Meta<typeof EmployeesView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};
export const Manager: Story = { args: { canChooseManager: false } };
export const Loading: Story = { args: { employees: [], loading: true, paging: staticPaging(0) } };
export const Empty: Story = { args: { employees: [], paging: staticPaging(0) } };
export const SearchedNothing: Story = { args: { employees: [], search: 'Zoé', paging: staticPaging(0) } };
export const LoadError: Story = { args: { employees: [], error: 'Erreur lors du chargement des employés.' } };
export const DeleteFailed: Story = { args: { actionError: "Erreur: Erreur lors de la suppression de l'employé." } };
export const AddFormOpen: Story = { args: { initialForm: { kind: 'add' } } };
export const EditFormOpenAsManager: Story = {
  args: { canChooseManager: false, initialForm: { kind: 'edit', employee: employees[0] } },
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
