import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import {
  InvoiceLinesEditor,
  type InvoiceLinesEditorProps,
} from '../../../../../web/src/screens/invoices/generator/components/InvoiceLinesEditor';
import { invoiceLines, liableInvoice, manyLinesInvoice } from '../invoice-fixtures';

function Controlled(args: InvoiceLinesEditorProps) {
  const [lines, setLines] = useState(args.lines);
  return <InvoiceLinesEditor {...args} lines={lines} onChange={setLines} />;
}

const meta = {
  title: 'Écrans/Facture/InvoiceLinesEditor',
  component: InvoiceLinesEditor,
  render: (args) => <Controlled {...args} />,
  args: { lines: invoiceLines, onChange: () => undefined },
} satisfies Meta<typeof InvoiceLinesEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SingleLine: Story = {
  args: { lines: [{ id: 's1', description: '', quantity: '1', unitPrice: '0', vatRate: 20 }] },
};
export const Filled: Story = {};
/** A seller liable for VAT picks a rate per line. */
export const VatRates: Story = { args: { lines: liableInvoice.lines, vatLiable: true } };
export const NonNumericInput: Story = {
  args: { lines: [{ id: 'n1', description: 'Saisie invalide', quantity: '', unitPrice: 'abc', vatRate: 20 }] },
};
export const ManyLines: Story = { args: { lines: manyLinesInvoice.lines } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
