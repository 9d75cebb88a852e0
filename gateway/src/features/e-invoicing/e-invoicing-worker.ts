import type { EntityManager } from '@mikro-orm/postgresql';
import PgBoss from 'pg-boss';
import type { AppDeps } from '../../kernel/context/context';
import { BOSS_SCHEMA, E_INVOICING_QUEUE, type RetryPolicy } from '../../kernel/jobs/queue';
import { eInvoicingMetrics } from './e-invoicing-metrics';
import { PaCallError } from './flow-client';
import { type SupplierInvoiceFiler, receiveIncomingInvoices } from './incoming-invoices';
import { type LifecycleJob, isLifecycleJob, sendLifecycleStatus } from './lifecycle-out';
import { connectPlatform } from './platform-client';
import { pollOnce } from './polling';
import { type InvoiceFileReader, type TransmissionJob, TransmissionRetry, transmitInvoice } from './transmissions';

// 10 retries from 10 s with doubling: a few hours of platform outage (429, 5xx, no answer) are absorbed.
export const TRANSMISSION_RETRY_POLICY: RetryPolicy = {
  retryLimit: 10,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 300,
};

export interface EInvoicingOptions {
  /** The issued invoice's file, given by the composition (the invoices feature renders it). */
  readFile: InvoiceFileReader;
  /** Files a delivered supplier invoice, given by the composition (the purchases feature's intake). */
  fileSupplierInvoice: SupplierInvoiceFiler;
  retry?: Partial<RetryPolicy>;
  pollingIntervalSeconds?: number;
  /** Overrides PA_POLL_SECONDS. */
  pollSeconds?: number;
  stopTimeoutMs?: number;
}

export interface EInvoicingWorker {
  /** One polling round now (tests, and two replicas at once); false when another replica holds it. */
  pollNow(): Promise<boolean>;
  /** One round of reception of incoming supplier invoices now; null when it did not run. */
  receiveNow(): Promise<string[] | null>;
  stop(): Promise<void>;
}

/**
 * Starts the worker that hands issued invoices to the Plateforme Agréée. Every replica may run one:
 * pg-boss gives a job to one worker, and the row's lock keeps a second from posting the same flow.
 *
 * In the gateway it works on the gateway's one pg-boss instance (`shared`, started and stopped by its
 * owner), as the mail does: a pg-boss of its own would add a pool and timers to every replica. Without
 * one (a test that starts only this worker) it starts an instance of its own and stops it.
 */
export async function startEInvoicing(
  deps: AppDeps,
  options: EInvoicingOptions,
  shared?: PgBoss,
): Promise<EInvoicingWorker> {
  const log = deps.log.child({ module: 'e-invoicing' });
  const env = deps.config.eInvoicing;
  const boss =
    shared ??
    new PgBoss({
      connectionString: deps.orm.config.get('clientUrl'),
      schema: BOSS_SCHEMA,
      application_name: 'pilotage-e-invoicing',
      max: 3,
      schedule: false,
      supervise: false,
    });
  if (!shared) {
    boss.on('error', (error: Error) => log.error({ error: error.message }, 'e-invoicing queue error'));
    await boss.start();
  }
  await boss.updateQueue(E_INVOICING_QUEUE, {
    name: E_INVOICING_QUEUE,
    ...TRANSMISSION_RETRY_POLICY,
    ...options.retry,
  });

  const connect = (em: EntityManager) => connectPlatform(em, env);
  // One queue: an invoice's transmission, or a lifecycle status (« Encaissée » about a transmitted invoice,
  // « Approuvée » or « Refusée » about a delivered supplier invoice).
  const handle = async ([job]: PgBoss.Job<TransmissionJob | LifecycleJob>[]) => {
    let failure: string | null = null;
    try {
      if (isLifecycleJob(job.data)) await sendLifecycleStatus(deps.orm.em.fork(), job.data.statusId, connect);
      else await transmitInvoice(deps.orm.em.fork(), job.data.invoiceId, connect, options.readFile);
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
      if (!(error instanceof TransmissionRetry)) log.error({ jobId: job.id, error: failure }, 'transmission failed');
    }
    if (failure === null) await boss.complete(E_INVOICING_QUEUE, job.id);
    else await boss.fail(E_INVOICING_QUEUE, job.id, { message: failure });
  };
  await boss.work(
    E_INVOICING_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
    handle,
  );

  const receiveNow = async () => {
    const outcomes = await receiveIncomingInvoices(deps, deps.orm.em.fork(), connect, options.fileSupplierInvoice);
    if (outcomes !== null) eInvoicingMetrics.received(outcomes);
    return outcomes;
  };
  const report = (error: unknown) => {
    if (!(error instanceof PaCallError)) log.error({ error: String(error) }, 'polling the platform failed');
  };
  // Every PA_POLL_SECONDS, on every replica: the cursors' locks let one of them poll each time, then
  // one of them read the incoming invoices.
  let polling: Promise<unknown> | null = null;
  const poll = () => {
    polling ??= pollOnce(deps.orm.em.fork(), connect)
      .catch(report)
      .then(() => receiveNow().catch(report))
      .finally(() => {
        polling = null;
      });
  };
  const timer = setInterval(poll, (options.pollSeconds ?? env.pollSeconds) * 1000);

  let stopping: Promise<void> | null = null;
  return {
    pollNow: () => pollOnce(deps.orm.em.fork(), connect),
    receiveNow,
    stop: () => {
      clearInterval(timer);
      stopping ??= Promise.all([
        shared
          ? boss.offWork(E_INVOICING_QUEUE)
          : boss.stop({ graceful: true, wait: true, timeout: options.stopTimeoutMs ?? 9000 }),
        polling,
      ]).then(() => undefined);
      return stopping;
    },
  };
}
