import { buildFacturX } from '@pilotage/domain';
import { csvCommaPoint, type Movement } from '../support/bank/statements';
import { upload as uploadStatement } from '../support/bank/upload';
import { parisToday } from '../support/business';
import { checkFec, downloadFec } from '../support/fec';
import { invoiceDocument, liableSeller } from '../support/factur-x/documents';
import { call } from '../support/http';
import { LIABLE_SELLER, saveSeller } from '../support/invoices';
import { type TestServer, type Tokens, withTestServer } from '../support/server';
import { upload as uploadSupplierInvoice } from '../support/supplier-invoices';

/**
 * The purchase side of the books, over real HTTP and PostgreSQL: a supplier invoice at two VAT
 * rates becomes its AC entry when approved, its payment by a matched bank debit a BQ entry lettered
 * with it, a bank line settled into a new transaction one BQ entry against its category, a bank
 * line matched with a transaction typed before no entry of its own; a correction after a month is
 * closed lands in an open one; the VAT summary deducts the purchases' VAT.
 */

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => ((server = s), (tokens = t)));

const api = (method: string, path: string, body?: unknown, token = tokens.admin) =>
  call(server.url, method, path, { token, body });
const today = () => parisToday();
/** A day of the month before the current one: always a finished month, which can be closed. */
const lastMonth = (day: number) => {
  const date = new Date(`${today().slice(0, 7)}-01T12:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return `${date.toISOString().slice(0, 8)}${String(day).padStart(2, '0')}`;
};

interface Entry {
  number: number;
  journal_code: string;
  date: string;
  piece_ref: string;
  piece_date: string;
  label: string;
  reverses_number: number | null;
  lines: {
    account_number: string;
    aux_number: string | null;
    aux_label: string | null;
    debit: number;
    credit: number;
  }[];
}

/** Every posted entry whose label, piece or account matches `q`, in the journal's order. */
async function entries(q: string): Promise<Entry[]> {
  const response = await api(
    'GET',
    `/api/accounting/entries?q=${encodeURIComponent(q)}&limit=500`,
    undefined,
    tokens.manager,
  );
  expect(response.status).toBe(200);
  return response.body;
}
const sides = (entry: Entry) =>
  entry.lines.map((line) => [line.account_number, line.aux_number, line.debit, line.credit]).sort();

/** A supplier invoice of Lefèvre & Fils: 20 % on 1 000 €, 10 % on 91 €, received and approved. */
async function approvedPurchase(number: string, issueDate: string, kind: 'invoice' | 'credit_note' = 'invoice') {
  const document = invoiceDocument({
    seller: liableSeller,
    kind,
    number,
    issueDate,
    dueDate: issueDate,
    operationCategory: 'Mixte',
    client: { name: 'Atelier Éloïse Martin', address: 'Lyon', siren: '732829320', vatNumber: null },
    notes: '',
    credited: kind === 'credit_note' ? { number: 'FA-1', issueDate, reason: 'Licence rendue' } : null,
    lines:
      kind === 'credit_note'
        ? [{ description: 'Licence', quantityThousandths: 1000, unitPriceCents: 10000, vatRate: 20 }]
        : [
            { description: 'Licence', quantityThousandths: 1000, unitPriceCents: 100000, vatRate: 20 },
            { description: 'Repas', quantityThousandths: 2000, unitPriceCents: 4550, vatRate: 10 },
          ],
  });
  const received = await uploadSupplierInvoice(
    server,
    tokens.manager,
    new TextEncoder().encode(buildFacturX(document)),
    'facture.xml',
  );
  expect(received.status).toBe(201);
  const approved = await api(
    'POST',
    `/api/supplier-invoices/${received.body.id}/approve`,
    { category: 'Dépense Logiciel', confirm: true },
    tokens.manager,
  );
  expect(approved.body).toMatchObject({ status: 'Approuvée', kind });
  return approved.body as { id: number; reference: string; total: number };
}

/** A bank account whose statement brings `movements`; answers its open lines by label. */
async function statement(movements: Movement[]): Promise<Map<string, number>> {
  const account = await api('POST', '/api/bank-accounts', {
    name: 'Compte courant',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    opening_balance: 0,
    opening_date: '2020-01-01',
  });
  expect(account.status).toBe(201);
  const imported = await uploadStatement(
    server.url,
    `/api/bank-accounts/${account.body.id}/statements`,
    tokens.admin,
    csvCommaPoint(movements),
  );
  expect(imported.status).toBe(201);
  const lines = await api('GET', `/api/bank-lines?account_id=${account.body.id}&limit=500`);
  return new Map((lines.body as { id: number; label: string }[]).map((line) => [line.label, line.id]));
}

const match = async (lineId: number, body: Record<string, unknown>) => {
  const matched = await api('POST', `/api/bank-lines/${lineId}/match`, body, tokens.manager);
  expect(matched.status).toBe(200);
  return matched.body as { transaction_id: number };
};
const sourceKeys = async () =>
  (await server.sql<{ key: string }>('select source_key as key from ledger_sources order by 1')).map((row) => row.key);

describe('purchases and bank lines in the books', () => {
  it('books a supplier invoice at two rates, its payment by a matched debit, and settled bank lines once each', async () => {
    await saveSeller(server, tokens.admin, LIABLE_SELLER);
    const invoice = await approvedPurchase('FA-1', lastMonth(5));
    expect(invoice.total).toBe(1300.1);
    const typed = await api(
      'POST',
      '/api/financials',
      { amount: -60, description: 'Annonce typée', date: lastMonth(11), category: 'Dépense Marketing' },
      tokens.manager,
    );
    expect(typed.status).toBe(201);
    const lines = await statement([
      { date: lastMonth(9), cents: -130010, label: 'PRLV LEFEVRE FA-1', ref: 'B1' },
      { date: lastMonth(12), cents: -4990, label: 'CB OUTIL EN LIGNE', ref: 'B2' },
      { date: lastMonth(12), cents: -6000, label: 'CB ANNONCE', ref: 'B3' },
    ]);
    const payment = await match(lines.get('PRLV LEFEVRE FA-1')!, { kind: 'supplier_invoice', target_id: invoice.id });
    const created = await match(lines.get('CB OUTIL EN LIGNE')!, { kind: 'create', category: 'Dépense Logiciel' });
    await match(lines.get('CB ANNONCE')!, { kind: 'transaction', target_id: typed.body.id });

    const [purchase, paid] = await entries(invoice.reference);
    // Approved: the expense HT per rate and the deductible VAT per rate, against the supplier TTC.
    expect(purchase).toMatchObject({ journal_code: 'AC', date: lastMonth(5), piece_ref: invoice.reference });
    expect(purchase.label).toBe('Facture fournisseur FA-1 Lefèvre & Fils');
    expect(sides(purchase)).toEqual(
      [
        ['651', null, 1000, 0],
        ['651', null, 91, 0],
        ['44566', null, 200, 0],
        ['44566', null, 9.1, 0],
        ['401', 'F552032534', 0, 1300.1],
      ].sort(),
    );
    expect(purchase.lines.find((line) => line.account_number === '401')!.aux_label).toBe('Lefèvre & Fils');
    // Paid by the bank debit: the supplier settled from the bank, on the debit's day.
    expect(paid).toMatchObject({ journal_code: 'BQ', date: lastMonth(9), piece_ref: invoice.reference });
    expect(sides(paid)).toEqual(
      [
        ['401', 'F552032534', 1300.1, 0],
        ['512', null, 0, 1300.1],
      ].sort(),
    );
    // The line settled into a new transaction: the bank against the category's account, its piece the bank's reference.
    const [card] = await entries('CB OUTIL');
    expect(card).toMatchObject({ journal_code: 'BQ', date: lastMonth(12), piece_ref: 'B2' });
    expect(sides(card)).toEqual(
      [
        ['512', null, 0, 49.9],
        ['651', null, 49.9, 0],
      ].sort(),
    );
    // Exactly one entry per business event: the payment's and the created transaction are not booked
    // again as transactions; the line matched with a typed transaction adds nothing to it.
    expect(await sourceKeys()).toEqual(
      [
        `bank_line:${lines.get('CB OUTIL EN LIGNE')}`,
        `supplier_invoice:${invoice.id}`,
        `supplier_payment:${invoice.id}`,
        `transaction:${typed.body.id}`,
      ].sort(),
    );
    expect(payment.transaction_id).not.toBe(created.transaction_id);
    expect(await entries('Annonce typée')).toHaveLength(1);

    // The FEC with the AC and BQ journals: valid, the supplier's lines lettered together.
    const year = Number(lastMonth(1).slice(0, 4));
    const fec = await downloadFec(server.url, tokens.admin, year);
    checkFec(fec, { from: `${year}-01-01`, to: `${year}-12-31` });
    const supplierLines = fec.rows.filter((row) => row.CompteNum === '401');
    expect(supplierLines.map((row) => row.JournalCode).sort()).toEqual(['AC', 'BQ']);
    expect(new Set(supplierLines.map((row) => row.EcritureLet)).size).toBe(1);
    expect(supplierLines[0].EcritureLet).toMatch(/^[A-Z]{3}$/);
    expect(supplierLines[0].DateLet).toBe(lastMonth(9).replaceAll('-', ''));
    expect(supplierLines.every((row) => row.CompAuxLib === 'Lefèvre & Fils')).toBe(true);

    // The VAT summary of that month deducts the purchase's VAT, on line 20 (not a fixed asset).
    const vat = await api(
      'GET',
      `/api/accounting/vat?from=${lastMonth(1)}&to=${lastMonth(28)}`,
      undefined,
      tokens.manager,
    );
    expect(vat.status).toBe(200);
    expect(vat.body.deductible).toBe(209.1);
    const box = (name: string) => vat.body.boxes.find((line: { box: string }) => line.box === name).amount;
    expect([box('19'), box('20'), box('23'), box('16'), box('25'), box('27'), box('28')]).toEqual([
      0, 209.1, 209.1, 0, 209.1, 209.1, 0,
    ]);
    expect(vat.body.net).toBe(-209.1);
    expect(vat.body.message).toBe('Crédit de TVA : 209,10 €.');
  });

  it('books a supplier credit note the reverse way, and a fixed asset’s VAT on line 19', async () => {
    await saveSeller(server, tokens.admin, LIABLE_SELLER);
    const settings = await api('PUT', '/api/accounting/settings', {
      accounts: [{ key: 'category:Dépense Logiciel', number: '2051', label: 'Logiciels' }],
    });
    expect(settings.status).toBe(200);
    await approvedPurchase('FA-1', lastMonth(5));
    const note = await approvedPurchase('AV-1', lastMonth(7), 'credit_note');
    const [credit] = await entries(note.reference);
    expect(credit).toMatchObject({ journal_code: 'AC', label: 'Avoir fournisseur AV-1 Lefèvre & Fils' });
    expect(sides(credit)).toEqual(
      [
        ['2051', null, 0, 100],
        ['44566', null, 0, 20],
        ['401', 'F552032534', 120, 0],
      ].sort(),
    );
    const vat = await api('GET', `/api/accounting/vat?from=${lastMonth(1)}&to=${lastMonth(28)}`);
    const box = (name: string) => vat.body.boxes.find((line: { box: string }) => line.box === name).amount;
    // 209,10 deducted by the invoice, 20 given back by the credit note: all of it on a fixed asset.
    expect([box('19'), box('20'), box('23')]).toEqual([189.1, 0, 189.1]);
    expect(vat.body.deductible).toBe(189.1);
  });

  it('posts a correction of a closed month in an open one: a payment undone, an invoice approved late', async () => {
    await saveSeller(server, tokens.admin, LIABLE_SELLER);
    const invoice = await approvedPurchase('FA-1', lastMonth(5));
    const lines = await statement([{ date: lastMonth(9), cents: -130010, label: 'PRLV LEFEVRE FA-1', ref: 'B1' }]);
    await match(lines.get('PRLV LEFEVRE FA-1')!, { kind: 'supplier_invoice', target_id: invoice.id });
    const period = lastMonth(1).slice(0, 7);
    expect((await api('POST', `/api/accounting/periods/${period}/close`)).status).toBe(200);
    const closed = await entries(invoice.reference);
    expect(closed).toHaveLength(2);

    // Undone after the closing (an Admin's « Annuler »): the payment is reversed today, the month stays as it was.
    expect((await api('POST', `/api/bank-lines/${lines.get('PRLV LEFEVRE FA-1')}/unmatch`, {})).status).toBe(200);
    const after = await entries(invoice.reference);
    expect(after.slice(0, 2)).toEqual(closed);
    expect(after).toHaveLength(3);
    const [, paid, reversal] = after;
    expect(reversal).toMatchObject({
      journal_code: 'BQ',
      date: today(),
      label: `Extourne ${paid.label}`,
      reverses_number: paid.number,
    });
    expect(sides(reversal)).toEqual(
      [
        ['401', 'F552032534', 0, 1300.1],
        ['512', null, 1300.1, 0],
      ].sort(),
    );
    // A supplier invoice dated in the closed month but approved now: booked on the business day.
    const late = await approvedPurchase('FA-2', lastMonth(20));
    const [booked] = await entries(late.reference);
    expect(booked).toMatchObject({ journal_code: 'AC', date: today(), piece_date: lastMonth(20) });
    const inClosed = await server.sql<{ n: number }>(
      "select count(*)::int as n from ledger_entries where to_char(entry_date, 'YYYY-MM') = $1",
      [period],
    );
    expect(inClosed).toEqual([{ n: 2 }]);
    // Every entry still balances, and the supplier's account with it: 1 300,10 + 1 300,10 owed, nothing paid.
    const balance = await api('GET', '/api/accounting/balance', undefined, tokens.manager);
    const supplier = balance.body.find((row: { account_number: string }) => row.account_number === '401');
    expect(supplier.balance).toBe(-2600.2);
    const totals = await server.sql<{ debit: string; credit: string }>(
      'select sum(debit_cents)::text as debit, sum(credit_cents)::text as credit from ledger_lines',
    );
    expect(totals[0].debit).toBe(totals[0].credit);
  });
});
