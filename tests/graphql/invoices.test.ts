import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type InvoiceDocument, addDays, buildFacturX, seriesNumber } from '@pilotage/domain';
import { parisToday } from '../support/business';
import { call, graphql } from '../support/http';
import { LIABLE_SELLER, issued, saveSeller } from '../support/invoices';
import { type TestServer, type Tokens, withTestServer } from '../support/server';

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => ((server = s), (tokens = t)));
beforeEach(() => saveSeller(server, tokens.admin, LIABLE_SELLER));

const gql = (query: string, variables: Record<string, unknown> = {}, token: string | null = tokens.manager) =>
  graphql(server.url, query, variables, token ?? undefined);
const F = (sequence: number) => seriesNumber('invoice', Number(parisToday().slice(0, 4)), sequence);
const A = (sequence: number) => seriesNumber('credit_note', Number(parisToday().slice(0, 4)), sequence);

const FIELDS = `id kind number status clientName clientSiren issueDate dueDate operationCategory subtotal vatTotal total
  lines { description quantity unitPrice vatRate total } vatBreakdown { rate base vat } seller { companyName vatRegime siret }
  creditedInvoiceId creditedInvoiceNumber creditReason creditNotes { id number total } paidAt paymentTransactionId`;
const ISSUE = `mutation ($input: IssueInvoiceInput!) { issueInvoice(input: $input) { ${FIELDS} } }`;
const CREDIT = `mutation ($id: Int!, $input: CreditNoteInput!) { issueCreditNote(invoiceId: $id, input: $input) { ${FIELDS} } }`;
const PAY = `mutation ($id: Int!, $input: InvoicePaymentInput!) { recordInvoicePayment(invoiceId: $id, input: $input) { ${FIELDS} } }`;
const LIST = `query ($filter: InvoiceFilterInput, $page: PageArgs) { invoices(filter: $filter, page: $page) { total items { number status } } }`;

const input = (extra: Record<string, unknown> = {}) => ({
  clientName: 'Zoé Martin',
  clientAddress: '3 place Bellecour, 69002 Lyon',
  clientSiren: '552100554',
  operationCategory: 'Mixte',
  lines: [
    { description: 'Conseil', quantity: 1.5, unitPrice: 100 },
    { description: 'Livre', quantity: 2, unitPrice: 9.99, vatRate: 5.5 },
  ],
  ...extra,
});

