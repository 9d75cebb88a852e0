import { Readable } from 'node:stream';
import { CSV_BOM, CSV_LINE_END, type CsvColumn, csvHeader, csvRow, today, apiMessages } from '@pilotage/domain';
import type { CsvExport } from '../../kernel/database/csv-export-query';
import type { FastifyReply } from 'fastify';
import type { Context } from '../../kernel/context/context';
import { queryStream } from '../../kernel/database/sql';
import { tooManyRequests } from '../../kernel/helpers/errors';

// Lines leave in chunks of about this many characters, not one socket write per row.
const CHUNK_LENGTH = 64 * 1024;

// An export holds one of the SQL pool's 8 connections for as long as its client reads (minutes for
// a slow one): past 4 at once on a replica the next is refused, so that signing in and every other
// request keep theirs.
const MAX_RUNNING = 4;
let running = 0;
const EXPORTS_BUSY_MESSAGE = apiMessages.exportsBusy;

/** `Tâches_2026-11-23.csv`, and its ASCII stand-in for old clients: `taches_2026-11-23.csv`. */
function contentDisposition(name: string, day: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-');
  return `attachment; filename="${ascii}_${day}.csv"; filename*=UTF-8''${encodeURIComponent(`${name}_${day}.csv`)}`;
}

/** The file's text as the rows arrive: the BOM and header, then CRLF-separated lines, in chunks. */
async function* csvText<Row>(columns: readonly CsvColumn<Row>[], first: IteratorResult<Row>, rest: AsyncIterator<Row>) {
  let chunk = CSV_BOM + csvHeader(columns);
  for (let next = first; !next.done; next = await rest.next()) {
    chunk += CSV_LINE_END + csvRow(columns, next.value);
    if (chunk.length >= CHUNK_LENGTH) {
      yield chunk;
      chunk = '';
    }
  }
  yield chunk;
}

/**
 * Answers with `file` streamed from a PostgreSQL cursor: UTF-8 with a BOM, `;` and CRLF (the cell
 * rules of `@pilotage/domain`), named after the business day. The statement runs and its first
 * rows arrive before anything is sent, so a failure until then answers `{"error"}` like every
 * route; afterwards the cursor is read only as fast as the client takes the file (fastify pipes
 * the stream, and destroys it when the client disconnects).
 */
export async function sendCsv<Row>(reply: FastifyReply, ctx: Context, file: CsvExport<Row>): Promise<FastifyReply> {
  if (running >= MAX_RUNNING) throw tooManyRequests(EXPORTS_BUSY_MESSAGE);
  running += 1;
  let counted = true;
  const done = () => {
    if (counted) running -= 1;
    counted = false;
  };
  try {
    const rows = await queryStream(ctx.em, file.sql, file.values);
    rows.once('close', done);
    // Sent, failed, or the client went away: the cursor closes and its connection returns to the pool.
    if (reply.raw.closed) rows.destroy();
    else reply.raw.once('close', () => rows.destroy());
    const iterator: AsyncIterator<Row> = rows[Symbol.asyncIterator]();
    const first = await iterator.next();
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(file.name, today(ctx.deps.config.timezone)))
      .send(Readable.from(csvText(file.columns, first, iterator), { objectMode: false }));
  } catch (error) {
    done();
    throw error;
  }
}
