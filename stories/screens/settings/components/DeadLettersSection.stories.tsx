import type { Meta, StoryObj } from '@storybook/react';
import { DeadLettersSection } from '../../../../web/src/screens/settings/components/DeadLettersSection';
import { deadLetters } from '../dead-letter-fixtures';

const meta = {
  title: 'Écrans/Paramètres/DeadLettersSection',
  component: DeadLettersSection,
  args: {
    letters: deadLetters,
    total: deadLetters.length,
    loading: false,
    loadError: null,
    paginationModel: { page: 0, pageSize: 25 },
    onPaginationModelChange: () => undefined,
    busyId: null,
    banner: null,
    onResend: () => undefined,
    onDismiss: () => undefined,
  },
} satisfies Meta<typeof DeadLettersSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const Empty: Story = { args: { letters: [], total: 0 } };
export const Loading: Story = { args: { letters: [], total: 0, loading: true } };
export const LoadFailed: Story = { args: { loadError: 'Accès refusé : droits insuffisants.' } };
export const Resending: Story = { args: { busyId: deadLetters[0].id } };
export const Resent: Story = {
  args: {
    letters: deadLetters.slice(1),
    total: 2,
    banner: { severity: 'success', text: 'Notification renvoyée : elle part dans quelques instants.' },
  },
};
export const ResendRefused: Story = {
  args: {
    banner: {
      severity: 'error',
      text: "Erreur lors du renvoi : Aucun jeton de bot Telegram n'est configuré : un Admin doit le saisir dans les paramètres globaux.",
    },
  },
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
