import { Link } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { ErrorBox } from '../ErrorBox';
import type { AuditEntryFieldsFragment } from '../../graphql/generated/graphql';
import { formatInteger } from '../../lib/format';
import { auditTexts } from '../../lib/audit-texts';
import { AuditEntriesTable } from './AuditEntriesTable';

export interface RecordHistoryDialogProps {
  open: boolean;
  /** « Historique de la tâche « Inventaire » ». */
  title: string;
  /** The record's newest rows, at most one page of the server's. */
  entries: AuditEntryFieldsFragment[];
  /** Every row the journal holds for the record. */
  total: number;
  loading: boolean;
  error: string | null;
  onRetry(): void;
  onClose(): void;
  /** The journal screen filtered on the record, for older rows and other filters. */
  journalPath: string;
}

/** « Historique »: one record's journal rows, opened from its row in a list. */
export function RecordHistoryDialog({
  open,
  title,
  entries,
  total,
  loading,
  error,
  onRetry,
  onClose,
  journalPath,
}: RecordHistoryDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="record-history-title">
      <DialogTitle id="record-history-title">{title}</DialogTitle>
      <DialogContent>
        {error ? (
          <ErrorBox message={error} onRetry={onRetry} />
        ) : (
          <>
            <AuditEntriesTable
              entries={entries}
              loading={loading}
              emptyText={auditTexts.historyEmpty}
              showElement={false}
            />
            {total > entries.length && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Les {formatInteger(entries.length)} activités les plus récentes sur {formatInteger(total)} : le journal
                montre les autres.
              </Typography>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button component={Link} to={journalPath}>
          {auditTexts.openInJournal}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {auditTexts.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
