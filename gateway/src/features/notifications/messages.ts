/** The facts of a task a message reports; dates are 'YYYY-MM-DD'. */
export interface TaskFacts {
  title: string;
  dueDate: string | null;
  status: string;
  assigneeName: string | null;
}

export interface TransactionFacts {
  /** Signed: positive for a revenue, negative for an expense. */
  amount: string | number;
  description: string;
  date: string;
  category: string;
  employeeName: string | null;
  source: string;
}

/** What happened, as the business services describe it; `actorName` is who did it. */
export type NotificationEvent =
  | { kind: 'task_created'; actorName: string; task: TaskFacts }
  | { kind: 'task_assigned'; actorName: string; task: TaskFacts; previousAssigneeName: string | null }
  | { kind: 'transaction_added'; actorName: string; transaction: TransactionFacts }
  | { kind: 'all_tasks_done'; actorName: string; lastTaskTitle: string };

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', signDisplay: 'always' });
const days = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeZone: 'UTC' });

/** '1234.5' → '+1 234,50 €' (fr-FR, sign always shown). */
export function formatEuros(amount: string | number): string {
  return euros.format(Number(amount));
}

/** '2026-11-24' → '24 nov. 2026': the medium French format of the app's lists. */
export function formatDay(day: string): string {
  return days.format(new Date(`${day}T00:00:00Z`));
}

/** Keeps a user-written field from swelling a message (Telegram takes 4096 characters at most). */
function clip(text: string, max = 300): string {
  const trimmed = text.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max - 1)}…` : trimmed;
}

const dueLine = (task: TaskFacts) => `Échéance : ${task.dueDate ? formatDay(task.dueDate) : 'aucune'}`;
const assignee = (name: string | null) => (name ? clip(name, 200) : 'personne');

export function renderNotification(event: NotificationEvent): string {
  switch (event.kind) {
    case 'task_created':
      return [
        `🆕 Nouvelle tâche : « ${clip(event.task.title)} »`,
        `Assignée à : ${assignee(event.task.assigneeName)}`,
        dueLine(event.task),
        `Statut : ${event.task.status}`,
        `Créée par ${event.actorName}`,
      ].join('\n');
    case 'task_assigned':
      return [
        `👤 Tâche assignée : « ${clip(event.task.title)} »`,
        `Assignée à : ${assignee(event.task.assigneeName)} (auparavant : ${assignee(event.previousAssigneeName)})`,
        dueLine(event.task),
        `Statut : ${event.task.status}`,
        `Par ${event.actorName}`,
      ].join('\n');
    case 'transaction_added': {
      const t = event.transaction;
      const revenue = Number(t.amount) >= 0;
      return [
        `${revenue ? '💶 Nouveau revenu' : '💸 Nouvelle dépense'} : ${formatEuros(t.amount)}`,
        clip(t.description, 500),
        `Date : ${formatDay(t.date)}`,
        ...(t.category ? [`Catégorie : ${clip(t.category, 100)}`] : []),
        ...(t.employeeName ? [`Employé lié : ${clip(t.employeeName, 200)}`] : []),
        ...(t.source ? [`Source : ${clip(t.source, 200)}`] : []),
        `Ajoutée par ${event.actorName}`,
      ].join('\n');
    }
    case 'all_tasks_done':
      return [
        `🎉 Toutes les tâches sont terminées !`,
        `Dernière tâche terminée : « ${clip(event.lastTaskTitle)} », par ${event.actorName}.`,
      ].join('\n');
  }
}

export function testMessageText(username: string): string {
  return `✅ Message de test Pilotage : les notifications Telegram fonctionnent pour ${username}.`;
}
