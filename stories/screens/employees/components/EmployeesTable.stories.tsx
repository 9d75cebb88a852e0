import type { Meta, StoryObj } from '@storybook/react';
import { EmployeesTable } from '../../../../web/src/screens/employees/components/EmployeesTable';
import { employees, staticPaging } from '../../../support/business-fixtures';

const meta = {
  title: 'Écrans/Employés/EmployeesTable',
  component: EmployeesTable,
  args: {
    employees,
    loading: false,
    paging: staticPaging(employees.length),
    onEdit: () => undefined,
    onDelete: () => undefined,
  },
} satisfies Meta<typeof EmployeesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};
export const Empty: Story = { args: { employees: [], paging: staticPaging(0) } };
export const Loading: Story = { args: { employees: [], loading: true, paging: staticPaging(0) } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
export const WithHistory: Story = { args: { onHistory: () => undefined } };
