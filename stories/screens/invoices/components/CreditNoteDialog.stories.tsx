import type { Meta, StoryObj } from '@storybook/react';
import { CreditNoteDialog } from '../../../../web/src/screens/invoices/components/CreditNoteDialog';
import { answer, refuse } from '../../../support/fixtures';
import { invoiceById, loadLines } from '../invoices-fixtures';

const PAID_INVOICE_ID = 6;

const meta = {
  title: 'Écrans/Factures/CreditNoteDialog',
  component: CreditNoteDialog,
  args: { invoice: invoiceById(8), loadLines, onSubmit: answer, onClose: () => undefined },
} satisfies Meta<typeof CreditNoteDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FullCredit: Story = {};
/** F-2026-0004 already has a 120 € credit note: 780 € remain. */
export const PartlyCredited: Story = { args: { invoice: invoiceById(4) } };
export const LinesUnavailable: Story = { args: { loadLines: () => Promise.reject(new Error('Facture introuvable.')) } };
export const ServerRefuses: Story = { args: { onSubmit: refuse("L'avoir dépasse le montant restant de la facture.") } };
export const Dark: Story = { args: { invoice: invoiceById(4) }, globals: { colorMode: 'dark' } };
/** A paid invoice: the refund to the client is offered as an expense, ticked. */
export const PaidInvoice: Story = { args: { invoice: invoiceById(PAID_INVOICE_ID) } };
export const PaidInvoiceDark: Story = {
  args: { invoice: invoiceById(PAID_INVOICE_ID) },
  globals: { colorMode: 'dark' },
};