describe('invoices over GraphQL', () => {
  it('answers UNAUTHENTICATED and FORBIDDEN', async () => {
    expect((await gql('{ nextInvoiceNumber { number } }', {}, null)).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    for (const query of [
      '{ invoices { total } }',
      '{ invoice(id: 1) { id } }',
      '{ nextInvoiceNumber { number } }',
      '{ invoiceFacturX(id: 1) }',
    ]) {
      expect((await gql(query, {}, tokens.employe)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect((await gql(ISSUE, { input: input() }, tokens.employe)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await server.sql('select count(*)::int as n from invoices')).toEqual([{ n: 0 }]);
  });

  it('issues, reads, lists, credits and cashes an invoice like REST', async () => {
    expect((await gql('{ nextInvoiceNumber { number } }')).data).toEqual({ nextInvoiceNumber: { number: F(1) } });
    const issued = (await gql(ISSUE, { input: input() })).data.issueInvoice;
    expect(issued).toMatchObject({
      kind: 'invoice',
      number: F(1),
      status: 'Émise',
      clientSiren: '552100554',
      issueDate: parisToday(),
      dueDate: addDays(parisToday(), 30),
      lines: [
        { description: 'Conseil', quantity: 1.5, unitPrice: 100, vatRate: 20, total: 150 },
        { description: 'Livre', quantity: 2, unitPrice: 9.99, vatRate: 5.5, total: 19.98 },
      ],
      // 20 % of 150 = 30; 5,5 % of 19,98 = 1,0989 → 1,10.
      vatBreakdown: [
        { rate: 20, base: 150, vat: 30 },
        { rate: 5.5, base: 19.98, vat: 1.1 },
      ],
      subtotal: 169.98,
      vatTotal: 31.1,
      total: 201.08,
      seller: { companyName: 'Atelier Dupont', vatRegime: 'liable', siret: '73282932000074' },
    });
    expect((await gql(`query ($id: Int!) { invoice(id: $id) { ${FIELDS} } }`, { id: issued.id })).data.invoice).toEqual(
      issued,
    );

    const note = (
      await gql(CREDIT, {
        id: issued.id,
        input: { reason: 'Livre abîmé', lines: [{ description: 'Livre', quantity: 1, unitPrice: 9.99, vatRate: 5.5 }] },
      })
    ).data.issueCreditNote;
    expect(note).toMatchObject({
      kind: 'credit_note',
      number: A(1),
      creditedInvoiceId: issued.id,
      creditedInvoiceNumber: F(1),
      creditReason: 'Livre abîmé',
      total: 10.54,
    });

    const paid = (await gql(PAY, { id: issued.id, input: { date: parisToday() } })).data.recordInvoicePayment;
    expect(paid).toMatchObject({
      status: 'Payée',
      paidAt: parisToday(),
      creditNotes: [{ id: note.id, number: A(1), total: 10.54 }],
    });
    const transactions = await gql('{ financialTransactions { items { id amount description date category } } }');
    expect(transactions.data.financialTransactions.items).toEqual([
      {
        id: paid.paymentTransactionId,
        amount: 190.54,
        description: `Paiement facture ${F(1)}`,
        date: parisToday(),
        category: 'Autre Revenu',
      },
    ]);

    const list = await gql(LIST, { filter: { client: 'ZOE', kind: 'invoice' }, page: { limit: 10 } });
    expect(list.data.invoices).toEqual({ total: 1, items: [{ number: F(1), status: 'Payée' }] });
    expect((await gql(LIST, { filter: { status: 'Émise' } })).data.invoices.items).toEqual([
      { number: A(1), status: 'Émise' },
    ]);
    const xml = (await gql('query ($id: Int!) { invoiceFacturX(id: $id) }', { id: issued.id })).data.invoiceFacturX;
    expect(xml).toContain(`>${F(1)}<`);
    expect(xml).toContain('>201.08<');
  });

  it('answers the REST refusals with their codes', async () => {
    const issued = (await gql(ISSUE, { input: input() })).data.issueInvoice;
    expect((await gql(ISSUE, { input: input({ number: F(1) }) })).errors?.[0]).toMatchObject({
      message: `Le prochain numéro de la série est ${F(2)}.`,
      extensions: { code: 'CONFLICT', nextNumber: F(2) },
    });
    expect(
      (await gql(ISSUE, { input: input({ lines: [{ description: 'x', quantity: 1, unitPrice: 1, vatRate: 19.6 }] }) }))
        .errors?.[0],
    ).toMatchObject({
      message: 'Ligne 1 : Taux de TVA invalide : 20, 10, 5,5, 2,1 ou 0 %.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await gql(ISSUE, { input: input({ clientSiren: '123' }) })).errors?.[0]).toMatchObject({
      message: 'SIREN du client invalide.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await gql(PAY, { id: issued.id, input: { date: parisToday() } });
    expect((await gql(PAY, { id: issued.id, input: { date: parisToday() } })).errors?.[0]).toMatchObject({
      message: 'Cette facture est déjà payée.',
      extensions: { code: 'CONFLICT' },
    });
    const note = (await gql(CREDIT, { id: issued.id, input: { reason: 'Erreur' } })).data.issueCreditNote;
    expect((await gql(CREDIT, { id: note.id, input: { reason: 'Erreur' } })).errors?.[0]).toMatchObject({
      message: "Un avoir ne peut pas faire l'objet d'un avoir.",
      extensions: { code: 'CONFLICT' },
    });
    expect((await gql('{ invoice(id: 999) { id } }')).errors?.[0]).toMatchObject({
      message: 'Facture introuvable.',
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await gql(LIST, { filter: { status: 'Brouillon' } })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('the Factur-X XML of the browser and of the gateway', () => {
  // The browser's own module and operations. Loaded by path, not imported: the web client is an ES
  // module this project's TypeScript cannot import, while jest compiles it like any test source.
  const { toInvoiceDocument } = jest.requireActual<{ toInvoiceDocument(invoice: unknown): InvoiceDocument }>(
    '../../web/src/screens/invoices/invoice-document',
  );
  const operations = readFileSync(path.join(__dirname, '../../web/src/screens/invoices/invoices.graphql'), 'utf8');

  async function browserXml(id: number): Promise<string> {
    const answer = await call(server.url, 'POST', '/graphql', {
      token: tokens.manager,
      body: { query: operations, operationName: 'Invoice', variables: { id } },
    });
    return buildFacturX(toInvoiceDocument(answer.body.data.invoice));
  }

  it('is the same, byte for byte, for an invoice and its credit note', async () => {
    await saveSeller(server, tokens.admin, {
      ...LIABLE_SELLER,
      legal_form: 'SARL',
      share_capital: '10 000 €',
      registration: 'RCS Lyon 732 829 320',
    });
    const invoice = await issued(server, tokens.manager, {
      client_siren: '552 100 554',
      client_vat_number: 'FR96552100554',
      service_date: addDays(parisToday(), -2),
      operation_category: 'Mixte',
      notes: 'Merci de votre confiance.',
      lines: [
        { description: 'Conseil', quantity: 0.333, unit_price: '80.10' },
        { description: 'Livre', quantity: 3, unit_price: 12.99, vat_rate: 5.5 },
        { description: 'Presse', quantity: 1, unit_price: 2.5, vat_rate: 2.1 },
        { description: 'Échantillon', quantity: 1, unit_price: 0, vat_rate: 0 },
      ],
    });
    const note = await call(server.url, 'POST', `/api/invoices/${invoice.id}/credit-note`, {
      token: tokens.manager,
      body: { reason: 'Livre abîmé', lines: [{ description: 'Livre', quantity: 1, unit_price: 12.99, vat_rate: 5.5 }] },
    });
    for (const id of [invoice.id, note.body.id]) {
      const served = await call(server.url, 'GET', `/api/invoices/${id}/factur-x.xml`, { token: tokens.manager });
      expect(served.status).toBe(200);
      expect(served.body).toBe(await browserXml(id));
      expect((await gql('query ($id: Int!) { invoiceFacturX(id: $id) }', { id })).data.invoiceFacturX).toBe(
        served.body,
      );
    }
  });
});
