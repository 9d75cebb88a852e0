import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../../kernel/database/sql';
import { MAIL_QUEUE, insertQueueJob } from '../../kernel/jobs/queue';
import type { MailAttachment } from './mail-transport';
import { senderDomain } from './mail-transport';

export type MailKind = 'invoice' | 'reminder' | 'test';

export interface OutgoingMail {
  kind: MailKind;
  invoiceId: number | null;
  reminderLevel: number | null;
  to: string;
  cc: string[];
  subject: string;
  body: string;
  attachments: MailAttachment[];
  createdBy: number | null;
}

/** A job names its outbox row; the row holds the message. */
export interface MailJob {
  mailId: string;
}

/** Hands an outbox row to the job queue, on the caller's transaction. */
export async function queueMailJob(em: EntityManager, mailId: string): Promise<void> {
  const jobId = await insertQueueJob(em, MAIL_QUEUE, { mailId } satisfies MailJob);
  if (jobId === null) throw new Error('the mail queue is missing: are the migrations applied?');
}

/**
 * Writes the message into the outbox and queues its job, both on the caller's transaction: the
 * mail leaves only if what sends it commits. Answers the row's id, or null when this reminder level
 * of this invoice is already in the outbox (the unique index decides, whichever replica asks).
 */
export async function queueMail(em: EntityManager, mail: OutgoingMail, from: string): Promise<string | null> {
  if (!em.isInTransaction()) throw new Error('queueMail must run inside the transaction of what sends the mail');
  const [row] = await query<{ id: string }>(
    em,
    `insert into mail_outbox (message_id, kind, invoice_id, reminder_level, recipient, cc, subject, body, attachments, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10)
     on conflict (invoice_id, reminder_level) where kind = 'reminder' do nothing
     returning id::text`,
    [
      `<${randomUUID()}@${senderDomain(from)}>`,
      mail.kind,
      mail.invoiceId,
      mail.reminderLevel,
      mail.to,
      mail.cc.join(', '),
      mail.subject,
      mail.body,
      JSON.stringify(mail.attachments),
      mail.createdBy,
    ],
  );
  if (!row) return null;
  await queueMailJob(em, row.id);
  return row.id;
}

/**
 * Records a reminder level passed over (the daily job sent a higher one): a `skipped` row, never
 * queued, that holds the level's place in the unique index so it is never sent later.
 */
export async function recordSkippedReminder(
  em: EntityManager,
  mail: Pick<OutgoingMail, 'invoiceId' | 'reminderLevel' | 'to' | 'subject'>,
  from: string,
): Promise<void> {
  await query(
    em,
    `insert into mail_outbox (message_id, kind, invoice_id, reminder_level, recipient, subject, body, status)
     values ($1, 'reminder', $2, $3, $4, $5, '', 'skipped')
     on conflict (invoice_id, reminder_level) where kind = 'reminder' do nothing`,
    [`<${randomUUID()}@${senderDomain(from)}>`, mail.invoiceId, mail.reminderLevel, mail.to, mail.subject],
  );
}
