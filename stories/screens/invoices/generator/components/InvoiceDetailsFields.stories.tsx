import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import {
  InvoiceDetailsFields,
  type InvoiceDetailsFieldsProps,
} from '../../../../../web/src/screens/invoices/generator/components/InvoiceDetailsFields';
import { emptyInvoice } from '../../../../../web/src/screens/invoices/generator/invoice-draft';
import { filledInvoice, numberSuggestion } from '../invoice-fixtures';

function Controlled(args: InvoiceDetailsFieldsProps) {
  const [values, setValues] = useState(args.values);
  return <InvoiceDetailsFields {...args} values={values} onChange={setValues} />;
}

const meta = {
  title: 'Écrans/Facture/InvoiceDetailsFields',
  component: InvoiceDetailsFields,
  render: (args) => <Controlled {...args} />,
  args: { values: emptyInvoice('2026-03-05'), onChange: () => undefined, numberSuggestion, paymentTermsDays: 30 },
} satisfies Meta<typeof InvoiceDetailsFields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { values: filledInvoice } };
export const DueDateEdited: Story = { args: { values: { ...filledInvoice, number: null, dueDate: '2026-03-31' } } };
export const Dark: Story = { args: { values: filledInvoice }, globals: { colorMode: 'dark' } };
