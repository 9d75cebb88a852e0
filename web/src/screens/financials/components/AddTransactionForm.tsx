import { useEffect, useRef, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TRANSACTION_CATEGORIES, type TransactionType } from '@pilotage/domain';
import { FormPanel } from '../../../components/FormPanel';
import type { CreateFinancialTransactionInput } from '../../../graphql/generated/graphql';
import { useFieldErrors } from '../../../lib/useFieldErrors';
import { useSubmit } from '../../../lib/useSubmit';
import type { EmployeeOption } from '../../../components/EmployeeAutocomplete';
import { financialTexts, newTransactionProblems, signedAmount } from '../financial-rules';
import {
  AmountField,
  DescriptionField,
  RelatedEmployeeField,
  TransactionDateField,
  TransactionTypeField,
} from './TransactionFields';

interface AddTransactionFormProps {
  /** `again`: the form stays open, emptied, for the next transaction. */
  onSubmit(values: CreateFinancialTransactionInput, again: boolean): Promise<void>;
  onCancel(): void;
  /** The default date: today in the business time zone (from the session), never the browser's. */
  today: string;
}

/** The amount is typed unsigned with its type, and stored signed: positive for a revenue, negative for an expense. */
export function AddTransactionForm({ onSubmit, onCancel, today }: AddTransactionFormProps) {
  const [amount, setAmount] = useState('');
  const [type, setType] = useState<TransactionType>('Revenu');
  const [description, setDescription] = useState('');
  const [date, setDate] = useState(today);
  const [category, setCategory] = useState('');
  const [employee, setEmployee] = useState<EmployeeOption | null>(null);
  const [source, setSource] = useState('');
  const amountRef = useRef<HTMLInputElement>(null);
  const { formRef, errors, report, edited } = useFieldErrors();
  const { submitting, error, run } = useSubmit(financialTexts.addFailed);
  // Opened from its header button: the keyboard goes on in the form.
  useEffect(() => amountRef.current?.focus(), []);
  const submit = (again: boolean) => {
    const input = {
      amount: signedAmount(amount, type),
      description: description.trim(),
      date: date || null,
      category: category || null,
      relatedEmployeeId: employee?.id ?? null,
      relatedSource: source.trim() || null,
    };
    if (!report(newTransactionProblems(input))) return;
    void run(async () => {
      // Validated: the amount is a number.
      await onSubmit({ ...input, amount: input.amount! }, again);
      if (!again) return;
      // The next entry keeps the date, the type and the category: a batch of receipts shares them.
      setAmount('');
      setDescription('');
      setSource('');
      amountRef.current?.focus();
    });
  };
  return (
    <FormPanel
      title="Ajouter une transaction"
      error={error}
      submitLabel="Ajouter la transaction"
      submitting={submitting}
      onSubmit={submit}
      onCancel={onCancel}
      addAnother
      formRef={formRef}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <AmountField
          value={amount}
          onChange={edited('amount', setAmount)}
          error={errors.amount}
          onNegative={() => setType('Dépense')}
          inputRef={amountRef}
        />
        <TransactionTypeField value={type} onChange={setType} />
        <TransactionDateField value={date} onChange={edited('date', setDate)} error={errors.date} />
      </Stack>
      <DescriptionField
        value={description}
        onChange={edited('description', setDescription)}
        error={errors.description}
      />
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
        <TextField
          label="Source"
          name="relatedSource"
          value={source}
          onChange={(e) => edited('relatedSource', setSource)(e.target.value)}
          error={Boolean(errors.relatedSource)}
          helperText={errors.relatedSource}
        />
      </Stack>
    </FormPanel>
  );
}
