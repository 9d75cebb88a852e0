import DialogContentText from '@mui/material/DialogContentText';
import { useSubmit } from '../../../lib/useSubmit';
import { supplierInvoiceTexts as texts } from '../supplier-invoice-texts';
import { ActionDialog } from './ActionDialog';

interface SupplierCancelPaymentDialogProps {
  onSubmit(): Promise<void>;
  onClose(): void;
}

/** « Annuler le paiement » once confirmed; the gateway's refusal (a bank line made the payment) stays in sight. */
export function SupplierCancelPaymentDialog({ onSubmit, onClose }: SupplierCancelPaymentDialogProps) {
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
