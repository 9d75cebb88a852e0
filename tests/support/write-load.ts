import { Client } from 'pg';
import { TASK_STATUSES } from '@pilotage/domain';
import { COUNTERS_MATCH_RECOMPUTATION } from './counter-recomputation';

/** A request the load gives up on: past this, a client would call it a hang. */
export const CLIENT_TIMEOUT_MS = 30_000;

export type Outcome = number | 'refused' | 'timeout';

export interface Answer {
  op: string;
  outcome: Outcome;
  ms: number;
  body: any;
}

/** A task's state as last acknowledged, the updates tried since without an answer, and the counts. */
export interface TaskRecord {
  /** The title it was created with: its notification names it. */
  created: string;
  acked: string;
  triedSince: string[];
  ackedUpdates: number;
  unanswered: number;
}

/** What the server acknowledged (a 2xx), and what was tried after it without an answer. */
export interface Acknowledged {
  tasks: Map<number, TaskRecord>;
  transactions: Map<number, { amount: string; description: string }>;
  invoices: Map<number, string>;
  payments: Set<number>;
  /** Invoices whose sending by mail was acknowledged, by the recipient the load gave each (unique). */
  mails: Map<string, number>;
}

export interface LoadFigures {
  requests: number;
  acknowledged: number;
  /** Error answers by status (`refused`: no connection, a dead replica). */
  errors: Record<string, number>;
  timeouts: number;
  slowestMs: number;
}

async function request(url: string, method: string, path: string, token: string, body?: unknown) {
  const started = Date.now();
  try {
    const response = await fetch(url + path, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const text = await response.text();
    let parsed: any = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { outcome: response.status as Outcome, ms: Date.now() - started, body: parsed };
  } catch (error) {
    const name = (error as Error).name;
    const outcome: Outcome = name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'refused';
    return { outcome, ms: Date.now() - started, body: null };
  }
}

/**
 * Several clients writing as an office does: tasks created and moved along, transactions,
 * invoices issued and paid, each sent to the replicas in turn (as a load balancer would), each
 * keeping what the server acknowledged. `tag` starts every title and description, so that each
 * run's records (and their notifications) are told apart. `stop()` ends the loops and answers the figures.
 * With `mail`, each invoice is also sent by mail (to an address of its own) before it is paid.
 */
export function startWriteLoad(
  urls: () => string[],
  token: string,
  tag: string,
  clients = 4,
  options: { mail?: boolean } = {},
) {
  const acknowledged: Acknowledged = {
    tasks: new Map(),
    transactions: new Map(),
    invoices: new Map(),
    payments: new Set(),
    mails: new Map(),
  };
  const answers: Answer[] = [];
  let running = true;
  let turn = 0;
  const send = async (op: string, method: string, path: string, body?: unknown) => {
    const targets = urls();
    const answer = await request(targets[turn++ % targets.length], method, path, token, body);
    answers.push({ op, ...answer });
    return answer;
  };
  const ok = (outcome: Outcome) => typeof outcome === 'number' && outcome >= 200 && outcome < 300;

  const client = async (n: number) => {
    const ownTasks: number[] = [];
    const unpaid: number[] = [];
    for (let i = 0; running; i += 1) {
      switch (i % 5) {
        case 0: {
          const created = await send('task', 'POST', '/api/tasks', {
            title: `Charge ${tag}${n}-${i}`,
            due_date: '2026-12-01',
          });
          if (ok(created.outcome)) {
            acknowledged.tasks.set(created.body.id, {
              created: `Charge ${tag}${n}-${i}`,
              acked: `À faire|Charge ${tag}${n}-${i}`,
              triedSince: [],
              ackedUpdates: 0,
              unanswered: 0,
            });
            ownTasks.push(created.body.id);
          }
          break;
        }
        case 1: {
          const id = ownTasks.at(-1);
          if (id === undefined) break;
          const record = acknowledged.tasks.get(id)!;
          // A new title each time: every update that commits is a change, hence one journal row.
          const status = TASK_STATUSES[i % TASK_STATUSES.length];
          const title = `Charge ${tag}${n}-${i} modifiée`;
          const updated = await send('task update', 'PUT', `/api/tasks/${id}`, { status, title });
          if (ok(updated.outcome)) {
            record.acked = `${status}|${title}`;
            record.triedSince = [];
            record.ackedUpdates += 1;
          } else {
            record.triedSince.push(`${status}|${title}`);
            record.unanswered += 1;
          }
          break;
        }
        case 2: {
          const amount = (n * 1000 + i) / 100;
          const created = await send('transaction', 'POST', '/api/financials', {
            amount: i % 2 ? amount : -amount,
            description: `Charge ${tag}${n}-${i}`,
            date: '2026-11-20',
          });
          if (ok(created.outcome)) {
            acknowledged.transactions.set(created.body.id, {
              amount: String(created.body.amount),
              description: created.body.description,
            });
          }
          break;
        }
        case 3: {
          const issued = await send('invoice', 'POST', '/api/invoices', {
            client_name: `Client ${tag}${n}`,
            client_address: '3 place Bellecour\n69002 Lyon',
            operation_category: 'Services',
            lines: [{ description: 'Conseil', quantity: 1, unit_price: 100 + i }],
          });
          if (ok(issued.outcome)) {
            acknowledged.invoices.set(issued.body.id, issued.body.number);
            unpaid.push(issued.body.id);
          }
          break;
        }
        default: {
          const id = unpaid.shift();
          if (id === undefined) break;
          if (options.mail) {
            const to = `client-${tag}${n}-${i}@example.fr`;
            const sent = await send('invoice mail', 'POST', `/api/invoices/${id}/send`, { to });
            if (ok(sent.outcome)) acknowledged.mails.set(to, id);
          }
          const paid = await send('payment', 'POST', `/api/invoices/${id}/payment`, { date: issueDay() });
          if (ok(paid.outcome)) acknowledged.payments.add(id);
        }
      }
    }
  };
  const loops = Array.from({ length: clients }, (_, n) => client(n + 1));
  const figures = (): LoadFigures => {
    const errors: Record<string, number> = {};
    for (const answer of answers) if (!ok(answer.outcome)) errors[answer.outcome] = (errors[answer.outcome] ?? 0) + 1;
    return {
      requests: answers.length,
      acknowledged: answers.filter((answer) => ok(answer.outcome)).length,
      errors,
      timeouts: answers.filter((answer) => answer.outcome === 'timeout').length,
      slowestMs: Math.max(0, ...answers.map((answer) => answer.ms)),
    };
  };
  return {
    acknowledged,
    answers,
    figures,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return figures();
    },
  };
}

