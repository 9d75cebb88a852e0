import { apiMessages } from '@pilotage/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationKind } from '@pilotage/domain';
import { auditedTransaction } from '../../kernel/journal/audit-actor';
import type { Context } from '../../kernel/context/context';
import { query } from '../../kernel/database/sql';
import { readSettings } from '../settings/settings.service';
import { ADMIN, requireRole } from '../../kernel/context/access';
import { conflict, notFound } from '../../kernel/helpers/errors';
import { parseUuid } from '../../kernel/helpers/ids';
import type { Page, PageRequest } from '../../kernel/helpers/pagination';
import type { MessageView } from '../../kernel/helpers/views';
import type { DeadLetterView } from './dead-letters.types';
import { insertJob } from '../../kernel/jobs/queue';
import { NO_TOKEN_MESSAGE } from './telegram.service';

// Telegram notifications given up for good (worker.ts) wait here until an Admin resends or dismisses them.

type Resolution = 'resent' | 'dismissed';

const ALREADY: Record<Resolution, string> = {
  resent: apiMessages.notificationAlreadyResent,
  dismissed: apiMessages.notificationAlreadyDismissed,
};

interface DeadLetterRow {
  id: string;
  created_at: Date;
  kind: string;
  chat_id: string;
  text: string;
  error: string;
  attempts: number;
}

/** The unresolved dead letters, newest first. */
export async function listDeadLetters(ctx: Context, page: PageRequest): Promise<Page<DeadLetterView>> {
  requireRole(ctx, ADMIN);
  const rows = await query<DeadLetterRow>(
    ctx.em,
    `select job_id::text as id, created_at, kind, chat_id, text, error, attempts from notification_dead_letters
      where resolved_at is null order by created_at desc, job_id desc limit $1 offset $2`,
    [page.limit, page.offset],
  );
  const [{ total }] = await query<{ total: number }>(
    ctx.em,
    'select count(*)::int as total from notification_dead_letters where resolved_at is null',
  );
  return {
    items: rows.map(({ created_at, chat_id, ...row }) => ({
      ...row,
      createdAt: created_at.toISOString(),
      chatId: chat_id,
    })),
    total,
  };
}

/**
 * Marks the letter resolved by the actor; 404 when unknown, 409 when already resolved. The
 * conditional update decides between two Admins acting at once: the second finds it resolved.
 */
async function resolve(em: EntityManager, id: string, resolution: Resolution, actorId: number) {
  const [letter] = await query<{ kind: string; chat_id: string; text: string }>(
    em,
    `update notification_dead_letters set resolved_at = now(), resolution = $2, resolved_by = $3
      where job_id = $1 and resolved_at is null returning kind, chat_id, text`,
    [id, resolution, actorId],
  );
  if (letter) return letter;
  const [settled] = await query<{ resolution: Resolution }>(
    em,
    'select resolution from notification_dead_letters where job_id = $1',
    [id],
  );
  if (!settled) throw notFound(apiMessages.notificationNotFound);
  throw conflict(ALREADY[settled.resolution]);
}

/** Queues the same message for the same chat again, in the transaction that marks the letter resent. */
export async function resendDeadLetter(ctx: Context, rawId: unknown): Promise<MessageView> {
  const actor = requireRole(ctx, ADMIN);
  const id = parseUuid(rawId);
  return auditedTransaction(ctx, async (em) => {
    const letter = await resolve(em, id, 'resent', actor.id);
    if ((await readSettings(em)).telegramBotToken === '') throw conflict(NO_TOKEN_MESSAGE);
    const jobId = await insertJob(em, {
      kind: letter.kind as NotificationKind,
      chatId: letter.chat_id,
      text: letter.text,
    });
    if (jobId === null) throw new Error('the notification queue is missing: are the migrations applied?');
    return { message: apiMessages.notificationResent };
  });
}

export async function dismissDeadLetter(ctx: Context, rawId: unknown): Promise<MessageView> {
  const actor = requireRole(ctx, ADMIN);
  const id = parseUuid(rawId);
  return auditedTransaction(ctx, async (em) => {
    await resolve(em, id, 'dismissed', actor.id);
    return { message: apiMessages.notificationDismissed };
  });
}
