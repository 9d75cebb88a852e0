import type { Decorator, Meta, StoryObj } from '@storybook/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import {
  EInvoicingExchangesDocument,
  EInvoicingSettingsDocument,
  TestEInvoicingConnectionDocument,
  UpdateEInvoicingSettingsDocument,
} from '../../../../web/src/graphql/generated/graphql';
import { EInvoicingPanel } from '../../../../web/src/screens/settings/components/EInvoicingPanel';
import { configuredSettings, exchange } from '../e-invoicing-fixtures';

const mocks: MockLink.MockedResponse[] = [
  {
    request: { query: EInvoicingSettingsDocument, variables: () => true },
    result: { data: { eInvoicingSettings: configuredSettings } },
    delay: 300,
    maxUsageCount: Infinity,
  },
  {
    request: { query: EInvoicingExchangesDocument, variables: () => true },
    result: {
      data: {
        eInvoicingExchanges: {
          __typename: 'EInvoicingExchangePage',
          total: 2,
          items: [
            exchange('2', '2026-03-09T08:30:02.000Z', 'GET', '/flow-service/v1/healthcheck', 200, 84),
            exchange('1', '2026-03-09T08:30:01.000Z', 'POST', '/oauth/token', 200, 131),
          ],
        },
      },
    },
    delay: 300,
    maxUsageCount: Infinity,
  },
  {
    request: { query: UpdateEInvoicingSettingsDocument, variables: () => true },
    result: { data: { updateEInvoicingSettings: configuredSettings } },
    delay: 300,
    maxUsageCount: Infinity,
  },
  {
    request: { query: TestEInvoicingConnectionDocument, variables: () => true },
    result: {
      data: {
        testEInvoicingConnection: {
          __typename: 'EInvoicingConnectionTest',
          ok: true,
          message: 'Connexion réussie : la plateforme a délivré un jeton et son Flow Service répond.',
          failedStep: null,
        },
      },
    },
    delay: 300,
    maxUsageCount: Infinity,
  },
];

/** The container against a fake server. */
const withServer: Decorator = (Story) => (
  <MockedProvider mocks={mocks}>
    <Story />
  </MockedProvider>
);

const meta = {
  title: 'Écrans/Paramètres/EInvoicingPanel',
  component: EInvoicingPanel,
  decorators: [withServer],
} satisfies Meta<typeof EInvoicingPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Dark: Story = { globals: { colorMode: 'dark' } };
