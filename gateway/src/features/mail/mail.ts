import { apiMessages } from '@pilotage/domain';
import PgBoss from 'pg-boss';
import type { AppDeps } from '../../kernel/context/context';
import { BOSS_SCHEMA, MAIL_QUEUE, type RetryPolicy } from '../../kernel/jobs/queue';
import type { MailJob } from './mail-outbox';
import { currentMailServer, forgetMailServer } from './mail-server';
import { MailRetry, deliverMail } from './mail-worker';

// 8 retries from 30 s with doubling: about 2 to 4 hours of mail server outage before a failure shows.
export const MAIL_RETRY_POLICY: RetryPolicy = {
  retryLimit: 8,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 300,
};

export interface MailOptions {
  retry?: Partial<RetryPolicy>;
  pollingIntervalSeconds?: number;
  concurrency?: number;
  stopTimeoutMs?: number;
}

export interface MailWorker {
  queueDepth(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Starts the worker that sends the outbox's mail. Every replica may run one: pg-boss hands each job
 * to one worker, and the outbox row's lock and state keep a message from going twice.
 *
 * In the gateway it works on the gateway's one pg-boss instance (`shared`, started and stopped by
 * its owner, whose graceful stop waits for a mail being sent); without one (a test that starts
 * only the mail worker) it starts an instance of its own and stops it.
 */
export async function startMail(deps: AppDeps, options: MailOptions = {}, shared?: PgBoss): Promise<MailWorker> {
  const log = deps.log.child({ module: 'mail' });
  const boss =
    shared ??
    new PgBoss({
      connectionString: deps.orm.config.get('clientUrl'),
      schema: BOSS_SCHEMA,
      application_name: 'pilotage-mail',
      max: 3,
      schedule: false,
      supervise: false,
    });
  if (!shared) {
    boss.on('error', (error: Error) => log.error({ error: error.message }, 'mail queue error'));
    await boss.start();
  }
  await boss.updateQueue(MAIL_QUEUE, {
    name: MAIL_QUEUE,
    ...MAIL_RETRY_POLICY,
    retryDelay: deps.config.outbox.mailRetryDelaySeconds,
    expireInSeconds: deps.config.outbox.expireSeconds,
    ...options.retry,
  });

  const handle = async ([job]: PgBoss.JobWithMetadata<MailJob>[]) => {
    let failure: string | null = null;
    try {
      // Resolved for each message: a change of the Admin's settings applies without a restart.
      const em = deps.orm.em.fork();
      const server = await currentMailServer(deps, em);
      await deliverMail(em, job.data.mailId, job.retryCount >= job.retryLimit, server?.transport ?? null, log);
    } catch (error) {
      if (error instanceof MailRetry) failure = error.message;
      else {
        failure = apiMessages.sendFailedUnexpectedly;
        log.error({ jobId: job.id, error: error instanceof Error ? error.message : String(error) }, 'mail failed');
      }
    }
    // Recorded here, before the worker takes another job, as the notifications do (notifications.ts).
    if (failure === null) await boss.complete(MAIL_QUEUE, job.id);
    else await boss.fail(MAIL_QUEUE, job.id, { message: failure });
  };
  const workOptions = {
    batchSize: 1,
    includeMetadata: true as const,
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? deps.config.outbox.pollMs / 1000,
  };
  for (let i = 0; i < (options.concurrency ?? 2); i += 1) await boss.work(MAIL_QUEUE, workOptions, handle);

  let stopping: Promise<void> | null = null;
  return {
    queueDepth: () => boss.getQueueSize(MAIL_QUEUE),
    stop: () => {
      stopping ??= (async () => {
        if (shared) await boss.offWork(MAIL_QUEUE);
        else await boss.stop({ graceful: true, wait: true, timeout: options.stopTimeoutMs ?? 9000 });
        forgetMailServer(deps);
      })();
      return stopping;
    },
  };
}
