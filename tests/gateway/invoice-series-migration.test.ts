import { seriesNumber } from '@pilotage/domain';
import { Migration20261127020000_invoice_series } from '../../gateway/migrations/Migration20261127020000_invoice_series';
import { parisToday } from '../support/business';
import { call } from '../support/http';
import { issued, saveSeller } from '../support/invoices';
import { type TestServer, type Tokens, withTestServer } from '../support/server';

// Numbers typed by hand used to be taken whenever free. The migration that keeps every number in
// its series moves the counters past those already issued, so that data stays valid: the series go
// on after them, and those invoices are paid and cancelled like the others.

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => ((server = s), (tokens = t)));

const year = Number(parisToday().slice(0, 4));
const F = (sequence: number, y = year) => seriesNumber('invoice', y, sequence);
const A = (sequence: number, y = year) => seriesNumber('credit_note', y, sequence);

/** The migration's first statement: the counters moved past the numbers already in a series. */
async function counterStatement(): Promise<string> {
  const statements: string[] = [];
  const migration = Object.create(Migration20261127020000_invoice_series.prototype) as {
    addSql(sql: string): void;
    up(): Promise<void>;
  };
  migration.addSql = (sql) => statements.push(sql);
  await migration.up();
  return statements[0];
}

/** Invoices numbered as the old rule allowed, written past today's trigger. */
async function legacy(numbers: string[]): Promise<void> {
  const [{ id }] = await server.sql<{ id: number }>('select id from invoices order by id limit 1');
  await server.sql('alter table invoices disable trigger invoices_number_in_series');
  try {
    for (const number of numbers) {
      await server.sql(
        `insert into invoices (kind, number, client_name, client_address, issue_date, due_date, operation_category, seller,
                               subtotal_cents, vat_total_cents, total_cents, vat_breakdown, created_by)
         select kind, $1, client_name, client_address, issue_date, due_date, operation_category, seller,
                subtotal_cents, vat_total_cents, total_cents, vat_breakdown, created_by
           from invoices where id = $2`,
        [number, id],
      );
    }
  } finally {
    await server.sql('alter table invoices enable trigger invoices_number_in_series');
  }
}

it('moves each counter past the numbers typed into its series, and only the canonical ones', async () => {
  await saveSeller(server, tokens.admin);
  expect((await issued(server, tokens.manager)).number).toBe(F(1));
  await legacy([F(50), F(12), A(3), F(7, year + 4), `F-${year}-00099`, 'DEVIS-42', '../../x', F(20).toLowerCase()]);
  await server.sql(await counterStatement());
  expect(await server.sql('select kind, year, last_sequence from invoice_counters order by kind, year')).toEqual([
    { kind: 'credit_note', year, last_sequence: 3 },
    { kind: 'invoice', year, last_sequence: 50 },
    { kind: 'invoice', year: year + 4, last_sequence: 7 },
  ]);
  // Run again: nothing moves.
  await server.sql(await counterStatement());
  expect(
    (await server.sql<{ total: number }>('select sum(last_sequence)::int as total from invoice_counters'))[0].total,
  ).toBe(60);

  // The series go on after them, a credit note included.
  expect((await call(server.url, 'GET', '/api/invoices/next-number', { token: tokens.manager })).body).toEqual({
    number: F(51),
  });
  const next = await issued(server, tokens.manager);
  expect(next.number).toBe(F(51));
  const note = await call(server.url, 'POST', `/api/invoices/${next.id}/credit-note`, {
    token: tokens.manager,
    body: { reason: 'Erreur' },
  });
  expect(note.body.number).toBe(A(4));

  // A free-form invoice of before is paid and cancelled like any other.
  const [{ id: devis }] = await server.sql<{ id: number }>("select id from invoices where number = 'DEVIS-42'");
  const paid = await call(server.url, 'POST', `/api/invoices/${devis}/payment`, {
    token: tokens.manager,
    body: { date: parisToday() },
  });
  expect(paid.body.status).toBe('Payée');
  const cancelled = await call(server.url, 'POST', `/api/invoices/${devis}/cancel-payment`, {
    token: tokens.admin,
    body: { reason: 'Doublon' },
  });
  expect(cancelled.body).toMatchObject({ number: 'DEVIS-42', paid_at: null });
});
