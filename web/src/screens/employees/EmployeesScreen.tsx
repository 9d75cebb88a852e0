import { useMutation, useQuery } from '@apollo/client/react';
import { isStaffRole } from '@pilotage/domain';
import { useSession } from '../../app/session/SessionProvider';
import {
  CreateEmployeeDocument,
  DeleteEmployeeDocument,
  EmployeeOptionsDocument,
  EmployeesDocument,
  type EmployeeRowFragment,
  UpdateEmployeeDocument,
  UsersDocument,
} from '../../graphql/generated/graphql';
import type { CsvColumn } from '../../lib/csv';
import { formatDate } from '../../lib/format';
import { useServerList } from '../../lib/useServerList';
import { employeeTexts } from './employee-texts';
import { EmployeesView } from './EmployeesView';

const CSV_COLUMNS: CsvColumn<EmployeeRowFragment>[] = [
  { header: 'Nom', value: (row) => row.name },
  { header: 'Manager Assigné', value: (row) => row.managerUsername ?? employeeTexts.unassigned },
  { header: 'Notes', value: (row) => row.notes },
  { header: 'Date Création', value: (row) => formatDate(row.createdAt) },
];

export function EmployeesScreen() {
  const isAdmin = useSession().user?.role === 'Admin';
  // No sort keys: the server lists employees by name only.
  const list = useServerList({
    query: EmployeesDocument,
    variables: (page) => ({ page }),
    pageOf: (data) => data.employees,
    loadFailed: employeeTexts.loadFailed,
    csv: { fileName: 'Employés', columns: CSV_COLUMNS },
  });
  // docs/product.md §6: only an Admin picks a manager, among the Admin and Manager accounts.
  const users = useQuery(UsersDocument, { skip: !isAdmin });
  const refetch = { refetchQueries: [EmployeesDocument, EmployeeOptionsDocument], awaitRefetchQueries: true };
  const [createEmployee] = useMutation(CreateEmployeeDocument, refetch);
  const [updateEmployee] = useMutation(UpdateEmployeeDocument, refetch);
  const [deleteEmployee] = useMutation(DeleteEmployeeDocument, refetch);

  return (
    <EmployeesView
      employees={list.rows}
      loading={list.loading}
      error={list.error}
      actionError={list.actionError}
      paging={list.paging}
      managers={isAdmin ? (users.data?.users.items ?? []).filter((user) => isStaffRole(user.role)) : undefined}
      onRefresh={() => void list.refetch()}
      onCreate={async (input) => void (await createEmployee({ variables: { input } }))}
      onUpdate={async (id, input) => void (await updateEmployee({ variables: { id, input } }))}
      onDelete={(id) => list.run(() => deleteEmployee({ variables: { id } }), employeeTexts.deleteFailed)}
    />
  );
}
