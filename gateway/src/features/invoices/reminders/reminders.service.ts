import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type ReminderLevel,
  apiMessages,
  dueReminder,
  invoiceMessages,
  lastActiveLevel,
  nextManualLevel,
  reminderMessages,
  reminderScheduleProblem,
  today,
} from '@pilotage/domain';
import type { Logger } from 'pino';
import { STAFF, requireRole } from '../../../kernel/context/access';
import type { AppDeps, Context } from '../../../kernel/context/context';
import { isoTimestamp, query } from '../../../kernel/database/sql';
import { badInput, conflict, notFound } from '../../../kernel/helpers/errors';
import type { MessageView } from '../../../kernel/helpers/views';
import { auditedTransaction } from '../../../kernel/journal/audit-actor';
import { type InvoiceRecord, selectInvoiceRecord } from '../invoice-record';
import { currentMailServer, queueMail, recordSkippedReminder, requireMailServer } from '../../mail/mail.service';
import { dueCentsOf, reminderMessage } from './reminder-mail';
import { loadReminderSchedule, saveReminderSchedule } from './reminder-schedule-store';
import type { InvoiceReminderView, ReminderScheduleView } from './reminders.types';

export async function getReminderSchedule(ctx: Context): Promise<ReminderScheduleView> {
  requireRole(ctx, STAFF);
  return { levels: await loadReminderSchedule(ctx.em) };
}

/** The levels of an untrusted body, typed; their rules are checked by reminderScheduleProblem. */
function scheduleOf(raw: unknown): ReminderLevel[] {
  const levels = (raw as { levels?: unknown } | null)?.levels;
  if (!Array.isArray(levels)) throw badInput(reminderMessages.levelCount);
  return levels.map((item: unknown, index) => {
    const level = (item ?? {}) as Record<string, unknown>;
    const days = level.daysAfterDue ?? level.days_after_due;
    if (typeof level.enabled !== 'boolean' || typeof level.subject !== 'string' || typeof level.body !== 'string')
      throw badInput(apiMessages.invalidData);
    if (typeof days !== 'number') throw badInput(reminderMessages.days(index + 1));
    if (level.body.includes('\u0000') || level.subject.includes('\u0000')) throw badInput(apiMessages.nullCharacter);
    return {
      level: typeof level.level === 'number' ? level.level : index + 1,
      enabled: level.enabled,
      daysAfterDue: days,
      subject: level.subject.trim(),
      body: level.body.trim(),
    };
  });
}

/** Saves the whole schedule, or nothing: a French 400 names the first problem. Journaled as `reminder_level`. */
export async function updateReminderSchedule(ctx: Context, raw: unknown): Promise<ReminderScheduleView> {
  requireRole(ctx, STAFF);
  const levels = scheduleOf(raw);
  const problem = reminderScheduleProblem(levels);
  if (problem) throw badInput(problem);
  return auditedTransaction(ctx, async (em) => {
    await saveReminderSchedule(em, levels);
    return { levels: await loadReminderSchedule(em) };
  });
}

interface ReminderRow {
  level: number;
  created_at: string;
  sent_at: string | null;
  recipient: string;
  status: string;
  manual: boolean;
}

/** The invoice's reminders, by level (3 at most: the unique index). */
export async function listInvoiceReminders(ctx: Context, invoiceId: number): Promise<InvoiceReminderView[]> {
  requireRole(ctx, STAFF);
  const [exists] = await query(ctx.em, 'select 1 from invoices where id = $1', [invoiceId]);
  if (!exists) throw notFound(invoiceMessages.notFound);
  const rows = await query<ReminderRow>(
    ctx.em,
    `select reminder_level as level, ${isoTimestamp('created_at')} as created_at, ${isoTimestamp('sent_at')} as sent_at,
            recipient, status, created_by is not null as manual
       from mail_outbox where invoice_id = $1 and kind = 'reminder' order by reminder_level`,
    [invoiceId],
  );
  return rows.map((row) => ({
    level: row.level,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    recipient: row.recipient,
    status: row.status,
    manual: row.manual,
  }));
}

const recordedLevels = async (em: EntityManager, invoiceId: number): Promise<number[]> =>
  (
    await query<{ level: number }>(
      em,
      `select reminder_level as level from mail_outbox where invoice_id = $1 and kind = 'reminder'`,
      [invoiceId],
    )
  ).map((row) => row.level);

/** Why an invoice cannot be reminded, or null: a credit note, paid or wholly credited, no client address. */
function notRemindable(invoice: InvoiceRecord): string | null {
  if (invoice.kind === 'credit_note') return apiMessages.creditNoteNotReminded;
  if (invoice.paidAt !== null || dueCentsOf(invoice) <= 0) return apiMessages.invoiceNotRemindable;
  if (!invoice.clientEmail) return apiMessages.invoiceHasNoEmail;
  return null;
}

