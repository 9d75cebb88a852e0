import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { ClientBase, Pool } from 'pg';

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
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

// MikroORM's transaction context is a knex transaction: its client hands out the one connection
// the transaction is pinned to.
interface KnexTransaction {
  client: { acquireConnection(): Promise<ClientBase> };
}

async function connectionOf(em: EntityManager): Promise<Queryable> {
  const transaction = em.getTransactionContext<KnexTransaction>();
  if (transaction) return transaction.client.acquireConnection();
  const pool = em.config.getExtension<Pool>(SQL_POOL);
  if (!pool) throw new Error('no SQL pool: open the database with openOrm()');
  return pool;
}

/** Rows of one statement with bound values, in the caller's transaction when there is one. */
export async function query<T>(em: EntityManager, text: string, values: readonly unknown[] = []): Promise<T[]> {
  const connection = await connectionOf(em);
  try {
    return (await connection.query(text, values as unknown[])).rows as T[];
  } catch (error) {
    // As knex did: the statement (values stay apart, as `$n`) before PostgreSQL's reason, for the log.
    if (error instanceof Error) error.message = `${text.replace(/\s+/g, ' ').trim()} - ${error.message}`;
    throw error;
  }
}

/** A timestamptz column as ISO 8601 UTC text ('2026-01-31T08:00:00.000Z'), formatted by PostgreSQL. */
export const isoTimestamp = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

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
