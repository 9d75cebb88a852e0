import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturb';
import SendIcon from '@mui/icons-material/Send';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { notificationKindLabel } from '@pilotage/domain';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable } from '../../../components/DataTable';
import { RowCard } from '../../../components/RowCard';
import { TimedAlert, type Banner } from '../../../components/TimedAlert';
import type { DeadLetterRowFragment } from '../../../graphql/generated/graphql';
import { formatDateTime } from '../../../lib/format';
import { usePendingDeletion } from '../../../lib/usePendingDeletion';
import { SAVE_BANNER_MS } from '../settings-values';

export interface DeadLettersSectionProps {
  letters: DeadLetterRowFragment[];
  total: number;
  loading: boolean;
  loadError: string | null;
  paginationModel: GridPaginationModel;
  onPaginationModelChange(model: GridPaginationModel): void;
  /** The letter being resent or dismissed: its buttons wait. */
  busyId: string | null;
  banner: Banner | null;
  onResend(letter: DeadLetterRowFragment): void;
  onDismiss(letter: DeadLetterRowFragment): void;
}

/** A long text cut to its cell, the whole of it on hover or focus (and as the accessible name). */
function Truncated({ text }: { text: string }) {
  return (
    <Tooltip title={text} slotProps={{ tooltip: { sx: { whiteSpace: 'pre-line' } } }}>
      <Typography component="span" variant="body2" tabIndex={0} noWrap sx={{ display: 'block', lineHeight: 'inherit' }}>
        {text}
      </Typography>
    </Tooltip>
  );
}

/** « Notifications non délivrées »: Telegram messages given up after their retries, to resend or dismiss (Admins). */
export function DeadLettersSection(props: DeadLettersSectionProps) {
  const { letters, total, loading, loadError, busyId, banner, onResend, onDismiss } = props;
  const dismissal = usePendingDeletion(onDismiss);
  const askDismissal = dismissal.request;
  // The server keeps one order (newest first): no column sorts.
  const columns = useMemo(() => {
    const all: GridColDef<DeadLetterRowFragment>[] = [
      { field: 'createdAt', headerName: 'Date', width: 160, valueFormatter: (value: string) => formatDateTime(value) },
      { field: 'kind', headerName: 'Type', width: 140, valueGetter: (value: string) => notificationKindLabel(value) },
      { field: 'chatId', headerName: 'Destinataire', width: 110 },
      {
        field: 'text',
        headerName: 'Message',
        flex: 2,
        minWidth: 120,
        renderCell: ({ row }) => <Truncated text={row.text} />,
      },
      {
        field: 'error',
        headerName: 'Erreur',
        flex: 1,
        minWidth: 100,
        renderCell: ({ row }) => <Truncated text={row.error} />,
      },
      { field: 'attempts', headerName: 'Tentatives', type: 'number', width: 95 },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 95,
        disableExport: true,
        renderCell: ({ row }) => (
          <LetterActions letter={row} busyId={busyId} onResend={onResend} onDismiss={askDismissal} />
        ),
      },
    ];
    return all.map((column): GridColDef<DeadLetterRowFragment> => ({ ...column, sortable: false }));
  }, [busyId, onResend, askDismissal]);
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        Notifications non délivrées
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Les messages Telegram qui n'ont pas pu partir malgré les nouvelles tentatives. Renvoyez-les une fois le problème
        réglé, ou ignorez-les.
      </Typography>
      <Stack spacing={2}>
        <TimedAlert banner={banner} durationMs={SAVE_BANNER_MS} />
        {loadError ? (
          <Alert severity="error">{loadError}</Alert>
        ) : (
          <DataTable
            label="Notifications non délivrées"
            rows={letters}
            columns={columns}
            loading={loading}
            emptyText="Aucune notification en échec."
            server={{
              rowCount: total,
              paginationModel: props.paginationModel,
              onPaginationModelChange: props.onPaginationModelChange,
              sortModel: [],
              onSortModelChange: () => undefined,
            }}
            card={(letter) => (
              <RowCard
                title={notificationKindLabel(letter.kind)}
                figure={<Typography variant="body2">{formatDateTime(letter.createdAt)}</Typography>}
                details={[
                  <span>{letter.text}</span>,
                  <Typography component="span" variant="body2" color="error">
                    {letter.error}
                  </Typography>,
                  <span>
                    Destinataire : {letter.chatId} · Tentatives : {letter.attempts}
                  </span>,
                ]}
                actions={<LetterActions letter={letter} busyId={busyId} onResend={onResend} onDismiss={askDismissal} />}
              />
            )}
          />
        )}
      </Stack>
      <ConfirmDialog
        {...dismissal.dialog}
        title="Ignorer la notification"
        message="Cette notification ne sera pas envoyée et quittera la liste. L'action est inscrite au journal d'activité."
        confirmLabel="Ignorer"
      />
    </Paper>
  );
}

interface LetterActionsProps {
  letter: DeadLetterRowFragment;
  busyId: string | null;
  onResend(letter: DeadLetterRowFragment): void;
  onDismiss(letter: DeadLetterRowFragment): void;
}

/** « Renvoyer » and « Ignorer », in the table's last column or at the foot of a card on a phone. */
function LetterActions({ letter, busyId, onResend, onDismiss }: LetterActionsProps) {
  return (
    <>
      {/* A span under each tooltip: the buttons are disabled while one letter is being settled. */}
      <Tooltip title="Renvoyer">
        <span>
          <IconButton
            size="small"
            aria-label="Renvoyer"
            loading={busyId === letter.id}
            disabled={busyId !== null}
            onClick={() => onResend(letter)}
          >
            <SendIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Ignorer">
        <span>
          <IconButton
            size="small"
            color="error"
            aria-label="Ignorer"
            disabled={busyId !== null}
            onClick={() => onDismiss(letter)}
          >
            <DoNotDisturbIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
}
