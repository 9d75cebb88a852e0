import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { bankAccountRules, checkFields } from '@pilotage/domain';
import type { BankAccountInput } from '../../../graphql/generated/graphql';
import { useSubmit } from '../../../lib/useSubmit';

interface BankAccountDialogProps {
  today: string;
  onSubmit(input: BankAccountInput): Promise<void>;
  onClose(): void;
}

/** « Nouveau compte » : name, IBAN (checked by its key before sending), opening balance and its day. */
export function BankAccountDialog({ today, onSubmit, onClose }: BankAccountDialogProps) {
  const [values, setValues] = useState({ name: '', iban: '', openingBalance: '0', openingDate: today });
  const { submitting, error, setError, run } = useSubmit('Erreur lors de la création du compte.');
  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A French decimal comma is read as the point the rule and the gateway expect.
    const sent = { ...values, openingBalance: values.openingBalance.trim().replace(',', '.') || '0' };
    const problem = checkFields(bankAccountRules, sent);
    if (problem) return setError(problem);
    void run(async () => {
      await onSubmit({ ...sent, openingBalance: Number(sent.openingBalance) });
      onClose();
    });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="bank-account-title">
      <form noValidate onSubmit={submit} aria-label="Nouveau compte bancaire">
        <DialogTitle id="bank-account-title">Nouveau compte bancaire</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField label="Nom du compte" required {...field('name')} />
            <TextField label="IBAN" required {...field('iban')} />
            <TextField label="Solde d'ouverture (€)" {...field('openingBalance')} />
            <TextField
              label="Date du solde d'ouverture"
              type="date"
              required
              {...field('openingDate')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Annuler</Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            Créer
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