/** Today in the business time zone the gateways use (an invoice's payment cannot precede its issue). */
function issueDay(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
}

/**
 * Everything the load was promised, checked in the database: each acknowledged write is there as
 * acknowledged (an update tried after the last acknowledged one may have committed without its
 * answer), invoice numbers have no gap and no duplicate, the counters equal their recomputation,
 * and the journal holds one creation row per record and one update row per change that committed.
 * Answers the problems found (an empty list when all is well).
 */
export async function promisesKept(
  databaseUrl: string,
  acknowledged: Acknowledged,
  options: { outbox?: boolean } = {},
): Promise<string[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const problems: string[] = [];
  try {
    const rows = async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as T[];
    const tasks = new Map(
      (await rows<{ id: number; state: string }>(`select id, status || '|' || title as state from tasks`)).map((t) => [
        t.id,
        t.state,
      ]),
    );
    for (const [id, { acked, triedSince }] of acknowledged.tasks) {
      const state = tasks.get(id);
      if (state === undefined) problems.push(`task ${id} acknowledged but missing`);
      else if (![acked, ...triedSince].includes(state))
        problems.push(`task ${id} is « ${state} », acknowledged « ${acked} »`);
    }
    const transactions = new Map(
      (
        await rows<{ id: number; amount: string }>(
          'select id, amount::float8::text as amount from financial_transactions',
        )
      ).map((t) => [t.id, t.amount]),
    );
    for (const [id, { amount }] of acknowledged.transactions) {
      if (transactions.get(id) !== String(Number(amount)))
        problems.push(`transaction ${id} (${amount}) missing or changed`);
    }
    const invoices = new Map(
      (
        await rows<{ id: number; number: string; paid: boolean }>(
          'select id, number, paid_at is not null as paid from invoices',
        )
      ).map((i) => [i.id, i]),
    );
    for (const [id, number] of acknowledged.invoices) {
      if (invoices.get(id)?.number !== number) problems.push(`invoice ${id} (${number}) missing or renumbered`);
    }
    for (const id of acknowledged.payments)
      if (!invoices.get(id)?.paid) problems.push(`payment of invoice ${id} missing`);
    // Numbers: F-<year>-0001 … up to the counter, each once.
    for (const { kind, year, last, count, distinct, max } of await rows<{
      kind: string;
      year: number;
      last: number;
      count: number;
      distinct: number;
      max: number;
    }>(
      `select c.kind, c.year, c.last_sequence as last, count(i.id)::int as count, count(distinct i.number)::int as distinct,
              coalesce(max(split_part(i.number, '-', 3)::int), 0) as max
         from invoice_counters c left join invoices i on i.kind = c.kind and extract(year from i.issue_date) = c.year
        group by 1, 2, 3`,
    )) {
      if (!(count === last && distinct === last && max === last))
        problems.push(
          `${kind} ${year}: ${count} numbers (${distinct} distinct, highest ${max}) for a counter at ${last}`,
        );
    }
    const [counters] = await rows<Record<string, boolean>>(COUNTERS_MATCH_RECOMPUTATION);
    for (const [name, equal] of Object.entries(counters))
      if (!equal) problems.push(`counters « ${name} » differ from recomputation`);
    // The journal: one creation per record present, and as many updates as the changes that committed.
    for (const [entity, table] of [
      ['task', 'tasks'],
      ['transaction', 'financial_transactions'],
      ['invoice', 'invoices'],
    ]) {
      const [journal] = await rows<{ missing: number; doubled: number; orphans: number }>(
        `with created as (select entity_id, count(*) as n from audit_log where entity_type = $1 and action = 'create' group by 1)
         select (select count(*) from ${table} t where not exists (select from created c where c.entity_id = t.id::text))::int as missing,
                (select count(*) from created where n > 1)::int as doubled,
                (select count(*) from created c where not exists (select from ${table} t where t.id::text = c.entity_id))::int as orphans`,
        [entity],
      );
      if (journal.missing || journal.doubled || journal.orphans)
        problems.push(
          `journal of ${table}: ${journal.missing} without a row, ${journal.doubled} twice, ${journal.orphans} for nothing`,
        );
    }
    const updates = new Map(
      (
        await rows<{ id: string; n: number }>(
          `select entity_id as id, count(*)::int as n from audit_log where entity_type = 'task' and action = 'update' group by 1`,
        )
      ).map((u) => [Number(u.id), u.n]),
    );
    for (const [id, { ackedUpdates, unanswered }] of acknowledged.tasks) {
      const journaled = updates.get(id) ?? 0;
      if (journaled < ackedUpdates || journaled > ackedUpdates + unanswered)
        problems.push(
          `task ${id}: ${journaled} update rows for ${ackedUpdates} acknowledged changes (${unanswered} unanswered)`,
        );
    }
    if (options.outbox) problems.push(...(await outboxProblems(rows, acknowledged)));
  } finally {
    await client.end();
  }
  return problems;
}

