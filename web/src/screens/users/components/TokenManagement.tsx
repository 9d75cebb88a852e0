import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import type { GridColDef } from '@mui/x-data-grid';
import Stack from '@mui/material/Stack';
import { CopyButton } from '../../../components/CopyButton';
import { DataTable } from '../../../components/DataTable';
import { RowCard } from '../../../components/RowCard';
import { StatCard } from '../../../components/StatCard';
import type { SignupTokenRowFragment, SignupTokenStatsQuery } from '../../../graphql/generated/graphql';
import { formatDateTime, formatInteger } from '../../../lib/format';
import { messages } from '../../../lib/messages';
import { registrationLink } from './TokenGenerator';

export interface TokenManagementProps {
  stats: SignupTokenStatsQuery['signupTokenStats'] | null;
  statsError: string | null;
  tokens: SignupTokenRowFragment[];
  tokensLoading: boolean;
  tokensError: string | null;
  onDelete(token: SignupTokenRowFragment): void;
  /** Opens the list at first render (stories). */
  initiallyShown?: boolean;
  /** The instant expiry is judged at: now by default, fixed in stories. */
  now?: Date;
}

type TokenStatus = 'Utilisé' | 'Expiré' | 'Disponible';

const STATUS_COLORS = { Utilisé: 'default', Expiré: 'warning', Disponible: 'success' } as const;

/** Used, or else expired once past `expiresAt` (the gateway then refuses it), or else available. */
function tokenStatus(token: Pick<SignupTokenRowFragment, 'isUsed' | 'expiresAt'>, now: number): TokenStatus {
  if (token.isUsed) return 'Utilisé';
  return Date.parse(token.expiresAt) <= now ? 'Expiré' : 'Disponible';
}

export function TokenManagement({
  stats,
  statsError,
  tokens,
  tokensLoading,
  tokensError,
  onDelete,
  initiallyShown = false,
  now,
}: TokenManagementProps) {
  const [shown, setShown] = useState(initiallyShown);
  const [copyFailed, setCopyFailed] = useState(false);
  const fixedNow = now?.getTime();
  // Cards judge expiry at the instant the list was opened, as a render must not read the clock.
  const [openedAt] = useState(() => Date.now());
  const columns = useMemo<GridColDef<SignupTokenRowFragment>[]>(
    () => [
      { field: 'token', headerName: 'Jeton', flex: 1, minWidth: 220, renderCell: ({ value }) => <code>{value}</code> },
      {
        field: 'status',
        headerName: 'Statut',
        width: 130,
        valueGetter: (_value, row) => tokenStatus(row, fixedNow ?? Date.now()),
        renderCell: ({ value }: { value?: TokenStatus }) =>
          value && <Chip size="small" label={value} color={STATUS_COLORS[value]} />,
      },
      {
        field: 'createdAt',
        headerName: 'Date de création',
        width: 180,
        valueFormatter: (value: string) => formatDateTime(value),
      },
      {
        field: 'expiresAt',
        headerName: 'Expire le',
        width: 180,
        valueFormatter: (value: string) => formatDateTime(value),
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 220,
        sortable: false,
        filterable: false,
        disableExport: true,
        // An available token goes out as the link that fills the registration form, not as 32 characters to retype.
        renderCell: ({ row }) => (
          <TokenActions
            token={row}
            available={tokenStatus(row, fixedNow ?? Date.now()) === 'Disponible'}
            onDelete={onDelete}
            onCopyFailed={() => setCopyFailed(true)}
          />
        ),
      },
    ],
    [onDelete, fixedNow],
  );
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ mb: 2 }}>
        Gestion des Jetons Existants
      </Typography>
      {statsError ? (
        <Alert severity="error">{statsError}</Alert>
      ) : (
        <Grid container spacing={2} sx={{ mb: 2 }}>
          {[
            { label: 'Total', value: stats?.totalTokens },
            { label: 'Utilisés', value: stats?.usedTokens },
            { label: 'Disponibles', value: stats?.unusedTokens },
          ].map((stat) => (
            <Grid key={stat.label} size={{ xs: 12, sm: 4 }}>
              <StatCard label={stat.label} value={stat.value === undefined ? '…' : formatInteger(stat.value)} />
            </Grid>
          ))}
        </Grid>
      )}
      <Button variant="outlined" onClick={() => setShown(!shown)} aria-expanded={shown} sx={{ mb: 2 }}>
        {shown ? 'Masquer la liste des jetons' : 'Afficher la liste des jetons'}
      </Button>
      {copyFailed && (
        <Alert severity="error" onClose={() => setCopyFailed(false)} sx={{ mb: 2 }}>
          {messages.tokenCopyFailed}
        </Alert>
      )}
      {shown &&
        (tokensError ? (
          <Alert severity="error">{tokensError}</Alert>
        ) : (
          <DataTable
            label="Jetons d'inscription"
            rows={tokens}
            columns={columns}
            loading={tokensLoading}
            emptyText="Aucun jeton trouvé."
            card={(token) => {
              const status = tokenStatus(token, fixedNow ?? openedAt);
              return (
                <RowCard
                  title={<code>{token.token}</code>}
                  figure={<Chip size="small" label={status} color={STATUS_COLORS[status]} />}
                  details={[
                    <span>Créé le {formatDateTime(token.createdAt)}</span>,
                    <span>Expire le {formatDateTime(token.expiresAt)}</span>,
                  ]}
                  actions={
                    <TokenActions
                      token={token}
                      available={status === 'Disponible'}
                      onDelete={onDelete}
                      onCopyFailed={() => setCopyFailed(true)}
                    />
                  }
                />
              );
            }}
          />
        ))}
    </Paper>
  );
}

function TokenActions({
  token,
  available,
  onDelete,
  onCopyFailed,
}: {
  token: SignupTokenRowFragment;
  available: boolean;
  onDelete(token: SignupTokenRowFragment): void;
  onCopyFailed(): void;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      {available && <CopyButton text={registrationLink(token.token)} label="Copier le lien" onError={onCopyFailed} />}
      <IconButton
        size="small"
        color="error"
        aria-label={`Supprimer le jeton ${token.token}`}
        title="Supprimer"
        onClick={() => onDelete(token)}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
