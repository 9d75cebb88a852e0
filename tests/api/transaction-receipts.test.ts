import { Client } from 'pg';
import { type Orm, openOrm } from '../../gateway/src/composition/database';
import { call } from '../support/http';
import { issued, saveSeller } from '../support/invoices';
import { type TestServer, type Tokens, adminQuery, withDatabase, withTestServer } from '../support/server';
import { PLAIN_PDF, PNG } from '../support/supplier-documents';
import { download, upload } from '../support/supplier-invoices';

/**
 * A transaction's receipt is a column of its row (Migration2026121700000000001_transaction_receipts): the
 * payment transactions of invoices still take one, the totals neither move nor are read when one is attached,
 * the journal writes its « Justificatif » lines as before, and the migration moves every existing link.
 */

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => ((server = s), (tokens = t)));

const attach = (transactionId: number, bytes: Uint8Array, name: string) =>
  upload(server, tokens.manager, bytes, name, `/api/financials/${transactionId}/attachment`);

const createTransaction = async (body: Record<string, unknown>) => {
  const created = await call(server.url, 'POST', '/api/financials', { token: tokens.manager, body });
  expect(created.status).toBe(201);
  return created.body as { id: number };
};

/** Journal rows written after row `after`, as `entity_type action entity_id changes`. */
const journalSince = async (after: number) =>
  server.sql<{ line: string; changes: Record<string, unknown> }>(
    `select entity_type || ' ' || action || ' ' || entity_id as line, changes from audit_log where id > $1 order by id`,
    [after],
  );
const lastJournalId = async () =>
  (await server.sql<{ id: number }>('select coalesce(max(id), 0)::int as id from audit_log'))[0].id;

const storedFileId = async (name: string) =>
  (
    await server.sql<{ id: number }>(
      `insert into stored_files (sha256, content_type, file_name, size, content)
       values (repeat('a', 64), 'application/pdf', $1, 1, '\\x25') returning id`,
      [name],
    )
  )[0].id;

describe('the payment transaction of an invoice, and of a supplier invoice', () => {
  it('takes a receipt from Finances, and stays otherwise as the invoice made it', async () => {
    await saveSeller(server, tokens.admin);
    const invoice = await issued(server, tokens.manager);
    const paid = await call(server.url, 'POST', `/api/invoices/${invoice.id}/payment`, {
      token: tokens.manager,
      body: { date: invoice.issue_date },
    });
    expect(paid.status).toBe(200);
    const revenue = paid.body.payment_transaction_id as number;

    const attached = await attach(revenue, PLAIN_PDF, 'virement.pdf');
    expect(attached).toMatchObject({ status: 200, body: { id: revenue, has_attachment: true, amount: 300 } });
    const served = await download(server, tokens.manager, `/api/financials/${revenue}/attachment`);
    expect(Buffer.from(served.bytes).equals(PLAIN_PDF)).toBe(true);
    // Still the invoice's: its amount changes neither through the gateway nor around it.
    const edit = await call(server.url, 'PUT', `/api/financials/${revenue}`, {
      token: tokens.manager,
      body: { description: 'Autre', amount: 1, date: invoice.issue_date },
    });
    expect(edit.status).toBe(409);
    await expect(server.sql('update financial_transactions set amount = 1 where id = $1', [revenue])).rejects.toThrow(
      `facture ${invoice.number}`,
    );

    // A supplier invoice's expense carries its original from the payment; another receipt replaces it.
    const created = await upload(server, tokens.manager, PNG, 'ticket.png');
    await call(server.url, 'PUT', `/api/supplier-invoices/${created.body.id}`, {
      token: tokens.manager,
      body: { supplier_name: 'Papeterie Martin', number: 'T-42', issue_date: '2026-01-10', total: 59.9 },
    });
    const approve = `/api/supplier-invoices/${created.body.id}/approve`;
    expect((await call(server.url, 'POST', approve, { token: tokens.admin, body: {} })).status).toBe(200);
    const supplierPaid = await call(server.url, 'POST', `/api/supplier-invoices/${created.body.id}/payment`, {
      token: tokens.admin,
      body: { date: '2026-01-15' },
    });
    const expense = supplierPaid.body.payment_transaction_id as number;
    const original = await download(server, tokens.manager, `/api/financials/${expense}/attachment`);
    expect(Buffer.from(original.bytes).equals(PNG)).toBe(true);
    expect(await attach(expense, PLAIN_PDF, 'facture.pdf')).toMatchObject({
      status: 200,
      body: { id: expense, has_attachment: true, amount: -59.9 },
    });
    const replaced = await download(server, tokens.manager, `/api/financials/${expense}/attachment`);
    expect(Buffer.from(replaced.bytes).equals(PLAIN_PDF)).toBe(true);
    await expect(server.sql('update financial_transactions set amount = -1 where id = $1', [expense])).rejects.toThrow(
      `facture fournisseur ${supplierPaid.body.reference}`,
    );
  });
});

