import type { Meta, StoryObj } from '@storybook/react';
import { SearchSelect } from '../../web/src/components/SearchSelect';
import { employeeOptions } from '../support/business-fixtures';

const meta = {
  title: 'Composants/SearchSelect',
  component: SearchSelect,
  args: {
    label: 'Employé assigné',
    name: 'assignedEmployeeId',
    value: null,
    options: employeeOptions,
    loading: false,
    noneLabel: 'Non assigné',
    optionLabel: (option: { id: number }) => employeeOptions.find((employee) => employee.id === option.id)?.name ?? '',
    onSearch: () => undefined,
    onChange: () => undefined,
  },
} satisfies Meta<typeof SearchSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {};
export const Chosen: Story = { args: { value: employeeOptions[1] } };
/** The chosen employee is not in the current answer: it stays listed, after the empty choice. */
export const ChosenOutsideTheAnswer: Story = { args: { value: employeeOptions[1], options: [employeeOptions[0]] } };
export const Searching: Story = { args: { loading: true } };
export const Failed: Story = { args: { options: [], error: 'Impossible charger employés' } };
export const Dark: Story = { args: { value: employeeOptions[0] }, globals: { colorMode: 'dark' } };
