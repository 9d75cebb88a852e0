import type { Meta, StoryObj } from '@storybook/react';
import { ManagerAutocomplete } from '../../../../web/src/screens/employees/components/ManagerAutocomplete';

// Answered by the stories' search server (stories/support/search-server.tsx): Admin and Manager accounts only.
const meta = {
  title: 'Écrans/Employés/ManagerAutocomplete',
  component: ManagerAutocomplete,
  args: { value: null, onChange: () => undefined },
} satisfies Meta<typeof ManagerAutocomplete>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {};
/** An employee's current manager: the row names the account, not its role. */
export const Chosen: Story = { args: { value: { id: 2, username: 'claire.martin' } } };
export const SearchFails: Story = { parameters: { searchFails: true } };
export const Dark: Story = {
  args: { value: { id: 1, username: 'admin', role: 'Admin' } },
  globals: { colorMode: 'dark' },
};
