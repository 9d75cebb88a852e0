import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { CardList } from '../../../components/CardList';
import { RowCard } from '../../../components/RowCard';
import type { LedgerEntryFieldsFragment } from '../../../graphql/generated/graphql';
import { formatDate, formatEuro } from '../../../lib/format';

export interface EntriesPaging {
  page: number;
  rowsPerPage: number;
  total: number;
  onPageChange(page: number): void;
  onRowsPerPageChange(rows: number): void;
}

const amount = (value: number) => (value === 0 ? '' : formatEuro(value));

/** The posted entries, each with its lines, as the journal prints them; paged by the server. */
export function EntriesTable({
  entries,
  loading,
  paging,
}: {
  entries: LedgerEntryFieldsFragment[];
  loading: boolean;
  paging: EntriesPaging;
}) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <>
      {phone ? (
        <CardList
          label="Écritures"
          rows={entries}
          rowKey={(entry) => entry.id}
          card={(entry) => <EntryCard entry={entry} />}
          emptyText="Aucune écriture pour ces filtres."
          loading={loading}
        />
      ) : (
        <EntriesGrid entries={entries} loading={loading} />
      )}
      <TablePagination
        component="div"
        count={paging.total}
        page={paging.page}
        rowsPerPage={paging.rowsPerPage}
        rowsPerPageOptions={[25, 50, 100]}
        onPageChange={(_, page) => paging.onPageChange(page)}
        onRowsPerPageChange={(event) => paging.onRowsPerPageChange(Number(event.target.value))}
        labelRowsPerPage="Écritures par page"
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} sur ${count}`}
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 1 } }}
      />
    </>
  );
}

/** An entry on a phone: its number and label, the amount it balances, then each line's account and side. */
function EntryCard({ entry }: { entry: LedgerEntryFieldsFragment }) {
  const total = entry.lines.reduce((sum, line) => sum + line.debit, 0);
  return (
    <RowCard
      title={`N° ${entry.number} · ${entry.label}`}
      figure={<strong>{formatEuro(Math.round(total * 100) / 100)}</strong>}
      details={[
        <span>{[formatDate(entry.date), entry.journalCode, entry.pieceRef].filter(Boolean).join(' · ')}</span>,
        ...(entry.reversesNumber !== null ? [<span>Extourne de l’écriture n° {entry.reversesNumber}</span>] : []),
        ...entry.lines.map((line) => (
          <Box component="span" sx={{ display: 'flex', width: '100%', justifyContent: 'space-between', gap: 1 }}>
            <span>
              {line.accountNumber} {line.accountLabel}
              {line.auxLabel ? ` · ${line.auxLabel}` : ''}
            </span>
            <Box component="span" sx={{ flexShrink: 0 }}>
              {line.debit !== 0 ? `Débit ${formatEuro(line.debit)}` : `Crédit ${formatEuro(line.credit)}`}
            </Box>
          </Box>
        )),
      ]}
    />
  );
}

/** The journal as printed, from 600 px. */
function EntriesGrid({ entries, loading }: { entries: LedgerEntryFieldsFragment[]; loading: boolean }) {
  return (
    <Table size="small" aria-label="Écritures">
      <TableHead>
        <TableRow>
          <TableCell>N°</TableCell>
          <TableCell>Journal</TableCell>
          <TableCell>Date</TableCell>
          <TableCell>Pièce</TableCell>
          <TableCell>Compte</TableCell>
          <TableCell>Libellé</TableCell>
          <TableCell align="right">Débit</TableCell>
          <TableCell align="right">Crédit</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.length === 0 && (
          <TableRow>
            <TableCell colSpan={8}>
              <Typography color="text.secondary">
                {loading ? 'Chargement des écritures...' : 'Aucune écriture pour ces filtres.'}
              </Typography>
            </TableCell>
          </TableRow>
        )}
        {entries.map((entry) => (
          <Fragment key={entry.id}>
            {entry.lines.map((line, index) => (
              <TableRow
                key={index}
                data-entry={entry.number}
                sx={index === 0 ? { borderTop: 2, borderColor: 'divider' } : undefined}
              >
                <TableCell>{index === 0 ? entry.number : ''}</TableCell>
                <TableCell>{index === 0 ? entry.journalCode : ''}</TableCell>
                <TableCell>{index === 0 ? formatDate(entry.date) : ''}</TableCell>
                <TableCell>{index === 0 ? entry.pieceRef : ''}</TableCell>
                <TableCell>
                  {line.accountNumber} {line.accountLabel}
                  {line.auxLabel && (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {line.auxNumber} · {line.auxLabel}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  {index === 0 ? entry.label : ''}
                  {index === 0 && entry.reversesNumber !== null && (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      Extourne de l’écriture n° {entry.reversesNumber}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">{amount(line.debit)}</TableCell>
                <TableCell align="right">{amount(line.credit)}</TableCell>
              </TableRow>
            ))}
          </Fragment>
        ))}
      </TableBody>
    </Table>
  );
}
