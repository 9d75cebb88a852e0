import { invoiceMessages, seriesNumber } from '@pilotage/domain';
import { parisToday } from '../support/business';
import { call, graphql } from '../support/http';
import { invoiceBody, issued, saveSeller } from '../support/invoices';
import { type TestServer, type Tokens, withTestServer } from '../support/server';

// An issued invoice takes the next number of its own series and year, in order, whatever is typed
// (CGI annexe II art. 242 nonies A: one chronological series without gaps). A typed number used to
// be taken whenever it was free, which let a caller issue in another series, another year, ahead
// of the sequence or under any name.

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => ((server = s), (tokens = t)));

const year = () => Number(parisToday().slice(0, 4));
const F = (sequence: number, y = year()) => seriesNumber('invoice', y, sequence);
const A = (sequence: number, y = year()) => seriesNumber('credit_note', y, sequence);

const ISSUE = 'mutation ($input: IssueInvoiceInput!) { issueInvoice(input: $input) { number } }';
const graphqlInput = (number: string) => ({
  number,
  clientName: 'Zoé Martin',
  clientAddress: '3 place Bellecour, 69002 Lyon',
  operationCategory: 'Services',
  lines: [{ description: 'Conseil', quantity: 1, unitPrice: 100 }],
});

/** What the tables hold of invoices and their series. */
const stored = async () => ({
  numbers: (await server.sql<{ number: string }>('select number from invoices order by id')).map((row) => row.number),
  counters: await server.sql('select kind, year, last_sequence from invoice_counters order by kind, year'),
  lines: (await server.sql<{ n: number }>('select count(*)::int as n from invoice_lines'))[0].n,
});

beforeEach(async () => {
  await saveSeller(server, tokens.admin);
  // F-…-0001 and its credit note A-…-0001: the next invoice is F-…-0002, the next credit note A-…-0002.
  const first = await issued(server, tokens.manager);
  const note = await call(server.url, 'POST', `/api/invoices/${first.id}/credit-note`, {
    token: tokens.manager,
    body: { reason: 'Remise', lines: [{ description: 'Remise', quantity: 1, unit_price: 10 }] },
  });
  expect(note.body.number).toBe(A(1));
});

describe('a typed invoice number', () => {
  const outOfSeries: [string, () => string][] = [
    ['the credit-note series', () => A(2)],
    ['the credit-note series, already used', () => A(1)],
    ['another year', () => F(1, year() + 4)],
    ['an earlier year', () => F(2, year() - 1)],
    ['ahead of the sequence', () => F(50)],
    ['right after the next one', () => F(3)],
    ['behind the sequence (taken)', () => F(1)],
    ['behind the sequence (zero)', () => F(0)],
    ['a path', () => '../../x'],
    ['a path with the next number', () => `../${F(2)}`],
    ['lower case', () => F(2).toLowerCase()],
    ['without padding', () => `F-${year()}-2`],
    ['with more padding', () => `F-${year()}-00002`],
    ['free-form', () => 'DEVIS-42'],
    ['spaces around, ahead', () => ` \t${F(50)}\u00a0 `],
  ];

  it.each(outOfSeries)('%s: answers 409 with the next number, over REST, and writes nothing', async (_case, typed) => {
    const before = await stored();
    const answer = await call(server.url, 'POST', '/api/invoices', {
      token: tokens.manager,
      body: invoiceBody({ number: typed() }),
    });
    expect(answer).toMatchObject({
      status: 409,
      body: { error: `Le prochain numéro de la série est ${F(2)}.`, next_number: F(2) },
    });
    expect(await stored()).toEqual(before);
  });

  it.each(outOfSeries)(
    '%s: answers CONFLICT with extensions.nextNumber, over GraphQL, and writes nothing',
    async (_case, typed) => {
      const before = await stored();
      const answer = await graphql(server.url, ISSUE, { input: graphqlInput(typed()) }, tokens.manager);
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0]).toMatchObject({
        message: invoiceMessages.numberOutOfSeries(F(2)),
        extensions: { code: 'CONFLICT', nextNumber: F(2) },
      });
      expect(await stored()).toEqual(before);
    },
  );

  const malformed: [string, () => string][] = [
    ['Arabic-Indic digits', () => `F-${year()}-\u0660\u0660\u0660\u0662`],
    ['full-width digits', () => `F-${year()}-\uff10\uff10\uff10\uff12`],
    ['a space inside', () => `F-${year()}- 0002`],
    ['a no-break space inside', () => `F-${year()}-\u00a00002`],
    ['a zero-width space', () => `${F(2)}\u200b`],
    ['a backslash path', () => '..\\..\\x'],
  ];

  it.each(malformed)(
    '%s: refused as invalid (400), over REST and GraphQL, and writes nothing',
    async (_case, typed) => {
      const before = await stored();
      const answer = await call(server.url, 'POST', '/api/invoices', {
        token: tokens.manager,
        body: invoiceBody({ number: typed() }),
      });
      expect(answer).toMatchObject({ status: 400, body: { error: invoiceMessages.numberInvalid } });
      const viaGraphql = await graphql(server.url, ISSUE, { input: graphqlInput(typed()) }, tokens.manager);
      expect(viaGraphql.errors?.[0]).toMatchObject({
        message: invoiceMessages.numberInvalid,
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(await stored()).toEqual(before);
    },
  );

  it('is taken when it is exactly the next number, spaces around trimmed, over REST and GraphQL', async () => {
    expect((await issued(server, tokens.manager, { number: `  ${F(2)}\u00a0` })).number).toBe(F(2));
    expect((await graphql(server.url, ISSUE, { input: graphqlInput(F(3)) }, tokens.manager)).data).toEqual({
      issueInvoice: { number: F(3) },
    });
    expect((await issued(server, tokens.manager)).number).toBe(F(4));
    expect((await stored()).numbers).toEqual([F(1), A(1), F(2), F(3), F(4)]);
  });

  it('offers a number a client can take at once', async () => {
    const refused = await call(server.url, 'POST', '/api/invoices', {
      token: tokens.manager,
      body: invoiceBody({ number: F(9) }),
    });
    expect(refused.status).toBe(409);
    expect((await issued(server, tokens.manager, { number: refused.body.next_number })).number).toBe(F(2));
  });
});

describe('the database', () => {
  /** Copies invoice `id` under another number, straight into the table. */
  const copyAs = (number: string, id: number) =>
    server
      .sql(
        `insert into invoices (kind, number, client_name, client_address, issue_date, due_date, operation_category, seller,
                               subtotal_cents, vat_total_cents, total_cents, vat_breakdown, created_by)
         select kind, $1, client_name, client_address, issue_date, due_date, operation_category, seller,
                subtotal_cents, vat_total_cents, total_cents, vat_breakdown, created_by
           from invoices where id = $2`,
        [number, id],
      )
      .then(
        () => 'accepted',
        (error: Error) => error.message,
      );

  it.each([
    ['ahead of the counter', () => F(50)],
    ['the next number without taking it from the counter', () => F(2)],
    ['in the other series', () => A(2)],
    ['in another year', () => F(1, year() + 1)],
    ['free-form', () => 'DEVIS-42'],
  ])('refuses an invoice inserted %s', async (_case, number) => {
    const [{ id }] = await server.sql<{ id: number }>("select id from invoices where kind = 'invoice'");
    const before = await stored();
    expect(await copyAs(number(), id)).toBe(
      `Le numéro ${number()} n'est pas le prochain de sa série : une facture prend le numéro de son compteur.`,
    );
    expect(await stored()).toEqual(before);
  });
});
