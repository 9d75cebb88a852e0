import { setTimeout as sleep } from 'node:timers/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { readSettings } from '../settings/settings.service';
import { apiMessages } from '@pilotage/domain';
import {
  claimSend,
  forgetSend,
  markSent,
  postponeChat,
  recordDeadLetter,
  recordUncertainSend,
  reserveSendSlot,
} from './delivery-store';
import { NOTIFICATION_QUEUE, type NotificationJob } from '../../kernel/jobs/queue';
import { TelegramClient, TelegramFailure } from './telegram-client';
import { NO_TOKEN_MESSAGE } from './telegram.service';

export interface DeliverySettings {
  apiRoot: string;
  timeoutSeconds: number;
  /** At most one message per chat in this many milliseconds, across replicas. */
  chatIntervalMs: number;
  /** A job waits this long at most for its chat's slot; beyond, it is retried later. */
  maxSlotWaitMs: number;
  /** How long a send's outcome is written again while the database does not take it. */
  persistForMs?: number;
}

// A few 429s in a row are waited out within the job; more go back to the queue's backoff.
const MAX_RATE_LIMITED_TRIES = 3;

/** 'superseded': the job was handed to another worker meanwhile (see `claimSend`); nothing was sent. */
export type Outcome = 'sent' | 'dead-letter' | 'superseded';

/**
 * Runs a write that records what Telegram already did, again and again (backing off up to 2 s) while
 * the database refuses it, for `forMs` at most: a restart or a pause of PostgreSQL must not turn a
 * message known to be sent into one of unknown outcome. Not interrupted by shutdown: it is short.
 */
async function persistently(write: () => Promise<void>, forMs: number): Promise<void> {
  const deadline = Date.now() + forMs;
  for (let pause = 100; ; pause = Math.min(pause * 2, 2000)) {
    try {
      await write();
      return;
    } catch (error) {
      if (Date.now() + pause > deadline) throw error;
      await sleep(pause);
    }
  }
}

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
    // sendMessage has no idempotency key: the attempt is recorded before the call, so that a later
    // attempt after a crash knows it cannot tell whether Telegram showed the message (at most once).
    const state = await claimSend(em, { queue: NOTIFICATION_QUEUE, id: job.id, retryCount: job.retryCount });
    if (state === 'superseded') {
      log.warn({ jobId: job.id, kind, chatId, attempt: job.retryCount + 1 }, 'notification handed to another worker');
      return 'superseded';
    }
    if (state === 'sent') {
      log.info({ jobId: job.id, kind, chatId }, 'notification already sent');
      return 'sent';
    }
    if (state === 'sending') {
      const error = apiMessages.telegramSendUncertain;
      await recordUncertainSend(em, { jobId: job.id, kind, chatId, text, error, attempts: job.retryCount + 1 });
      log.warn({ jobId: job.id, kind, chatId, attempts: job.retryCount + 1 }, 'notification send uncertain');
      return 'dead-letter';
    }
    const persistForMs = settings.persistForMs ?? 60_000;
    try {
      await telegram.sendMessage(chatId, text);
    } catch (error) {
      // Telegram answered no, or never answered (network failure): taken as not shown, tried again.
      await persistently(() => forgetSend(em, job.id), persistForMs);
      if (!(error instanceof TelegramFailure)) throw error;
      if (error.kind === 'rate_limited') {
        await postponeChat(em, chatId, error.retryAfter ?? 1);
        rateLimited += 1;
        if (rateLimited < MAX_RATE_LIMITED_TRIES) continue;
      }
      return error.transient ? retryLater(error.message) : giveUp(error.message);
    }
    await persistently(() => markSent(em, job.id), persistForMs);
    log.info({ jobId: job.id, kind, chatId, attempt: job.retryCount + 1 }, 'notification sent');
    return 'sent';
  }
}
