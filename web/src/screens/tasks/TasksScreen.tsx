import { useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import type { GridSortModel } from '@mui/x-data-grid';
import {
  CreateTaskDocument,
  DeleteTaskDocument,
  EmployeeOptionsDocument,
  type TaskRowFragment,
  TasksDocument,
  UpdateTaskDocument,
} from '../../graphql/generated/graphql';
import { errorMessage } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { messages } from '../../lib/messages';
import { downloadCsv, toCsv } from '../../lib/csv';
import { collectPages, useServerGrid } from '../../lib/server-grid';
import { TASK_SORT_KEYS } from './components/TasksTable';
import { taskTexts, toggledStatus } from './task-rules';
import { TasksView } from './TasksView';

const INITIAL_SORT: GridSortModel = [{ field: 'createdAt', sort: 'desc' }];

const CSV_COLUMNS = [
  { header: 'Titre', value: (task: TaskRowFragment) => task.title },
  { header: 'Assigné à', value: (task: TaskRowFragment) => task.assignedEmployeeName ?? 'Non assigné' },
  { header: "Date d'échéance", value: (task: TaskRowFragment) => (task.dueDate ? formatDate(task.dueDate) : '') },
  { header: 'Statut', value: (task: TaskRowFragment) => task.status },
  { header: taskTexts.overdue, value: (task: TaskRowFragment) => (task.isOverdue ? 'Oui' : 'Non') },
  { header: 'Créée le', value: (task: TaskRowFragment) => formatDate(task.createdAt) },
];

export function TasksScreen() {
  const client = useApolloClient();
  const grid = useServerGrid({ sortKeys: TASK_SORT_KEYS, initialSort: INITIAL_SORT });
  const [status, setStatus] = useState('');
  const filter = { status: status || undefined, ...grid.variables.sort };
  const list = useQuery(TasksDocument, { variables: { filter, page: grid.variables.page }, notifyOnNetworkStatusChange: true });
  const page = (list.data ?? list.previousData)?.tasks;
  const employees = useQuery(EmployeeOptionsDocument);
  const [actionError, setActionError] = useState<string | null>(null);
  const refetch = { refetchQueries: [TasksDocument], awaitRefetchQueries: true };
  const [createTask] = useMutation(CreateTaskDocument, refetch);
  const [updateTask] = useMutation(UpdateTaskDocument, refetch);
  const [deleteTask] = useMutation(DeleteTaskDocument, refetch);

  const exportAll = async () => {
    const rows = await collectPages<TaskRowFragment>(async (offset, limit) => {
      const { data } = await client.query({ query: TasksDocument, variables: { filter, page: { offset, limit } }, fetchPolicy: 'network-only' });
      return data?.tasks ?? { items: [], total: 0 };
    });
    downloadCsv('Tâches', toCsv(CSV_COLUMNS, rows));
  };

  return (
    <TasksView
      tasks={page?.items ?? []}
      loading={list.loading}
      error={list.error ? errorMessage(list.error, taskTexts.loadFailed) : null}
      actionError={actionError}
      employeesError={employees.error ? errorMessage(employees.error, taskTexts.employeesLoadFailed) : null}
      paging={grid.paging(page?.total ?? 0, () => exportAll().catch((failure: unknown) => setActionError(messages.deleteFailed + errorMessage(failure, taskTexts.loadFailed))))}
      employees={employees.data?.employees.items ?? []}
      statusFilter={status}
      onStatusFilterChange={(next) => {
        setStatus(next);
        grid.reset();
      }}
      onRefresh={() => void list.refetch()}
      onCreate={async (input) => void (await createTask({ variables: { input } }))}
      onUpdate={async (id, input) => void (await updateTask({ variables: { id, input } }))}
      onToggle={(task) => {
        setActionError(null);
        updateTask({ variables: { id: task.id, input: { status: toggledStatus(task.status) } } }).catch((failure: unknown) =>
          setActionError(taskTexts.toggleFailed + errorMessage(failure, taskTexts.updateFailed)),
        );
      }}
      onDelete={(id) => {
        setActionError(null);
        deleteTask({ variables: { id } }).catch((failure: unknown) => setActionError(messages.deleteFailed + errorMessage(failure, taskTexts.deleteFailed)));
      }}
    />
  );
}