describe('the totals', () => {
  /** What one statement did to the counter tables, read inside its own transaction. */
  async function totalsWork(statement: string, values: unknown[]): Promise<number> {
    const client = new Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      await client.query('begin');
      await client.query(statement, values);
      const [row] = (
        await client.query<{ work: number }>(
          `select coalesce(sum(seq_scan + coalesce(idx_scan, 0) + n_tup_ins + n_tup_upd + n_tup_del), 0)::int as work
             from pg_stat_xact_user_tables
            where relname in ('financial_day_totals', 'financial_employee_day_totals', 'financial_period_totals')`,
        )
      ).rows;
      await client.query('commit');
      return row.work;
    } finally {
      await client.end();
    }
  }

  it('are neither read nor written when only a receipt changes', async () => {
    const { id } = await createTransaction({ amount: -12, description: 'Taxi', date: '2026-02-01' });
    const totals = () => server.sql('select * from financial_day_totals order by date');
    const before = await totals();
    const file = await storedFileId('taxi.pdf');
    expect(
      await totalsWork(
        'update financial_transactions set receipt_file_id = $2, receipt_attached_at = now() where id = $1',
        [id, file],
      ),
    ).toBe(0);
    expect(await totals()).toEqual(before);
    // An amount that moves does reach them.
    expect(await totalsWork('update financial_transactions set amount = -13 where id = $1', [id])).toBeGreaterThan(0);
  });
});

describe('the journal', () => {
  it('writes a « Justificatif » line when a receipt is attached, replaced or goes with its transaction', async () => {
    const { id } = await createTransaction({ amount: -12, description: 'Taxi', date: '2026-02-01' });
    let since = await lastJournalId();
    await attach(id, PLAIN_PDF, 'taxi.pdf');
    const [first] = await server.sql<{ file: number }>(
      'select receipt_file_id as file from financial_transactions where id = $1',
      [id],
    );
    expect(await journalSince(since)).toEqual([
      { line: `stored_file create ${first.file}`, changes: expect.objectContaining({ file_name: [null, 'taxi.pdf'] }) },
      { line: `attachment create ${id}`, changes: { file_id: [null, first.file] } },
    ]);

    since = await lastJournalId();
    await attach(id, PNG, 'taxi.png');
    const [second] = await server.sql<{ file: number }>(
      'select receipt_file_id as file from financial_transactions where id = $1',
      [id],
    );
    expect((await journalSince(since)).slice(1)).toEqual([
      { line: `attachment update ${id}`, changes: { file_id: [first.file, second.file] } },
    ]);

    since = await lastJournalId();
    expect((await call(server.url, 'DELETE', `/api/financials/${id}`, { token: tokens.manager })).status).toBe(200);
    const deleted = await journalSince(since);
    expect(deleted.map((row) => row.line).sort()).toEqual([`attachment delete ${id}`, `transaction delete ${id}`]);
    expect(deleted.find((row) => row.line.startsWith('attachment'))!.changes).toEqual({
      file_id: [second.file, null],
    });
    // The transaction's own lines never carry the receipt columns.
    const transactionLines = await server.sql<{ changes: Record<string, unknown> }>(
      `select changes from audit_log where entity_type = 'transaction' and entity_id = $1`,
      [String(id)],
    );
    expect(transactionLines.length).toBeGreaterThan(0);
    for (const { changes } of transactionLines) {
      expect(changes).not.toHaveProperty('receipt_file_id');
      expect(changes).not.toHaveProperty('receipt_attached_at');
    }
  });
});

