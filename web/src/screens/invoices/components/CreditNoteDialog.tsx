import { type FormEvent, useEffect, useEffectEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CreditNoteInput } from '../../../graphql/generated/graphql';
import { formatEuro, formatEuroCents } from '../../../lib/format';
import { useSubmit } from '../../../lib/useSubmit';
import {
  type CreditLine,
  creditNoteInput,
  creditNoteProblem,
  creditTotalCents,
  formatDecimal,
  parseQuantity,
} from '../credit-note';
import { type InvoiceRow, invoiceTexts, remainingToCreditCents } from '../invoice-rules';

interface CreditNoteDialogProps {
  invoice: InvoiceRow;
  /** The invoice's lines, for a partial credit note; asked for when the dialog opens. */
  loadLines(): Promise<CreditLine[]>;
  onSubmit(input: CreditNoteInput): Promise<void>;
  onClose(): void;
}

type Scope = 'full' | 'partial';

/**
 * « Émettre un avoir »: the whole remaining amount by default, or chosen quantities of the
 * invoice's lines; a motif is always required (it is printed on the credit note). On a paid
 * invoice the client gets money back: the refund is offered as an expense, recorded with it.
 */
export function CreditNoteDialog({ invoice, loadLines, onSubmit, onClose }: CreditNoteDialogProps) {
  const [reason, setReason] = useState('');
  const [scope, setScope] = useState<Scope>('full');
  const [lines, setLines] = useState<CreditLine[] | null>(null);
  const [linesError, setLinesError] = useState<string | null>(null);
  // Quantities as typed, one per line; 0 until the user picks what to credit.
  const [quantities, setQuantities] = useState<string[]>([]);
  const paid = Boolean(invoice.paidAt);
  const [recordRefund, setRecordRefund] = useState(paid);
  const { submitting, error, setError, run } = useSubmit(invoiceTexts.creditFailed);
  const remaining = remainingToCreditCents(invoice);

  // Asked once, when the dialog opens.
  const load = useEffectEvent(loadLines);
  useEffect(() => {
    let current = true;
    load().then(
      (loaded) => {
        if (!current) return;
        setLines(loaded);
        setQuantities(loaded.map(() => '0'));
      },
      () => current && setLinesError(invoiceTexts.linesLoadFailed),
    );
    return () => {
      current = false;
    };
  }, []);

  const partial = scope === 'partial' && lines !== null;
  const chosen = partial
    ? lines.map((line, index) => ({ line, quantityThousandths: parseQuantity(quantities[index] ?? '') }))
    : [];
  const partialTotal = partial ? creditTotalCents(chosen) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = creditNoteProblem(reason, partial ? chosen : null, remaining);
    if (problem) return setError(problem);
    void run(async () => {
      await onSubmit(creditNoteInput(reason, partial ? chosen : null, paid && recordRefund));
      onClose();
    });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="credit-note-title">
      <form noValidate onSubmit={submit} aria-label="Émettre un avoir">
        <DialogTitle id="credit-note-title">Émettre un avoir</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <Typography>
              Facture {invoice.number} — {invoice.clientName}
              <br />
              Reste à créditer : <strong>{formatEuroCents(remaining)}</strong> TTC
            </Typography>
            <RadioGroup
              name="scope"
              value={scope}
              onChange={(e) => setScope(e.target.value as Scope)}
              aria-label="Étendue de l'avoir"
            >
              <FormControlLabel
                value="full"
                control={<Radio />}
                label={`Avoir total (${formatEuroCents(remaining)})`}
              />
              <FormControlLabel
                value="partial"
                control={<Radio />}
                label="Avoir partiel : choisir les quantités"
                disabled={lines === null}
              />
            </RadioGroup>
            {linesError && <Alert severity="warning">{linesError}</Alert>}
            {partial && (
              <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                  Quantités à créditer
                </Typography>
                {lines.map((line, index) => (
                  <Stack
                    key={index}
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={1}
                    sx={{ alignItems: { sm: 'center' } }}
                  >
                    <Typography variant="body2" sx={{ flex: 1 }}>
                      {line.description}
                      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        Facturé : {formatDecimal(line.quantity)} × {formatEuro(line.unitPrice)} HT
                        {line.vatRate > 0 ? `, TVA ${formatDecimal(line.vatRate)} %` : ''}
                      </Typography>
                    </Typography>
                    <TextField
                      label={`Quantité à créditer, ligne ${index + 1}`}
                      name={`quantity-${index}`}
                      type="number"
                      size="small"
                      value={quantities[index] ?? ''}
                      onChange={(e) =>
                        setQuantities(quantities.map((value, at) => (at === index ? e.target.value : value)))
                      }
                      slotProps={{ htmlInput: { step: 'any', min: 0, max: line.quantity } }}
                      sx={{ width: { sm: 200 } }}
                    />
                  </Stack>
                ))}
                <Typography>
                  Montant de l'avoir : <strong>{partialTotal === null ? '—' : formatEuroCents(partialTotal)}</strong>{' '}
                  TTC
                </Typography>
              </Stack>
            )}
            <TextField
              label="Motif"
              name="reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 500 } }}
              helperText="Imprimé sur l'avoir, par exemple « Erreur de facturation » ou « Prestation annulée »."
            />
            {paid && (
              <FormControlLabel
                control={
                  <Checkbox
                    name="recordRefund"
                    checked={recordRefund}
                    onChange={(event) => setRecordRefund(event.target.checked)}
                  />
                }
                label={
                  <>
                    Enregistrer le remboursement en dépense
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      La facture est payée : une transaction de dépense du montant de l'avoir est ajoutée dans Finances,
                      datée du jour.
                    </Typography>
                  </>
                }
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Annuler</Button>
          <Button type="submit" variant="contained" loading={submitting}>
            Émettre l'avoir
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
