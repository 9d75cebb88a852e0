import type { Decorator, Meta, StoryObj } from '@storybook/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { BackupStatusDocument } from '../../../../web/src/graphql/generated/graphql';
import { BackupPanel } from '../../../../web/src/screens/settings/components/BackupPanel';

const answered = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: BackupStatusDocument },
  result,
  delay: 300,
  maxUsageCount: Infinity,
});

const withServer =
  (mocks: MockLink.MockedResponse[]): Decorator =>
  (Story) => (
    <MockedProvider mocks={mocks}>
      <Story />
    </MockedProvider>
  );

const meta = {
  title: 'Écrans/Paramètres/BackupPanel',
  component: BackupPanel,
  decorators: [
    withServer([
      answered({
        data: {
          backupStatus: {
            __typename: 'BackupStatus',
            lastBackup: {
              __typename: 'BackupRun',
              finishedAt: '2026-11-26T01:30:12.000Z',
              fileName: 'pilotage-2026-11-26T01-30-00-000Z.tar.gz',
              sizeBytes: 1_250_000,
              encrypted: false,
              remoteLocation: null,
            },
            lastFailure: null,
            stale: false,
            schedule: '30 2 * * *',
          },
        },
      }),
    ]),
  ],
} satisfies Meta<typeof BackupPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Refused: Story = {
  decorators: [withServer([answered({ errors: [new GraphQLError('Accès refusé : droits insuffisants.')] })])],
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
