import TextField from '@mui/material/TextField';
import { type EmployeeOption, EmployeeAutocomplete } from '../../../components/EmployeeAutocomplete';
import { financialTexts } from '../financial-rules';

/** The fields the add form and the edit dialog of a transaction share. */

interface FieldProps<T> {
  value: T;
  onChange(value: T): void;
}

export function AmountField({
  value,
  onChange,
  helperText,
  min,
}: FieldProps<string> & { helperText?: string; min?: number }) {
  return (
    <TextField
      label="Montant (€)"
      name="amount"
      type="number"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      helperText={helperText}
      slotProps={{ htmlInput: { step: 0.01, min } }}
      required
    />
  );
}

export function TransactionDateField({ value, onChange, required }: FieldProps<string> & { required?: boolean }) {
  return (
    <TextField
      label="Date"
      name="date"
      type="date"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      required={required}
    />
  );
}

export function DescriptionField({ value, onChange }: FieldProps<string>) {
  return (
    <TextField
      label="Description"
      name="description"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required
    />
  );
}

/** `name` is the input's: the create and update inputs call the link differently. */
export function RelatedEmployeeField({ name, value, onChange }: FieldProps<EmployeeOption | null> & { name: string }) {
  return (
    <EmployeeAutocomplete
      label="Employé lié"
      name={name}
      value={value}
      noneLabel="Aucun"
      loadFailed={financialTexts.employeesLoadFailed}
      onChange={onChange}
    />
  );
}
