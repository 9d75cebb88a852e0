import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_REMINDER_LEVELS, type ReminderLevel } from '@pilotage/domain';
import { query } from '../../../kernel/database/sql';

/** The schedule as stored, each level never saved at its default. */
export async function loadReminderSchedule(em: EntityManager): Promise<ReminderLevel[]> {
  const rows = await query<ReminderLevel>(
    em,
    `select level, enabled, days_after_due as "daysAfterDue", subject, body from invoice_reminder_levels order by level`,
  );
  return DEFAULT_REMINDER_LEVELS.map((fallback) => ({
    ...(rows.find((row) => row.level === fallback.level) ?? fallback),
  }));
}

/** Writes every level (already checked) on the caller's transaction; the journal's trigger records what changed. */
export async function saveReminderSchedule(em: EntityManager, levels: readonly ReminderLevel[]): Promise<void> {
  for (const level of levels) {
    await query(
      em,
      `insert into invoice_reminder_levels (level, enabled, days_after_due, subject, body) values ($1, $2, $3, $4, $5)
       on conflict (level) do update set enabled = excluded.enabled, days_after_due = excluded.days_after_due,
         subject = excluded.subject, body = excluded.body, updated_at = now()
       where (invoice_reminder_levels.enabled, invoice_reminder_levels.days_after_due, invoice_reminder_levels.subject, invoice_reminder_levels.body)
         is distinct from (excluded.enabled, excluded.days_after_due, excluded.subject, excluded.body)`,
      [level.level, level.enabled, level.daysAfterDue, level.subject, level.body],
    );
  }
}
