import { addDays, invoiceMessages } from '@pilotage/domain';
import { parisToday } from '../support/business';
import { call, graphql } from '../support/http';
import { issued, saveSeller } from '../support/invoices';
import { type TestServer, type Tokens, withTestServer } from '../support/server';

// Paid means paid: the revenue transaction of an invoice's payment changes only through the
// invoice. It used to be editable and deletable on its own, the invoice staying « Payée » without
// its money. « Annuler le paiement » (Admin, with a reason) is the one way back.

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => ((server = s), (tokens = t)));

const today = () => parisToday();
const api = (method: string, path: string, body?: unknown, token = tokens.manager) =>
  call(server.url, method, path, { token, body });
const gql = (query: string, variables: Record<string, unknown>, token = tokens.manager) =>
  graphql(server.url, query, variables, token);
const cancel = (id: number, body: unknown, token = tokens.admin) =>
  api('POST', `/api/invoices/${id}/cancel-payment`, body, token);
const CANCEL =
  'mutation ($id: Int!, $input: CancelPaymentInput!) { cancelInvoicePayment(invoiceId: $id, input: $input) { status paidAt paymentTransactionId } }';

const invoiceRow = async (id: number) => (await server.sql('select * from invoices where id = $1', [id]))[0];
const transactionRow = async (id: number) =>
  (await server.sql('select * from financial_transactions where id = $1', [id]))[0];
/** Everything a refusal must leave as it was. */
const snapshot = async (invoiceId: number) => ({
  invoice: await invoiceRow(invoiceId),
  transactions: await server.sql('select * from financial_transactions order by id'),
  journal: (await server.sql<{ n: number }>('select count(*)::int as n from audit_log'))[0].n,
});
const refusal = (statement: string, values: unknown[] = []) =>
  server.sql(statement, values).then(
    () => 'accepted',
    (error: Error) => error.message,
  );

let invoice: { id: number; number: string };
let transactionId: number;
beforeEach(async () => {
  await saveSeller(server, tokens.admin);
  invoice = await issued(server, tokens.manager, { issue_date: addDays(today(), -3) });
  const paid = await api('POST', `/api/invoices/${invoice.id}/payment`, { date: today() });
  expect(paid.body.status).toBe('Payée');
  transactionId = paid.body.payment_transaction_id;
});

