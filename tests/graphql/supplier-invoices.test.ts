import { buildFacturX, euroText, formatCents } from '@pilotage/domain';
import { liableInvoice } from '../support/factur-x/documents';
import { graphql } from '../support/http';
import { type TestServer, type Tokens, withTestServer } from '../support/server';
import { PLAIN_PDF, withGrandTotal } from '../support/supplier-documents';
import { upload } from '../support/supplier-invoices';

/** The GraphQL twins of « Factures fournisseurs »: same service, same rules, same French errors. */

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => ((server = s), (tokens = t)));

const gql = (query: string, variables: Record<string, unknown> = {}, token: string = tokens.manager) =>
  graphql(server.url, query, variables, token);
const FIELDS =
  'id reference status supplierName number total problems paidAt paymentTransactionId file { contentType }';
const LIST = `query ($filter: SupplierInvoiceFilterInput, $page: PageArgs) { supplierInvoices(filter: $filter, page: $page) { total items { reference status } } }`;
const APPROVE = `mutation ($id: Int!, $input: SupplierInvoiceApprovalInput) { approveSupplierInvoice(id: $id, input: $input) { ${FIELDS} } }`;
const PAY = `mutation ($id: Int!, $input: SupplierInvoicePaymentInput!) { paySupplierInvoice(id: $id, input: $input) { ${FIELDS} } }`;
const EDIT = `mutation ($id: Int!, $input: SupplierInvoiceEditInput!) { updateSupplierInvoice(id: $id, input: $input) { ${FIELDS} } }`;
const REFUSE = `mutation ($id: Int!, $input: SupplierInvoiceRefusalInput!) { refuseSupplierInvoice(id: $id, input: $input) { ${FIELDS} } }`;

it('lists, reads, corrects, approves with confirmation and pays', async () => {
  const wrong = liableInvoice.totalCents + 1000;
  const xml = new TextEncoder().encode(withGrandTotal(buildFacturX(liableInvoice), formatCents(wrong)));
  const { body } = await upload(server, tokens.manager, xml, 'f.xml');
  const listed = await gql(LIST, { filter: { status: 'À valider' }, page: { limit: 10 } });
  expect(listed.data.supplierInvoices).toEqual({
    total: 1,
    items: [{ reference: body.reference, status: 'À valider' }],
  });
  const read = await gql(`query ($id: Int!) { supplierInvoice(id: $id) { ${FIELDS} } }`, { id: body.id });
  expect(read.data.supplierInvoice.problems).toEqual([
    `Le total TTC (${euroText(wrong)}) ne correspond pas à la somme des lignes et de la TVA (${euroText(liableInvoice.totalCents)}).`,
  ]);

  const refused = await gql(APPROVE, { id: body.id });
  expect(refused.errors?.[0]).toMatchObject({
    extensions: { code: 'CONFLICT' },
    message: expect.stringMatching(/anomalies/),
  });
  const corrected = await gql(EDIT, { id: body.id, input: { total: liableInvoice.totalCents / 100 } });
  expect(corrected.data.updateSupplierInvoice.total).toBe(liableInvoice.totalCents / 100);
  const approved = await gql(APPROVE, { id: body.id, input: { confirm: true, category: 'Dépense Logiciel' } });
  expect(approved.data.approveSupplierInvoice.status).toBe('Approuvée');
  const badDate = await gql(PAY, { id: body.id, input: { date: '2999-01-01' } });
  expect(badDate.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  const paid = await gql(PAY, { id: body.id, input: { date: liableInvoice.issueDate } });
  expect(paid.data.paySupplierInvoice).toMatchObject({ status: 'Payée', paidAt: liableInvoice.issueDate });
  const [expense] = await server.sql<{ amount: string; category: string }>(
    'select amount::text, category from financial_transactions where id = $1',
    [paid.data.paySupplierInvoice.paymentTransactionId],
  );
  expect(expense).toEqual({ amount: formatCents(-liableInvoice.totalCents), category: 'Dépense Logiciel' });
});

it('refuses with a reason; an Employé and an unknown id are refused', async () => {
  const { body } = await upload(server, tokens.manager, PLAIN_PDF, 'r.pdf');
  expect((await gql(REFUSE, { id: body.id, input: { reason: ' ' } })).errors?.[0].extensions?.code).toBe(
    'BAD_USER_INPUT',
  );
  const refused = await gql(REFUSE, { id: body.id, input: { reason: 'Hors budget' } });
  expect(refused.data.refuseSupplierInvoice.status).toBe('Refusée');
  expect((await gql(LIST, {}, tokens.employe)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  const missing = await gql(`query { supplierInvoice(id: 999) { id } }`);
  expect(missing.errors?.[0]).toMatchObject({
    message: 'Facture fournisseur introuvable.',
    extensions: { code: 'NOT_FOUND' },
  });
});
