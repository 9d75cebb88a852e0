import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FREQUENCIES, TASK_STATUSES } from '@pilotage/domain';
import { DayField } from '../../../components/DayField';
import { FormPanel } from '../../../components/FormPanel';
import type { TaskRowFragment } from '../../../graphql/generated/graphql';
import { useSubmit } from '../../../lib/useSubmit';
import { EmployeeAutocomplete } from '../../../components/EmployeeAutocomplete';
import { EMPTY_TASK, type TaskValues, taskInput, taskTexts, validateTask } from '../task-rules';

export type TaskInputValues = ReturnType<typeof taskInput>;

interface TaskFormProps {
  /** The task being edited; absent for the add form. */
  task?: TaskRowFragment;
  /** `again`: « Enregistrer et ajouter une autre » was used (add form only). */
  onSubmit(values: TaskInputValues, again: boolean): Promise<void>;
  onCancel(): void;
}

const valuesOf = (task: TaskRowFragment): TaskValues => ({
  title: task.title,
  description: task.description,
  dueDate: task.dueDate ?? '',
  status: task.status,
  assignee:
    task.assignedEmployeeId === null ? null : { id: task.assignedEmployeeId, name: task.assignedEmployeeName ?? '' },
  isRoutine: task.isRoutine,
  frequency: task.frequency ?? '',
});

/** The add and edit forms: the add form types the frequency (with suggestions), the edit form picks one of the six. */
export function TaskForm({ task, onSubmit, onCancel }: TaskFormProps) {
  const mode = task ? 'edit' : 'add';
  const [values, setValues] = useState<TaskValues>(task ? valuesOf(task) : EMPTY_TASK);
  const set = (change: Partial<TaskValues>) => setValues((current) => ({ ...current, ...change }));
  const { submitting, error, setError, run } = useSubmit(task ? taskTexts.updateFailed : taskTexts.addFailed);
  const submit = (again: boolean) => {
    const problem = validateTask(values);
    if (problem) return setError(problem);
    void run(() => onSubmit(taskInput(values), again));
  };
  return (
    <FormPanel
      title={task ? `Modifier la tâche ${task.title}` : 'Ajouter une tâche'}
      error={error}
      submitLabel={task ? 'Enregistrer' : 'Ajouter la tâche'}
      submitting={submitting}
      onSubmit={submit}
      onCancel={onCancel}
      addAnother={!task}
      focusOnOpen={!task}
    >
      <TextField
        label="Titre"
        name="title"
        value={values.title}
        onChange={(e) => set({ title: e.target.value })}
        required
      />
      <TextField
        label="Description"
        name="description"
        value={values.description}
        onChange={(e) => set({ description: e.target.value })}
        multiline
        minRows={2}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DayField
          label="Date d'échéance"
          name="dueDate"
          value={values.dueDate}
          onChange={(dueDate) => set({ dueDate })}
        />
        <TextField
          select
          label="Statut"
          name="status"
          value={values.status}
          onChange={(e) => set({ status: e.target.value })}
        >
          {TASK_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {status}
            </MenuItem>
          ))}
        </TextField>
        <EmployeeAutocomplete
          label="Employé assigné"
          name="assignedEmployeeId"
          value={values.assignee}
          noneLabel="Non assigné"
          loadFailed={taskTexts.employeesLoadFailed}
          onChange={(assignee) => set({ assignee })}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <FormControlLabel
          sx={{ minWidth: 200 }}
          control={
            <Checkbox
              checked={values.isRoutine}
              onChange={(e) => set({ isRoutine: e.target.checked, ...(e.target.checked ? {} : { frequency: '' }) })}
            />
          }
          label="Tâche routinière"
        />
        {values.isRoutine &&
          (mode === 'edit' ? (
            <TextField
              select
              label="Fréquence"
              name="frequency"
              value={values.frequency}
              onChange={(e) => set({ frequency: e.target.value })}
              required
            >
              {FREQUENCIES.map((frequency) => (
                <MenuItem key={frequency} value={frequency}>
                  {frequency}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <Autocomplete
              freeSolo
              fullWidth
              options={FREQUENCIES}
              inputValue={values.frequency}
              onInputChange={(_event, frequency) => set({ frequency })}
              renderInput={(params) => <TextField {...params} label="Fréquence" name="frequency" required />}
            />
          ))}
      </Stack>
    </FormPanel>
  );
}
