import { TODO, checkFields, routineProblem, taskRules } from '@pilotage/domain';
import type { EmployeeOption } from '../../components/EmployeeAutocomplete';
import { TASK_TABLE_TEXTS } from '../../components/TasksTable';

/** The tasks screen's texts (docs/product.md §8) and its form's rules, the gateway's (@pilotage/domain). */

export const ALL_STATUSES = 'Tous les statuts';

export const taskTexts = {
  title: 'Liste des Tâches',
  empty: TASK_TABLE_TEXTS.empty,
  overdue: TASK_TABLE_TEXTS.overdue,
  loadFailed: 'Impossible de charger les tâches.',
  addFailed: "Erreur lors de l'ajout de la tâche.",
  updateFailed: 'Erreur lors de la mise à jour de la tâche.',
  deleteFailed: 'Erreur lors de la suppression de la tâche.',
  toggleFailed: 'Erreur mise à jour tâche: ',
  employeesLoadFailed: 'Impossible charger employés',
  confirmDelete: 'Êtes-vous sûr de vouloir supprimer cette tâche ?',
} as const;

export interface TaskValues {
  title: string;
  description: string;
  /** 'YYYY-MM-DD' or '' for none. */
  dueDate: string;
  status: string;
  assignee: EmployeeOption | null;
  isRoutine: boolean;
  frequency: string;
}

export const EMPTY_TASK: TaskValues = {
  title: '',
  description: '',
  dueDate: '',
  status: TODO,
  assignee: null,
  isRoutine: false,
  frequency: '',
};

/** What the server receives: trimmed title, no frequency unless routine, null for empty choices. */
export function taskInput(values: TaskValues) {
  return {
    title: values.title.trim(),
    description: values.description,
    dueDate: values.dueDate || null,
    status: values.status,
    assignedEmployeeId: values.assignee?.id ?? null,
    isRoutine: values.isRoutine,
    frequency: values.isRoutine ? values.frequency.trim() : null,
  };
}

/** The first problem with what the form would send, as the server judges it; or null. */
export function validateTask(values: TaskValues): string | null {
  const sent = taskInput(values);
  return checkFields(taskRules, sent) ?? routineProblem(sent.isRoutine, sent.frequency);
}
