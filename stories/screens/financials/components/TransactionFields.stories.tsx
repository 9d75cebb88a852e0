import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import Stack from '@mui/material/Stack';
import type { EmployeeOption } from '../../../../web/src/components/EmployeeAutocomplete';
import {
  AmountField,
  DescriptionField,
  RelatedEmployeeField,
  TransactionDateField,
} from '../../../../web/src/screens/financials/components/TransactionFields';
import { employeeOptions } from '../../../support/business-fixtures';

interface FieldsProps {
  amount: string;
  date: string;
  description: string;
  employee: EmployeeOption | null;
  amountHelp?: string;
}

/** The fields AddTransactionForm and EditTransactionDialog share, as both lay them out. */
function Fields(props: FieldsProps) {
  const [amount, setAmount] = useState(props.amount);
  const [date, setDate] = useState(props.date);
  const [description, setDescription] = useState(props.description);
  const [employee, setEmployee] = useState(props.employee);
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <AmountField value={amount} onChange={setAmount} helperText={props.amountHelp} />
        <TransactionDateField value={date} onChange={setDate} required />
      </Stack>
      <DescriptionField value={description} onChange={setDescription} />
      <RelatedEmployeeField name="employeeId" value={employee} onChange={setEmployee} />
    </Stack>
  );
}

const meta = {
  title: 'Écrans/Finances/TransactionFields',
  component: Fields,
  args: { amount: '', date: '2026-03-14', description: '', employee: null, amountHelp: 'Négatif pour une dépense' },
} satisfies Meta<typeof Fields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: {
    amount: '-120.50',
    description: 'Fournitures de bureau',
    employee: employeeOptions[0] ?? null,
    amountHelp: undefined,
  },
};
export const Dark: Story = { ...Filled, globals: { colorMode: 'dark' } };
