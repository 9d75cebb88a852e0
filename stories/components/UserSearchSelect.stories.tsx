import type { Meta, StoryObj } from '@storybook/react';
import { UserSearchSelect } from '../../web/src/components/UserSearchSelect';
import { ManagerSearchDocument } from '../../web/src/graphql/generated/graphql';

// Answered by the stories' search server (stories/support/search-server.tsx).
const meta = {
  title: 'Composants/UserSearchSelect',
  component: UserSearchSelect,
  args: {
    document: ManagerSearchDocument,
    users: (data: unknown) =>
      (data as { users: { items: { id: number; username: string; role: string }[] } }).users.items,
    label: 'Utilisateur',
    name: 'userId',
    noneLabel: 'Aucun',
    loadFailed: 'Erreur lors du chargement des utilisateurs.',
    value: null,
    onChange: () => undefined,
  },
} satisfies Meta<typeof UserSearchSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {};
export const Chosen: Story = { args: { value: { id: 2, username: 'claire.martin', role: 'Manager' } } };
export const SearchFails: Story = { parameters: { searchFails: true } };
export const Dark: Story = {
  args: { value: { id: 1, username: 'admin', role: 'Admin' } },
  globals: { colorMode: 'dark' },
};
