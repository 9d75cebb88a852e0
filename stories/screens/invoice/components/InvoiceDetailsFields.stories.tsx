import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { InvoiceDetailsFields, type InvoiceDetailsFieldsProps } from '../../../../web/src/screens/invoice/components/InvoiceDetailsFields';
import { filledInvoice } from '../invoice-fixtures';

function Controlled(args: InvoiceDetailsFieldsProps) {
  const [values, setValues] = useState(args.values);
  return <InvoiceDetailsFields values={values} onChange={setValues} />;
}

const meta = {
  title: 'Écrans/Facture/InvoiceDetailsFields',
  component: InvoiceDetailsFields,
  render: (args) => <Controlled {...args} />,
  args: { values: { clientName: '', clientAddress: '', number: '', issueDate: '2026-03-05' }, onChange: () => undefined },
} satisfies Meta<typeof InvoiceDetailsFields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { values: filledInvoice } };
export const Dark: Story = { args: { values: filledInvoice }, globals: { colorMode: 'dark' } };
