import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TRANSACTION_CATEGORIES } from '@pilotage/domain';
import { FormPanel } from '../../../components/FormPanel';
import type { CreateFinancialTransactionInput } from '../../../graphql/generated/graphql';
import { useSubmit } from '../../../lib/useSubmit';
import type { EmployeeOption } from '../../../components/EmployeeAutocomplete';
import { financialTexts, parseAmount, validateNewTransaction } from '../financial-rules';
import { AmountField, DescriptionField, RelatedEmployeeField, TransactionDateField } from './TransactionFields';

interface AddTransactionFormProps {
  onSubmit(values: CreateFinancialTransactionInput): Promise<void>;
  onCancel(): void;
  /** The default date: today in the business time zone (from the session), never the browser's day. */
  today: string;
}

/** The amount is stored with its sign: positive for a revenue, negative for an expense. */
export function AddTransactionForm({ onSubmit, onCancel, today }: AddTransactionFormProps) {
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [date, setDate] = useState(today);
  const [category, setCategory] = useState('');
  const [employee, setEmployee] = useState<EmployeeOption | null>(null);
  const [source, setSource] = useState('');
  const { submitting, error, setError, run } = useSubmit(financialTexts.addFailed);
  const submit = () => {
    const input = {
      amount: parseAmount(amount),
      description: description.trim(),
      date: date || null,
      category: category || null,
      relatedEmployeeId: employee?.id ?? null,
      relatedSource: source.trim() || null,
    };
    const problem = validateNewTransaction(input);
    if (problem) return setError(problem);
    // Validated: the amount is a number.
    void run(() => onSubmit({ ...input, amount: input.amount! }));
  };
  return (
    <FormPanel
      title="Ajouter une transaction"
      error={error}
      submitLabel="Ajouter la transaction"
      submitting={submitting}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <AmountField value={amount} onChange={setAmount} helperText="Négatif pour une dépense" />
        <TransactionDateField value={date} onChange={setDate} />
      </Stack>
      <DescriptionField value={description} onChange={setDescription} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Catégorie"
          name="category"
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">Aucune</MenuItem>
          {TRANSACTION_CATEGORIES.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {choice}
            </MenuItem>
          ))}
        </TextField>
        <RelatedEmployeeField name="relatedEmployeeId" value={employee} onChange={setEmployee} />
        <TextField label="Source" name="relatedSource" value={source} onChange={(e) => setSource(e.target.value)} />
      </Stack>
    </FormPanel>
  );
}
