import { buildFacturX } from '@pilotage/domain';
import { csvCommaPoint, type Movement } from '../support/bank/statements';
import { upload as uploadStatement } from '../support/bank/upload';
import { invoiceDocument, liableSeller } from '../support/factur-x/documents';
import { call } from '../support/http';
import { upload as uploadSupplierInvoice } from '../support/supplier-invoices';
import { LIABLE_SELLER, SELLER, saveSeller } from '../support/invoices';
import { parisToday } from '../support/business';
import { type TestServer, type Tokens, withTestServer } from '../support/server';
import { type Fec, checkFec, downloadFec as download } from '../support/fec';

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => ((server = s), (tokens = t)));

const today = () => parisToday();
const Y = () => Number(today().slice(0, 4));
const pad = (n: number) => String(n).padStart(2, '0');
/** The month `by` months from `period` (AAAA-MM). */
const shiftMonth = (period: string, by: number) => {
  const date = new Date(`${period}-01T12:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + by);
  return date.toISOString().slice(0, 7);
};
/** A calendar year as the FEC checker takes it. */
const calendarYear = (year: number) => ({ from: `${year}-01-01`, to: `${year}-12-31` });
const api = (method: string, path: string, body?: unknown, token = tokens.admin) =>
  call(server.url, method, path, { token, body });
const downloadFec = (year: number | string, token = tokens.admin) => download(server.url, token, year);
const created = async (path: string, body: unknown) => {
  const response = await api('POST', path, body, tokens.manager);
  if (response.status !== 201) throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
};

// ---------------------------------------------------------------------------------------------
// A year of activity, and its figures computed here.
// ---------------------------------------------------------------------------------------------

interface Line {
  description: string;
  quantity: number;
  unit_price: number;
  vat_rate: number;
}

/** Per rate: base in cents (sum of the lines, each rounded), VAT half up on the base. */
function expectedVat(lines: Line[]): Map<number, { base: number; vat: number }> {
  const byRate = new Map<number, { base: number; vat: number }>();
  for (const line of lines) {
    const lineCents = Math.round(line.quantity * Math.round(line.unit_price * 100));
    const entry = byRate.get(line.vat_rate) ?? { base: 0, vat: 0 };
    entry.base += lineCents;
    byRate.set(line.vat_rate, entry);
  }
  for (const [rate, entry] of byRate) entry.vat = Math.floor((entry.base * Math.round(rate * 10) + 500) / 1000);
  return byRate;
}
const ttc = (lines: Line[]) => [...expectedVat(lines).values()].reduce((sum, rate) => sum + rate.base + rate.vat, 0);

/**
 * The fiscal year the generated activity fills, whatever the day the tests run: the eleven months
 * before the current one and the current one, the fiscal year starting with the first of them.
 */
interface Fiscal {
  /** Its name: the year it closes in. */
  year: number;
  from: string;
  to: string;
  /** Its eleven finished months, oldest first (AAAA-MM). */
  months: string[];
}

function fiscalOfToday(): Fiscal {
  const current = today().slice(0, 7);
  const months = Array.from({ length: 11 }, (_, index) => shiftMonth(current, index - 11));
  const end = new Date(`${shiftMonth(current, 1)}-01T12:00:00Z`);
  end.setUTCDate(0);
  return { year: Number(current.slice(0, 4)), from: `${months[0]}-01`, to: end.toISOString().slice(0, 10), months };
}

interface Activity {
  fiscal: Fiscal;
  debit: number;
  vatByRate: Map<number, number>;
  /** The deductible VAT of the supplier invoices, in cents. */
  deductible: number;
  paidPurchases: string[];
  unpaidPurchase: string;
  paidInvoices: { id: number; number: string }[];
  unpaidNumber: string;
  closedTransaction: number;
  deletedTransaction: number;
}

/**
 * Invoices on the 5th of each past month of the fiscal year (goods every third one), most paid on the
 * 20th; a full credit note on an unpaid one, a partial one on a paid one; revenue and expenses
 * typed by hand in every category. Everything is counted here as it is made.
 */
async function generateYear(): Promise<Activity> {
  await saveSeller(server, tokens.admin, LIABLE_SELLER);
  const fiscal = fiscalOfToday();
  // The fiscal year starts with the first generated month, set before anything is posted.
  const settings = await api('PUT', '/api/accounting/settings', {
    fiscal_start_month: Number(fiscal.months[0].slice(5, 7)),
  });
  expect(settings.status).toBe(200);
  const month = fiscal.months.length + 1;
  /** Day `day` of the generated month number `m` (1 = the first). */
  const at = (m: number, day: number) => `${fiscal.months[m - 1]}-${pad(day)}`;
  let debit = 0;
  const vatByRate = new Map<number, number>();
  const addVat = (rate: number, vat: number) => vatByRate.set(rate, (vatByRate.get(rate) ?? 0) + vat);
  const paidInvoices: { id: number; number: string }[] = [];
  let unpaidForCredit: { id: number; lines: Line[]; goods: boolean } | null = null;
  let paidForCredit: { id: number; lines: Line[] } | null = null;
  let unpaidNumber = '';
  for (let m = 1; m < month; m++) {
    const goods = m % 3 === 0;
    const lines: Line[] = [
      { description: 'Conseil', quantity: 1 + (m % 3), unit_price: (10000 + m * 735) / 100, vat_rate: 20 },
      { description: 'Formation', quantity: 2, unit_price: 45.5 + m, vat_rate: 10 },
      { description: 'Livres', quantity: 3, unit_price: 12.99, vat_rate: 5.5 },
    ];
    const invoice = await created('/api/invoices', {
      client_name: m % 2 ? 'Zoé Martin' : 'Société Éloïse & Fils',
      client_address: '3 place Bellecour\n69002 Lyon',
      operation_category: goods ? 'Biens' : 'Services',
      issue_date: at(m, 5),
      lines,
    });
    debit += ttc(lines);
    const paid = m !== 2 && m !== month - 1;
    if (paid) {
      const payment = await api('POST', `/api/invoices/${invoice.id}/payment`, { date: at(m, 20) });
      expect(payment.status).toBe(200);
      debit += ttc(lines);
      paidInvoices.push({ id: invoice.id, number: invoice.number });
      if (!goods) for (const [rate, v] of expectedVat(lines)) addVat(rate, v.vat);
      if (!paidForCredit && !goods) paidForCredit = { id: invoice.id, lines };
    } else if (m === 2) unpaidForCredit = { id: invoice.id, lines, goods };
    else unpaidNumber = invoice.number;
    if (goods) for (const [rate, v] of expectedVat(lines)) addVat(rate, v.vat);
    // Revenue and expenses typed by hand, in every category of the add form.
    for (const [amount, category] of [
      [80 + m, 'Abonnement'],
      [5.5, 'Pourboire'],
      [-(20 + m), 'Dépense Logiciel'],
      [-(150.25 + m), 'Dépense Marketing'],
    ] as const) {
      await created('/api/financials', {
        amount,
        description: `${category} ${m}`,
        date: at(m, 12),
        category,
      });
      debit += Math.round(Math.abs(amount) * 100);
    }
  }
  // A fully credited unpaid invoice (services: nothing to declare, on receipts) and a part of a paid one.
  const full = unpaidForCredit!;
  expect(
    (await api('POST', `/api/invoices/${full.id}/credit-note`, { reason: 'Annulée' }, tokens.manager)).status,
  ).toBe(201);
  debit += ttc(full.lines);
  const part: Line[] = [{ description: 'Remise', quantity: 1, unit_price: 50, vat_rate: 20 }];
  const partial = await api(
    'POST',
    `/api/invoices/${paidForCredit!.id}/credit-note`,
    { reason: 'Geste', lines: part },
    tokens.manager,
  );
  expect(partial.status).toBe(201);
  debit += ttc(part);
  // Issued today, after the invoice's payment: it counts on its own day.
  addVat(20, -expectedVat(part).get(20)!.vat);
  // Two transactions in the first month, which is going to be closed, for the corrections.
  const closedTransaction = (
    await created('/api/financials', {
      amount: 42,
      description: 'Vente comptoir',
      date: at(1, 25),
      category: 'Autre Revenu',
    })
  ).id;
  const deletedTransaction = (
    await created('/api/financials', {
      amount: -9.99,
      description: 'Papeterie',
      date: at(1, 26),
      category: 'Autre Dépense',
    })
  ).id;
  debit += 4200 + 999;
  const purchases = await generatePurchases(at, month);
  return {
    fiscal,
    debit: debit + purchases.debit,
    vatByRate,
    deductible: purchases.deductible,
    paidPurchases: purchases.paid,
    unpaidPurchase: purchases.unpaid,
    paidInvoices,
    unpaidNumber,
    closedTransaction,
    deletedTransaction,
  };
}

/**
 * The purchase side of the same months: a supplier invoice at 20 % and 10 % on the 8th, approved
 * in a category, paid by hand on the 22nd (the last one left unpaid), and a card payment on the
 * 14th read from the bank statement and settled into a new transaction.
 */
async function generatePurchases(at: (m: number, day: number) => string, month: number) {
  let debit = 0;
  let deductible = 0;
  const paid: string[] = [];
  let unpaid = '';
  for (let m = 1; m < month; m++) {
    const licence = 20000 + m * 1000;
    const document = invoiceDocument({
      seller: liableSeller,
      number: `FA-${pad(m)}`,
      issueDate: at(m, 8),
      dueDate: at(m, 28),
      operationCategory: 'Mixte',
      client: { name: 'Atelier Éloïse Martin', address: 'Lyon', siren: '732829320', vatNumber: null },
      notes: '',
      lines: [
        { description: 'Licence', quantityThousandths: 1000, unitPriceCents: licence, vatRate: 20 },
        { description: 'Repas', quantityThousandths: 2000, unitPriceCents: 1550, vatRate: 10 },
      ],
    });
    const vat = licence / 5 + 310;
    const total = licence + 3100 + vat;
    const received = await uploadSupplierInvoice(
      server,
      tokens.manager,
      new TextEncoder().encode(buildFacturX(document)),
      'f.xml',
    );
    expect(received.status).toBe(201);
    const approved = await api(
      'POST',
      `/api/supplier-invoices/${received.body.id}/approve`,
      { category: m % 2 ? 'Dépense Logiciel' : 'Dépense Marketing', confirm: true },
      tokens.manager,
    );
    expect(approved.body).toMatchObject({ status: 'Approuvée', total: total / 100 });
    debit += total;
    deductible += vat;
    if (m < month - 1) {
      const payment = await api('POST', `/api/supplier-invoices/${received.body.id}/payment`, {
        date: at(m, 22),
      });
      expect(payment.status).toBe(200);
      debit += total;
      paid.push(received.body.reference);
    } else unpaid = received.body.reference;
  }
  const movements: Movement[] = Array.from({ length: month - 1 }, (_, index) => ({
    date: at(index + 1, 14),
    cents: -(1234 + index),
    label: `CB FOURNITURES ${index + 1}`,
    ref: `CB${index + 1}`,
  }));
  const account = await api('POST', '/api/bank-accounts', {
    name: 'Compte courant',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    opening_balance: 0,
    opening_date: at(1, 1),
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
  expect(lines.body).toHaveLength(movements.length);
  for (const line of lines.body as { id: number; amount: number }[]) {
    const settled = await api('POST', `/api/bank-lines/${line.id}/match`, {
      kind: 'create',
      category: 'Autre Dépense',
    });
    expect(settled.status).toBe(200);
    debit += Math.round(Math.abs(line.amount) * 100);
  }
  return { debit, deductible, paid, unpaid };
}

describe('the FEC of a generated year', () => {
  it('follows the format, balances, letters paid invoices, and keeps closed months unchanged', async () => {
    const activity = await generateYear();
    const { year, months } = activity.fiscal;
    const first = await downloadFec(year);
    const totals = checkFec(first, activity.fiscal);
    expect(totals.debit).toBe(activity.debit);

    // Every paid invoice is lettered with its payment; the unpaid one is not.
    for (const invoice of activity.paidInvoices) {
      const lines = first.rows.filter((row) => row.PieceRef === invoice.number && row.CompteNum === '411');
      expect(lines.length).toBeGreaterThanOrEqual(2);
      const letters = new Set(lines.map((row) => row.EcritureLet));
      expect(letters.size).toBe(1);
      // The partially credited invoice stays open (the client is owed the credit), the others are lettered.
      if (![...letters][0]) {
        expect(
          first.rows.some((row) => row.EcritureLib.startsWith('Avoir') && row.EcritureLib.includes(invoice.number)),
        ).toBe(true);
      }
    }
    const unpaid = first.rows.filter((row) => row.PieceRef === activity.unpaidNumber && row.CompteNum === '411');
    expect(unpaid.map((row) => row.EcritureLet)).toEqual(['']);
    // Every paid supplier invoice is lettered with its payment on the supplier's account; the unpaid one is not.
    for (const reference of activity.paidPurchases) {
      const lines = first.rows.filter((row) => row.PieceRef === reference && row.CompteNum === '401');
      expect(lines.map((row) => row.JournalCode).sort()).toEqual(['AC', 'BQ']);
      expect(new Set(lines.map((row) => row.EcritureLet)).size).toBe(1);
      expect(lines[0].EcritureLet).not.toBe('');
      expect(lines.every((row) => row.CompAuxNum === 'F552032534' && row.CompAuxLib === 'Lefèvre & Fils')).toBe(true);
    }
    const unpaidPurchase = first.rows.filter(
      (row) => row.PieceRef === activity.unpaidPurchase && row.CompteNum === '401',
    );
    expect(unpaidPurchase.map((row) => [row.JournalCode, row.EcritureLet])).toEqual([['AC', '']]);
    // The card payments read from the statement: one entry each, its piece the bank's reference.
    const card = first.rows.filter((row) => row.PieceRef.startsWith('CB'));
    expect(card).toHaveLength(2 * months.length);
    expect(card.filter((row) => row.CompteNum === '628').every((row) => row.Debit !== '0,00')).toBe(true);
    expect(new Set(first.rows.map((row) => row.JournalCode))).toEqual(new Set(['VE', 'AC', 'BQ']));
    // Auxiliary accounts on every client and supplier line, none elsewhere.
    for (const row of first.rows)
      expect(row.CompAuxNum !== '').toBe(row.CompteNum === '411' || row.CompteNum === '401');
    // Accents survive the ISO-8859-15 encoding.
    expect(first.rows.some((row) => row.CompAuxLib === 'Société Éloïse & Fils')).toBe(true);

    // Close the first month: journaled; then correct one of its transactions and delete another.
    const close = await api('POST', `/api/accounting/periods/${months[0]}/close`);
    expect(close.status).toBe(200);
    expect(close.body).toMatchObject({ period: months[0], closed: true });
    const journaled = await server.sql(
      "select actor_id from audit_log where entity_type = 'accounting_period' and entity_id = $1",
      [months[0]],
    );
    expect(journaled).toEqual([{ actor_id: 1 }]);
    const january = (fec: Fec) => fec.rows.filter((row) => row.EcritureDate.startsWith(months[0].replace('-', '')));
    const before = await downloadFec(year);
    expect(before.bytes.equals(first.bytes)).toBe(true);

    const edited = await api(
      'PUT',
      `/api/financials/${activity.closedTransaction}`,
      { description: 'Vente comptoir', amount: 52, type: 'Revenu', date: `${months[0]}-25`, category: 'Autre Revenu' },
      tokens.manager,
    );
    expect(edited.status).toBe(200);
    expect(
      (await api('DELETE', `/api/financials/${activity.deletedTransaction}`, undefined, tokens.manager)).status,
    ).toBe(200);
    const after = await downloadFec(year);
    const afterTotals = checkFec(after, activity.fiscal);
    // January is as it was; the corrections are new entries on the business day.
    expect(january(after)).toEqual(january(before));
    const added = after.rows.slice(before.rows.length);
    expect(after.rows.slice(0, before.rows.length)).toEqual(before.rows);
    const day = today().replaceAll('-', '');
    expect(added.every((row) => row.EcritureDate === day)).toBe(true);
    expect(added.filter((row) => row.EcritureLib.startsWith('Extourne'))).toHaveLength(4);
    // Reversal of 42 and of 9.99, the new 52: debits 42 + 9.99 + 52.
    expect(afterTotals.debit - totals.debit).toBe(4200 + 999 + 5200);

    // The posted rows refuse any change, whoever sends it.
    await expect(server.sql('update ledger_lines set debit_cents = 1')).rejects.toThrow(/validée/);
    await expect(server.sql('delete from ledger_entries')).rejects.toThrow(/validée/);
    await expect(server.sql(`delete from accounting_periods where period = '${months[0]}'`)).rejects.toThrow(
      /rouverte/,
    );
  });

  it('exports a closed year byte for byte the same, whatever changes afterwards', async () => {
    await saveSeller(server, tokens.admin, SELLER);
    const last = Y() - 1;
    const transaction = await created('/api/financials', {
      amount: 120,
      description: 'Abonnement décembre',
      date: `${last}-12-03`,
      category: 'Abonnement',
    });
    await created('/api/financials', {
      amount: -30,
      description: 'Logiciel',
      date: `${last}-06-10`,
      category: 'Dépense Logiciel',
    });
    for (let m = 1; m <= 12; m++)
      expect((await api('POST', `/api/accounting/periods/${last}-${pad(m)}/close`)).status).toBe(200);
    const first = await downloadFec(last);
    checkFec(first, calendarYear(last));
    expect(first.rows).toHaveLength(4);
    // A change of a closed year's record: the year's file stays the same, the correction goes to today.
    const changed = await api(
      'PUT',
      `/api/financials/${transaction.id}`,
      {
        description: 'Abonnement décembre',
        amount: 150,
        type: 'Revenu',
        date: `${last}-12-03`,
        category: 'Abonnement',
      },
      tokens.manager,
    );
    expect(changed.status).toBe(200);
    const second = await downloadFec(last);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(second.fileName).toBe(first.fileName);
    const current = await downloadFec(Y());
    checkFec(current, calendarYear(Y()));
    expect(current.rows.map((row) => row.Credit)).toContain('150,00');
  });
});

describe('the VAT summary of the same year', () => {
  it('gives the VAT collected per rate on receipts for services, on debits for goods, in the CA3 boxes', async () => {
    const activity = await generateYear();
    const { from } = activity.fiscal;
    const response = await api('GET', `/api/accounting/vat?from=${from}&to=${today()}`, undefined, tokens.manager);
    expect(response.status).toBe(200);
    const summary = response.body;
    expect(summary.franchise).toBe(false);
    expect(summary.services_basis).toBe('receipts');
    const box = (name: string) => summary.boxes.find((line: { box: string }) => line.box === name);
    const expected = (rate: number) => (activity.vatByRate.get(rate) ?? 0) / 100;
    expect(box('08').amount).toBeCloseTo(expected(20), 2);
    expect(box('9B').amount).toBeCloseTo(expected(10), 2);
    expect(box('09').amount).toBeCloseTo(expected(5.5), 2);
    const gross = expected(20) + expected(10) + expected(5.5);
    expect(box('16').amount).toBeCloseTo(gross, 2);
    // The deductible VAT of the supplier invoices, from their AC entries.
    const deductible = activity.deductible / 100;
    expect(summary.deductible).toBeCloseTo(deductible, 2);
    expect(box('19').amount).toBe(0);
    expect(box('20').amount).toBeCloseTo(deductible, 2);
    expect(box('23').amount).toBeCloseTo(deductible, 2);
    expect(box('25').amount).toBeCloseTo(Math.max(0, deductible - gross), 2);
    expect(box('28').amount).toBeCloseTo(Math.max(0, gross - deductible), 2);
    expect(box('32').amount).toBeCloseTo(Math.max(0, gross - deductible), 2);
    expect(summary.net).toBeCloseTo(gross - deductible, 2);
    expect(summary.deductible_note).toMatch(/factures fournisseurs/);

    // On debits, every invoice counts on its issue day, credit notes deducted on theirs.
    expect((await api('PUT', '/api/accounting/settings', { vat_on_debits: true })).status).toBe(200);
    const onDebits = (await api('GET', `/api/accounting/vat?from=${from}&to=${today()}`)).body;
    expect(onDebits.services_basis).toBe('debits');
    const issued = await server.sql<{ vat: number }>(
      "select coalesce(sum(case when kind = 'invoice' then vat_total_cents else -vat_total_cents end), 0)::int as vat from invoices",
    );
    expect(onDebits.collected).toBeCloseTo(issued[0].vat / 100, 2);
  });

  it('under the franchise en base, says there is no VAT to declare and shows the turnover against the thresholds', async () => {
    await saveSeller(server, tokens.admin, SELLER);
    await created('/api/invoices', {
      client_name: 'Zoé Martin',
      client_address: 'Lyon',
      operation_category: 'Services',
      lines: [{ description: 'Conseil', quantity: 2, unit_price: 150 }],
    });
    await created('/api/financials', { amount: 99.5, description: 'Pourboires', date: today(), category: 'Pourboire' });
    const summary = (await api('GET', `/api/accounting/vat?from=${Y()}-01-01&to=${today()}`)).body;
    expect(summary.franchise).toBe(true);
    expect(summary.message).toMatch(/aucune TVA à déclarer/);
    expect(summary.boxes).toEqual([]);
    expect(summary.thresholds[0]).toEqual({
      activity: 'Prestations de services',
      turnover: 399.5,
      base: 37500,
      higher: 41250,
    });
  });
});

describe('bad input: a French 4xx, nothing written', () => {
  const settingsRows = () => server.sql('select * from accounting_settings');
  const journalRows = async () =>
    (
      await server.sql<{ n: number }>("select count(*)::int as n from audit_log where entity_type like 'accounting%'")
    )[0].n;

  it('refuses an account number that is not digits, and any bad value of the settings', async () => {
    for (const body of [
      { accounts: [{ key: 'clients', number: '41A', label: 'Clients' }] },
      { accounts: [{ key: 'bank', number: ' ', label: 'Banque' }] },
      { accounts: [{ key: 'nope', number: '411', label: 'X' }] },
      { journals: [{ key: 'sales', code: 'BQ', label: 'Ventes' }] },
      { journals: [{ key: 'sales', code: 'v e', label: 'Ventes' }] },
      { fiscal_start_month: 13 },
      { fiscal_start_month: 2, accounts: [{ key: 'clients', number: '411-1', label: 'Clients' }] },
    ]) {
      const refused = await api('PUT', '/api/accounting/settings', body);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatch(/[a-zà-ü]/);
    }
    const numbers = await api('PUT', '/api/accounting/settings', {
      accounts: [{ key: 'clients', number: '41A', label: 'C' }],
    });
    expect(numbers.body.error).toBe('Compte 1 : Numéro de compte invalide : des chiffres uniquement (3 à 20).');
    expect(await settingsRows()).toEqual([]);
    expect(await journalRows()).toBe(0);
    expect((await api('PUT', '/api/accounting/settings', { fiscal_start_month: 2 }, tokens.manager)).status).toBe(403);
    expect(await settingsRows()).toEqual([]);
  });

  it('saves valid settings, journaled, and books with them', async () => {
    const saved = await api('PUT', '/api/accounting/settings', {
      journals: [{ key: 'bank', code: 'BQ1', label: 'Banque Populaire' }],
      accounts: [
        { key: 'bank', number: '512100', label: 'Banque Populaire' },
        { key: 'category:Abonnement', number: '706100', label: 'Abonnements' },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.accounts).toContainEqual({ key: 'bank', number: '512100', label: 'Banque Populaire' });
    expect(await journalRows()).toBe(1);
    await created('/api/financials', { amount: 10, description: 'Abo', date: today(), category: 'Abonnement' });
    const entries = await api('GET', '/api/accounting/entries?journal=BQ1', undefined, tokens.manager);
    expect(entries.status).toBe(200);
    expect(entries.headers.get('x-total-count')).toBe('1');
    expect(entries.body[0].lines.map((line: { account_number: string }) => line.account_number)).toEqual([
      '512100',
      '706100',
    ]);
    const otherYear = await api('GET', '/api/accounting/entries?year=1999', undefined, tokens.manager);
    expect([otherYear.status, otherYear.headers.get('x-total-count')]).toEqual([200, '0']);
    const balance = await api(
      'GET',
      `/api/accounting/balance?period=${today().slice(0, 7)}`,
      undefined,
      tokens.manager,
    );
    expect(balance.body).toEqual([
      { account_number: '512100', account_label: 'Banque Populaire', debit: 10, credit: 0, balance: 10 },
      { account_number: '706100', account_label: 'Abonnements', debit: 0, credit: 10, balance: -10 },
    ]);
  });

  it('refuses an unknown or malformed year, a malformed, unfinished or already closed period, and Managers', async () => {
    await saveSeller(server, tokens.admin, SELLER);
    // The month before the current one: always over (the year before's December in January).
    const last = shiftMonth(today().slice(0, 7), -1);
    await created('/api/financials', { amount: 10, description: 'Abo', date: `${last}-10`, category: 'Abonnement' });
    expect((await api('GET', '/api/accounting/fec?year=abcd')).status).toBe(400);
    const unknown = await api('GET', '/api/accounting/fec?year=1999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Aucune écriture comptable pour l’exercice 1999.');
    expect((await api('GET', `/api/accounting/fec?year=${Y()}`, undefined, tokens.manager)).status).toBe(403);
    expect((await api('POST', `/api/accounting/periods/${Y()}-13/close`)).status).toBe(400);
    expect((await api('POST', `/api/accounting/periods/${today().slice(0, 7)}/close`)).status).toBe(409);
    expect((await api('POST', `/api/accounting/periods/${last}/close`, undefined, tokens.manager)).status).toBe(403);
    expect(await journalRows()).toBe(0);
    expect((await api('POST', `/api/accounting/periods/${last}/close`)).status).toBe(200);
    const again = await api('POST', `/api/accounting/periods/${last}/close`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(`La période ${last} est déjà clôturée.`);
    expect(await journalRows()).toBe(1);
    const periods = await api('GET', `/api/accounting/periods?year=${last.slice(0, 4)}`, undefined, tokens.manager);
    expect(periods.body.filter((p: { closed: boolean }) => p.closed).map((p: { period: string }) => p.period)).toEqual([
      last,
    ]);
    expect((await api('GET', '/api/accounting/vat?from=2026-02-01&to=2026-01-01')).status).toBe(400);
    expect((await api('GET', '/api/accounting/entries?period=2026-1')).status).toBe(400);
  });
});
