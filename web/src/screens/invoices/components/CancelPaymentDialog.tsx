import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { cancelPaymentRules, checkFields } from '@pilotage/domain';
import type { CancelPaymentInput } from '../../../graphql/generated/graphql';
import { formatDate } from '../../../lib/format';
import { useSubmit } from '../../../lib/useSubmit';
import { type InvoiceRow, invoiceTexts } from '../invoice-rules';

interface CancelPaymentDialogProps {
  invoice: InvoiceRow;
  onSubmit(input: CancelPaymentInput): Promise<void>;
  onClose(): void;
}

/**
 * « Annuler le paiement » (Admins): a payment recorded by mistake is undone from its invoice, which
 * becomes owed again while its revenue transaction is deleted. The reason goes to the journal.
 */
export function CancelPaymentDialog({ invoice, onSubmit, onClose }: CancelPaymentDialogProps) {
  const [reason, setReason] = useState('');
  const { submitting, error, setError, run } = useSubmit(invoiceTexts.cancelPaymentFailed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkFields(cancelPaymentRules, { reason });
    if (problem) return setError(problem);
    void run(async () => {
      await onSubmit({ reason: reason.trim() });
      onClose();
    });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="invoice-cancel-payment-title">
      <form noValidate onSubmit={submit} aria-label="Annuler le paiement">
        <DialogTitle id="invoice-cancel-payment-title">Annuler le paiement</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <Typography>
              Facture {invoice.number} — {invoice.clientName}
              {invoice.paidAt && <>, payée le {formatDate(invoice.paidAt)}</>}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              La facture redeviendra à encaisser et la transaction de revenu de ce paiement sera supprimée de l’écran
              Finances. Le contenu de la facture ne change pas.
            </Typography>
            <TextField
              label="Motif"
              name="reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 500 } }}
              helperText="Inscrit au journal d'activité, par exemple « Virement rejeté » ou « Paiement saisi sur la mauvaise facture »."
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Retour</Button>
          <Button type="submit" variant="contained" color="error" loading={submitting}>
            Annuler le paiement
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
