import type { Decorator, Meta, StoryObj } from '@storybook/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import {
  InvoiceSettingsDocument,
  IssueInvoiceDocument,
  NextInvoiceNumberDocument,
  UpdateInvoiceSettingsDocument,
} from '../../../../web/src/graphql/generated/graphql';
import InvoiceGeneratorDialog from '../../../../web/src/screens/invoices/generator/InvoiceGeneratorDialog';
import { invoiceSettings, issuedInvoiceOf, liableSettings, numberSuggestion } from './invoice-fixtures';

const stored = { __typename: 'InvoiceSettings', ...invoiceSettings };

const loads: MockLink.MockedResponse = {
  request: { query: InvoiceSettingsDocument },
  result: { data: { invoiceSettings: stored } },
  delay: 300,
  maxUsageCount: Infinity,
};
const saves: MockLink.MockedResponse = {
  request: { query: UpdateInvoiceSettingsDocument, variables: () => true },
  result: ({ input }) => ({ data: { updateInvoiceSettings: { __typename: 'InvoiceSettings', ...input } } }),
  delay: 400,
  maxUsageCount: Infinity,
};

const nextNumber: MockLink.MockedResponse = {
  request: { query: NextInvoiceNumberDocument },
  result: { data: { nextInvoiceNumber: { __typename: 'NextInvoiceNumber', number: numberSuggestion } } },
  delay: 200,
  maxUsageCount: Infinity,
};
const issues: MockLink.MockedResponse = {
  request: { query: IssueInvoiceDocument, variables: () => true },
  result: ({ input }) => ({
    data: { issueInvoice: issuedInvoiceOf(input, invoiceSettings, input.number ?? numberSuggestion) },
  }),
  delay: 400,
  maxUsageCount: Infinity,
};

/** The container against a fake server: each story lists the answers it gets. */
const withServer =
  (mocks: MockLink.MockedResponse[]): Decorator =>
  (Story) => (
    <MockedProvider mocks={mocks}>
      <Story />
    </MockedProvider>
  );

const meta = {
  title: 'Écrans/Facture/InvoiceGeneratorDialog',
  component: InvoiceGeneratorDialog,
  args: { open: true, onClose: () => undefined, today: '2026-03-05' },
  decorators: [withServer([loads, saves, nextNumber, issues])],
} satisfies Meta<typeof InvoiceGeneratorDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const FirstUse: Story = {
  decorators: [
    withServer([
      {
        ...loads,
        result: {
          data: {
            invoiceSettings: { ...stored, ...Object.fromEntries(Object.keys(invoiceSettings).map((key) => [key, ''])) },
          },
        },
      },
      saves,
      nextNumber,
    ]),
  ],
};
export const Liable: Story = {
  decorators: [
    withServer([
      { ...loads, result: { data: { invoiceSettings: { __typename: 'InvoiceSettings', ...liableSettings } } } },
      saves,
      nextNumber,
    ]),
  ],
};
export const NumberTaken: Story = {
  decorators: [
    withServer([
      loads,
      nextNumber,
      {
        ...issues,
        result: {
          errors: [
            new GraphQLError('Le prochain numéro de la série est F-2026-0012.', {
              extensions: { code: 'CONFLICT', nextNumber: 'F-2026-0012' },
            }),
          ],
        },
      },
    ]),
  ],
};
export const LoadFailed: Story = {
  decorators: [withServer([{ ...loads, result: { errors: [new GraphQLError('Accès refusé.')] } }, nextNumber])],
};
export const SaveFailed: Story = {
  decorators: [
    withServer([
      loads,
      nextNumber,
      { ...saves, result: { errors: [new GraphQLError('Le champ iban est trop long.')] } },
    ]),
  ],
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
