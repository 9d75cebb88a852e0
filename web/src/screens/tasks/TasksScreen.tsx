import { useMutation, useQuery } from '@apollo/client/react';
import { TASK_STATUSES, toggledStatus } from '@pilotage/domain';
import {
  CreateTaskDocument,
  DeleteTaskDocument,
  TaskFilterEmployeeDocument,
  type TaskRowFragment,
  TasksDocument,
  UpdateTaskDocument,
} from '../../graphql/generated/graphql';
import type { ListUrlSpec } from '../../lib/list-url-state';
import { LiveHighlightContext } from '../../lib/useLiveChanges';
import { restSort, useServerList } from '../../lib/useServerList';
import { RecordHistoryDialog } from '../../components/record-history/RecordHistoryDialog';
import { useSession } from '../../app/session/SessionProvider';
import { useRecordHistory } from '../../components/record-history/useRecordHistory';
import { TASK_SORT_KEYS } from '../../components/TasksTable';
import { taskTexts } from './task-rules';
import { TasksView } from './TasksView';

/** `/tasks?status=En+cours&employee=3&q=facture&sort=due_date&order=asc&page=2`: newest first by default. */
const TASK_LIST: ListUrlSpec<'status' | 'employee'> = {
  sortKeys: TASK_SORT_KEYS,
  initialSort: [{ field: 'createdAt', sort: 'desc' }],
  filters: {
    status: (value) => (TASK_STATUSES as readonly string[]).includes(value),
    employee: (value) => /^[1-9]\d{0,9}$/.test(value),
  },
};

export function TasksScreen() {
  const list = useServerList({
    query: TasksDocument,
    url: TASK_LIST,
    variables: ({ page, sort, filters, search }) => ({
      filter: {
        status: filters.status || undefined,
        assignedEmployeeId: filters.employee ? Number(filters.employee) : undefined,
        q: search || undefined,
        ...sort,
      },
      page,
    }),
    pageOf: (data) => data.tasks,
    loadFailed: taskTexts.loadFailed,
    csv: {
      path: '/api/tasks.csv',
      params: (view) => ({
        status: view.filters.status,
        assigned_employee_id: view.filters.employee,
        q: view.search,
        ...restSort(view),
      }),
    },
    live: ['task', 'employee'],
  });
  const refetch = { refetchQueries: [TasksDocument], awaitRefetchQueries: true };
  const [createTask] = useMutation(CreateTaskDocument, refetch);
  const [updateTask] = useMutation(UpdateTaskDocument, refetch);
  const [deleteTask] = useMutation(DeleteTaskDocument, refetch);
  const employeeId = list.filters.employee ? Number(list.filters.employee) : null;
  const filterEmployee = useQuery(TaskFilterEmployeeDocument, {
    variables: { id: employeeId ?? 0 },
    skip: employeeId === null,
  }).data?.employee;
  const isAdmin = useSession().user?.role === 'Admin';
  const history = useRecordHistory('task', (task: TaskRowFragment) => ({ id: task.id, name: task.title }), isAdmin);

  return (
    <LiveHighlightContext value={list.highlighted}>
      <TasksView
        tasks={list.rows}
        loading={list.loading}
        error={list.error}
        actionError={list.actionError}
        paging={list.paging}
        statusFilter={list.filters.status}
        onStatusFilterChange={(status) => list.setFilters({ status })}
        employeeFilter={
          employeeId === null ? null : { id: employeeId, name: filterEmployee?.name ?? `Employé n° ${employeeId}` }
        }
        onEmployeeFilterChange={(employee) => list.setFilters({ employee: employee ? String(employee.id) : '' })}
        search={list.search}
        onSearchChange={list.setSearch}
        onRefresh={() => void list.refetch()}
        onCreate={async (input) => void (await createTask({ variables: { input } }))}
        onUpdate={async (id, input) => void (await updateTask({ variables: { id, input } }))}
        onToggle={(task) =>
          list.run(
            () => updateTask({ variables: { id: task.id, input: { status: toggledStatus(task.status) } } }),
            taskTexts.updateFailed,
            taskTexts.toggleFailed,
          )
        }
        onDelete={(id) => list.run(() => deleteTask({ variables: { id } }), taskTexts.deleteFailed)}
        onHistory={history.onHistory}
      />
      <RecordHistoryDialog {...history.dialog} />
    </LiveHighlightContext>
  );
}
