import type { Meta, StoryObj } from '@storybook/react';
import { UsersView } from '../../../web/src/screens/users/UsersView';
import { staticPaging } from '../../support/business-fixtures';
import { answer, generatedTokens, signupTokens, tokenStats, tokensSeenAt, users } from '../../support/fixtures';

const tokens = {
  generated: [],
  onGenerate: answer,
  stats: tokenStats,
  statsError: null,
  tokens: signupTokens,
  tokensLoading: false,
  tokensError: null,
  onDeleteToken: () => undefined,
  now: tokensSeenAt,
};

const meta = {
  title: 'Écrans/Utilisateurs/UsersView',
  component: UsersView,
  args: {
    users,
    loading: false,
    error: null,
    actionError: null,
    paging: staticPaging(users.length),
    search: '',
    onSearchChange: () => undefined,
    onRefresh: () => undefined,
    onCreate: answer,
    onUpdate: answer,
    onResetPassword: answer,
    onDeleteUser: () => undefined,
    onRemoveTwoFactor: () => undefined,
    tokens,
  },
} satisfies Meta<typeof UsersView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};
export const Searched: Story = { args: { users: users.slice(1, 2), search: 'claire', paging: staticPaging(1) } };
export const Manager: Story = { args: { tokens: undefined } };
export const Loading: Story = {
  args: {
    users: [],
    loading: true,
    paging: staticPaging(0),
    tokens: { ...tokens, stats: null, tokens: [], tokensLoading: true },
  },
};
export const Empty: Story = {
  args: {
    users: [],
    paging: staticPaging(0),
    tokens: { ...tokens, stats: { totalTokens: 0, usedTokens: 0, unusedTokens: 0 }, tokens: [] },
  },
};
export const LoadError: Story = {
  args: {
    users: [],
    paging: staticPaging(0),
    error: 'Impossible de charger les utilisateurs.',
    tokens: {
      ...tokens,
      statsError: 'Impossible de charger les statistiques des jetons.',
      tokensError: 'Impossible de charger la liste des jetons.',
    },
  },
};
export const DeleteFailed: Story = { args: { actionError: "Erreur: Impossible de supprimer l'utilisateur." } };
export const AddFormOpen: Story = { args: { initialForm: { kind: 'add' } } };
export const EditFormOpen: Story = { args: { initialForm: { kind: 'edit', user: users[1] } } };
export const ResetFormOpen: Story = { args: { initialForm: { kind: 'reset', user: users[2] } } };
export const WithGeneratedTokens: Story = { args: { tokens: { ...tokens, generated: generatedTokens } } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
