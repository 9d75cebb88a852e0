import { useMemo } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import type { GridColDef } from '@mui/x-data-grid';
import type { FinancialSort } from '@pilotage/domain';
import { DataTable } from './DataTable';
import type { ServerPaging } from '../lib/server-paging';
import { RowActions, rowActionsColumn } from './rowActionsColumn';
import { RowCard } from './RowCard';
import type { TransactionRowFragment } from '../graphql/generated/graphql';
import { formatDate } from '../lib/format';

/** The Finances list's empty text (its screen's texts reuse it). */
export const TRANSACTION_TABLE_EMPTY = 'Aucune transaction trouvée.';
import { SignedAmount } from './SignedAmount';

/** Grid fields the server can sort on, with its `sort_by` names. */
/** The grid's sortable columns onto the server's `sortBy` (domain's FINANCIAL_SORTS). */
export const TRANSACTION_SORT_KEYS = { date: 'date', amount: 'amount' } satisfies Record<string, FinancialSort>;

interface TransactionsTableProps {
  transactions: TransactionRowFragment[];
  loading: boolean;
  paging: ServerPaging;
  /** Without edit and delete (an employee's page), no actions column. */
  onEdit?(transaction: TransactionRowFragment): void;
  onDelete?(transaction: TransactionRowFragment): void;
  /** « Historique » of a row; absent for anyone but an Admin. */
  onHistory?(transaction: TransactionRowFragment): void;
  /** Opens the receipt attached to a row (the paperclip). */
  onOpenAttachment?(transaction: TransactionRowFragment): void;
  /** The text of an empty list, when not the Finances one. */
  emptyText?: string;
}

export function TransactionsTable({
  transactions,
  loading,
  paging,
  onEdit,
  onDelete,
  onHistory,
  onOpenAttachment,
  emptyText = TRANSACTION_TABLE_EMPTY,
}: TransactionsTableProps) {
  const actions = useMemo(
    () => ({ labelOf: (transaction: TransactionRowFragment) => transaction.description, onEdit, onDelete, onHistory }),
    [onEdit, onDelete, onHistory],
  );
  const columns = useMemo<GridColDef<TransactionRowFragment>[]>(
    () => [
      { field: 'date', headerName: 'Date', width: 130, valueFormatter: (value: string) => formatDate(value) },
      { field: 'description', headerName: 'Description', flex: 1.5, minWidth: 180, sortable: false },
      {
        field: 'amount',
        headerName: 'Montant',
        width: 140,
        type: 'number',
        renderCell: ({ row }) => <SignedAmount amount={row.amount} />,
      },
      { field: 'category', headerName: 'Catégorie', flex: 1, minWidth: 140, sortable: false },
      {
        field: 'relatedEmployeeName',
        headerName: 'Employé Lié',
        flex: 1,
        minWidth: 130,
        sortable: false,
        valueGetter: (value: string | null) => value ?? '—',
      },
      { field: 'relatedSource', headerName: 'Source', flex: 1, minWidth: 120, sortable: false },
      {
        field: 'hasAttachment',
        headerName: 'Justificatif',
        width: 100,
        sortable: false,
        // A paperclip, not data: the grid's CSV keeps the columns it always had.
        disableExport: true,
        renderCell: ({ row }) =>
          row.hasAttachment ? (
            <Tooltip title="Ouvrir le justificatif">
              <IconButton
                size="small"
                aria-label={`Justificatif de ${row.description}`}
                onClick={() => onOpenAttachment?.(row)}
              >
                <AttachFileIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null,
      },
      ...(onEdit || onDelete || onHistory ? [rowActionsColumn(actions)] : []),
    ],
    [actions, onOpenAttachment, onEdit, onDelete, onHistory],
  );
  return (
    <DataTable
      label="Transactions"
      rows={transactions}
      columns={columns}
      loading={loading}
      emptyText={emptyText}
      server={paging}
      card={(transaction) => (
        <RowCard
          title={transaction.description}
          figure={<SignedAmount amount={transaction.amount} />}
          details={[
            <span>
              {formatDate(transaction.date)}
              {transaction.category ? ` · ${transaction.category}` : ''}
            </span>,
            ...(transaction.relatedEmployeeName || transaction.relatedSource
              ? [
                  <span>
                    {[transaction.relatedEmployeeName, transaction.relatedSource].filter(Boolean).join(' · ')}
                  </span>,
                ]
              : []),
          ]}
          actions={onEdit || onDelete || onHistory ? <RowActions row={transaction} {...actions} /> : undefined}
        />
      )}
    />
  );
}
