import type { Meta, StoryObj } from '@storybook/react';
import { TokenManagement } from '../../../../web/src/screens/users/components/TokenManagement';
import { signupTokens, tokenStats, tokensSeenAt } from '../../../support/fixtures';

const meta = {
  title: 'Écrans/Utilisateurs/TokenManagement',
  component: TokenManagement,
  args: {
    stats: tokenStats,
    statsError: null,
    tokens: signupTokens,
    tokensLoading: false,
    tokensError: null,
    onDelete: () => undefined,
    now: tokensSeenAt,
  },
} satisfies Meta<typeof TokenManagement>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};
export const ListShown: Story = { args: { initiallyShown: true } };
export const Empty: Story = {
  args: { stats: { totalTokens: 0, usedTokens: 0, unusedTokens: 0 }, tokens: [], initiallyShown: true },
};
export const Loading: Story = { args: { stats: null, tokens: [], tokensLoading: true, initiallyShown: true } };
export const LoadError: Story = {
  args: {
    statsError: 'Impossible de charger les statistiques des jetons.',
    tokensError: 'Impossible de charger la liste des jetons.',
    initiallyShown: true,
  },
};
export const Dark: Story = { ...ListShown, globals: { colorMode: 'dark' } };
