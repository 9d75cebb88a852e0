import type { Meta, StoryObj } from '@storybook/react';
import { EmployeeAutocomplete } from '../../web/src/components/EmployeeAutocomplete';
import { employeeOptions } from '../support/business-fixtures';

// Answered by the stories' search server (stories/support/search-server.tsx): type « so » or « MOR ».
const meta = {
  title: 'Composants/EmployeeAutocomplete',
  component: EmployeeAutocomplete,
  args: {
    label: 'Employé',
    name: 'employeeId',
    value: null,
    noneLabel: 'Tous les employés',
    loadFailed: 'Impossible de charger la liste des employés pour le filtre.',
    onChange: () => undefined,
  },
} satisfies Meta<typeof EmployeeAutocomplete>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {};
export const Chosen: Story = { args: { value: employeeOptions[1] } };
export const SearchFails: Story = { parameters: { searchFails: true } };
export const Dark: Story = { args: { value: employeeOptions[0] }, globals: { colorMode: 'dark' } };
