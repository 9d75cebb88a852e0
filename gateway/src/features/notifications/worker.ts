import { setTimeout as sleep } from 'node:timers/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { readSettings } from '../settings/settings.service';
import { postponeChat, recordDeadLetter, reserveSendSlot } from './delivery-store';
import type { NotificationJob } from '../../kernel/jobs/queue';
import { TelegramClient, TelegramFailure } from './telegram-client';
import { NO_TOKEN_MESSAGE } from './telegram.service';

export interface DeliverySettings {
  apiRoot: string;
  timeoutSeconds: number;
  /** At most one message per chat in this many milliseconds, across replicas. */
  chatIntervalMs: number;
  /** A job waits this long at most for its chat's slot; beyond, it is retried later. */
  maxSlotWaitMs: number;
}

// A few 429s in a row are waited out within the job; more go back to the queue's backoff.
const MAX_RATE_LIMITED_TRIES = 3;

export type Outcome = 'sent' | 'dead-letter';

/** A transient failure: the queue tries again later, with backoff. */
export class DeliveryRetry extends Error {
  override readonly name = 'DeliveryRetry';
}

/**
 * Sends one queued message. Resolves when it is sent or given up for good (a dead letter: the bot
 * is blocked, the chat is unknown, or this was the last attempt); throws to have the queue retry
 * it later. Errors thrown carry French text only, never the token (pg-boss stores them).
 */
export async function deliver(
  em: EntityManager,
  job: PgBoss.JobWithMetadata<NotificationJob>,
  settings: DeliverySettings,
  log: Logger,
  signal: AbortSignal,
): Promise<Outcome> {
  const { chatId, text, kind } = job.data;
  const lastAttempt = job.retryCount >= job.retryLimit;
  const giveUp = async (error: string): Promise<Outcome> => {
    await recordDeadLetter(em, { jobId: job.id, kind, chatId, text, error, attempts: job.retryCount + 1 });
    log.warn({ jobId: job.id, kind, chatId, error, attempts: job.retryCount + 1 }, 'notification dead-lettered');
    return 'dead-letter';
  };
  const retryLater = async (error: string): Promise<Outcome> => {
    if (lastAttempt) return giveUp(error);
    log.info({ jobId: job.id, kind, chatId, error, attempt: job.retryCount + 1 }, 'notification will be retried');
    throw new DeliveryRetry(error);
  };

  const { telegramBotToken: token } = await readSettings(em);
  if (token === '') return giveUp(NO_TOKEN_MESSAGE);
  const telegram = new TelegramClient(token, { apiRoot: settings.apiRoot, timeoutSeconds: settings.timeoutSeconds });

  for (let rateLimited = 0; ;) {
    const waitMs = await reserveSendSlot(em, chatId, settings.chatIntervalMs, settings.maxSlotWaitMs);
    if (waitMs === null) return retryLater('Telegram limite les envois vers ce chat : nouvel essai plus tard.');
    // Aborted at shutdown: nothing was sent, the job fails and comes back.
    if (waitMs > 0) await sleep(waitMs, undefined, { signal });
    try {
      await telegram.sendMessage(chatId, text);
      log.info({ jobId: job.id, kind, chatId, attempt: job.retryCount + 1 }, 'notification sent');
      return 'sent';
    } catch (error) {
      if (!(error instanceof TelegramFailure)) throw error;
      if (error.kind === 'rate_limited') {
        await postponeChat(em, chatId, error.retryAfter ?? 1);
        rateLimited += 1;
        if (rateLimited < MAX_RATE_LIMITED_TRIES) continue;
      }
      return error.transient ? retryLater(error.message) : giveUp(error.message);
    }
  }
}
