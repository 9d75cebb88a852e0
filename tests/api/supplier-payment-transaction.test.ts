import { call, graphql } from '../support/http';
import { type TestServer, type Tokens, withTestServer } from '../support/server';
import { PNG } from '../support/supplier-documents';
import { upload } from '../support/supplier-invoices';

/**
 * A supplier invoice's payment and its expense in Finances stay together: the expense cannot be
 * edited or deleted from Finances (the gateway says which supplier invoice to go through, and the
 * database refuses it too); the payment is undone through the supplier invoice, by an Admin.
 */

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => ((server = s), (tokens = t)));

const post = (path: string, body: unknown = {}, token = tokens.admin) =>
  call(server.url, 'POST', path, { token, body });

/** A receipt completed, approved and paid: answers the supplier invoice as paid. */
async function paidSupplierInvoice() {
  const created = await upload(server, tokens.manager, PNG, 'ticket.png');
  const id = created.body.id;
  await call(server.url, 'PUT', `/api/supplier-invoices/${id}`, {
    token: tokens.manager,
    body: { supplier_name: 'Papeterie Martin', number: 'T-42', issue_date: '2026-01-10', total: 59.9 },
  });
  expect((await post(`/api/supplier-invoices/${id}/approve`, { category: 'Autre Dépense' })).status).toBe(200);
  const paid = await post(`/api/supplier-invoices/${id}/payment`, { date: '2026-01-15' });
  expect(paid.body).toMatchObject({ status: 'Payée', payment_transaction_id: expect.any(Number) });
  return paid.body as { id: number; reference: string; payment_transaction_id: number };
}

const state = async (id: number) =>
  (
    await server.sql<{ status: string; transaction_id: number | null; amount: string | null; transactions: number }>(
      `select s.status, s.payment_transaction_id as transaction_id, f.amount::text as amount,
              (select count(*)::int from financial_transactions) as transactions
         from supplier_invoices s left join financial_transactions f on f.id = s.payment_transaction_id
        where s.id = $1`,
      [id],
    )
  )[0];

describe('the expense of a paid supplier invoice', () => {
  it('is neither deleted nor edited from Finances: the answer names the supplier invoice, nothing changes', async () => {
    const invoice = await paidSupplierInvoice();
    const before = await state(invoice.id);
    expect(before).toEqual({
      status: 'Payée',
      transaction_id: invoice.payment_transaction_id,
      amount: '-59.90',
      transactions: 1,
    });
    const locked = `Cette transaction est le paiement de la facture fournisseur ${invoice.reference} : annulez le paiement depuis la facture fournisseur.`;
    const transaction = `/api/financials/${invoice.payment_transaction_id}`;

    expect(await call(server.url, 'DELETE', transaction, { token: tokens.manager })).toMatchObject({
      status: 409,
      body: { error: locked },
    });
    const edit = await call(server.url, 'PUT', transaction, {
      token: tokens.manager,
      body: { description: 'Autre chose', amount: -10, date: '2026-01-15' },
    });
    expect(edit).toMatchObject({ status: 409, body: { error: locked } });
    const viaGraphql = await graphql(
      server.url,
      `mutation { deleteFinancialTransaction(id: ${invoice.payment_transaction_id}) { message } }`,
      {},
      tokens.manager,
    );
    expect(viaGraphql.errors?.[0]).toMatchObject({ message: locked, extensions: { code: 'CONFLICT' } });
    expect(await state(invoice.id)).toEqual(before);
  });

  it('is refused by the database too, whatever goes around the gateway', async () => {
    const invoice = await paidSupplierInvoice();
    await expect(
      server.sql('delete from financial_transactions where id = $1', [invoice.payment_transaction_id]),
    ).rejects.toThrow(`facture fournisseur ${invoice.reference}`);
    await expect(
      server.sql('update financial_transactions set amount = -1 where id = $1', [invoice.payment_transaction_id]),
    ).rejects.toThrow(`facture fournisseur ${invoice.reference}`);
    // Its related employee is the one thing that may change, as for a customer invoice's payment.
    await server.sql('update financial_transactions set related_employee_id = null where id = $1', [
      invoice.payment_transaction_id,
    ]);
    expect((await state(invoice.id)).amount).toBe('-59.90');
  });

  it('goes away with the payment, undone through the supplier invoice by an Admin, journaled', async () => {
    const invoice = await paidSupplierInvoice();
    const cancel = `/api/supplier-invoices/${invoice.id}/cancel-payment`;
    expect((await post(cancel, {}, tokens.manager)).status).toBe(403);
    const undone = await post(cancel);
    expect(undone).toMatchObject({
      status: 200,
      body: { status: 'Approuvée', payment_transaction_id: null, paid_at: null },
    });
    expect(await state(invoice.id)).toEqual({
      status: 'Approuvée',
      transaction_id: null,
      amount: null,
      transactions: 0,
    });
    expect(await post(cancel)).toMatchObject({
      status: 409,
      body: { error: "Cette facture fournisseur n'est pas payée : aucun paiement à annuler." },
    });
    const journal = await server.sql<{ entity_type: string; action: string }>(
      `select entity_type, action from audit_log where entity_type in ('supplier_invoice', 'transaction') and action <> 'create' order by id`,
    );
    expect(journal.map((row) => `${row.entity_type} ${row.action}`)).toEqual([
      'supplier_invoice update',
      'supplier_invoice update',
      'supplier_invoice update',
      'supplier_invoice update',
      'transaction delete',
    ]);
    // Paid again, it has its expense again.
    await post(`/api/supplier-invoices/${invoice.id}/payment`, { date: '2026-01-16' });
    expect(await state(invoice.id)).toMatchObject({ status: 'Payée', amount: '-59.90', transactions: 1 });
    const viaGraphql = await graphql(
      server.url,
      `mutation { cancelSupplierInvoicePayment(id: ${invoice.id}) { status } }`,
      {},
      tokens.admin,
    );
    expect(viaGraphql.data).toEqual({ cancelSupplierInvoicePayment: { status: 'Approuvée' } });
  });
});
