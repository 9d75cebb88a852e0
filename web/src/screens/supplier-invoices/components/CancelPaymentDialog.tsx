import DialogContentText from '@mui/material/DialogContentText';
import { useSubmit } from '../../../lib/useSubmit';
import { supplierInvoiceTexts as texts } from '../supplier-invoice-texts';
import { ActionDialog } from './ActionDialog';

interface CancelPaymentDialogProps {
  onSubmit(): Promise<void>;
  onClose(): void;
}

/** « Annuler le paiement » once confirmed; the gateway's refusal (a bank line made the payment) stays in sight. */
export function CancelPaymentDialog({ onSubmit, onClose }: CancelPaymentDialogProps) {
  const { submitting, error, run } = useSubmit(texts.cancelPaymentFailed);
  return (
    <ActionDialog
      title="Annuler le paiement ?"
      submitLabel="Annuler le paiement"
      submitting={submitting}
      error={error}
      onSubmit={() =>
        void run(async () => {
          await onSubmit();
          onClose();
        })
      }
      onClose={onClose}
    >
      <DialogContentText>{texts.cancelPaymentMessage}</DialogContentText>
    </ActionDialog>
  );
}
