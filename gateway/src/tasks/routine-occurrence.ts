import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, addMonths } from '../shared/calendar';
import { DONE, FREQUENCIES, type Frequency, Task } from './task.entity';

export const isFrequency = (value: unknown): value is Frequency => FREQUENCIES.includes(value as Frequency);

const PERIODS: Record<Frequency, (day: string) => string> = {
  Journalier: (day) => addDays(day, 1),
  Hebdomadaire: (day) => addDays(day, 7),
  'Bi-hebdomadaire': (day) => addDays(day, 14),
  Mensuel: (day) => addMonths(day, 1),
  Trimestriel: (day) => addMonths(day, 3),
  Annuel: (day) => addMonths(day, 12),
};

/** One period after the due date or, for a task without one, after the day it was completed. */
export function nextDueDate(dueDate: string | null, frequency: Frequency, completedOn: string): string {
  return PERIODS[frequency](dueDate ?? completedOn);
}

/**
 * Once a routine task is `Terminé`, creates its next occurrence (`À faire`, same fields, due one
 * period later) exactly once: the flag is claimed with a conditional update, so toggling back and
 * forth or two concurrent completions never create a second one. Runs in the caller's transaction.
 */
export async function createNextOccurrence(em: EntityManager, task: Task, completedOn: string): Promise<Task | null> {
  if (task.status !== DONE || !task.isRoutine || !isFrequency(task.frequency)) return null;
  const claimed = await em.execute<{ id: number }[]>(
    'update tasks set next_occurrence_created = true where id = ? and not next_occurrence_created returning id',
    [task.id],
  );
  if (claimed.length === 0) return null;
  const next = em.create(Task, {
    title: task.title,
    description: task.description,
    dueDate: nextDueDate(task.dueDate, task.frequency, completedOn),
    assignedEmployee: task.assignedEmployee,
    isRoutine: true,
    frequency: task.frequency,
  });
  await em.flush();
  return next;
}
