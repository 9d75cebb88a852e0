/** Task statuses of docs/product.md §4. */
export const TASK_STATUSES = ['À faire', 'En cours', 'Terminé'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TODO: TaskStatus = 'À faire';
export const DONE: TaskStatus = 'Terminé';

/** The quick toggle: Terminé goes back to À faire, any other status becomes Terminé. */
export const toggledStatus = (status: string): TaskStatus => (status === DONE ? TODO : DONE);
