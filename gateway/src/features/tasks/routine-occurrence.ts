import type { EntityManager } from '@mikro-orm/postgresql';
import { DONE, isFrequency, nextDueDate } from '@pilotage/domain';
import { query } from '../../kernel/database/sql';
import { Task } from './task.entity';

/**
 * Once a routine task is `Terminé`, creates its next occurrence (`À faire`, same fields, due one
 * period later) exactly once: the flag is claimed with a conditional update, so toggling back and
 * forth or two concurrent completions never create a second one. Runs in the caller's transaction.
 */
export async function createNextOccurrence(em: EntityManager, task: Task, completedOn: string): Promise<Task | null> {
  if (task.status !== DONE || !task.isRoutine || !isFrequency(task.frequency)) return null;
  const claimed = await query<{ id: number }>(
    em,
    'update tasks set next_occurrence_created = true where id = $1 and not next_occurrence_created returning id',
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
