import { expect } from '@jest/globals';
import { NOTIFICATION_QUEUE } from '../../gateway/src/kernel/jobs/queue';
import { eventually } from './eventually';
import type { TestServer } from './server';

/**
 * Waits until no notification job is waiting, retrying or running. A change's jobs commit with it,
 * before its answer, and a job completes only once its message reached Telegram (or was given
 * up): from then on no further message can come, which a test would otherwise wait a while to see.
 * Not after stopping a worker mid-job: its job stays running until it expires.
 */
export async function notificationQueueSettled(server: TestServer): Promise<void> {
  await notificationJobsReach(server, "state in ('created', 'retry', 'active')", 0);
}

/**
 * Waits until each of the `count` notification jobs has had an attempt fail (waiting for its retry,
 * or retried since): a test that takes Telegram down then knows every message met the outage.
 */
export async function notificationJobsFailedOnce(server: TestServer, count: number): Promise<void> {
  await notificationJobsReach(server, "(state = 'retry' or retry_count > 0)", count);
}

/** Waits until exactly `count` notification jobs match `condition` (SQL over pgboss.job). */
async function notificationJobsReach(server: TestServer, condition: string, count: number): Promise<void> {
  await eventually(async () => {
    const [row] = await server.sql<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name = $1 and ${condition}`,
      [NOTIFICATION_QUEUE],
    );
    expect(row.n).toBe(count);
  }, 20_000);
}
