import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { InvoiceReminderRowFragment } from '../../../graphql/generated/graphql';
import { errorMessage } from '../../../lib/errors';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useSubmit } from '../../../lib/useSubmit';
import type { InvoiceRow } from '../invoice-rules';

/** How each state of a reminder reads. */
export const REMINDER_STATUS_LABELS: Record<string, string> = {
  queued: 'En file d’envoi',
  sent: 'Envoyée',
  failed: 'En échec',
  skipped: 'Sautée (niveau supérieur envoyé)',
};

const LOAD_FAILED = 'Impossible de charger les relances';
const REMIND_FAILED = 'La relance n’est pas partie';

interface ReminderDialogProps {
  invoice: InvoiceRow;
  /** The invoice's reminders, by level. */
  loadReminders(): Promise<InvoiceReminderRowFragment[]>;
  /** « Relancer maintenant »: answers the gateway's confirmation. */
  onRemind(): Promise<string>;
  onClose(): void;
}

/** « Relances » of an invoice: its reminders' history and « Relancer maintenant » (the next level, by hand). */
export function ReminderDialog({ invoice, loadReminders, onRemind, onClose }: ReminderDialogProps) {
  const [reminders, setReminders] = useState<InvoiceReminderRowFragment[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { submitting, error, run } = useSubmit(REMIND_FAILED);
  const reload = () =>
    loadReminders().then(setReminders, (failure: unknown) => setLoadError(errorMessage(failure, LOAD_FAILED)));
  useEffect(() => void reload(), []); // eslint-disable-line react-hooks/exhaustive-deps
  const remind = () =>
    void run(async () => {
      setDone(null);
      setDone(await onRemind());
      await reload();
    });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="invoice-remind-title">
      <DialogTitle id="invoice-remind-title">Relances de la facture {invoice.number}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          {done && (
            <Alert severity="success" role="status">
              {done}
            </Alert>
          )}
          <Typography>
            {invoice.clientName} — échue le {formatDate(invoice.dueDate)}
            {invoice.clientEmail ? ` — ${invoice.clientEmail}` : ' — sans adresse de courriel'}
          </Typography>
          {loadError ? (
            <Alert severity="error">{loadError}</Alert>
          ) : reminders === null ? (
            <Typography color="text.secondary">Chargement…</Typography>
          ) : reminders.length === 0 ? (
            <Typography color="text.secondary">Aucune relance pour cette facture.</Typography>
          ) : (
            <Table size="small" aria-label="Historique des relances">
              <TableHead>
                <TableRow>
                  <TableCell>Niveau</TableCell>
                  <TableCell>Date</TableCell>
                  <TableCell>Destinataire</TableCell>
                  <TableCell>État</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {reminders.map((reminder) => (
                  <TableRow key={reminder.level}>
                    <TableCell>
                      Relance n° {reminder.level}
                      {reminder.manual ? ' (à la main)' : ''}
                    </TableCell>
                    <TableCell>{formatDateTime(reminder.sentAt ?? reminder.createdAt)}</TableCell>
                    <TableCell>{reminder.recipient}</TableCell>
                    <TableCell>{REMINDER_STATUS_LABELS[reminder.status] ?? reminder.status}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          <Typography variant="body2" color="text.secondary">
            « Relancer maintenant » envoie au client le niveau suivant du calendrier des relances ; la dernière relance
            chiffre les pénalités de retard et joint une lettre de relance en PDF.
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
        <Button variant="contained" loading={submitting} onClick={remind}>
          Relancer maintenant
        </Button>
      </DialogActions>
    </Dialog>
  );
}
