/** The Telegram notifications the gateway queues, and the French name the settings screen gives each. */
export const NOTIFICATION_KINDS = ['task_created', 'task_assigned', 'transaction_added', 'all_tasks_done'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  task_created: 'Nouvelle tâche',
  task_assigned: 'Tâche assignée',
  transaction_added: 'Nouvelle transaction',
  all_tasks_done: 'Toutes les tâches terminées',
};

/** A kind this version does not know (a letter queued by another version) keeps its code. */
export const notificationKindLabel = (kind: string): string =>
  Object.hasOwn(NOTIFICATION_KIND_LABELS, kind) ? NOTIFICATION_KIND_LABELS[kind as NotificationKind] : kind;
