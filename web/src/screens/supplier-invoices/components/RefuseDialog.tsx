import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { checkFields, supplierInvoiceRefusalRules } from '@pilotage/domain';
import type { SupplierInvoiceRefusalInput } from '../../../graphql/generated/graphql';
import { useSubmit } from '../../../lib/useSubmit';
import { supplierInvoiceTexts as texts } from '../supplier-invoice-texts';
import { ActionDialog } from './ActionDialog';

interface RefuseDialogProps {
  onSubmit(input: SupplierInvoiceRefusalInput): Promise<void>;
  onClose(): void;
}

/** « Refuser », with the reason kept in the journal. */
export function RefuseDialog({ onSubmit, onClose }: RefuseDialogProps) {
  const [reason, setReason] = useState('');
  const { submitting, error, setError, run } = useSubmit(texts.refuseFailed);
  const submit = () => {
    const problem = checkFields(supplierInvoiceRefusalRules, { reason: reason.trim() });
    if (problem) return setError(problem);
    void run(async () => {
      await onSubmit({ reason: reason.trim() });
      onClose();
    });
  };
  return (
    <ActionDialog
      title="Refuser la facture"
      submitLabel="Refuser"
      submitting={submitting}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label="Motif du refus"
        name="reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        multiline
        minRows={2}
        required
      />
    </ActionDialog>
  );
}
