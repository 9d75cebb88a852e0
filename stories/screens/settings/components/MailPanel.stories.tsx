import type { Decorator, Meta, StoryObj } from '@storybook/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import {
  DismissMailFailureDocument,
  MailFailuresDocument,
  ResendMailFailureDocument,
  SendTestMailDocument,
} from '../../../../web/src/graphql/generated/graphql';
import { MailPanel } from '../../../../web/src/screens/settings/components/MailPanel';

const failure = {
  __typename: 'MailFailure' as const,
  id: '0b8f1f5e-3c1e-4a55-9d7e-1f2a3b4c5d6e',
  createdAt: '2026-03-09T08:30:00.000Z',
  kind: 'invoice',
  recipient: 'compta@garage-martin.fr',
  subject: 'Facture F-2026-0004 — Atelier Dupont',
  error: 'Le serveur de courriel a refusé le message (550) : 550 5.1.1 Mailbox unavailable',
  attempts: 9,
};

const answers = (field: string, message: string, query: MockLink.MockedResponse['request']['query']) => ({
  request: { query, variables: () => true },
  result: { data: { [field]: { __typename: 'Message', message } } },
  delay: 300,
  maxUsageCount: Infinity,
});

const mocks: MockLink.MockedResponse[] = [
  {
    request: { query: MailFailuresDocument, variables: () => true },
    result: { data: { mailFailures: { __typename: 'MailFailurePage', total: 1, items: [failure] } } },
    delay: 300,
    maxUsageCount: Infinity,
  },
  answers('sendTestMail', 'Courriel de test mis en file d’envoi vers admin@example.fr.', SendTestMailDocument),
  answers('resendMailFailure', 'Courriel remis en file d’envoi.', ResendMailFailureDocument),
  answers('dismissMailFailure', 'Courriel ignoré.', DismissMailFailureDocument),
];

/** The container against a fake server. */
const withServer: Decorator = (Story) => (
  <MockedProvider mocks={mocks}>
    <Story />
  </MockedProvider>
);

const meta = {
  title: 'Écrans/Paramètres/MailPanel',
  component: MailPanel,
  decorators: [withServer],
} satisfies Meta<typeof MailPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneFailure: Story = {};
export const Dark: Story = { globals: { colorMode: 'dark' } };
