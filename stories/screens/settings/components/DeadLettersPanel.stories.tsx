import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import {
  DismissTelegramDeadLetterDocument,
  ResendTelegramDeadLetterDocument,
  TelegramDeadLettersDocument,
} from '../../../../web/src/graphql/generated/graphql';
import { DeadLettersPanel } from '../../../../web/src/screens/settings/components/DeadLettersPanel';
import { deadLetters } from '../dead-letter-fixtures';

const listed = (letters: typeof deadLetters): MockLink.MockedResponse => ({
  request: { query: TelegramDeadLettersDocument, variables: () => true },
  result: {
    data: {
      telegramDeadLetters: {
        __typename: 'TelegramDeadLetterPage',
        total: letters.length,
        items: letters.map((letter) => ({ __typename: 'TelegramDeadLetter', ...letter })),
      },
    },
  },
  delay: 300,
  maxUsageCount: Infinity,
});
const settles = (
  query: MockLink.MockedResponse['request']['query'],
  field: string,
  message: string,
): MockLink.MockedResponse => ({
  request: { query, variables: () => true },
  result: { data: { [field]: { __typename: 'Message', message } } },
  delay: 300,
  maxUsageCount: Infinity,
});
const resends = settles(
  ResendTelegramDeadLetterDocument,
  'resendTelegramDeadLetter',
  'Notification renvoyée : elle part dans quelques instants.',
);
const dismisses = settles(DismissTelegramDeadLetterDocument, 'dismissTelegramDeadLetter', 'Notification ignorée.');

/** The container against a fake server: each story lists the answers it gets. */
const withServer =
  (mocks: MockLink.MockedResponse[]): Decorator =>
  (Story) => (
    <MockedProvider mocks={mocks}>
      <Story />
    </MockedProvider>
  );

const meta = {
  title: 'Écrans/Paramètres/DeadLettersPanel',
  component: DeadLettersPanel,
  decorators: [withServer([listed(deadLetters), resends, dismisses])],
} satisfies Meta<typeof DeadLettersPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const Empty: Story = { decorators: [withServer([listed([])])] };
export const LoadFailed: Story = {
  decorators: [
    withServer([
      {
        request: { query: TelegramDeadLettersDocument, variables: () => true },
        result: { errors: [new GraphQLError('Accès refusé : droits insuffisants.')] },
        maxUsageCount: Infinity,
      },
    ]),
  ],
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
