import { useMemo } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { GridColDef } from '@mui/x-data-grid';
import { DataTable, type ServerPaging } from '../../../components/DataTable';
import type { TransactionRowFragment } from '../../../graphql/generated/graphql';
import { formatDate } from '../../../lib/format';
import { financialTexts } from '../financial-rules';
import { SignedAmount } from './SignedAmount';

/** Grid fields the server can sort on, with its `sort_by` names. */
export const TRANSACTION_SORT_KEYS = { date: 'date', amount: 'amount' };

interface TransactionsTableProps {
  transactions: TransactionRowFragment[];
  loading: boolean;
  paging: ServerPaging;
  onEdit(transaction: TransactionRowFragment): void;
  onDelete(transaction: TransactionRowFragment): void;
}

export function TransactionsTable({ transactions, loading, paging, onEdit, onDelete }: TransactionsTableProps) {
  const columns = useMemo<GridColDef<TransactionRowFragment>[]>(
    () => [
      { field: 'date', headerName: 'Date', width: 130, valueFormatter: (value: string) => formatDate(value) },
      { field: 'description', headerName: 'Description', flex: 1.5, minWidth: 180, sortable: false },
      { field: 'amount', headerName: 'Montant', width: 140, type: 'number', renderCell: ({ row }) => <SignedAmount amount={row.amount} /> },
      { field: 'category', headerName: 'Catégorie', flex: 1, minWidth: 140, sortable: false },
      { field: 'relatedEmployeeName', headerName: 'Employé Lié', flex: 1, minWidth: 130, sortable: false, valueGetter: (value: string | null) => value ?? '—' },
      { field: 'relatedSource', headerName: 'Source', flex: 1, minWidth: 120, sortable: false },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 110,
        sortable: false,
        disableExport: true,
        renderCell: ({ row }) => (
          <>
            <Tooltip title="Modifier">
              <IconButton size="small" aria-label={`Modifier ${row.description}`} onClick={() => onEdit(row)}>
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Supprimer">
              <IconButton size="small" color="error" aria-label={`Supprimer ${row.description}`} onClick={() => onDelete(row)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        ),
      },
    ],
    [onEdit, onDelete],
  );
  return <DataTable label="Transactions" rows={transactions} columns={columns} loading={loading} emptyText={financialTexts.empty} server={paging} />;
}
