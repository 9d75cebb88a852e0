import { useMutation } from '@apollo/client/react';
import { useSession } from '../../app/session/SessionProvider';
import {
  CreateEmployeeDocument,
  DeleteEmployeeDocument,
  EmployeeSearchDocument,
  EmployeesDocument,
  UpdateEmployeeDocument,
  type EmployeeRowFragment,
} from '../../graphql/generated/graphql';
import type { ListUrlSpec } from '../../lib/list-url-state';
import { LiveHighlightContext } from '../../lib/useLiveChanges';
import { useServerList } from '../../lib/useServerList';
import { RecordHistoryDialog } from '../../components/record-history/RecordHistoryDialog';
import { useRecordHistory } from '../../components/record-history/useRecordHistory';
import { employeeTexts } from './employee-texts';
import { EmployeesView } from './EmployeesView';

/** `/employees?q=dupont&page=2`: no sort, the server lists employees by name only. */
const EMPLOYEE_LIST: ListUrlSpec = {};

export function EmployeesScreen() {
  const isAdmin = useSession().user?.role === 'Admin';
  const list = useServerList({
    query: EmployeesDocument,
    url: EMPLOYEE_LIST,
    variables: ({ page, search }) => ({ search: search || undefined, page }),
    pageOf: (data) => data.employees,
    loadFailed: employeeTexts.loadFailed,
    csv: { path: '/api/employees.csv', params: ({ search }) => ({ search }) },
    live: ['employee', 'user'],
  });
  const refetch = { refetchQueries: [EmployeesDocument, EmployeeSearchDocument], awaitRefetchQueries: true };
  const [createEmployee] = useMutation(CreateEmployeeDocument, refetch);
  const [updateEmployee] = useMutation(UpdateEmployeeDocument, refetch);
  const [deleteEmployee] = useMutation(DeleteEmployeeDocument, refetch);
  const history = useRecordHistory(
    'employee',
    (employee: EmployeeRowFragment) => ({ id: employee.id, name: employee.name }),
    isAdmin,
  );

  return (
    <LiveHighlightContext value={list.highlighted}>
      <EmployeesView
        employees={list.rows}
        loading={list.loading}
        error={list.error}
        actionError={list.actionError}
        paging={list.paging}
        search={list.search}
        onSearchChange={list.setSearch}
        canChooseManager={isAdmin}
        onRefresh={() => void list.refetch()}
        onCreate={async (input) => void (await createEmployee({ variables: { input } }))}
        onUpdate={async (id, input) => void (await updateEmployee({ variables: { id, input } }))}
        onDelete={(id) => list.run(() => deleteEmployee({ variables: { id } }), employeeTexts.deleteFailed)}
        onHistory={history.onHistory}
      />
      <RecordHistoryDialog {...history.dialog} />
    </LiveHighlightContext>
  );
}
