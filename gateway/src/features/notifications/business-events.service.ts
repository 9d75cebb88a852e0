import type { EntityManager } from '@mikro-orm/postgresql';
import { DONE } from '@pilotage/domain';
import { query } from '../../kernel/database/sql';
import { enqueueIfAllTasksDone, enqueueNotification } from './events';
import type { TaskFacts, TransactionFacts } from './messages';

export type { TaskFacts, TransactionFacts };

// The business services' side of notifications: each call runs in the service's transaction,
// after its flush, with plain facts of what it changed (no view or entity of another feature).

/** A task after an update: the facts a message tells, and the employee it is now assigned to. */
export interface UpdatedTask extends TaskFacts {
  assignedEmployeeId: number | null;
}

/** What an update is compared with: the task as it was loaded, before the change. */
export interface TaskBefore {
  assignedEmployeeId: number | null;
  status: string;
}

export async function notifyTaskCreated(em: EntityManager, actorName: string, task: TaskFacts): Promise<void> {
  await enqueueNotification(em, { kind: 'task_created', actorName, task });
}

/** Reassigned to another employee, and/or completed as the last open task. */
export async function notifyTaskUpdated(
  em: EntityManager,
  actorName: string,
  updated: UpdatedTask,
  before: TaskBefore,
): Promise<void> {
  const { assignedEmployeeId, ...task } = updated;
  if (assignedEmployeeId !== null && assignedEmployeeId !== before.assignedEmployeeId) {
    const [previous] =
      before.assignedEmployeeId === null
        ? []
        : await query<{ name: string }>(em, 'select name from employees where id = $1', [before.assignedEmployeeId]);
    await enqueueNotification(em, {
      kind: 'task_assigned',
      actorName,
      task,
      previousAssigneeName: previous?.name ?? null,
    });
  }
  if (task.status === DONE && before.status !== DONE) await enqueueIfAllTasksDone(em, actorName, task.title);
}

export async function notifyTransactionAdded(
  em: EntityManager,
  actorName: string,
  transaction: TransactionFacts,
): Promise<void> {
  await enqueueNotification(em, { kind: 'transaction_added', actorName, transaction });
}
