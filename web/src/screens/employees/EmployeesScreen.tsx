import { useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
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
import { errorMessage } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { downloadCsv, toCsv } from '../../lib/csv';
import { collectPages, useServerGrid } from '../../lib/server-grid';
import { employeeTexts } from './employee-texts';
import { EmployeesView } from './EmployeesView';

export function EmployeesScreen() {
  const isAdmin = useSession().user?.role === 'Admin';
  const client = useApolloClient();
  const grid = useServerGrid() // the server lists employees by name only;
  const list = useQuery(EmployeesDocument, { variables: { page: grid.variables.page }, notifyOnNetworkStatusChange: true });
  // The previous page stays on screen while the next one loads, so the grid keeps its row count.
  const page = (list.data ?? list.previousData)?.employees;
  // spec.md §6: only an Admin picks a manager, among the Admin and Manager accounts.
  const users = useQuery(UsersDocument, { skip: !isAdmin });
  const [actionError, setActionError] = useState<string | null>(null);
  const refetch = { refetchQueries: [EmployeesDocument, EmployeeOptionsDocument], awaitRefetchQueries: true };
  const [createEmployee] = useMutation(CreateEmployeeDocument, refetch);
  const [updateEmployee] = useMutation(UpdateEmployeeDocument, refetch);
  const [deleteEmployee] = useMutation(DeleteEmployeeDocument, refetch);

  const exportAll = async () => {
    const rows = await collectPages<EmployeeRowFragment>(async (offset, limit) => {
      const { data } = await client.query({ query: EmployeesDocument, variables: { page: { offset, limit } }, fetchPolicy: 'network-only' });
      return data?.employees ?? { items: [], total: 0 };
    });
    const csv = toCsv<EmployeeRowFragment>(
      [
        { header: 'Nom', value: (row) => row.name },
        { header: 'Manager Assigné', value: (row) => row.managerUsername ?? employeeTexts.unassigned },
        { header: 'Notes', value: (row) => row.notes },
        { header: 'Date Création', value: (row) => formatDate(row.createdAt) },
      ],
      rows,
    );
    downloadCsv('Employés', csv);
  };

  return (
    <EmployeesView
      employees={page?.items ?? []}
      loading={list.loading}
      error={list.error ? errorMessage(list.error, employeeTexts.loadFailed) : null}
      actionError={actionError}
      paging={grid.paging(page?.total ?? 0, () => exportAll().catch((failure: unknown) => setActionError(errorMessage(failure, employeeTexts.loadFailed))))}
      managers={isAdmin ? (users.data?.users.items ?? []).filter((user) => user.role === 'Admin' || user.role === 'Manager') : undefined}
      onRefresh={() => void list.refetch()}
      onCreate={async (input) => void (await createEmployee({ variables: { input } }))}
      onUpdate={async (id, input) => void (await updateEmployee({ variables: { id, input } }))}
      onDelete={(id) => {
        setActionError(null);
        deleteEmployee({ variables: { id } }).catch((failure: unknown) => setActionError(errorMessage(failure, employeeTexts.deleteFailed)));
      }}
    />
  );
}
