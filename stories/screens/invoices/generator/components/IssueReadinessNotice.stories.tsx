import type { Meta, StoryObj } from '@storybook/react';
import { issueRequirementLabels as labels } from '@pilotage/domain';
import { IssueReadinessNotice } from '../../../../../web/src/screens/invoices/generator/components/IssueReadinessNotice';

const meta = {
  title: 'Écrans/Facture/IssueReadinessNotice',
  component: IssueReadinessNotice,
  args: {
    requirements: [
      { field: 'clientAddress', text: labels.clientAddress },
      { field: 'companyAddress1', text: labels.companyAddress1 },
      { field: 'siret', text: labels.siret },
    ],
    offeredNumber: null,
    issueNumber: 'F-2026-0003',
    onTakeNumber: () => undefined,
    onShowField: () => undefined,
  },
} satisfies Meta<typeof IssueReadinessNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** « Pour émettre la facture : adresse du client, adresse de l'entreprise, SIRET de l'entreprise. » */
export const Missing: Story = {};
/** A number other than the series' next one: the next one is offered. */
export const NumberOffer: Story = {
  args: {
    requirements: [{ field: 'invoiceNumber', text: labels.nextNumber('F-2026-0003') }],
    offeredNumber: 'F-2026-0003',
  },
};
export const Ready: Story = { args: { requirements: [] } };
export const ReadyNumberUnknown: Story = { args: { requirements: [], issueNumber: null } };
export const Dark: Story = {
  args: {
    requirements: [{ field: 'invoiceNumber', text: labels.nextNumber('F-2026-0003') }],
    offeredNumber: 'F-2026-0003',
  },
  globals: { colorMode: 'dark' },
};
