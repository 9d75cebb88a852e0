import type { Ref } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { TRANSACTION_TYPES, type TransactionType } from '@pilotage/domain';
import { type EmployeeOption, EmployeeAutocomplete } from '../../../components/EmployeeAutocomplete';
import { DayField } from '../../../components/DayField';
import { MoneyField } from '../../../components/MoneyField';
import { financialTexts } from '../financial-rules';

/** The fields the add form and the edit dialog of a transaction share. */

interface FieldProps<T> {
  value: T;
  onChange(value: T): void;
  /** The form's refusal, shown beside the field. */
  error?: string;
}

/** Unsigned: the type beside it gives the sign; a typed minus sign turns the type to Dépense. */
export function AmountField({
  value,
  onChange,
  error,
  invalidMessage,
  onNegative,
  inputRef,
}: FieldProps<string> & {
  invalidMessage?: string;
  onNegative(): void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <MoneyField
      label="Montant (€)"
      name="amount"
      value={value}
      onChange={onChange}
      error={error}
      invalidMessage={invalidMessage}
      unsigned
      onNegative={onNegative}
      inputRef={inputRef}
      required
    />
  );
}

export function TransactionTypeField({ value, onChange }: FieldProps<TransactionType>) {
  return (
    <TextField
      select
      label="Type"
      name="type"
      value={value}
      onChange={(e) => onChange(e.target.value as TransactionType)}
    >
      {TRANSACTION_TYPES.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {choice}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function TransactionDateField({
  value,
  onChange,
  required,
  error,
}: FieldProps<string> & { required?: boolean }) {
  return <DayField label="Date" name="date" value={value} onChange={onChange} required={required} error={error} />;
}

export function DescriptionField({ value, onChange, error }: FieldProps<string>) {
  return (
    <TextField
      label="Description"
      name="description"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required
      error={Boolean(error)}
      helperText={error}
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
