import type { EntityManager } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { Params, preparedName, query, sqlPool } from './sql';

/** A list statement and the number of rows its filters match (see selectCountedPage). */
export interface CountedPageStatement {
  /** The prefix of its prepared statements' names; without one, it is planned with its values each time. */
  prepare?: string;
  /** The filters' values, bound first. */
  filterValues: readonly unknown[];
  /** The page's SQL, its select list ending with `column`; the values after the filters' bound on `params`. */
  pageSql(params: Params, column: string): string;
  /** The SQL of the number (one row, one column), its values bound on `params`. */
  totalSql(params: Params): string;
  /** The values the number asked alone reads: the filters' when it counts them (a search), else none. */
  totalValues: readonly unknown[];
}

// The MVCC snapshot of a statement: which transactions had finished, which were still running. Two
// statements of one database that read the same one see the same committed rows. Once a number is known,
// PostgreSQL compares them: each row then carries a boolean, not the snapshot's text.
const READ_AT = `(select pg_current_snapshot()::text) as "readAt"`;
const readSame = (params: Params, readAt: string) =>
  `(select pg_current_snapshot()::text = ${params.bind(readAt)}) as "unchanged"`;
const MAX_REMEMBERED = 500;

/** A number with the snapshot its statement read, or only a sign that its filters were asked once. */
type Known = { readAt: string; total: number } | { seen: true };

/**
 * Numbers read outside any transaction, by the text and values of their SQL (the most recently asked
 * kept); one set per SQL pool, since snapshots are the cluster's and each pool reads one database.
 *
 * A snapshot's text may come again on another server (a restored backup goes on from its own transaction
 * ids). So numbers are remembered only once the server's start is known, and each new connection of the
 * pool asks it again: a server other than the last one seen empties them. The question goes before any
 * statement of the connection's borrower, so it is answered first.
 */
class Remembered {
  private readonly numbers = new Map<string, Known>();
  private server: string | undefined;
  /** How many times the numbers were forgotten: a number known before cannot be used after. */
  forgotten = 0;
  /** Settled once the pool's server has been asked a first time. */
  readonly asked: Promise<void>;

  constructor(pool: Pool) {
    pool.on('connect', (client) => void this.ask(client));
    this.asked = this.ask(pool);
  }

  private async ask(connection: Pick<Pool, 'query'>): Promise<void> {
    try {
      const { rows } = await connection.query<{ startedAt: string }>(
        'select pg_postmaster_start_time()::text as "startedAt"',
      );
      if (rows[0].startedAt !== this.server) this.forget();
      this.server = rows[0].startedAt;
    } catch {
      this.forget();
    }
  }

  private forget(): void {
    this.numbers.clear();
    this.forgotten += 1;
  }

  get(key: string): Known | undefined {
    return this.numbers.get(key);
  }

  set(key: string, known: Known): void {
    if (this.server === undefined) return;
    this.numbers.delete(key);
    this.numbers.set(key, known);
    if (this.numbers.size > MAX_REMEMBERED) this.numbers.delete(this.numbers.keys().next().value as string);
  }
}

const rememberedByPool = new WeakMap<Pool, Remembered>();

function rememberedOf(em: EntityManager): Remembered {
  const pool = sqlPool(em);
  let remembered = rememberedByPool.get(pool);
  if (!remembered) rememberedByPool.set(pool, (remembered = new Remembered(pool)));
  return remembered;
}

async function rowsOf<T>(em: EntityManager, statement: CountedPageStatement, column: (params: Params) => string) {
  const params = new Params(statement.filterValues);
  const sql = statement.pageSql(params, column(params));
  const prepared = statement.prepare === undefined ? undefined : preparedName(statement.prepare, sql);
  return query<T>(em, sql, params.values, prepared);
}

/**
 * The page's rows and the number of rows matching its filters, as of one moment of the database.
 *
 * The number is a scalar subquery of the page's statement (one round trip, one snapshot, so they agree),
 * read from the counters kept by triggers or, for a search, counted. Opening that second relation costs
 * PostgreSQL about a fifth of the page, its lock and executor set-up more than the few rows read. So outside
 * a transaction, filters asked again have their number remembered with what its statement read, and the
 * next page with those filters asks for its rows and whether its snapshot is the same: the same snapshot
 * means the same committed rows, hence the same number, whichever process wrote last. Any other snapshot
 * (a write committed or begun since) reads the page again with its number. Filters asked once only cost
 * nothing more (lists whose filters change at each request). Inside a transaction, whose own writes its
 * snapshot does not show, the number is always read. An empty page has no row to carry it: it is then
 * asked alone.
 */
export async function selectCountedPage<T>(
  em: EntityManager,
  statement: CountedPageStatement,
): Promise<{ items: T[]; total: number }> {
  const remembered = em.getTransactionContext() ? undefined : rememberedOf(em);
  let key = '';
  let known: Known | undefined;
  if (remembered) {
    await remembered.asked;
    // The number's SQL and every value it may read (a search's count reads the filters' own).
    const alone = new Params(statement.filterValues);
    key = `${statement.totalSql(alone)}\u0000${JSON.stringify(alone.values)}`;
    known = remembered.get(key);
    if (known && !('seen' in known)) {
      const { readAt, total } = known;
      const forgotten = remembered.forgotten;
      const rows = await rowsOf<T & { unchanged: boolean }>(em, statement, (params) => readSame(params, readAt));
      // Not forgotten meanwhile for another server.
      if (rows.length > 0 && rows[0].unchanged && remembered.forgotten === forgotten) return { items: rows, total };
    }
  }
  // The rows go as they are, `total`, `readAt` or `unchanged` included: answers read only their
  // view's fields (REST's shape and serializer, GraphQL's resolvers), and a copy of each row without them cost
  // as much as the serializer.
  const readAt = known !== undefined;
  const rows = await rowsOf<T & { total: number; readAt?: string }>(
    em,
    statement,
    (params) => `(${statement.totalSql(params)}) as total${readAt ? `, ${READ_AT}` : ''}`,
  );
  if (remembered) {
    const [first] = rows;
    remembered.set(key, readAt && first ? { readAt: first.readAt as string, total: first.total } : { seen: true });
  }
  if (rows.length > 0) return { items: rows, total: rows[0].total };
  const alone = new Params(statement.totalValues);
  const sql = `select (${statement.totalSql(alone)}) as total`;
  return { items: [], total: (await query<{ total: number }>(em, sql, alone.values))[0].total };
}
