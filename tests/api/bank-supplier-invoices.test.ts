import { buildFacturX, euroText } from '@pilotage/domain';
import { parisToday } from '../support/business';
import { liableInvoice } from '../support/factur-x/documents';
import { call, graphql } from '../support/http';
import { type TestServer, type Tokens, withTestServer } from '../support/server';
import { csvCommaPoint, type Movement } from '../support/bank/statements';
import { upload as uploadStatement } from '../support/bank/upload';
import { upload as uploadSupplierInvoice } from '../support/supplier-invoices';

/**
 * A bank debit paying an approved supplier invoice, over real HTTP and PostgreSQL: proposed,
 * matched through the purchases' own payment path (« Payée », one expense transaction), undone by an
 * Admin only, and left to the user by « Rapprocher automatiquement » when two invoices fit.
 */

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => ((server = s), (tokens = t)));

const day = (offset: number) => {
  const date = new Date(`${parisToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - offset);
  return date.toISOString().slice(0, 10);
};

const get = (path: string, token = tokens.manager) => call(server.url, 'GET', path, { token });
const post = (path: string, body: unknown, token = tokens.manager) => call(server.url, 'POST', path, { token, body });

/** A CII invoice of Lefèvre & Fils, received and approved: what a debit may pay. */
async function approvedSupplierInvoice(number: string) {
  const cii = buildFacturX({ ...liableInvoice, number, issueDate: day(20) });
  const created = await uploadSupplierInvoice(server, tokens.manager, new TextEncoder().encode(cii), 'facture.xml');
  expect(created).toMatchObject({ status: 201, body: { status: 'À valider', number } });
  const approved = await post(`/api/supplier-invoices/${created.body.id}/approve`, { category: 'Autre Dépense' });
  expect(approved).toMatchObject({ status: 200, body: { status: 'Approuvée' } });
  return approved.body as { id: number; reference: string; total: number };
}

async function accountWith(movements: Movement[]): Promise<number> {
  const created = await post('/api/bank-accounts', {
    name: 'Compte courant',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    opening_balance: 5000,
    opening_date: '2020-01-01',
  });
  expect(created.status).toBe(201);
  const imported = await uploadStatement(
    server.url,
    `/api/bank-accounts/${created.body.id}/statements`,
    tokens.manager,
    csvCommaPoint(movements),
  );
  expect(imported).toMatchObject({ status: 201, body: { added: movements.length } });
  return created.body.id as number;
}

const openLines = async (accountId: number) =>
  (await get(`/api/bank-lines?account_id=${accountId}&state=${encodeURIComponent('À rapprocher')}`)).body as {
    id: number;
    label: string;
    proposals: { kind: string; target_id: number; description: string; score: number; unambiguous: boolean }[];
  }[];

const transactionsOf = (supplierInvoice: { reference: string }) =>
  server.sql<{ id: number; amount: string; date: string }>(
    `select id, amount::text, date::text from financial_transactions where description like '%(' || $1 || ')'`,
    [supplierInvoice.reference],
  );

describe('a debit paying an approved supplier invoice', () => {
  it('is proposed, matched into « Payée » with one expense, undone by an Admin only, and matched again in GraphQL', async () => {
    const invoice = await approvedSupplierInvoice('FA-2026-117');
    const totalCents = Math.round(invoice.total * 100);
    const accountId = await accountWith([
      { date: day(2), cents: -totalCents, label: 'PRLV SEPA LEFEVRE FA-2026-117', ref: 'B1' },
      { date: day(2), cents: totalCents, label: 'VIR RECU FA-2026-117', ref: 'B2' },
    ]);
    const lines = await openLines(accountId);
    const debit = lines.find((line) => line.label.startsWith('PRLV'))!;
    const credit = lines.find((line) => line.label.startsWith('VIR'))!;
    expect(debit.proposals[0]).toEqual({
      kind: 'supplier_invoice',
      target_id: invoice.id,
      description: `Facture fournisseur ${invoice.reference} — Lefèvre & Fils · n° FA-2026-117 · ${euroText(totalCents)}`,
      score: 100,
      unambiguous: true,
    });
    // A credit never pays a supplier invoice: not proposed, refused when asked.
    expect(credit.proposals.filter((p) => p.kind === 'supplier_invoice')).toEqual([]);
    const refused = await post(`/api/bank-lines/${credit.id}/match`, {
      kind: 'supplier_invoice',
      target_id: invoice.id,
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { error: "Une facture fournisseur se rapproche d'un débit sur le compte." },
    });

    const matched = await post(`/api/bank-lines/${debit.id}/match`, {
      kind: 'supplier_invoice',
      target_id: invoice.id,
    });
    expect(matched).toMatchObject({
      status: 200,
      body: {
        state: 'Rapprochée',
        match_kind: 'supplier_invoice',
        supplier_invoice_id: invoice.id,
        supplier_invoice_reference: invoice.reference,
        proposals: [],
      },
    });
    const paid = await get(`/api/supplier-invoices/${invoice.id}`);
    expect(paid.body).toMatchObject({
      status: 'Payée',
      paid_at: day(2),
      payment_transaction_id: matched.body.transaction_id,
    });
    expect(await transactionsOf(invoice)).toEqual([
      { id: matched.body.transaction_id, amount: (-totalCents / 100).toFixed(2), date: day(2) },
    ]);
    // Paid: neither proposed again nor matched twice.
    expect(
      (await post(`/api/bank-lines/${debit.id}/match`, { kind: 'supplier_invoice', target_id: invoice.id })).status,
    ).toBe(409);

    // Undoing a payment is an Admin's, as for a customer invoice: a Manager changes nothing.
    const forbidden = await post(`/api/bank-lines/${debit.id}/unmatch`, {});
    expect(forbidden.status).toBe(403);
    expect((await get(`/api/supplier-invoices/${invoice.id}`)).body.status).toBe('Payée');
    expect(await transactionsOf(invoice)).toHaveLength(1);

    const undone = await post(`/api/bank-lines/${debit.id}/unmatch`, {}, tokens.admin);
    expect(undone).toMatchObject({
      status: 200,
      body: { state: 'À rapprocher', match_kind: null, supplier_invoice_id: null, transaction_id: null },
    });
    expect((await get(`/api/supplier-invoices/${invoice.id}`)).body).toMatchObject({
      status: 'Approuvée',
      paid_at: null,
      payment_transaction_id: null,
    });
    expect(await transactionsOf(invoice)).toEqual([]);
    const journal = await server.sql<{ action: string; changes: Record<string, [unknown, unknown]> }>(
      `select action, changes from audit_log where entity_type = 'supplier_invoice' and entity_id = $1 order by id`,
      [String(invoice.id)],
    );
    expect(journal.at(-1)).toMatchObject({ action: 'update', changes: { status: ['Payée', 'Approuvée'] } });

    // The GraphQL twin: the same proposal, the same payment.
    const again = await graphql(
      server.url,
      `
        mutation ($id: Int!, $input: BankMatchInput!) {
          matchBankLine(id: $id, input: $input) {
            state
            matchKind
            supplierInvoiceReference
            transactionId
          }
        }
      `,
      { id: debit.id, input: { kind: 'supplier_invoice', targetId: invoice.id } },
      tokens.manager,
    );
    expect(again.errors).toBeUndefined();
    expect(again.data.matchBankLine).toMatchObject({
      state: 'Rapprochée',
      matchKind: 'supplier_invoice',
      supplierInvoiceReference: invoice.reference,
    });
    expect((await get(`/api/supplier-invoices/${invoice.id}`)).body.status).toBe('Payée');
    expect(await transactionsOf(invoice)).toHaveLength(1);
  });

  it('is settled by « Rapprocher automatiquement » only when one supplier invoice fits', async () => {
    const first = await approvedSupplierInvoice('FA-1');
    const second = await approvedSupplierInvoice('FA-2');
    const totalCents = Math.round(first.total * 100);
    const accountId = await accountWith([
      // The supplier's name and the amount: both invoices fit as well, so neither is chosen.
      { date: day(3), cents: -totalCents, label: 'PRLV SEPA LEFEVRE & FILS', ref: 'A1' },
      // Its number: this one is sure.
      { date: day(2), cents: -totalCents, label: 'VIR SEPA REF FA-2', ref: 'A2' },
    ]);
    const before = await openLines(accountId);
    const ambiguous = before.find((line) => line.label.includes('LEFEVRE'))!;
    expect(ambiguous.proposals.map((p) => [p.target_id, p.score, p.unambiguous])).toEqual([
      [first.id, 80, false],
      [second.id, 80, false],
    ]);

    const auto = await post('/api/bank-lines/auto-match', { account_id: accountId });
    expect(auto.body).toEqual({ matched: 1, message: '1 ligne rapprochée automatiquement.' });
    expect((await get(`/api/supplier-invoices/${second.id}`)).body.status).toBe('Payée');
    expect((await get(`/api/supplier-invoices/${first.id}`)).body.status).toBe('Approuvée');
    expect((await openLines(accountId)).map((line) => line.id)).toEqual([ambiguous.id]);
    expect(await transactionsOf(second)).toHaveLength(1);
    expect(await transactionsOf(first)).toEqual([]);
  });
});