describe("an invoice's payment transaction", () => {
  const locked = () =>
    `Cette transaction est le paiement de la facture ${invoice.number} : annulez le paiement depuis la facture.`;
  const edit = { description: 'Autre chose', amount: 1, type: 'Revenu', date: today() };

  it.each(['manager', 'admin'] as const)(
    'cannot be edited or deleted over REST by a %s: 409, nothing changes',
    async (who) => {
      const before = await snapshot(invoice.id);
      expect(await api('PUT', `/api/financials/${transactionId}`, edit, tokens[who])).toMatchObject({
        status: 409,
        body: { error: locked(), invoice_number: invoice.number },
      });
      expect(await api('DELETE', `/api/financials/${transactionId}`, undefined, tokens[who])).toMatchObject({
        status: 409,
        body: { error: locked() },
      });
      expect(await snapshot(invoice.id)).toEqual(before);
      expect((await api('GET', `/api/invoices/${invoice.id}`)).body).toMatchObject({
        status: 'Payée',
        payment_transaction_id: transactionId,
      });
    },
  );

  it('cannot be edited or deleted over GraphQL: CONFLICT, nothing changes', async () => {
    const before = await snapshot(invoice.id);
    const update = await gql(
      'mutation ($id: Int!, $input: UpdateFinancialTransactionInput!) { updateFinancialTransaction(id: $id, input: $input) { id } }',
      {
        id: transactionId,
        input: edit,
      },
    );
    expect(update.errors?.[0]).toMatchObject({ message: locked(), extensions: { code: 'CONFLICT' } });
    const remove = await gql('mutation ($id: Int!) { deleteFinancialTransaction(id: $id) { message } }', {
      id: transactionId,
    });
    expect(remove.errors?.[0]).toMatchObject({ message: locked(), extensions: { code: 'CONFLICT' } });
    expect(await snapshot(invoice.id)).toEqual(before);
  });

  it('is refused by the database too, whatever sends the statement', async () => {
    const before = await snapshot(invoice.id);
    expect(await refusal('update financial_transactions set amount = 1 where id = $1', [transactionId])).toBe(locked());
    expect(
      await refusal("update financial_transactions set description = 'x', date = date - 1 where id = $1", [
        transactionId,
      ]),
    ).toBe(locked());
    expect(await refusal('delete from financial_transactions where id = $1', [transactionId])).toBe(locked());
    expect(await refusal('delete from financial_transactions')).toBe(locked());
    // A session cannot switch the rule off: no setting opens it.
    expect(await refusal("select set_config('pilotage.actor_id', '1', false)")).toBe('accepted');
    expect(await refusal('delete from financial_transactions where id = $1', [transactionId])).toBe(locked());
    expect(await snapshot(invoice.id)).toEqual(before);
  });

  it('keeps its invoice paid when the invoice is reset without deleting it, or without a reason', async () => {
    const before = await snapshot(invoice.id);
    const modified = 'Une facture émise ne peut plus être modifiée : établissez un avoir.';
    expect(
      await refusal('update invoices set paid_at = null, payment_transaction_id = null where id = $1', [invoice.id]),
    ).toBe(modified);
    expect(await refusal("update invoices set payment_cancel_reason = 'x' where id = $1", [invoice.id])).toBe(modified);
    // Reset with a reason but the money kept: refused when the transaction commits.
    expect(
      await refusal(
        "update invoices set paid_at = null, payment_transaction_id = null, payment_cancel_reason = 'x' where id = $1",
        [invoice.id],
      ),
    ).toBe(
      `Le paiement de la facture ${invoice.number} est annulé avec sa transaction de revenu : supprimez-la dans la même transaction.`,
    );
    expect(await snapshot(invoice.id)).toEqual(before);
  });

  it('goes only with its invoice reset and a reason, in one transaction: the cancellation itself', async () => {
    const cancelled = `do $$ begin
        update invoices set paid_at = null, payment_transaction_id = null, payment_cancel_reason = 'Doublon' where id = ${invoice.id};
        delete from financial_transactions where id = ${transactionId};
      end $$`;
    expect(await refusal(cancelled)).toBe('accepted');
    expect(await invoiceRow(invoice.id)).toMatchObject({
      paid_at: null,
      payment_transaction_id: null,
      payment_cancel_reason: 'Doublon',
    });
    expect(await transactionRow(transactionId)).toBeUndefined();
  });

  it('still follows the deletion of its employee, which only unlinks it', async () => {
    const employee = (await api('POST', '/api/employees', { name: 'Zoé Martin' })).body;
    // Only the employee link may change on a payment.
    expect(
      await refusal('update financial_transactions set related_employee_id = $2 where id = $1', [
        transactionId,
        employee.id,
      ]),
    ).toBe('accepted');
    const before = await transactionRow(transactionId);
    expect((await api('DELETE', `/api/employees/${employee.id}`)).status).toBe(200);
    expect(await transactionRow(transactionId)).toEqual({ ...before, related_employee_id: null });
    expect((await api('GET', `/api/invoices/${invoice.id}`)).body).toMatchObject({
      status: 'Payée',
      payment_transaction_id: transactionId,
    });
  });

  it('leaves other transactions free to edit and delete', async () => {
    const other = (await api('POST', '/api/financials', { amount: 10, description: 'Pourboire' })).body;
    expect((await api('PUT', `/api/financials/${other.id}`, edit)).status).toBe(200);
    expect((await api('DELETE', `/api/financials/${other.id}`)).status).toBe(200);
  });
});

