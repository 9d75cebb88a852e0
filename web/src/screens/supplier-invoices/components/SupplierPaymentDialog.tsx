import { useState } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { checkFields, supplierInvoicePaymentRules } from '@pilotage/domain';
import type { SupplierInvoicePaymentInput } from '../../../graphql/generated/graphql';
import { formatEuro } from '../../../lib/format';
import { useSubmit } from '../../../lib/useSubmit';
import {
  type SupplierInvoiceRecord,
  signedSupplierTotal,
  supplierInvoiceTexts as texts,
} from '../supplier-invoice-texts';
import { ActionDialog } from './ActionDialog';

interface SupplierPaymentDialogProps {
  record: SupplierInvoiceRecord;
  /** The default payment date: the business day. */
  today: string;
  onSubmit(input: SupplierInvoicePaymentInput): Promise<void>;
  onClose(): void;
}

/** « Enregistrer le paiement »: the record becomes Payée and its expense is added to Finances. */
export function SupplierPaymentDialog({ record, today, onSubmit, onClose }: SupplierPaymentDialogProps) {
  const [date, setDate] = useState(today);
  const { submitting, error, setError, run } = useSubmit(texts.paymentFailed);
  const submit = () => {
    const problem = checkFields(supplierInvoicePaymentRules, { date });
    if (problem) return setError(problem);
    void run(async () => {
      await onSubmit({ date });
      onClose();
    });
  };
  const total = signedSupplierTotal(record);
  return (
    <ActionDialog
      title="Enregistrer le paiement"
      submitLabel="Enregistrer le paiement"
      submitting={submitting}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography>
        {record.reference} — {record.supplierName}
      </Typography>
      <Typography>
        Montant : <strong>{total === null ? '—' : formatEuro(-total)}</strong> (écran Finances, catégorie{' '}
        {record.category || 'Autre Dépense'})
      </Typography>
      <TextField
        label="Date du paiement"
        name="date"
        type="date"
        value={date}
        onChange={(e) => setDate(e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: record.issueDate ?? undefined, max: today } }}
        required
      />
    </ActionDialog>
  );
}
