import { parisToday } from '../support/business';
import { call } from '../support/http';
import { issued, saveSeller } from '../support/invoices';
import { type TestServer, type Tokens, withTestServer } from '../support/server';
import { csvDebitCredit } from '../support/bank/statements';
import { upload } from '../support/bank/upload';

/**
 * A transaction a statement line is settled with stays as the line says: neither edited nor deleted
 * from Finances, and an invoice payment made by a line is not cancelled from « Factures »; the line
 * is unmatched in « Banque », which undoes what it made.
 */

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => ((server = s), (tokens = t)));

const RECONCILED =
  'Cette transaction est rapprochée d’une ligne de relevé : annulez le rapprochement depuis « Banque ».';

async function importLines(movements: { date: string; cents: number; label: string }[]) {
  const account = await call(server.url, 'POST', '/api/bank-accounts', {
    token: tokens.admin,
    body: { name: 'Compte courant', iban: 'FR7630006000011234567890189', opening_date: '2020-01-01' },
  });
  await upload(
    server.url,
    `/api/bank-accounts/${account.body.id}/statements`,
    tokens.admin,
    csvDebitCredit(movements),
    {},
  );
  return (await call(server.url, 'GET', '/api/bank-lines', { token: tokens.admin })).body as {
    id: number;
    label: string;
  }[];
}
const match = (lineId: number, body: Record<string, unknown>) =>
  call(server.url, 'POST', `/api/bank-lines/${lineId}/match`, { token: tokens.admin, body });

describe('a transaction settled with a statement line', () => {
  it('is neither edited nor deleted from Finances, and goes with the unmatching of its line', async () => {
    const [line] = await importLines([{ date: '2026-11-03', cents: -350, label: 'CB BOULANGERIE 03/11' }]);
    const created = await match(line.id, { kind: 'create', category: 'Autre Dépense' });
    const transaction = `/api/financials/${created.body.transaction_id}`;
    expect(await call(server.url, 'DELETE', transaction, { token: tokens.manager })).toMatchObject({
      status: 409,
      body: { error: RECONCILED },
    });
    expect(
      await call(server.url, 'PUT', transaction, {
        token: tokens.manager,
        body: { description: 'Pain', amount: -35, date: '2026-11-03' },
      }),
    ).toMatchObject({ status: 409, body: { error: RECONCILED } });
    const [kept] = await server.sql<{ amount: string }>('select amount::text from financial_transactions');
    expect(kept.amount).toBe('-3.50');
    expect(
      (await call(server.url, 'POST', `/api/bank-lines/${line.id}/unmatch`, { token: tokens.manager })).status,
    ).toBe(200);
    expect(await server.sql('select 1 from financial_transactions')).toEqual([]);
  });

  it('keeps an existing transaction it was matched with as it is, until the line is unmatched', async () => {
    const added = await call(server.url, 'POST', '/api/financials', {
      token: tokens.manager,
      body: { amount: -120, description: 'Orange', date: '2026-11-04', category: 'Dépense Logiciel' },
    });
    const [line] = await importLines([{ date: '2026-11-04', cents: -12000, label: 'PRLV ORANGE' }]);
    expect((await match(line.id, { kind: 'transaction', target_id: added.body.id })).status).toBe(200);
    const transaction = `/api/financials/${added.body.id}`;
    expect((await call(server.url, 'DELETE', transaction, { token: tokens.manager })).body.error).toBe(RECONCILED);
    await call(server.url, 'POST', `/api/bank-lines/${line.id}/unmatch`, { token: tokens.manager });
    // Unlinked, it is an ordinary transaction again.
    expect((await call(server.url, 'DELETE', transaction, { token: tokens.manager })).status).toBe(200);
  });

  it('paying an invoice is cancelled by unmatching the line, not from « Factures »', async () => {
    await saveSeller(server, tokens.admin);
    const invoice = await issued(server, tokens.manager);
    const [line] = await importLines([{ date: parisToday(), cents: 30000, label: `VIR ZOE MARTIN ${invoice.number}` }]);
    expect((await match(line.id, { kind: 'invoice', target_id: invoice.id })).status).toBe(200);
    const cancelled = await call(server.url, 'POST', `/api/invoices/${invoice.id}/cancel-payment`, {
      token: tokens.admin,
      body: { reason: 'Erreur de saisie' },
    });
    expect(cancelled).toMatchObject({ status: 409, body: { error: RECONCILED } });
    expect((await call(server.url, 'GET', `/api/invoices/${invoice.id}`, { token: tokens.admin })).body.status).toBe(
      'Payée',
    );
    expect((await call(server.url, 'POST', `/api/bank-lines/${line.id}/unmatch`, { token: tokens.admin })).status).toBe(
      200,
    );
    expect(
      (await call(server.url, 'GET', `/api/invoices/${invoice.id}`, { token: tokens.admin })).body.status,
    ).not.toBe('Payée');
  });
});
