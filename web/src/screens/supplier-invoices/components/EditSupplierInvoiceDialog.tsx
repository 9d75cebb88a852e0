import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { checkFields, supplierInvoiceEditRules } from '@pilotage/domain';
import type { SupplierInvoiceEditInput } from '../../../graphql/generated/graphql';
import { useSubmit } from '../../../lib/useSubmit';
import { type SupplierInvoiceRecord, supplierInvoiceTexts as texts } from '../supplier-invoice-texts';
import { ActionDialog } from './ActionDialog';

interface EditSupplierInvoiceDialogProps {
  record: SupplierInvoiceRecord;
  onSubmit(input: SupplierInvoiceEditInput): Promise<void>;
  onClose(): void;
}

const TEXT_FIELDS = [
  ['supplierName', 'Fournisseur'],
  ['supplierSiren', 'SIREN'],
  ['supplierVatNumber', 'N° TVA intracommunautaire'],
  ['number', 'N° de facture'],
  ['iban', 'IBAN'],
] as const;
const DATE_FIELDS = [
  ['issueDate', "Date d'émission"],
  ['dueDate', 'Échéance'],
] as const;
const AMOUNT_FIELDS = [
  ['subtotal', 'Total HT'],
  ['vatTotal', 'TVA'],
  ['total', 'Total TTC'],
] as const;

type Values = Record<(typeof TEXT_FIELDS | typeof DATE_FIELDS | typeof AMOUNT_FIELDS)[number][0], string>;

const initial = (record: SupplierInvoiceRecord): Values => ({
  supplierName: record.supplierName,
  supplierSiren: record.supplierSiren ?? '',
  supplierVatNumber: record.supplierVatNumber ?? '',
  number: record.number ?? '',
  iban: record.iban ?? '',
  issueDate: record.issueDate ?? '',
  dueDate: record.dueDate ?? '',
  subtotal: record.subtotal === null ? '' : String(record.subtotal),
  vatTotal: record.vatTotal === null ? '' : String(record.vatTotal),
  total: record.total === null ? '' : String(record.total),
});

/** « Modifier » while À valider: a receipt's fields, or a correction of what was misread. Empty clears. */
export function EditSupplierInvoiceDialog({ record, onSubmit, onClose }: EditSupplierInvoiceDialogProps) {
  const [values, setValues] = useState<Values>(() => initial(record));
  const { submitting, error, setError, run } = useSubmit(texts.editFailed);
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const submit = () => {
    const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
    const input = {
      supplierName: values.supplierName.trim(),
      supplierSiren: orNull(values.supplierSiren),
      supplierVatNumber: orNull(values.supplierVatNumber),
      number: orNull(values.number),
      iban: orNull(values.iban),
      issueDate: orNull(values.issueDate),
      dueDate: orNull(values.dueDate),
      subtotal: orNull(values.subtotal.replace(',', '.')),
      vatTotal: orNull(values.vatTotal.replace(',', '.')),
      total: orNull(values.total.replace(',', '.')),
    };
    const problem = checkFields(supplierInvoiceEditRules, input);
    if (problem) return setError(problem);
    const amount = (value: string | null) => (value === null ? null : Number(value));
    void run(async () => {
      await onSubmit({
        ...input,
        subtotal: amount(input.subtotal),
        vatTotal: amount(input.vatTotal),
        total: amount(input.total),
      });
      onClose();
    });
  };
  return (
    <ActionDialog
      title="Modifier la facture fournisseur"
      submitLabel="Enregistrer"
      submitting={submitting}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      {TEXT_FIELDS.map(([field, label]) => (
        <TextField key={field} label={label} name={field} value={values[field]} onChange={set(field)} />
      ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {DATE_FIELDS.map(([field, label]) => (
          <TextField
            key={field}
            label={label}
            name={field}
            type="date"
            value={values[field]}
            onChange={set(field)}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {AMOUNT_FIELDS.map(([field, label]) => (
          <TextField
            key={field}
            label={label}
            name={field}
            value={values[field]}
            onChange={set(field)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            fullWidth
          />
        ))}
      </Stack>
    </ActionDialog>
  );
}
