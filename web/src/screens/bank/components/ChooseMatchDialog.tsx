import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TRANSACTION_CATEGORIES } from '@pilotage/domain';
import type { BankMatchInput } from '../../../graphql/generated/graphql';
import { formatDate, formatEuro } from '../../../lib/format';
import { useSubmit } from '../../../lib/useSubmit';
import { type BankLineRow, bankTexts } from '../bank-texts';

interface ChooseMatchDialogProps {
  line: BankLineRow;
  onMatch(input: BankMatchInput): Promise<void>;
  /** « Créer une règle » from this line, in one click. */
  onCreateRule(): Promise<void>;
  onClose(): void;
}

/** « Choisir » : every proposal of a line, or a new transaction written from it, or a rule made from it. */
export function ChooseMatchDialog({ line, onMatch, onCreateRule, onClose }: ChooseMatchDialogProps) {
  const [category, setCategory] = useState(line.amount >= 0 ? 'Autre Revenu' : 'Autre Dépense');
  const [description, setDescription] = useState(line.label);
  const { submitting, error, run } = useSubmit(bankTexts.actionFailed);
  const act = (action: () => Promise<void>) =>
    void run(async () => {
      await action();
      onClose();
    });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="bank-choose-title">
      <DialogTitle id="bank-choose-title">Rapprocher la ligne</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          <Typography>
            {formatDate(line.date)} · {line.label} · <strong>{formatEuro(line.amount)}</strong>
          </Typography>
          {line.proposals.length > 0 ? (
            <List dense component="div" aria-label="Propositions">
              {line.proposals.map((proposal) => (
                <ListItemButton
                  key={`${proposal.kind}-${proposal.targetId}`}
                  disabled={submitting}
                  onClick={() => act(() => onMatch({ kind: proposal.kind, targetId: proposal.targetId }))}
                >
                  <ListItemText primary={proposal.description} secondary={`Confiance ${proposal.score} %`} />
                </ListItemButton>
              ))}
            </List>
          ) : (
            <Typography color="text.secondary">{bankTexts.noProposal}</Typography>
          )}
          <Typography variant="subtitle2">{bankTexts.createTransaction}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Description"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              fullWidth
            />
            <TextField
              select
              label="Catégorie"
              value={category}
              onChange={(e) => setCategory(e.target.value)}
              sx={{ minWidth: 200 }}
            >
              {TRANSACTION_CATEGORIES.map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler</Button>
        <Button disabled={submitting} onClick={() => act(onCreateRule)}>
          Créer une règle
        </Button>
        <Button
          variant="contained"
          disabled={submitting}
          onClick={() => act(() => onMatch({ kind: 'create', category, description: description.trim() || null }))}
        >
          {bankTexts.createTransaction}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
