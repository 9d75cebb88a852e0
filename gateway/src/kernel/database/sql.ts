import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Readable } from 'node:stream';
import type { ClientBase, Pool } from 'pg';
import QueryStream from 'pg-query-stream';
import { rowObjects } from './row-objects';

/**
 * The one way raw SQL reaches PostgreSQL: `query(em, text, values)`, with pg's native `$1, $2…`
 * placeholders (no rewriting). Inside a MikroORM transaction the statement runs on that
 * transaction's connection, so it sees the transaction's writes and commits or rolls back with
 * them; otherwise it runs on the application's SQL pool (opened with the ORM, see orm.ts), which
 * skips MikroORM's and knex's query-building layers. MikroORM keeps entities and unit-of-work writes.
 */

const SQL_POOL = '@pilotage/sql-pool';

/** Makes `pool` the SQL pool of every entity manager of `orm` (its forks included). */
export function registerSqlPool(orm: MikroORM, pool: Pool): void {
  orm.config.registerExtension(SQL_POOL, () => pool);
}

interface Queryable {
  query(statement: {
    name?: string;
    text: string;
    values: unknown[];
    rowMode: 'array';
  }): Promise<{ fields: { name: string }[]; rows: unknown[][] }>;
}

// MikroORM's transaction context is a knex transaction: its client hands out the one connection
// the transaction is pinned to.
interface KnexTransaction {
  client: { acquireConnection(): Promise<ClientBase> };
}

function sqlPool(em: EntityManager): Pool {
  const pool = em.config.getExtension<Pool>(SQL_POOL);
  if (!pool) throw new Error('no SQL pool: open the database with openOrm()');
  return pool;
}

async function connectionOf(em: EntityManager): Promise<Queryable> {
  const transaction = em.getTransactionContext<KnexTransaction>();
  if (transaction) return transaction.client.acquireConnection();
  return sqlPool(em);
}

/**
 * Rows of one statement with bound values, in the caller's transaction when there is one. A
 * `prepared` name (one per text) makes each connection parse the statement once, and plan it once
 * when its plan cannot depend on its values (see pageClause): for a statement every request sends,
 * parsing costs PostgreSQL about a third of it, and planning the transaction page half of the rest.
 */
export async function query<T>(
  em: EntityManager,
  text: string,
  values: readonly unknown[] = [],
  prepared?: string,
): Promise<T[]> {
  const connection = await connectionOf(em);
  try {
    const { fields, rows } = await connection.query({
      name: prepared,
      text,
      values: values as unknown[],
      rowMode: 'array',
    });
    return rowObjects(fields, rows) as T[];
  } catch (error) {
    // As knex did: the statement (values stay apart, as `$n`) before PostgreSQL's reason, for the log.
    if (error instanceof Error) error.message = `${text.replace(/\s+/g, ' ').trim()} - ${error.message}`;
    throw error;
  }
}

/**
 * A name to prepare `text` under, the same for the same text: for statements whose text depends on
 * the request's shape only (filters present or not, order), never on its values. Up to
 * MAX_PREPARED_TEXTS texts are named; past that a statement runs unprepared, so that texts built
 * from open-ended input cannot fill every connection's statement cache.
 */
const MAX_PREPARED_TEXTS = 500;
const preparedNames = new Map<string, string>();

export function preparedName(prefix: string, text: string): string | undefined {
  const known = preparedNames.get(text);
  if (known !== undefined || preparedNames.size >= MAX_PREPARED_TEXTS) return known;
  const name = `${prefix}-${preparedNames.size + 1}`;
  preparedNames.set(text, name);
  return name;
}

// setTimeout's largest delay (about 24 days): pg has no way to turn a pool's query_timeout off for one query.
const CURSOR_QUERY_TIMEOUT_MS = 2_147_483_647;

/**
 * The rows of one statement as a stream of objects read from a PostgreSQL cursor, `batchSize` rows
 * at a time and only as fast as the consumer reads them: for answers too big to hold (the CSV
 * exports). It holds a connection of the SQL pool (never a transaction's) until it ends, fails or
 * is destroyed, so a consumer that goes away (`destroy()`) gives the connection back at once.
 */
