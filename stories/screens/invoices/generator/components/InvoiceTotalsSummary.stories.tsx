import type { Meta, StoryObj } from '@storybook/react';
import { InvoiceTotalsSummary } from '../../../../../web/src/screens/invoices/generator/components/InvoiceTotalsSummary';
import { draftTotals } from '../../../../../web/src/screens/invoices/generator/invoice-totals';
import { invoiceLines, liableInvoice } from '../invoice-fixtures';

const meta = {
  title: 'Écrans/Facture/InvoiceTotalsSummary',
  component: InvoiceTotalsSummary,
  args: { totals: draftTotals(invoiceLines, 'franchise'), vatRegime: 'franchise' },
} satisfies Meta<typeof InvoiceTotalsSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Zero: Story = { args: { totals: draftTotals([], 'franchise') } };
export const Large: Story = { args: { totals: { subtotalCents: 7407000, vat: [], totalCents: 7407000 } } };
export const LiableSeveralRates: Story = {
  args: { totals: draftTotals(liableInvoice.lines, 'liable'), vatRegime: 'liable' },
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
