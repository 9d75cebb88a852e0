import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { messages, type TransactionType, transactionType } from '@pilotage/domain';
import type { TransactionRowFragment, UpdateFinancialTransactionInput } from '../../../graphql/generated/graphql';
import { moneyInputOf } from '../../../lib/money-input';
import { useFieldErrors } from '../../../lib/useFieldErrors';
import { useSubmit } from '../../../lib/useSubmit';
import type { EmployeeOption } from '../../../components/EmployeeAutocomplete';
import { financialTexts, parseAmount, transactionEditProblems } from '../financial-rules';
import {
  AmountField,
  DescriptionField,
  RelatedEmployeeField,
  TransactionDateField,
  TransactionTypeField,
} from './TransactionFields';

interface EditTransactionDialogProps {
  transaction: TransactionRowFragment;
  onSubmit(values: UpdateFinancialTransactionInput): Promise<void>;
  onClose(): void;
}

/** The edit modal: the amount is shown unsigned and the type decides its sign. */
export function EditTransactionDialog({ transaction, onSubmit, onClose }: EditTransactionDialogProps) {
  const [description, setDescription] = useState(transaction.description);
  const [amount, setAmount] = useState(moneyInputOf(Math.abs(transaction.amount)));
  const [type, setType] = useState<TransactionType>(transactionType(transaction.amount));
  const [date, setDate] = useState(transaction.date);
  const [category, setCategory] = useState(transaction.category);
  const [employee, setEmployee] = useState<EmployeeOption | null>(
    transaction.relatedEmployeeId === null
      ? null
      : { id: transaction.relatedEmployeeId, name: transaction.relatedEmployeeName ?? '' },
  );
  const { formRef, errors, report, edited } = useFieldErrors<HTMLFormElement>();
  const { submitting, error, run } = useSubmit(financialTexts.updateFailed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = parseAmount(amount);
    const input = {
      description: description.trim(),
      // A minus sign typed here means an expense, whatever the type shown.
      amount: value === null ? null : Math.abs(value),
      type: value !== null && value < 0 ? ('Dépense' as const) : type,
      date,
      category: category.trim(),
      employeeId: employee?.id ?? null,
    };
    if (!report(transactionEditProblems(input))) return;
    void run(async () => {
      await onSubmit({ ...input, amount: input.amount! });
      onClose();
    });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="edit-transaction-title">
      <form ref={formRef} noValidate onSubmit={submit} aria-label="Modifier la transaction">
        <DialogTitle id="edit-transaction-title">Modifier la transaction</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <DescriptionField
              value={description}
              onChange={edited('description', setDescription)}
              error={errors.description}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <AmountField
                value={amount}
                onChange={edited('amount', setAmount)}
                error={errors.amount}
                invalidMessage={messages.amountInvalid}
                onNegative={() => setType('Dépense')}
              />
              <TransactionTypeField value={type} onChange={setType} />
              <TransactionDateField value={date} onChange={edited('date', setDate)} error={errors.date} required />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Catégorie"
                name="category"
                value={category}
                onChange={(e) => edited('category', setCategory)(e.target.value)}
                error={Boolean(errors.category)}
                helperText={errors.category}
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