describe('« Annuler le paiement »', () => {
  it('puts the invoice back to Émise and deletes its transaction, in one go, journaled with the reason', async () => {
    const before = await invoiceRow(invoice.id);
    const cancelled = await cancel(invoice.id, { reason: '  Virement rejeté par la banque ' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      id: invoice.id,
      status: 'Émise',
      paid_at: null,
      payment_transaction_id: null,
    });
    expect(await transactionRow(transactionId)).toBeUndefined();
    // The content never changes: only the payment columns.
    const payment = ['paid_at', 'payment_transaction_id', 'payment_cancel_reason'];
    const content = (row: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(row).filter(([key]) => !payment.includes(key)));
    const after = await invoiceRow(invoice.id);
    expect(content(after)).toEqual(content(before));
    expect(after).toMatchObject({
      paid_at: null,
      payment_transaction_id: null,
      payment_cancel_reason: 'Virement rejeté par la banque',
    });
    // Revenue no longer counts it.
    expect((await api('GET', '/api/performance-stats')).body.overall_stats).toMatchObject({ total_revenue: 0 });
    const journal = await server.sql<{
      actor_username: string;
      action: string;
      entity_type: string;
      entity_id: string;
      changes: unknown;
    }>(
      `select actor_username, action, entity_type, entity_id, changes from audit_log
        where (entity_type = 'invoice' and action = 'update') or (entity_type = 'transaction' and action = 'delete') order by id`,
    );
    expect(journal).toEqual([
      // The payment, recorded by the Manager.
      expect.objectContaining({
        entity_type: 'invoice',
        changes: { paid_at: [null, today()], payment_transaction_id: [null, transactionId] },
      }),
      {
        actor_username: 'admin',
        action: 'update',
        entity_type: 'invoice',
        entity_id: String(invoice.id),
        changes: {
          paid_at: [today(), null],
          payment_transaction_id: [transactionId, null],
          payment_cancel_reason: [null, 'Virement rejeté par la banque'],
        },
      },
      expect.objectContaining({
        actor_username: 'admin',
        action: 'delete',
        entity_type: 'transaction',
        entity_id: String(transactionId),
      }),
    ]);
    // It can be paid again, with a new transaction.
    const again = await api('POST', `/api/invoices/${invoice.id}/payment`, { date: today() });
    expect(again.body).toMatchObject({ status: 'Payée', payment_transaction_id: expect.any(Number) });
    expect(again.body.payment_transaction_id).not.toBe(transactionId);
  });

  it('puts an overdue invoice back to En retard', async () => {
    const overdue = await issued(server, tokens.manager, {
      issue_date: addDays(today(), -3),
      due_date: addDays(today(), -1),
    });
    await api('POST', `/api/invoices/${overdue.id}/payment`, { date: today() });
    expect((await cancel(overdue.id, { reason: 'Saisi par erreur' })).body).toMatchObject({
      status: 'En retard',
      paid_at: null,
    });
  });

  it.each([
    [
      'a Manager',
      () => cancel(invoice.id, { reason: 'Erreur' }, tokens.manager),
      403,
      'Accès refusé : droits insuffisants.',
    ],
    ['an Employé', () => cancel(invoice.id, { reason: 'Erreur' }, tokens.employe), 403, expect.any(String)],
    ['no reason', () => cancel(invoice.id, {}), 400, invoiceMessages.cancelReasonRequired],
    ['a blank reason', () => cancel(invoice.id, { reason: ' \n ' }), 400, invoiceMessages.cancelReasonRequired],
    [
      'a reason too long',
      () => cancel(invoice.id, { reason: 'x'.repeat(501) }),
      400,
      invoiceMessages.cancelReasonTooLong,
    ],
    ['an unknown invoice', () => cancel(999, { reason: 'Erreur' }), 404, invoiceMessages.notFound],
  ])('refuses %s and changes nothing', async (_case, send, status, message) => {
    const before = await snapshot(invoice.id);
    expect(await send()).toMatchObject({ status, body: { error: message } });
    expect(await snapshot(invoice.id)).toEqual(before);
  });

  it('answers 409 for an unpaid invoice and a credit note', async () => {
    const unpaid = await issued(server, tokens.manager);
    const note = (await api('POST', `/api/invoices/${unpaid.id}/credit-note`, { reason: 'Annulée' })).body;
    for (const id of [unpaid.id, note.id]) {
      expect(await cancel(id, { reason: 'Erreur' })).toMatchObject({
        status: 409,
        body: { error: invoiceMessages.notPaid },
      });
    }
    await cancel(invoice.id, { reason: 'Erreur' });
    expect(await cancel(invoice.id, { reason: 'Encore' })).toMatchObject({
      status: 409,
      body: { error: invoiceMessages.notPaid },
    });
  });

  it('has its GraphQL twin, with the same rules', async () => {
    expect(
      (await gql(CANCEL, { id: invoice.id, input: { reason: 'Erreur' } }, tokens.manager)).errors?.[0].extensions?.code,
    ).toBe('FORBIDDEN');
    expect((await gql(CANCEL, { id: invoice.id, input: { reason: ' ' } }, tokens.admin)).errors?.[0]).toMatchObject({
      message: invoiceMessages.cancelReasonRequired,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await gql(CANCEL, { id: invoice.id, input: { reason: 'Erreur' } }, tokens.admin)).data).toEqual({
      cancelInvoicePayment: { status: 'Émise', paidAt: null, paymentTransactionId: null },
    });
    expect(await transactionRow(transactionId)).toBeUndefined();
    expect(
      (await gql(CANCEL, { id: invoice.id, input: { reason: 'Erreur' } }, tokens.admin)).errors?.[0],
    ).toMatchObject({
      message: invoiceMessages.notPaid,
      extensions: { code: 'CONFLICT' },
    });
  });
});
