import { useMemo } from 'react';
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import Typography from '@mui/material/Typography';
import { DataTable } from '../DataTable';
import { RowCard } from '../RowCard';
import type { ServerPaging } from '../../lib/server-paging';
import type { AuditEntryFieldsFragment } from '../../graphql/generated/graphql';
import { formatDateTime } from '../../lib/format';
import { actionLabel, actorName, auditSentence, elementText } from '../../lib/audit-sentence';

interface AuditEntriesTableProps {
  entries: AuditEntryFieldsFragment[];
  loading: boolean;
  emptyText: string;
  /** The journal screen's server paging; without it (one record's history) the grid pages what it holds. */
  paging?: ServerPaging;
  /** One record's history leaves out the « Élément » column: every row is that record. */
  showElement?: boolean;
}

/** Journal rows, newest first: who did what to which record, in a French sentence. */
export function AuditEntriesTable({ entries, loading, emptyText, paging, showElement = true }: AuditEntriesTableProps) {
  const columns = useMemo<GridColDef<AuditEntryFieldsFragment>[]>(
    () => [
      {
        field: 'at',
        headerName: 'Date',
        width: 170,
        sortable: false,
        valueFormatter: (value: string) => formatDateTime(value),
      },
      {
        field: 'actorUsername',
        headerName: 'Utilisateur',
        width: 130,
        sortable: false,
        valueGetter: (_value, row) => actorName(row),
      },
      {
        field: 'action',
        headerName: 'Action',
        width: 150,
        sortable: false,
        valueGetter: (value: string) => actionLabel(value),
      },
      ...(showElement
        ? [
            {
              field: 'entityType',
              headerName: 'Élément',
              width: 160,
              sortable: false,
              valueGetter: (_value, row) => elementText(row),
            } satisfies GridColDef<AuditEntryFieldsFragment>,
          ]
        : []),
      {
        field: 'changes',
        headerName: 'Détail',
        flex: 1,
        minWidth: 280,
        sortable: false,
        valueGetter: (_value, row) => auditSentence(row),
        // A sentence wraps rather than being cut: the row grows to hold it.
        renderCell: ({ value }) => <Box sx={{ whiteSpace: 'normal', py: 1, lineHeight: 1.4 }}>{value}</Box>,
      },
      {
        field: 'ip',
        headerName: 'Adresse IP',
        width: 130,
        sortable: false,
        valueGetter: (value: string | null) => value ?? '—',
      },
    ],
    [showElement],
  );
  return (
    <DataTable
      label={showElement ? "Journal d'activité" : 'Historique'}
      rows={entries}
      columns={columns}
      loading={loading}
      emptyText={emptyText}
      server={paging}
      getRowHeight={() => 'auto'}
      card={(entry) => (
        <RowCard
          title={actionLabel(entry.action)}
          figure={<Typography variant="body2">{formatDateTime(entry.at)}</Typography>}
          details={[
            <span>
              {actorName(entry)}
              {showElement ? ` · ${elementText(entry)}` : ''}
            </span>,
            <Typography component="span" variant="body2" color="text.primary">
              {auditSentence(entry)}
            </Typography>,
            ...(entry.ip ? [<span>Adresse IP : {entry.ip}</span>] : []),
          ]}
        />
      )}
    />
  );
}
