import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { DataTable } from '../../../components/DataTable';
import type { ServerPaging } from '../../../lib/server-paging';
import { RowActions, rowActionsColumn } from '../../../components/rowActionsColumn';
import { RowCard } from '../../../components/RowCard';
import type { EmployeeRowFragment } from '../../../graphql/generated/graphql';
import { formatDate } from '../../../lib/format';
import { employeeTexts } from '../employee-texts';

interface EmployeesTableProps {
  employees: EmployeeRowFragment[];
  loading: boolean;
  paging: ServerPaging;
  onEdit(employee: EmployeeRowFragment): void;
  onDelete(employee: EmployeeRowFragment): void;
  /** « Historique » of a row; absent for anyone but an Admin. */
  onHistory?(employee: EmployeeRowFragment): void;
}

/** Employees by name, one page at a time (the server sorts them; columns do not re-sort). */
export function EmployeesTable({ employees, loading, paging, onEdit, onDelete, onHistory }: EmployeesTableProps) {
  const actions = useMemo(
    () => ({ labelOf: (employee: EmployeeRowFragment) => employee.name, onEdit, onDelete, onHistory }),
    [onEdit, onDelete, onHistory],
  );
  const columns = useMemo<GridColDef<EmployeeRowFragment>[]>(
    () => [
      {
        field: 'name',
        headerName: 'Nom',
        flex: 1,
        minWidth: 160,
        sortable: false,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={`/employees/${row.id}`}>
            {row.name}
          </Link>
        ),
      },
      {
        field: 'managerUsername',
        headerName: 'Manager Assigné',
        flex: 1,
        minWidth: 150,
        sortable: false,
        valueGetter: (value: string | null) => value ?? employeeTexts.unassigned,
        renderCell: ({ row, value }) =>
          row.managerUsername ? (
            value
          ) : (
            <Typography variant="body2" component="span" color="text.secondary">
              {value}
            </Typography>
          ),
      },
      { field: 'notes', headerName: 'Notes', flex: 1.5, minWidth: 180, sortable: false },
      {
        field: 'createdAt',
        headerName: 'Date Création',
        width: 140,
        sortable: false,
        valueFormatter: (value: string) => formatDate(value),
      },
      rowActionsColumn(actions),
    ],
    [actions],
  );
  return (
    <DataTable
      label="Employés"
      rows={employees}
      columns={columns}
      loading={loading}
      emptyText={employeeTexts.empty}
      server={paging}
      card={(employee) => (
        <RowCard
          title={employee.name}
          to={`/employees/${employee.id}`}
          details={[
            <span>Manager : {employee.managerUsername ?? employeeTexts.unassigned}</span>,
            ...(employee.notes ? [<span>{employee.notes}</span>] : []),
            <span>Créé le {formatDate(employee.createdAt)}</span>,
          ]}
          actions={<RowActions row={employee} {...actions} />}
        />
      )}
    />
  );
}
