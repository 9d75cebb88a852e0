import type { Meta, StoryObj } from '@storybook/react';
import { EmployeeForm } from '../../../../web/src/screens/employees/components/EmployeeForm';
import { employees } from '../../../support/business-fixtures';
import { answer, refuse } from '../../../support/fixtures';

const meta = {
  title: 'Écrans/Employés/EmployeeForm',
  component: EmployeeForm,
  args: { onSubmit: answer, onCancel: () => undefined },
} satisfies Meta<typeof EmployeeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AddAsAdmin: Story = { args: { canChooseManager: true } };
export const AddAsManager: Story = {};
export const EditAsAdmin: Story = { args: { canChooseManager: true, employee: employees[0] } };
export const EditUnassigned: Story = { args: { canChooseManager: true, employee: employees[1] } };
export const ServerRefuses: Story = {
  args: { canChooseManager: true, onSubmit: refuse("Erreur lors de l'ajout de l'employé.") },
};
export const ManagersLoadFailed: Story = { args: { canChooseManager: true }, parameters: { searchFails: true } };
export const Dark: Story = { args: { canChooseManager: true, employee: employees[2] }, globals: { colorMode: 'dark' } };
