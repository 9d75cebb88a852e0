import { parisToday } from '../support/business';
import { call } from '../support/http';
import { issued, saveSeller } from '../support/invoices';
import { type TestServer, type Tokens, withTestServer } from '../support/server';

// An issued invoice is a record: the database itself refuses to change or delete it, whatever
// path the statement takes (docs/product.md « Factures »). Only the payment may be recorded, once.

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => ((server = s), (tokens = t)));

const row = async (id: number) => (await server.sql('select * from invoices where id = $1', [id]))[0];
const lines = async (id: number) =>
  server.sql('select * from invoice_lines where invoice_id = $1 order by position', [id]);
const refusal = (statement: string, values: unknown[] = []) =>
  server.sql(statement, values).then(
    () => 'accepted',
    (error: Error) => error.message,
  );

let invoice: { id: number; number: string };
beforeEach(async () => {
  await saveSeller(server, tokens.admin);
  invoice = await issued(server, tokens.manager, {
    lines: [
      { description: 'Conseil', quantity: 2, unit_price: 150 },
      { description: 'Déplacement', quantity: 1, unit_price: 40 },
    ],
  });
});

describe('the immutability triggers', () => {
  const MODIFIED = 'Une facture émise ne peut plus être modifiée : établissez un avoir.';

  it.each([
    ['its total', 'update invoices set total_cents = 1, subtotal_cents = 1 where id = $1'],
    ['its client', "update invoices set client_name = 'Autre client' where id = $1"],
    ['its number', "update invoices set number = 'F-1999-0001' where id = $1"],
    ['its seller snapshot', `update invoices set seller = seller || '{"companyName": "Autre"}' where id = $1`],
    ['its dates', 'update invoices set due_date = due_date + 30 where id = $1'],
  ])('refuse an UPDATE of %s and leave the row as it was', async (_what, statement) => {
    const before = await row(invoice.id);
    expect(await refusal(statement, [invoice.id])).toBe(MODIFIED);
    expect(await row(invoice.id)).toEqual(before);
  });

  it('refuse a DELETE of an invoice, and of its lines, and any UPDATE of a line', async () => {
    const before = { invoice: await row(invoice.id), lines: await lines(invoice.id) };
    expect(await refusal('delete from invoices where id = $1', [invoice.id])).toBe(
      'Une facture émise ne peut pas être supprimée : établissez un avoir.',
    );
    const linesRefused =
      "Les lignes d'une facture émise ne peuvent être ni modifiées ni supprimées : établissez un avoir.";
    expect(await refusal('delete from invoice_lines where invoice_id = $1', [invoice.id])).toBe(linesRefused);
    expect(
      await refusal('update invoice_lines set unit_price_cents = 0, total_cents = 0 where invoice_id = $1', [
        invoice.id,
      ]),
    ).toBe(linesRefused);
    expect({ invoice: await row(invoice.id), lines: await lines(invoice.id) }).toEqual(before);
  });

  it('refuse a line added to an invoice issued by an earlier transaction', async () => {
    const before = await lines(invoice.id);
    const added = `insert into invoice_lines (invoice_id, position, description, quantity_thousandths, unit_price_cents, vat_rate, total_cents)
                   values ($1, 99, 'Ajout', 1000, 100, 0, 100)`;
    expect(await refusal(added, [invoice.id])).toBe(MODIFIED);
    expect(await lines(invoice.id)).toEqual(before);
  });

  it('let the payment be recorded once, never changed afterwards', async () => {
    const paid = await call(server.url, 'POST', `/api/invoices/${invoice.id}/payment`, {
      token: tokens.manager,
      body: { date: parisToday() },
    });
    expect(paid.body.status).toBe('Payée');
    expect(await refusal('update invoices set paid_at = paid_at - 1 where id = $1', [invoice.id])).toBe(MODIFIED);
    expect(
      await refusal('update invoices set paid_at = null, payment_transaction_id = null where id = $1', [invoice.id]),
    ).toBe(MODIFIED);
    const other = (
      await call(server.url, 'POST', '/api/financials', {
        token: tokens.manager,
        body: { amount: 1, description: 'Autre' },
      })
    ).body;
    expect(await refusal('update invoices set payment_transaction_id = $2 where id = $1', [invoice.id, other.id])).toBe(
      MODIFIED,
    );
    expect((await row(invoice.id)).payment_transaction_id).toBe(paid.body.payment_transaction_id);
  });

  it('refuse a change or deletion of the revenue transaction: the invoice stays paid with it', async () => {
    const paid = await call(server.url, 'POST', `/api/invoices/${invoice.id}/payment`, {
      token: tokens.manager,
      body: { date: parisToday() },
    });
    const transactionId = paid.body.payment_transaction_id;
    const transaction = async () =>
      (await server.sql('select * from financial_transactions where id = $1', [transactionId]))[0];
    const before = { invoice: await row(invoice.id), transaction: await transaction() };
    const locked = `Cette transaction est le paiement de la facture ${invoice.number} : annulez le paiement depuis la facture.`;
    expect(await refusal('delete from financial_transactions where id = $1', [transactionId])).toBe(locked);
    expect(await refusal('update financial_transactions set amount = 1 where id = $1', [transactionId])).toBe(locked);
    expect({ invoice: await row(invoice.id), transaction: await transaction() }).toEqual(before);
    expect(before.invoice).toMatchObject({ paid_at: expect.anything(), payment_transaction_id: transactionId });
  });
});
