import type { Meta, StoryObj } from '@storybook/react';
import { CancelPaymentDialog } from '../../../../web/src/screens/invoices/components/CancelPaymentDialog';
import { answer, refuse } from '../../../support/fixtures';
import { invoiceById } from '../invoices-fixtures';

const meta = {
  title: 'Écrans/Factures/CancelPaymentDialog',
  component: CancelPaymentDialog,
  // F-2026-0006, paid on 3 March.
  args: { invoice: invoiceById(6), onSubmit: answer, onClose: () => undefined },
} satisfies Meta<typeof CancelPaymentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ServerRefuses: Story = {
  args: { onSubmit: refuse("Cette facture n'est pas payée : aucun paiement à annuler.") },
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
