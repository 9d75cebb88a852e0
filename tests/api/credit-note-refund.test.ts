import { addDays, seriesNumber } from '@pilotage/domain';
import { parisToday } from '../support/business';
import { call, graphql } from '../support/http';
import { issued, saveSeller } from '../support/invoices';
import { type TestServer, type Tokens, withTestServer } from '../support/server';

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => ((server = s), (tokens = t)));

const today = () => parisToday();
const year = () => Number(today().slice(0, 4));
const F = (sequence: number) => seriesNumber('invoice', year(), sequence);
const A = (sequence: number) => seriesNumber('credit_note', year(), sequence);

const credit = (id: number, body: unknown) =>
  call(server.url, 'POST', `/api/invoices/${id}/credit-note`, { token: tokens.manager, body });
const pay = (id: number) =>
  call(server.url, 'POST', `/api/invoices/${id}/payment`, { token: tokens.manager, body: { date: today() } });

/** What the database holds, read apart from the API that wrote it. */
const stored = async () => ({
  creditNotes: (
    await server.sql<{ n: number }>(`select count(*)::int as n from invoices where kind = 'credit_note'`)
  )[0].n,
  expenses: await server.sql<{ amount: string; description: string; category: string; date: string; source: string }>(
    `select amount::text, description, category, date::text, related_source as source
       from financial_transactions where amount < 0 order by id`,
  ),
});

/** An invoice of 2 × 150 € (300 €), paid today: its revenue transaction is in Finances. */
async function paidInvoice() {
  const invoice = await issued(server, tokens.manager, { issue_date: addDays(today(), -5) });
  expect((await pay(invoice.id)).status).toBe(200);
  return invoice;
}

beforeEach(() => saveSeller(server, tokens.admin));

describe('a credit note on a paid invoice records the refund when asked', () => {
  it('adds one expense of the credit note amount, naming it, with the credit note', async () => {
    const invoice = await paidInvoice();
    const created = await credit(invoice.id, {
      reason: 'Prestation annulée',
      record_refund: true,
      lines: [{ description: 'Conseil', quantity: 1, unit_price: 150 }],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ number: A(1), kind: 'credit_note', total: 150 });
    expect(await stored()).toEqual({
      creditNotes: 1,
      expenses: [
        {
          amount: '-150.00',
          description: `Remboursement avoir ${A(1)} (facture ${F(1)})`,
          category: 'Autre Dépense',
          date: today(),
          source: 'Zoé Martin',
        },
      ],
    });
    // Finances shows it as any other expense, and the day's net follows it (300 € in, 150 € out).
    const listed = await call(server.url, 'GET', '/api/financials', { token: tokens.manager });
    expect(listed.body).toContainEqual(expect.objectContaining({ amount: -150, type: 'Dépense' }));
    const day = await call(server.url, 'GET', `/api/financials/daily-balance?start_date=${today()}`, {
      token: tokens.manager,
    });
    expect(day.body).toEqual([{ date: today(), revenue: 300, expenses: 150, net: 150, bucket: 'day' }]);
  });

  it('records nothing more without the flag, or with it false', async () => {
    const invoice = await paidInvoice();
    expect(
      (await credit(invoice.id, { reason: 'Remise', lines: [{ description: 'Remise', quantity: 1, unit_price: 10 }] }))
        .status,
    ).toBe(201);
    expect(
      (
        await credit(invoice.id, {
          reason: 'Remise',
          record_refund: false,
          lines: [{ description: 'Remise', quantity: 1, unit_price: 10 }],
        })
      ).status,
    ).toBe(201);
    expect(await stored()).toEqual({ creditNotes: 2, expenses: [] });
  });

  it('takes the same flag in GraphQL', async () => {
    const invoice = await paidInvoice();
    const answer = await graphql(
      server.url,
      `
        mutation ($id: Int!, $input: CreditNoteInput!) {
          issueCreditNote(invoiceId: $id, input: $input) {
            number
            total
          }
        }
      `,
      { id: invoice.id, input: { reason: 'Erreur de facturation', recordRefund: true } },
      tokens.manager,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ issueCreditNote: { number: A(1), total: 300 } });
    expect((await stored()).expenses).toEqual([expect.objectContaining({ amount: '-300.00' })]);
  });
});

describe('a refund that cannot be recorded leaves nothing behind', () => {
  it('refuses it on an unpaid invoice: 409, no credit note, no transaction', async () => {
    const invoice = await issued(server, tokens.manager);
    const refused = await credit(invoice.id, { reason: 'Erreur', record_refund: true });
    expect(refused).toMatchObject({
      status: 409,
      body: { error: "Cette facture n'est pas payée : aucun remboursement à enregistrer." },
    });
    expect(await stored()).toEqual({ creditNotes: 0, expenses: [] });
  });

  it('refuses a flag that is not a boolean: 400, nothing written', async () => {
    const invoice = await paidInvoice();
    const refused = await credit(invoice.id, { reason: 'Erreur', record_refund: 'oui' });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: 'Le remboursement doit être oui (true) ou non (false).' },
    });
    expect(await stored()).toEqual({ creditNotes: 0, expenses: [] });
  });

  it('records the refund once when two whole credit notes race: the loser leaves no expense', async () => {
    const invoice = await paidInvoice();
    const answers = await Promise.all([
      credit(invoice.id, { reason: 'Annulée', record_refund: true }),
      credit(invoice.id, { reason: 'Annulée', record_refund: true }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await stored()).toEqual({
      creditNotes: 1,
      expenses: [
        expect.objectContaining({ amount: '-300.00', description: `Remboursement avoir ${A(1)} (facture ${F(1)})` }),
      ],
    });
  });

  it('rolls the refund back when the credit note cannot be stored after it', async () => {
    const invoice = await paidInvoice();
    // The refund is written first; the credit note's insert then fails inside the same transaction.
    await server.sql(`create function refuse_credit_note() returns trigger language plpgsql as $$
                        begin raise exception 'avoir refusé par le test'; end $$`);
    await server.sql(`create trigger refuse_credit_note before insert on invoices for each row
                        when (new.kind = 'credit_note') execute function refuse_credit_note()`);
    try {
      const failed = await credit(invoice.id, { reason: 'Annulée', record_refund: true });
      expect(failed.status).toBe(500);
    } finally {
      await server.sql('drop trigger refuse_credit_note on invoices');
      await server.sql('drop function refuse_credit_note()');
    }
    expect(await stored()).toEqual({ creditNotes: 0, expenses: [] });
  });
});