export async function queryStream(
  em: EntityManager,
  text: string,
  values: readonly unknown[] = [],
  batchSize = 1000,
): Promise<Readable> {
  const client = await sqlPool(em).connect();
  // The pool's statement timeout is meant for requests; a cursor read as fast as a client downloads
  // is one statement for PostgreSQL, so a million-row export would be cut after it.
  try {
    await client.query('set statement_timeout = 0');
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  // Nor the pool's client-side query timeout: the cursor lives as long as its download.
  const rows = client.query(
    Object.assign(new QueryStream(text, values as unknown[], { batchSize }), {
      query_timeout: CURSOR_QUERY_TIMEOUT_MS,
    }),
  );
  let released = false;
  const release = (failure?: Error) => {
    if (released) return;
    released = true;
    client.off('error', lost);
    // A failed connection is discarded; after a cursor that ended or was closed cleanly it is reused,
    // with the pool's statement timeout back (RESET returns to the connection's startup value).
    if (!failure) {
      client.query('reset statement_timeout').then(
        () => client.release(),
        (error: Error) => client.release(error),
      );
      return;
    }
    client.release(failure);
  };
  // A connection lost while the stream holds it: no cursor close can complete on it, so it goes now.
  const lost = (error: Error) => {
    release(error);
    rows.destroy(error);
  };
  client.on('error', lost);
  let failure: Error | undefined;
  rows.once('error', (error: Error) => (failure = error));
  rows.once('close', () => release(failure));
  return rows;
}

/** The business day ('YYYY-MM-DD') of a timestamptz column, in the time zone bound at `timeZone`. */
export const dayIn = (column: string, timeZone: string) => `(${column} at time zone ${timeZone})::date::text`;

/** A timestamptz column as ISO 8601 UTC text ('2026-01-31T08:00:00.000Z'), formatted by PostgreSQL. */
export const isoTimestamp = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The values of a statement assembled piece by piece: `bind` appends one and answers its
 * placeholder, so every piece names its own value (`$3` may appear twice) and nothing is counted by hand.
 */
export class Params {
  readonly values: unknown[];

  constructor(values: readonly unknown[] = []) {
    this.values = [...values];
  }

  bind(value: unknown): string {
    return `$${this.values.push(value)}`;
  }
}

/**
 * The `limit … offset …` of a list page. A LIMIT or OFFSET placeholder makes PostgreSQL plan for a tenth
 * of the rows, so a prepared statement never keeps its plan for any values: each run is planned for its
 * own values (half of a page's cost). That is wanted while the statement binds filter values, since one
 * plan for any employee suits the average one, not the one with thousands of rows. Without them the
 * plan cannot depend on values: the page size is written into the text (`limit` is checked here) and
 * the first page has no OFFSET, so that, prepared, it is planned once per connection. Called once the
 * statement's other values are bound.
 */
export function pageClause(params: Params, page: { limit: number; offset: number }): string {
  if (params.values.length > 0) return `limit ${params.bind(page.limit)} offset ${params.bind(page.offset)}`;
  if (!Number.isSafeInteger(page.limit) || page.limit < 1) throw new Error(`page size ${page.limit}: not a count`);
  return page.offset === 0 ? `limit ${page.limit}` : `limit ${page.limit} offset ${params.bind(page.offset)}`;
}

/**
 * AND-ed conditions with their values (`where.add(`t.status = ${where.bind(status)}`)`); `sql` is
 * the `where …` clause, or nothing. A statement that adds values after them starts from
 * `new Params(where.values)`.
 */
export class Conditions extends Params {
  private readonly parts: string[] = [];

  add(condition: string): this {
    this.parts.push(condition);
    return this;
  }

  get sql(): string {
    return this.parts.length ? `where ${this.parts.join(' and ')}` : '';
  }
}

/**
 * Whether the database answers a trivial statement within `timeoutMs`: told apart from a failure
 * of the request itself, a failure while it does not answer is the database's (a 503, not a 500).
 */
export async function databaseAnswers(em: EntityManager, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([
      query(em, 'select 1').then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The page of a list statement that carries its total in a `total` column (one round trip). An empty
 * page has no row to carry it: the total is then asked alone, by `totalSql` over `values` (only those
 * the total's SQL reads: PostgreSQL refuses values a statement leaves unused).
 */
export async function pageWithTotal<T>(
  em: EntityManager,
  rows: (T & { total: number })[],
  totalSql: (params: Params) => string,
  values: readonly unknown[],
): Promise<{ items: T[]; total: number }> {
  // The rows go as they are, `total` included: answers read only their view's fields (REST's shape and
  // serializer, GraphQL's resolvers), and a copy of each row without it cost as much as the serializer.
  if (rows.length > 0) return { items: rows, total: rows[0].total };
  const alone = new Params(values);
  const sql = `select (${totalSql(alone)}) as total`;
  return { items: [], total: (await query<{ total: number }>(em, sql, alone.values))[0].total };
}
