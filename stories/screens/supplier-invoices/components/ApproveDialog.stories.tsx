import type { Meta, StoryObj } from '@storybook/react';
import { ApproveDialog } from '../../../../web/src/screens/supplier-invoices/components/ApproveDialog';
import { answer, refuse } from '../../../support/fixtures';
import { facturX, wrongTotal } from '../supplier-invoices-fixtures';

const meta = {
  title: 'Écrans/Factures fournisseurs/ApproveDialog',
  component: ApproveDialog,
  args: { record: facturX, onSubmit: answer, onClose: () => undefined },
} satisfies Meta<typeof ApproveDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Problems found: the approval asks for an explicit confirmation. */
export const WithProblems: Story = { args: { record: wrongTotal } };
export const ServerRefuses: Story = {
  args: { onSubmit: refuse('Complétez le fournisseur et le total TTC avant d’approuver.') },
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
