import type { EntityManager } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { serverStart } from './server-starts';
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
 * A snapshot's text may come again on another server (a restored backup goes on from its own transaction
 * ids): numbers are kept only once the pool's server start is known, and dropped when another is seen
 * (server-starts.ts, asked by each new connection before its first statement).
 */
class Remembered {
  private readonly numbers = new Map<string, Known>();
  private server = 0;

  constructor(private readonly pool: Pool) {}

  /** The server start the numbers hold for, after dropping them if another was seen. */
  current(): number {
    const { startedAt, changes } = serverStart(this.pool);
    if (changes !== this.server) {
      this.numbers.clear();
      this.server = changes;
    }
    return startedAt === undefined ? 0 : changes;
  }

  get(key: string): Known | undefined {
    return this.current() === 0 ? undefined : this.numbers.get(key);
  }

  set(key: string, known: Known, server: number): void {
    if (server === 0 || this.current() !== server) return;
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
  // The server start the page is read under: a number is neither used nor kept across another one.
  const server = remembered?.current() ?? 0;
  if (remembered) {
    // The number's SQL and every value it may read (a search's count reads the filters' own).
    const alone = new Params(statement.filterValues);
    key = `${statement.totalSql(alone)}\u0000${JSON.stringify(alone.values)}`;
    known = remembered.get(key);
    if (known && !('seen' in known)) {
      const { readAt, total } = known;
      const rows = await rowsOf<T & { unchanged: boolean }>(em, statement, (params) => readSame(params, readAt));
      if (rows.length > 0 && rows[0].unchanged && remembered.current() === server) return { items: rows, total };
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
    remembered.set(
      key,
      readAt && first ? { readAt: first.readAt as string, total: first.total } : { seen: true },
      server,
    );
  }
  if (rows.length > 0) return { items: rows, total: rows[0].total };
  const alone = new Params(statement.totalValues);
  const sql = `select (${statement.totalSql(alone)}) as total`;
  return { items: [], total: (await query<{ total: number }>(em, sql, alone.values))[0].total };
}