/** Queues `level` of the invoice's reminders; false when that level is in the outbox already. */
async function queueReminder(
  em: EntityManager,
  invoice: InvoiceRecord,
  levels: readonly ReminderLevel[],
  level: number,
  day: string,
  from: string,
  createdBy: number | null,
): Promise<boolean> {
  const schedule = levels.find((candidate) => candidate.level === level)!;
  const message = reminderMessage(invoice, schedule, level === lastActiveLevel(levels), day);
  const id = await queueMail(
    em,
    {
      kind: 'reminder',
      invoiceId: invoice.id,
      reminderLevel: level,
      to: invoice.clientEmail!,
      cc: [],
      subject: message.subject,
      body: message.body,
      attachments: message.attachments,
      createdBy,
    },
    from,
  );
  return id !== null;
}

/**
 * « Relancer maintenant » (Admin, Manager): queues the next level of a late invoice at once, whatever
 * its day. A credit note, a paid or cancelled invoice, one without a client address or not late yet,
 * or one whose levels all went: a French 4xx and nothing queued.
 */
export async function remindInvoice(ctx: Context, invoiceId: number): Promise<MessageView> {
  const actor = requireRole(ctx, STAFF);
  const { from } = await requireMailServer(ctx);
  const day = today(ctx.deps.config.timezone);
  return auditedTransaction(ctx, async (em) => {
    // Locked: the daily job and a second click wait for this one, then see its level recorded.
    const invoice = await selectInvoiceRecord(em, invoiceId, day, true);
    if (!invoice) throw notFound(invoiceMessages.notFound);
    const problem = notRemindable(invoice);
    if (problem) throw conflict(problem);
    if (invoice.dueDate >= day) throw conflict(apiMessages.invoiceNotDue);
    const levels = await loadReminderSchedule(em);
    const level = nextManualLevel(levels, await recordedLevels(em, invoice.id));
    if (level === null || !(await queueReminder(em, invoice, levels, level, day, from, actor.id)))
      throw conflict(apiMessages.remindersExhausted);
    return { message: apiMessages.reminderQueued(level, invoice.clientEmail!) };
  });
}

export interface ReminderRun {
  sent: number;
  skipped: number;
}

/**
 * The daily job: every issued invoice, unpaid, not wholly credited, with a client address and due
 * since at least the first active level's delay. Each invoice in its own transaction, its row locked:
 * two replicas running the job at once take turns on it, and the second finds the levels recorded.
 * Only the highest level due goes (see dueReminder); the lower ones not recorded yet are marked skipped.
 */
export async function runDueReminders(
  deps: AppDeps,
  day = today(deps.config.timezone),
  log?: Logger,
): Promise<ReminderRun> {
  const run: ReminderRun = { sent: 0, skipped: 0 };
  const em = deps.orm.em.fork() as EntityManager;
  const from = (await currentMailServer(deps, em))?.from;
  if (!from) {
    log?.info('reminders not sent: no mail server is configured');
    return run;
  }
  const levels = await loadReminderSchedule(em);
  const active = levels.filter((level) => level.enabled);
  if (active.length === 0) return run;
  const firstDelay = Math.min(...active.map((level) => level.daysAfterDue));
  const candidates = await query<{ id: number }>(
    em,
    `select i.id from invoices i
      where i.kind = 'invoice' and i.paid_at is null and i.client_email is not null
        and i.due_date + $1::int <= $2::date
        and i.total_cents > (select coalesce(sum(n.total_cents), 0) from invoices n where n.credited_invoice_id = i.id)
      order by i.id`,
    [firstDelay, day],
  );
  for (const { id } of candidates) {
    try {
      await em.fork().transactional(async (tx) => {
        const invoice = await selectInvoiceRecord(tx, id, day, true);
        if (!invoice || notRemindable(invoice) !== null) return;
        const { send, skip } = dueReminder(levels, invoice.dueDate, day, await recordedLevels(tx, id));
        if (send === null) return;
        for (const level of skip) {
          const { subject } = reminderMessage(invoice, levels[level - 1], false, day);
          await recordSkippedReminder(
            tx,
            { invoiceId: id, reminderLevel: level, to: invoice.clientEmail!, subject },
            from,
          );
          run.skipped += 1;
        }
        if (await queueReminder(tx, invoice, levels, send, day, from, null)) run.sent += 1;
      });
    } catch (error) {
      // One invoice's trouble does not hold up the others; tomorrow's run tries it again.
      log?.error({ invoiceId: id, error: error instanceof Error ? error.message : String(error) }, 'reminder failed');
    }
  }
  return run;
}
