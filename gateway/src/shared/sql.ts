import type { EntityManager } from '@mikro-orm/postgresql';

/** SQL helpers for the read paths, which return plain rows straight into views. */

/** A timestamptz column as ISO 8601 UTC text ('2026-01-31T08:00:00.000Z'), formatted by PostgreSQL. */
export const isoTimestamp = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `?` placeholders (MikroORM's style) to `$1, $2, …`; an array value expands to one placeholder per element. */
export function toPgQuery(sql: string, params: readonly unknown[]): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  let index = 0;
  const text = sql.replace(/\?/g, () => {
    const value = params[index++];
    if (Array.isArray(value)) return value.map((item) => `$${values.push(item)}`).join(', ');
    return `$${values.push(value)}`;
  });
  return { text, values };
}

interface PooledClient {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Runs a read-only statement with bound parameters on one of the ORM's pooled connections,
 * skipping the query-building layers, which cost a list request more CPU than PostgreSQL does.
 * Inside a transaction it goes through the entity manager, so it sees the transaction's writes.
 */
export async function readRows<T>(em: EntityManager, sql: string, params: readonly unknown[] = []): Promise<T[]> {
  if (em.isInTransaction()) return em.execute<T[]>(sql, [...params]);
  const pool = em.getConnection().getKnex().client;
  const client = (await pool.acquireConnection()) as PooledClient;
  try {
    const { text, values } = toPgQuery(sql, params);
    return (await client.query(text, values)).rows as T[];
  } finally {
    await pool.releaseConnection(client);
  }
}

/** AND-ed conditions with their parameters in order; `sql` is the `where …` clause, or nothing. */
export class Conditions {
  private readonly parts: string[] = [];
  readonly params: unknown[] = [];

  add(condition: string, ...params: unknown[]): this {
    this.parts.push(condition);
    this.params.push(...params);
    return this;
  }

  get sql(): string {
    return this.parts.length ? `where ${this.parts.join(' and ')}` : '';
  }
}