/**
 * The Telegram outbox: each acknowledged creation queued its message in its own transaction, so
 * exactly one job names it (pg-boss's queue and archive together); no message is queued twice.
 */
async function outboxProblems(
  rows: <T>(text: string, values?: unknown[]) => Promise<T[]>,
  acknowledged: Acknowledged,
): Promise<string[]> {
  const problems: string[] = [];
  const jobs = await rows<{ kind: string; text: string }>(
    `select data->>'kind' as kind, data->>'text' as text from pgboss.job where name = 'telegram-notifications'
     union all
     select data->>'kind', data->>'text' from pgboss.archive where name = 'telegram-notifications'`,
  );
  const seen = new Map<string, number>();
  for (const job of jobs) seen.set(job.text, (seen.get(job.text) ?? 0) + 1);
  for (const [text, count] of seen)
    if (count > 1) problems.push(`message queued ${count} times: ${text.split('\n')[0]}`);
  const tasks = jobs.filter((job) => job.kind === 'task_created').map((job) => job.text.split('\n')[0]);
  for (const { created } of acknowledged.tasks.values()) {
    const found = tasks.filter((line) => line === `🆕 Nouvelle tâche : « ${created} »`).length;
    if (found !== 1) problems.push(`task « ${created} »: ${found} notifications queued`);
  }
  const transactions = jobs.filter((job) => job.kind === 'transaction_added').map((job) => job.text.split('\n'));
  for (const { description } of acknowledged.transactions.values()) {
    const found = transactions.filter((lines) => lines[1] === description).length;
    if (found !== 1) problems.push(`transaction « ${description} »: ${found} notifications queued`);
  }
  return problems;
}
