import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

export interface RowActionsOptions<R extends GridValidRowModel> {
  /** Names the row in the buttons' accessible names ("Modifier …", "Supprimer …"). */
  labelOf(row: R): string;
  /** Without it, no edit button (an issued invoice is never edited). */
  onEdit?: (row: R) => void;
  /** Without it, no delete button. */
  onDelete?: (row: R) => void;
  /** Further buttons, shown between edit and delete. */
  extraActions?: (row: R) => ReactNode;
  /** « Historique »: the row's journal entries (Admins only); without it, no button. */
  onHistory?: (row: R) => void;
  /** Wider when there are extra actions. */
  width?: number;
}

/** The last column of a table: edit and delete buttons when the rows allow them, each with its tooltip. */
export function rowActionsColumn<R extends GridValidRowModel>({
  width = 110,
  ...options
}: RowActionsOptions<R>): GridColDef<R> {
  return {
    field: 'actions',
    headerName: 'Actions',
    width: options.onHistory ? width + 35 : width,
    sortable: false,
    disableExport: true,
    renderCell: ({ row }) => <RowActions row={row} {...options} />,
  };
}

/** A row's buttons, in a table's last column or at the foot of its card on a phone. */
export function RowActions<R extends GridValidRowModel>({
  row,
  labelOf,
  onEdit,
  onDelete,
  extraActions,
  onHistory,
}: Omit<RowActionsOptions<R>, 'width'> & { row: R }) {
  return (
    <>
      {onEdit && (
        <Tooltip title="Modifier">
          <IconButton size="small" aria-label={`Modifier ${labelOf(row)}`} onClick={() => onEdit(row)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {extraActions?.(row)}
      {onHistory && <HistoryButton label={labelOf(row)} onClick={() => onHistory(row)} />}
      {onDelete && (
        <Tooltip title="Supprimer">
          <IconButton size="small" color="error" aria-label={`Supprimer ${labelOf(row)}`} onClick={() => onDelete(row)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </>
  );
}

/** « Historique » of one row, also used by the tables that draw their own actions. */
export function HistoryButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <Tooltip title="Historique">
      <IconButton size="small" aria-label={`Historique : ${label}`} onClick={onClick}>
        <HistoryIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
