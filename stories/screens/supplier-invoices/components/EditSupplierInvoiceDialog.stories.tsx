import type { Meta, StoryObj } from '@storybook/react';
import { EditSupplierInvoiceDialog } from '../../../../web/src/screens/supplier-invoices/components/EditSupplierInvoiceDialog';
import { answer, refuse } from '../../../support/fixtures';
import { facturX, receipt } from '../supplier-invoices-fixtures';

const meta = {
  title: 'Écrans/Factures fournisseurs/EditSupplierInvoiceDialog',
  component: EditSupplierInvoiceDialog,
  args: { record: receipt, onSubmit: answer, onClose: () => undefined },
} satisfies Meta<typeof EditSupplierInvoiceDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A receipt: every field to type. */
export const Receipt: Story = {};
/** A read invoice: a correction of what was misread. */
export const ReadInvoice: Story = { args: { record: facturX } };
export const Duplicate: Story = {
  args: { onSubmit: refuse('Cette facture fournisseur est déjà enregistrée (FF-2026-0001).') },
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
