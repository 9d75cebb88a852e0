import type { Decorator, Meta, StoryObj } from '@storybook/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { InvoiceSettingsDocument, UpdateInvoiceSettingsDocument } from '../../../../web/src/graphql/generated/graphql';
import { CompanyIdentityPanel } from '../../../../web/src/screens/invoices/generator/CompanyIdentityPanel';
import { companyNameOnly } from './invoice-fixtures';

const mocks: MockLink.MockedResponse[] = [
  {
    request: { query: InvoiceSettingsDocument },
    result: { data: { invoiceSettings: { __typename: 'InvoiceSettings', ...companyNameOnly } } },
    delay: 300,
    maxUsageCount: Infinity,
  },
  {
    request: { query: UpdateInvoiceSettingsDocument, variables: () => true },
    result: ({ input }) => ({ data: { updateInvoiceSettings: { __typename: 'InvoiceSettings', ...input } } }),
    delay: 400,
    maxUsageCount: Infinity,
  },
];

/** The container against a fake server: a company that has only its name. */
const withServer: Decorator = (Story) => (
  <MockedProvider mocks={mocks}>
    <Story />
  </MockedProvider>
);

const meta = {
  title: 'Écrans/Paramètres/CompanyIdentityPanel',
  component: CompanyIdentityPanel,
  decorators: [withServer],
} satisfies Meta<typeof CompanyIdentityPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NameOnly: Story = {};
export const Dark: Story = { globals: { colorMode: 'dark' } };
