import type { Meta, StoryObj } from '@storybook/react';
import { EmployeeSelect } from '../../../../web/src/screens/employees/components/EmployeeSelect';
import { employeeOptions } from '../../../support/business-fixtures';

const meta = {
  title: 'Écrans/Employés/EmployeeSelect',
  component: EmployeeSelect,
  args: { label: 'Employé', name: 'employeeId', value: '', employees: employeeOptions, noneLabel: 'Tous les employés', onChange: () => undefined },
} satisfies Meta<typeof EmployeeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {};
export const Chosen: Story = { args: { value: 2 } };
export const NoEmployees: Story = { args: { employees: [] } };
export const Dark: Story = { args: { value: 1 }, globals: { colorMode: 'dark' } };
