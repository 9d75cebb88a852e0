import type { Meta, StoryObj } from '@storybook/react';
import { SupplierCancelPaymentDialog } from '../../../../web/src/screens/supplier-invoices/components/SupplierCancelPaymentDialog';
import { answer, refuse } from '../../../support/fixtures';

const meta = {
  title: 'Écrans/Factures fournisseurs/SupplierCancelPaymentDialog',
  component: SupplierCancelPaymentDialog,
  args: { onSubmit: answer, onClose: () => undefined },
} satisfies Meta<typeof SupplierCancelPaymentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** A payment a bank line made is cancelled from « Banque »: the gateway's refusal stays in the dialog. */
export const PaidByBankLine: Story = {
  args: {
    onSubmit: refuse(
      'Ce paiement vient d’un rapprochement bancaire : annulez le rapprochement de la ligne depuis « Banque ».',
    ),
  },
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
