/** Task statuses, frequencies, texts and rules of spec.md §4, §5 and §8. */

export const TASK_STATUSES = ['À faire', 'En cours', 'Terminé'] as const;
export const FREQUENCIES = ['Journalier', 'Hebdomadaire', 'Bi-hebdomadaire', 'Mensuel', 'Trimestriel', 'Annuel'] as const;
export const ALL_STATUSES = 'Tous les statuts';

export const taskTexts = {
  title: 'Liste des Tâches',
  empty: 'Aucune tâche trouvée.',
  overdue: 'En retard',
  titleRequired: 'Le titre est obligatoire.',
  frequencyRequired: 'La fréquence est obligatoire pour une tâche routinière.',
  loadFailed: 'Impossible de charger les tâches.',
  addFailed: "Erreur lors de l'ajout de la tâche.",
  updateFailed: 'Erreur lors de la mise à jour de la tâche.',
  deleteFailed: 'Erreur lors de la suppression de la tâche.',
  toggleFailed: 'Erreur mise à jour tâche: ',
  employeesLoadFailed: 'Impossible charger employés',
  confirmDelete: 'Êtes-vous sûr de vouloir supprimer cette tâche ?',
} as const;

/** The quick toggle: Terminé goes back to 'À faire', any other status becomes 'Terminé'. */
export const toggledStatus = (status: string): string => (status === 'Terminé' ? 'À faire' : 'Terminé');

export interface TaskValues {
  title: string;
  description: string;
  /** 'YYYY-MM-DD' or '' for none. */
  dueDate: string;
  status: string;
  assignedEmployeeId: number | '';
  isRoutine: boolean;
  frequency: string;
}

export const EMPTY_TASK: TaskValues = { title: '', description: '', dueDate: '', status: 'À faire', assignedEmployeeId: '', isRoutine: false, frequency: '' };

/**
 * The first problem with a task form, or null. The add form takes the frequency as free text;
 * the edit form wants one of the six frequencies.
 */
export function validateTask(values: TaskValues, mode: 'add' | 'edit'): string | null {
  if (!values.title.trim()) return taskTexts.titleRequired;
  if (values.isRoutine) {
    const frequency = values.frequency.trim();
    if (!frequency || (mode === 'edit' && !(FREQUENCIES as readonly string[]).includes(frequency))) return taskTexts.frequencyRequired;
  }
  return null;
}

/** What the server receives: trimmed title, no frequency unless routine, null for empty choices. */
export function taskInput(values: TaskValues) {
  return {
    title: values.title.trim(),
    description: values.description,
    dueDate: values.dueDate || null,
    status: values.status,
    assignedEmployeeId: values.assignedEmployeeId === '' ? null : values.assignedEmployeeId,
    isRoutine: values.isRoutine,
    frequency: values.isRoutine ? values.frequency.trim() : null,
  };
}
