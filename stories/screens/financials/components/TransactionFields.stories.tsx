import { useState } from 'react';
import type { TransactionType } from '@pilotage/domain';
import type { Meta, StoryObj } from '@storybook/react';
import Stack from '@mui/material/Stack';
import type { EmployeeOption } from '../../../../web/src/components/EmployeeAutocomplete';
import {
  AmountField,
  DescriptionField,
  RelatedEmployeeField,
  TransactionDateField,
  TransactionTypeField,
} from '../../../../web/src/screens/financials/components/TransactionFields';
import { employeeOptions } from '../../../support/business-fixtures';

interface FieldsProps {
  amount: string;
  date: string;
  description: string;
  employee: EmployeeOption | null;
  amountError?: string;
}

/** The fields AddTransactionForm and EditTransactionDialog share, as both lay them out. */
function Fields(props: FieldsProps) {
  const [amount, setAmount] = useState(props.amount);
  const [date, setDate] = useState(props.date);
  const [description, setDescription] = useState(props.description);
  const [employee, setEmployee] = useState(props.employee);
  const [type, setType] = useState<TransactionType>('Revenu');
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <AmountField
          value={amount}
          onChange={setAmount}
          error={props.amountError}
          onNegative={() => setType('Dépense')}
        />
        <TransactionTypeField value={type} onChange={setType} />
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
  args: { amount: '', date: '2026-03-14', description: '', employee: null },
} satisfies Meta<typeof Fields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: {
    amount: '120,50',
    description: 'Fournitures de bureau',
    employee: employeeOptions[0] ?? null,
  },
};
/** A field refused beside itself, as a form shows it after a submit. */
export const AmountRefused: Story = {
  args: { amount: '12abc', description: 'Fournitures', amountError: 'Le montant doit être un nombre.' },
};
export const Dark: Story = { ...Filled, globals: { colorMode: 'dark' } };
