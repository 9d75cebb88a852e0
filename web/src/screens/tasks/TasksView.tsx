import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/AddTask';
import type { ServerPaging } from '../../lib/server-paging';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { activeFilterCount, FilterSheet } from '../../components/FilterSheet';
import { type EmployeeOption, EmployeeAutocomplete } from '../../components/EmployeeAutocomplete';
import { FormToggleButton } from '../../components/FormToggleButton';
import { ListScreenLayout } from '../../components/ListScreenLayout';
import { SearchBox } from '../../components/SearchBox';
import type { TaskRowFragment } from '../../graphql/generated/graphql';
import { usePendingDeletion } from '../../lib/usePendingDeletion';
import { useAddAnother } from '../../components/FormPanel';
import { TaskForm, type TaskInputValues } from './components/TaskForm';
import { TaskStatusFilter } from './components/TaskStatusFilter';
import { TasksTable } from '../../components/TasksTable';
import { taskTexts } from './task-rules';

export type TaskFormState = { kind: 'add' } | { kind: 'edit'; task: TaskRowFragment } | null;

export interface TasksViewProps {
  tasks: TaskRowFragment[];
  loading: boolean;
  error: string | null;
  /** A failed toggle, delete or CSV export, already worded ('Erreur mise à jour tâche: …', 'Erreur: …'). */
  actionError: string | null;
  paging: ServerPaging;
  /** '' for every status. */
  statusFilter: string;
  onStatusFilterChange(status: string): void;
  /** The employee whose tasks are shown; null for everyone. */
  employeeFilter: EmployeeOption | null;
  onEmployeeFilterChange(employee: EmployeeOption | null): void;
  /** The search the list applies; the box calls `onSearchChange` as typing pauses. */
  search: string;
  onSearchChange(search: string): void;
  onRefresh(): void;
  onCreate(values: TaskInputValues): Promise<void>;
  onUpdate(id: number, values: TaskInputValues): Promise<void>;
  onToggle(task: TaskRowFragment): void;
  onDelete(id: number): void;
  /** « Historique » of a row (Admins only). */
  onHistory?(task: TaskRowFragment): void;
  initialForm?: TaskFormState;
}

export function TasksView(props: TasksViewProps) {
  const { tasks, loading, error, actionError, paging, onRefresh } = props;
  const [form, setForm] = useState<TaskFormState>(props.initialForm ?? null);
  const deletion = usePendingDeletion<TaskRowFragment>((task) => props.onDelete(task.id));
  const close = () => setForm(null);
  const adding = useAddAnother(close, 'Tâche ajoutée.');
  return (
    <>
      <ListScreenLayout
        title={taskTexts.title}
        onRefresh={onRefresh}
        actions={
          <FormToggleButton
            open={form?.kind === 'add'}
            label="Ajouter une tâche"
            icon={<AddIcon />}
            onToggle={() => setForm(form?.kind === 'add' ? null : { kind: 'add' })}
          />
        }
        actionError={actionError}
        error={error}
        controls={
          <>
            {form?.kind === 'add' && (
              <TaskForm
                key={adding.key}
                onCancel={close}
                onSubmit={async (values, again) => (await props.onCreate(values), adding.saved(again))}
              />
            )}
            {form?.kind === 'edit' && (
              <TaskForm
                key={form.task.id}
                task={form.task}
                onCancel={close}
                onSubmit={async (values) => (await props.onUpdate(form.task.id, values), close())}
              />
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
              <SearchBox value={props.search} onChange={props.onSearchChange} />
              <FilterSheet active={activeFilterCount(props.statusFilter, props.employeeFilter)}>
                <TaskStatusFilter value={props.statusFilter} onChange={props.onStatusFilterChange} />
                <Box sx={{ minWidth: 240 }}>
                  <EmployeeAutocomplete
                    label="Filtrer par employé"
                    name="employeeFilter"
                    value={props.employeeFilter}
                    noneLabel="Tous les employés"
                    loadFailed={taskTexts.employeesLoadFailed}
                    onChange={props.onEmployeeFilterChange}
                  />
                </Box>
              </FilterSheet>
            </Stack>
          </>
        }
      >
        <TasksTable
          tasks={tasks}
          loading={loading}
          paging={paging}
          onEdit={(task) => setForm({ kind: 'edit', task })}
          onToggle={props.onToggle}
          onDelete={deletion.request}
          onHistory={props.onHistory}
        />
      </ListScreenLayout>
      <ConfirmDialog {...deletion.dialog} title="Supprimer la tâche" message={taskTexts.confirmDelete} />
    </>
  );
}
