import { apiMessages } from '@pilotage/domain';
import PgBoss from 'pg-boss';
import type { AppDeps } from '../../kernel/context/context';
import {
  BOSS_SCHEMA,
  DEFAULT_RETRY_POLICY,
  NOTIFICATION_QUEUE,
  type NotificationJob,
  type RetryPolicy,
} from '../../kernel/jobs/queue';
import { endAttempt, forgetSend } from './delivery-store';
import { trackQueueDepth } from './queue-metrics';
import { DeliveryRetry, type DeliverySettings, deliver } from './worker';

export interface NotificationOptions {
  retry?: Partial<RetryPolicy>;
  /** How often an idle worker looks for jobs (pg-boss allows 0.5 s at least). */
  pollingIntervalSeconds?: number;
  /** Jobs handled at once by this process: one slow chat does not hold up the others. */
  concurrency?: number;
  chatIntervalMs?: number;
  maxSlotWaitSeconds?: number;
  telegramTimeoutSeconds?: number;
  /** How long `stop` lets a message being sent finish. */
  stopTimeoutMs?: number;
}

export interface Notifications {
  /** The gateway's one pg-boss instance, started here: the journal's purge works its queue on it too. */
  jobQueue: PgBoss;
  /** Jobs waiting to be sent (new or waiting for a retry). */
  queueDepth(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Starts the worker that sends queued Telegram notifications. Every replica may run one: pg-boss
 * hands each job to a single worker (row locks), and the send's record (`telegram_sends`, see
 * worker.ts) keeps a job handed out again after a crash from sending its message a second time.
 */
export async function startNotifications(deps: AppDeps, options: NotificationOptions = {}): Promise<Notifications> {
  const log = deps.log.child({ module: 'notifications' });
  const settings: DeliverySettings = {
    apiRoot: deps.config.telegramApiRoot,
    timeoutSeconds: options.telegramTimeoutSeconds ?? 8,
    chatIntervalMs: options.chatIntervalMs ?? deps.config.outbox.telegramChatIntervalMs,
    maxSlotWaitMs: (options.maxSlotWaitSeconds ?? 60) * 1000,
  };
  const boss = new PgBoss({
    connectionString: deps.orm.config.get('clientUrl'),
    schema: BOSS_SCHEMA,
    application_name: 'pilotage-notifications',
    max: 4,
    // How soon the jobs of a replica that died are found expired and handed out again.
    maintenanceIntervalSeconds: deps.config.outbox.maintenanceSeconds,
    // The journal's daily purge is scheduled on this instance (audit-retention.ts).
  });
  // Without a listener an 'error' event would end the process; pg-boss recovers by itself.
  boss.on('error', (error: Error) => log.error({ error: error.message }, 'notification queue error'));
  await boss.start();
  // The code is the source of truth for the retry policy; new jobs copy it from the queue.
  await boss.updateQueue(NOTIFICATION_QUEUE, {
    name: NOTIFICATION_QUEUE,
    ...DEFAULT_RETRY_POLICY,
    retryDelay: deps.config.outbox.telegramRetryDelaySeconds,
    expireInSeconds: deps.config.outbox.expireSeconds,
    ...options.retry,
  });

  const shutdown = new AbortController();
  const handle = async ([job]: PgBoss.JobWithMetadata<NotificationJob>[]) => {
    const attempt = { queue: NOTIFICATION_QUEUE, id: job.id, retryCount: job.retryCount };
    let failure: string | null = null;
    try {
      if ((await deliver(deps.orm.em.fork(), job, settings, log, shutdown.signal)) === 'superseded') return;
    } catch (error) {
      if (shutdown.signal.aborted) failure = apiMessages.sendStoppedByShutdown;
      else if (error instanceof DeliveryRetry) failure = error.message;
      else {
        failure = apiMessages.sendFailedUnexpectedly;
        log.error(
          { jobId: job.id, error: error instanceof Error ? error.message : String(error) },
          'notification delivery failed',
        );
      }
    }
    // The outcome is recorded here and awaited, before the worker takes another job or the pool
    // closes: pg-boss's own completion after the handler returns then finds nothing active, so a
    // restart right after a send cannot send it again. Only while this attempt still holds the
    // job: one that outlived its expiry leaves the job to the worker that has it now.
    const em = deps.orm.em.fork();
    if (failure === null) {
      const ended = await endAttempt(em, attempt, (db) => boss.complete(NOTIFICATION_QUEUE, job.id, {}, { db }));
      // Completed: the send's record has served (left behind by a crash here, it only takes room).
      if (ended) await forgetSend(em, job.id).catch(() => undefined);
    } else await endAttempt(em, attempt, (db) => boss.fail(NOTIFICATION_QUEUE, job.id, { message: failure }, { db }));
  };
  const workOptions = {
    batchSize: 1,
    includeMetadata: true as const,
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? deps.config.outbox.pollMs / 1000,
  };
  for (let i = 0; i < (options.concurrency ?? 3); i += 1) await boss.work(NOTIFICATION_QUEUE, workOptions, handle);

  const queueDepth = () => boss.getQueueSize(NOTIFICATION_QUEUE);
  const untrack = trackQueueDepth(queueDepth);
  let stopping: Promise<void> | null = null;
  return {
    jobQueue: boss,
    queueDepth,
    stop: () => {
      stopping ??= (async () => {
        untrack();
        // Workers stop fetching at once; then jobs waiting for a send slot are woken: they fail
        // without sending and come back later. A message being sent is given time to finish.
        const stopped = boss.stop({ graceful: true, wait: true, timeout: options.stopTimeoutMs ?? 9000 });
        shutdown.abort();
        await stopped;
      })();
      return stopping;
    },
  };
}
