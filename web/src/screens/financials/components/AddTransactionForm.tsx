import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TRANSACTION_CATEGORIES } from '@pilotage/domain';
import { FormPanel } from '../../../components/FormPanel';
import type { CreateFinancialTransactionInput } from '../../../graphql/generated/graphql';
import { useSubmit } from '../../../lib/useSubmit';
import { type EmployeeOption, EmployeeAutocomplete } from '../../../components/EmployeeAutocomplete';
import { financialTexts, parseAmount, validateNewTransaction } from '../financial-rules';

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
        <TextField
          label="Montant (€)"
          name="amount"
          type="number"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          helperText="Négatif pour une dépense"
          slotProps={{ htmlInput: { step: 0.01 } }}
          required
        />
        <TextField
          label="Date"
          name="date"
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <TextField label="Description" name="description" value={description} onChange={(e) => setDescription(e.target.value)} required />
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
        <EmployeeAutocomplete
          label="Employé lié"
          name="relatedEmployeeId"
          value={employee}
          noneLabel="Aucun"
          loadFailed={financialTexts.employeesLoadFailed}
          onChange={setEmployee}
        />
        <TextField label="Source" name="relatedSource" value={source} onChange={(e) => setSource(e.target.value)} />
      </Stack>
    </FormPanel>
  );
}
