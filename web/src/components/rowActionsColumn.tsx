import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

interface RowActionsOptions<R extends GridValidRowModel> {
  /** Names the row in the buttons' accessible names ("Modifier …", "Supprimer …"). */
  labelOf(row: R): string;
  onEdit(row: R): void;
  onDelete(row: R): void;
  /** Further buttons, shown between edit and delete. */
  extraActions?: (row: R) => ReactNode;
  /** Wider when there are extra actions. */
  width?: number;
}

/** The last column of an editable table: edit and delete buttons, each with its tooltip. */
export function rowActionsColumn<R extends GridValidRowModel>({
  labelOf,
  onEdit,
  onDelete,
  extraActions,
  width = 110,
}: RowActionsOptions<R>): GridColDef<R> {
  return {
    field: 'actions',
    headerName: 'Actions',
    width,
    sortable: false,
    disableExport: true,
    renderCell: ({ row }) => (
      <>
        <Tooltip title="Modifier">
          <IconButton size="small" aria-label={`Modifier ${labelOf(row)}`} onClick={() => onEdit(row)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        {extraActions?.(row)}
        <Tooltip title="Supprimer">
          <IconButton size="small" color="error" aria-label={`Supprimer ${labelOf(row)}`} onClick={() => onDelete(row)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </>
    ),
  };
}
