import type { Meta, StoryObj } from '@storybook/react';
import { PaymentDialog } from '../../../../web/src/screens/invoices/components/PaymentDialog';
import { answer, refuse } from '../../../support/fixtures';
import { invoiceById } from '../invoices-fixtures';

const meta = {
  title: 'Écrans/Factures/PaymentDialog',
  component: PaymentDialog,
  args: { invoice: invoiceById(8), today: '2026-03-10', onSubmit: answer, onClose: () => undefined },
} satisfies Meta<typeof PaymentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** 900 € invoiced, 120 € credited: 780 € are recorded as revenue. */
export const PartlyCredited: Story = { args: { invoice: invoiceById(4) } };
export const ServerRefuses: Story = { args: { onSubmit: refuse('Cette facture est déjà payée.') } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
