import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TRANSACTION_TYPES, type TransactionType, transactionType } from '@pilotage/domain';
import type { TransactionRowFragment, UpdateFinancialTransactionInput } from '../../../graphql/generated/graphql';
import { useSubmit } from '../../../lib/useSubmit';
import type { EmployeeOption } from '../../../components/EmployeeAutocomplete';
import { financialTexts, parseAmount, validateTransactionEdit } from '../financial-rules';
import { AmountField, DescriptionField, RelatedEmployeeField, TransactionDateField } from './TransactionFields';

interface EditTransactionDialogProps {
  transaction: TransactionRowFragment;
  onSubmit(values: UpdateFinancialTransactionInput): Promise<void>;
  onClose(): void;
}

/** The edit modal: the amount is shown unsigned and the type decides its sign. */
export function EditTransactionDialog({ transaction, onSubmit, onClose }: EditTransactionDialogProps) {
  const [description, setDescription] = useState(transaction.description);
  const [amount, setAmount] = useState(String(Math.abs(transaction.amount)));
  const [type, setType] = useState<TransactionType>(transactionType(transaction.amount));
  const [date, setDate] = useState(transaction.date);
  const [category, setCategory] = useState(transaction.category);
  const [employee, setEmployee] = useState<EmployeeOption | null>(
    transaction.relatedEmployeeId === null
      ? null
      : { id: transaction.relatedEmployeeId, name: transaction.relatedEmployeeName ?? '' },
  );
  const { submitting, error, setError, run } = useSubmit(financialTexts.updateFailed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = parseAmount(amount);
    const input = {
      description: description.trim(),
      amount: value === null ? null : Math.abs(value),
      type,
      date,
      category: category.trim(),
      employeeId: employee?.id ?? null,
    };
    const problem = validateTransactionEdit(input);
    if (problem) return setError(problem);
    void run(async () => {
      await onSubmit({ ...input, amount: input.amount! });
      onClose();
    });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="edit-transaction-title">
      <form noValidate onSubmit={submit} aria-label="Modifier la transaction">
        <DialogTitle id="edit-transaction-title">Modifier la transaction</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <DescriptionField value={description} onChange={setDescription} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <AmountField value={amount} onChange={setAmount} min={0} />
              <TextField
                select
                label="Type"
                name="type"
                value={type}
                onChange={(e) => setType(e.target.value as TransactionType)}
              >
                {TRANSACTION_TYPES.map((choice) => (
                  <MenuItem key={choice} value={choice}>
                    {choice}
                  </MenuItem>
                ))}
              </TextField>
              <TransactionDateField value={date} onChange={setDate} required />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Catégorie"
                name="category"
                value={category}
                onChange={(e) => setCategory(e.target.value)}
              />
              <RelatedEmployeeField name="employeeId" value={employee} onChange={setEmployee} />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Annuler</Button>
          <Button type="submit" variant="contained" loading={submitting}>
            Enregistrer
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
