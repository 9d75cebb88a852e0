import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { GridCallbackDetails } from '@mui/x-data-grid';
import { PAGE_SIZE_OPTIONS } from '../lib/list-url-state';
import type { ServerPaging } from '../lib/server-paging';

export interface CardListProps<R> {
  label: string;
  rows: readonly R[];
  rowKey(row: R): string | number;
  /** One row as a card: its key figures and its main actions (see RowCard). */
  card(row: R): ReactNode;
  emptyText: string;
  loading?: boolean;
  server?: ServerPaging;
}

// The pager speaks for the user, as the grid's own footer does.
const ASKED: GridCallbackDetails<'pagination'> = { reason: 'setPaginationModel' } as GridCallbackDetails<'pagination'>;

/**
 * A list as cards, for phones (as react-admin's SimpleList): nothing scrolls sideways, each row's
 * figures and actions are within reach of a thumb, and the server's paging is kept.
 */
export function CardList<R>({ label, rows, rowKey, card, emptyText, loading = false, server }: CardListProps<R>) {
  return (
    <Box component="section" aria-label={label} aria-busy={loading}>
      {loading && <LinearProgress aria-label="Chargement" sx={{ mb: 1 }} />}
      {rows.length === 0 && !loading ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {emptyText}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row) => (
            <li key={rowKey(row)}>{card(row)}</li>
          ))}
        </Stack>
      )}
      {server && (
        <Paper sx={{ mt: 1.5 }}>
          <TablePagination
            component="div"
            count={server.rowCount}
            page={server.paginationModel.page}
            rowsPerPage={server.paginationModel.pageSize}
            rowsPerPageOptions={PAGE_SIZE_OPTIONS}
            onPageChange={(_event, page) => server.onPaginationModelChange({ ...server.paginationModel, page }, ASKED)}
            onRowsPerPageChange={(event) =>
              server.onPaginationModelChange({ page: 0, pageSize: Number(event.target.value) }, ASKED)
            }
            sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 1 } }}
          />
        </Paper>
      )}
    </Box>
  );
}
