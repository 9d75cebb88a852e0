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
import {
  checkFields,
  hasLineBreak,
  mailAddressError,
  mailRuleMessages,
  parseMailAddressList,
  sendInvoiceRules,
} from '@pilotage/domain';
import type { SendInvoiceInput } from '../../../graphql/generated/graphql';
import { useSubmit } from '../../../lib/useSubmit';
import { type InvoiceRow, invoiceTexts } from '../invoice-rules';

interface SendInvoiceDialogProps {
  invoice: InvoiceRow;
  onSubmit(input: SendInvoiceInput): Promise<void>;
  onClose(): void;
}

/** The first problem of the typed mail, with the gateway's words; null when it can go. */
function mailProblem(input: { to: string; cc: string; subject: string; message: string }): string | null {
  const problem = checkFields(sendInvoiceRules, input);
  if (problem) return problem;
  const toError = mailAddressError(input.to.trim());
  if (toError) return toError;
  const cc = parseMailAddressList(input.cc);
  if ('error' in cc) return cc.error;
  return hasLineBreak(input.subject) ? mailRuleMessages.lineBreak : null;
}

/** « Envoyer la facture »: by mail, its PDF attached, to the client's address unless another is typed. */
export function SendInvoiceDialog({ invoice, onSubmit, onClose }: SendInvoiceDialogProps) {
  const [to, setTo] = useState(invoice.clientEmail ?? '');
  const [cc, setCc] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const { submitting, error, setError, run } = useSubmit(invoiceTexts.sendFailed);
  const what = invoice.kind === 'credit_note' ? "l'avoir" : 'la facture';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = mailProblem({ to, cc, subject, message });
    if (problem) return setError(problem);
    void run(async () => {
      await onSubmit({
        to: to.trim(),
        cc: cc.trim() || null,
        subject: subject.trim() || null,
        message: message.trim() || null,
      });
      onClose();
    });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="invoice-send-title">
      <form noValidate onSubmit={submit} aria-label="Envoyer la facture">
        <DialogTitle id="invoice-send-title">Envoyer {what}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <Typography>
              {invoice.kind === 'credit_note' ? 'Avoir' : 'Facture'} {invoice.number} — {invoice.clientName}
            </Typography>
            <TextField
              label="Destinataire"
              name="to"
              type="email"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              required
            />
            <TextField
              label="Copie à"
              name="cc"
              value={cc}
              onChange={(e) => setCc(e.target.value)}
              helperText="Adresses séparées par des virgules (facultatif)."
            />
            <TextField
              label="Sujet"
              name="subject"
              value={subject}
              onChange={(e) => setSubject(e.target.value)}
              placeholder={`Facture ${invoice.number} — …`}
              helperText="Facultatif : le numéro et le nom de l'entreprise par défaut."
            />
            <TextField
              label="Message"
              name="message"
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              multiline
              minRows={3}
              placeholder={`Bonjour,\n\nVeuillez trouver ci-joint ${what} ${invoice.number}.`}
            />
            <Typography variant="body2" color="text.secondary">
              Le PDF de {what} (Factur-X) est joint au courriel : c'est le fichier du téléchargement.
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Annuler</Button>
          <Button type="submit" variant="contained" loading={submitting}>
            Envoyer
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
