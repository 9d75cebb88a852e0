import { apiMessages, mailAddressError } from '@pilotage/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ADMIN, requireRole } from '../../kernel/context/access';
import type { Context } from '../../kernel/context/context';
import { query } from '../../kernel/database/sql';
import { badInput, conflict, notFound } from '../../kernel/helpers/errors';
import { parseUuid } from '../../kernel/helpers/ids';
import type { Page, PageRequest } from '../../kernel/helpers/pagination';
import { validated } from '../../kernel/helpers/validation';
import type { MessageView } from '../../kernel/helpers/views';
import { auditedTransaction } from '../../kernel/journal/audit-actor';
import { type MailServer, currentMailServer } from './mail-server';
import { type OutgoingMail, queueMail, queueMailJob } from './mail-outbox';
import { type MailFailureView, TestMailInput } from './mail.types';

// What a job that sends mail without a request (the daily reminders) writes with, on its own transaction.
export { queueMail, recordSkippedReminder } from './mail-outbox';
export type { MailAttachment } from './mail-transport';
export { currentMailServer } from './mail-server';

/** The mail server (SMTP_URL, else the Admin's settings), or 409 before anything is written when none is configured. */
export async function requireMailServer(ctx: Context): Promise<MailServer> {
  const server = await currentMailServer(ctx.deps, ctx.em);
  if (server === null) throw conflict(apiMessages.mailNotConfigured);
  return server;
}

/** Queues a message on the caller's transaction (see queueMail); null when that reminder level went already. */
export async function queueOutgoingMail(em: EntityManager, ctx: Context, mail: OutgoingMail): Promise<string | null> {
  return queueMail(em, mail, (await requireMailServer(ctx)).from);
}

/** An address typed by a person: trimmed, then refused with a French 400 unless it is a plain address. */
export function checkedAddress(raw: string): string {
  const address = raw.trim();
  if (address === '') throw badInput(apiMessages.mailRecipientRequired);
  const error = mailAddressError(address);
  if (error !== null) throw badInput(error);
  return address;
}

export async function sendTestMail(ctx: Context, raw: unknown): Promise<MessageView> {
  const actor = requireRole(ctx, ADMIN);
  const input = await validated(TestMailInput, raw ?? {});
  await requireMailServer(ctx);
  const to = checkedAddress(input.to ?? actor.email);
  return auditedTransaction(ctx, async (em) => {
    await queueOutgoingMail(em, ctx, {
      kind: 'test',
      invoiceId: null,
      reminderLevel: null,
      to,
      cc: [],
      subject: apiMessages.mailTestSubject,
      body: apiMessages.mailTestBody,
      attachments: [],
      createdBy: actor.id,
    });
    return { message: apiMessages.mailTestQueued(to) };
  });
}

interface FailureRow {
  id: string;
  created_at: Date;
  kind: string;
  invoice_id: number | null;
  recipient: string;
  subject: string;
  last_error: string | null;
  attempts: number;
}

/** The mail given up and not yet resent or dismissed, newest first. */
export async function listMailFailures(ctx: Context, page: PageRequest): Promise<Page<MailFailureView>> {
  requireRole(ctx, ADMIN);
  const rows = await query<FailureRow>(
    ctx.em,
    `select id::text, created_at, kind, invoice_id, recipient, subject, last_error, attempts from mail_outbox
      where status = 'failed' and resolved_at is null order by created_at desc, id desc limit $1 offset $2`,
    [page.limit, page.offset],
  );
  const [{ total }] = await query<{ total: number }>(
    ctx.em,
    `select count(*)::int as total from mail_outbox where status = 'failed' and resolved_at is null`,
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at.toISOString(),
      kind: row.kind,
      invoiceId: row.invoice_id,
      recipient: row.recipient,
      subject: row.subject,
      error: row.last_error ?? '',
      attempts: row.attempts,
    })),
    total,
  };
}

const SETTLE = {
  // Back in the queue as it was, same Message-ID; failing again, it shows again.
  resent: `update mail_outbox set status = 'queued', attempts = 0 where id = $1 and status = 'failed' and resolved_at is null returning 1`,
  dismissed: `update mail_outbox set resolved_at = now(), resolution = 'dismissed', resolved_by = $2
               where id = $1 and status = 'failed' and resolved_at is null returning 1`,
};

/** Settles a failed message; the conditional update decides between two Admins acting at once. */
async function settle(em: EntityManager, id: string, how: keyof typeof SETTLE, actorId: number): Promise<void> {
  const [done] = await query(em, SETTLE[how], how === 'resent' ? [id] : [id, actorId]);
  if (done) return;
  const [row] = await query<{ resolution: string | null }>(em, 'select resolution from mail_outbox where id = $1', [
    id,
  ]);
  if (!row) throw notFound(apiMessages.mailNotFound);
  throw conflict(row.resolution === 'dismissed' ? apiMessages.mailAlreadyDismissed : apiMessages.mailNotFailed);
}

/** Queues the same message (same Message-ID) again. */
export async function resendMail(ctx: Context, rawId: unknown): Promise<MessageView> {
  const actor = requireRole(ctx, ADMIN);
  const id = parseUuid(rawId);
  await requireMailServer(ctx);
  return auditedTransaction(ctx, async (em) => {
    await settle(em, id, 'resent', actor.id);
    await queueMailJob(em, id);
    return { message: apiMessages.mailResent };
  });
}

export async function dismissMail(ctx: Context, rawId: unknown): Promise<MessageView> {
  const actor = requireRole(ctx, ADMIN);
  const id = parseUuid(rawId);
  return auditedTransaction(ctx, async (em) => {
    await settle(em, id, 'dismissed', actor.id);
    return { message: apiMessages.mailDismissed };
  });
}