describe('the migration', () => {
  it('moves every receipt onto its transaction, the time it was attached too, and journals nothing', async () => {
    const name = `pilotage_receipts_${process.pid}`;
    await adminQuery(`drop database if exists ${name}`);
    await adminQuery(`create database ${name}`);
    const url = withDatabase(process.env.PILOTAGE_TEST_ADMIN_URL!, name);
    let orm: Orm | null = null;
    const client = new Client({ connectionString: url });
    try {
      orm = await openOrm(url);
      await orm.getMigrator().up({ to: 'Migration2026121600000000001_session_cache_notifications' });
      await client.connect();
      const one = async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows[0] as T;
      const { file } = await one<{ file: number }>(
        `insert into stored_files (sha256, content_type, file_name, size, content)
         values (repeat('b', 64), 'image/png', 'ticket.png', 1, '\\x89') returning id as file`,
      );
      const { ids } = await one<{ ids: number[] }>(
        `with t as (insert into financial_transactions (amount, description, date)
                    values (-59.90, 'Facture fournisseur', '2026-01-15'), (-12, 'Taxi', '2026-02-01'), (300, 'Vente', '2026-02-02')
                    returning id)
         select array_agg(id order by id) as ids from t`,
      );
      // The first pays a supplier invoice: a transaction the keep rule guards.
      await client.query(
        `insert into supplier_invoices (reference, status, format, file_id, supplier_name, total, paid_at, payment_transaction_id)
         values ('FF-2026-0001', 'Payée', 'receipt', $1, 'Papeterie Martin', 59.90, '2026-01-15', $2)`,
        [file, ids[0]],
      );
      await client.query(
        `insert into transaction_attachments (transaction_id, file_id, created_at)
         values ($1, $3, '2026-01-15T10:00:00Z'), ($2, $3, '2026-02-01T11:30:00Z')`,
        [ids[0], ids[1], file],
      );
      const journal = async () => (await one<{ n: number }>('select count(*)::int as n from audit_log')).n;
      const totals = async () => (await client.query('select * from financial_day_totals order by date')).rows;
      const [journalBefore, totalsBefore] = [await journal(), await totals()];

      await orm.getMigrator().up();

      const moved = await client.query(
        `select id, receipt_file_id as file, receipt_attached_at as at from financial_transactions order by id`,
      );
      expect(moved.rows).toEqual([
        { id: ids[0], file, at: new Date('2026-01-15T10:00:00Z') },
        { id: ids[1], file, at: new Date('2026-02-01T11:30:00Z') },
        { id: ids[2], file: null, at: null },
      ]);
      expect(await one("select to_regclass('transaction_attachments') as t")).toEqual({ t: null });
      expect(await journal()).toBe(journalBefore);
      expect(await totals()).toEqual(totalsBefore);
      // Every trigger of the table is on again.
      expect(
        await one(
          `select count(*)::int as off from pg_trigger where tgrelid = 'financial_transactions'::regclass and tgenabled = 'D'`,
        ),
      ).toEqual({ off: 0 });
    } finally {
      await client.end().catch(() => undefined);
      await orm?.close(true);
      await adminQuery(`drop database if exists ${name} with (force)`);
    }
  });
});
