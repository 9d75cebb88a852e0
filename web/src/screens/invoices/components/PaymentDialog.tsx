import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DayField } from '../../../components/DayField';
import { checkFields, invoicePaymentRules } from '@pilotage/domain';
import type { InvoicePaymentInput } from '../../../graphql/generated/graphql';
import { formatEuroCents } from '../../../lib/format';
import { useSubmit } from '../../../lib/useSubmit';
import { type InvoiceRow, invoiceTexts, remainingToCreditCents } from '../invoice-rules';

interface PaymentDialogProps {
  invoice: InvoiceRow;
  /** The default payment date: the business day (APP_TIMEZONE), not the browser's. */
  today: string;
  onSubmit(input: InvoicePaymentInput): Promise<void>;
  onClose(): void;
}

/** « Enregistrer un paiement »: the invoice becomes Payée and what is still owed on it becomes a revenue transaction. */
export function PaymentDialog({ invoice, today, onSubmit, onClose }: PaymentDialogProps) {
  const [date, setDate] = useState(today);
  const { submitting, error, setError, run } = useSubmit(invoiceTexts.paymentFailed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkFields(invoicePaymentRules, { date });
    if (problem) return setError(problem);
    void run(async () => {
      await onSubmit({ date });
      onClose();
    });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="invoice-payment-title">
      <form noValidate onSubmit={submit} aria-label="Enregistrer un paiement">
        <DialogTitle id="invoice-payment-title">Enregistrer un paiement</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <Typography>
              Facture {invoice.number} — {invoice.clientName}
            </Typography>
            <Typography>
              Montant encaissé : <strong>{formatEuroCents(remainingToCreditCents(invoice))}</strong> TTC
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Ce montant sera ajouté aux revenus (écran Finances), à la date du paiement, avec le numéro de la facture.
            </Typography>
            {/* Between the issue date and today: the gateway refuses any other day. */}
            <DayField
              label="Date du paiement"
              name="date"
              value={date}
              onChange={setDate}
              min={invoice.issueDate}
              max={today}
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Annuler</Button>
          <Button type="submit" variant="contained" loading={submitting}>
            Enregistrer le paiement
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
