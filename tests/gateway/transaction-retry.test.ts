import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../../gateway/src/kernel/database/sql';
import { retryingTransaction } from '../../gateway/src/kernel/database/transaction';
import { type TestServer, withTestServer } from '../support/server';

let server: TestServer;
withTestServer((s) => (server = s));

/** Resolves once `count` callers have arrived: both transactions hold their first lock before either asks for the second. */
function barrier(count: number) {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return () => {
    arrived += 1;
    if (arrived === count) open();
    return opened;
  };
}

describe('transactions aborted for a deadlock', () => {
  it('run again, so both writers of rows locked in opposite orders succeed', async () => {
    const [a, b] = await server.sql<{ id: number }>(
      `insert into employees (name, notes) values ('A', ''), ('B', '') returning id`,
    );
    const bothHoldOne = barrier(2);
    const attempts = { first: 0, second: 0 };
    const writer = (name: 'first' | 'second', firstId: number, secondId: number) =>
      retryingTransaction(server.orm.em.fork() as EntityManager, async (em) => {
        attempts[name] += 1;
        await query(em, `update employees set notes = notes || $1 where id = $2`, [name, firstId]);
        if (attempts[name] === 1) await bothHoldOne();
        await query(em, `update employees set notes = notes || $1 where id = $2`, [name, secondId]);
      });

    await Promise.all([writer('first', a.id, b.id), writer('second', b.id, a.id)]);

    // PostgreSQL chose a victim, which ran again (on a loaded machine the detector may strike
    // twice); whatever the retries, each writer wrote both rows exactly once.
    expect(attempts.first + attempts.second).toBeGreaterThanOrEqual(3);
    const notes = await server.sql<{ notes: string }>(`select notes from employees order by id`);
    for (const { notes: text } of notes) expect(text.split(/(?=first|second)/).sort()).toEqual(['first', 'second']);
  });

  it('are not retried for any other failure', async () => {
    let attempts = 0;
    const failing = retryingTransaction(server.orm.em.fork() as EntityManager, async (em) => {
      attempts += 1;
      await query(em, `select 1 / 0`);
    });
    await expect(failing).rejects.toThrow(/division by zero/);
    expect(attempts).toBe(1);
  });
});
