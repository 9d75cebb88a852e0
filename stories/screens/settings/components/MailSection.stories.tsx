import type { Meta, StoryObj } from '@storybook/react';
import { MailSection } from '../../../../web/src/screens/settings/components/MailSection';

const failure = (id: string, recipient: string, subject: string, error: string) => ({
  __typename: 'MailFailure' as const,
  id,
  createdAt: '2026-03-09T08:30:00.000Z',
  kind: 'invoice',
  recipient,
  subject,
  error,
  attempts: 9,
});

const meta = {
  title: 'Écrans/Paramètres/MailSection',
  component: MailSection,
  args: {
    server: {
      settings: {
        source: 'settings',
        host: 'smtp.example.fr',
        port: 587,
        security: 'starttls',
        user: 'factures@atelier-dupont.fr',
        passwordSet: true,
        from: 'Atelier Dupont <factures@atelier-dupont.fr>',
        dkim: false,
      },
      saving: false,
      onSave: () => undefined,
    },
    failures: [
      failure(
        '0b8f1f5e-3c1e-4a55-9d7e-1f2a3b4c5d6e',
        'compta@garage-martin.fr',
        'Facture F-2026-0004 — Atelier Dupont',
        'Le serveur de courriel a refusé le message (550) : 550 5.1.1 Mailbox unavailable',
      ),
      failure(
        '1c9a2b6f-4d2f-4b66-8e8f-2a3b4c5d6e7f',
        'contact@cafedesarts.fr',
        'Facture F-2026-0006 — Atelier Dupont',
        'Serveur de courriel injoignable : ECONNREFUSED',
      ),
    ],
    total: 2,
    loadError: null,
    busyId: null,
    banner: null,
    onTest: () => undefined,
    onResend: () => undefined,
    onDismiss: () => undefined,
  },
} satisfies Meta<typeof MailSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithFailures: Story = {};
export const NoFailure: Story = { args: { failures: [], total: 0 } };
// Story args merge into the meta's: only what differs is given.
export const TestQueued: Story = {
  args: {
    failures: [],
    total: 0,
    banner: { severity: 'success', text: 'Courriel de test mis en file d’envoi vers admin@example.fr.' },
  },
};
export const NoMailServer: Story = {
  args: {
    failures: [],
    total: 0,
    banner: { severity: 'error', text: "Erreur : Aucun serveur d'envoi de courriels n'est configuré." },
  },
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
