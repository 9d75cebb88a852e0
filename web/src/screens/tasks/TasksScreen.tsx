import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { GridSortModel } from '@mui/x-data-grid';
import { toggledStatus } from '@pilotage/domain';
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
import { useServerList } from '../../lib/useServerList';
import { TASK_SORT_KEYS } from './components/TasksTable';
import { taskTexts } from './task-rules';
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
  const [status, setStatus] = useState('');
  const list = useServerList({
    query: TasksDocument,
    variables: (page, sort) => ({ filter: { status: status || undefined, ...sort }, page }),
    pageOf: (data) => data.tasks,
    sortKeys: TASK_SORT_KEYS,
    initialSort: INITIAL_SORT,
    loadFailed: taskTexts.loadFailed,
    csv: { fileName: 'Tâches', columns: CSV_COLUMNS },
  });
  const employees = useQuery(EmployeeOptionsDocument);
  const refetch = { refetchQueries: [TasksDocument], awaitRefetchQueries: true };
  const [createTask] = useMutation(CreateTaskDocument, refetch);
  const [updateTask] = useMutation(UpdateTaskDocument, refetch);
  const [deleteTask] = useMutation(DeleteTaskDocument, refetch);

  return (
    <TasksView
      tasks={list.rows}
      loading={list.loading}
      error={list.error}
      actionError={list.actionError}
      employeesError={employees.error ? errorMessage(employees.error, taskTexts.employeesLoadFailed) : null}
      paging={list.paging}
      employees={employees.data?.employees.items ?? []}
      statusFilter={status}
      onStatusFilterChange={(next) => {
        setStatus(next);
        list.reset();
      }}
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
    />
  );
}
