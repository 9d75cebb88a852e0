import { buildFacturX, today } from '@pilotage/domain';
import { parseCdar } from '../../gateway/src/features/e-invoicing/cdar-parser';
import { queueSupplierInvoiceStatus } from '../../gateway/src/features/e-invoicing/e-invoicing.service';
import type { EInvoicingWorker } from '../../gateway/src/features/e-invoicing/e-invoicing-worker';
import { forgetTokens } from '../../gateway/src/features/e-invoicing/flow-client';
import { loginAdmin } from '../support/actors';
import { configurePlatform, startEInvoicingRig, stopEInvoicingRig } from '../support/e-invoicing-harness';
import { eventually } from '../support/eventually';
import type { FakePa } from '../support/fake-pa';
import { liableInvoice } from '../support/factur-x/documents';
import { call } from '../support/http';
import type { TestServer } from '../support/server';
import { ublDocument } from '../support/supplier-documents';
import { facturXPdf, upload } from '../support/supplier-invoices';

/**
 * The buyer's answer to a supplier invoice the Plateforme Agréée delivered: refusing it sends
 * « Refusée » (210) with its reason, approving it « Approuvée » (205), each as one CDAR flow
 * (`SupplierInvoiceLC`) queued with the decision; an uploaded invoice, or one decided while no
 * platform is configured, sends nothing.
 */

let fake: FakePa;
let server: TestServer;
let worker: EInvoicingWorker;
let admin: string;
let facturX: Buffer;
let ubl: Buffer;

const SUPPLIER_SIREN = liableInvoice.seller.siret.slice(0, 9);
const OUR_SIRET = '54210765100019';

beforeAll(async () => {
  ({ fake, server, worker } = await startEInvoicingRig(
    {},
    { retry: { retryLimit: 5, retryDelay: 1, retryBackoff: false }, pollingIntervalSeconds: 0.5 },
  ));
  facturX = Buffer.from(await facturXPdf(buildFacturX(liableInvoice), `Facture ${liableInvoice.number}`));
  ubl = Buffer.from(ublDocument({ ...liableInvoice, number: 'F-2026-0043' }), 'utf8');
});
beforeEach(async () => {
  await server.reset();
  await server.sql('insert into e_invoicing_reception_cursor (id) values (1)');
  await server.sql(
    `insert into invoice_settings (id, siret, company_name) values (1, $1, 'Café des Arts SAS')
     on conflict (id) do update set siret = excluded.siret, company_name = excluded.company_name`,
    [OUR_SIRET],
  );
  fake.reset();
  forgetTokens();
  admin = await loginAdmin(server);
  const saved = await configurePlatform(server, admin, fake);
  expect(saved.status).toBe(200);
});
afterEach(() => expect(fake.violations).toEqual([]));
afterAll(() => stopEInvoicingRig({ fake, server, worker }));

/** Delivers the file as an incoming `SupplierInvoice` flow and files it; answers the record's id. */
async function received(file: Buffer, fileName: string, flowSyntax: string): Promise<number> {
  const flow = fake.addFlow({
    flowType: 'SupplierInvoice',
    flowDirection: 'In',
    flowSyntax,
    processingRule: 'B2B',
    file,
    fileName,
  });
  expect(await worker.receiveNow()).toEqual(['filed']);
  const [row] = await server.sql<{ id: number }>('select id from supplier_invoices where flow_id = $1', [flow.flowId]);
  return row.id;
}

const decide = (id: number, action: 'approve' | 'refuse', body: object) =>
  call(server.url, 'POST', `/api/supplier-invoices/${id}/${action}`, { token: admin, body });

const statusSent = () => fake.sent().filter((flow) => flow.flowType === 'SupplierInvoiceLC');
const statusRows = () =>
  server.sql<{ supplier_invoice_id: number; status_code: number; state: string; reason: string | null }>(
    `select supplier_invoice_id, status_code, state, reason from e_invoicing_statuses
      where supplier_invoice_id is not null order by id`,
  );

it('sends « Refusée » (210) with its reason once when a delivered invoice is refused', async () => {
  const id = await received(facturX, 'facture.pdf', 'Factur-X');
  const reason = 'Prestation non commandée';
  const refused = await decide(id, 'refuse', { reason });
  expect(refused.status).toBe(200);
  await eventually(async () => expect((await statusRows())[0]?.state).toBe('sent'), 20_000);

  const sent = statusSent();
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ flowSyntax: 'CDAR', processingRule: 'B2B', flowDirection: 'Out' });
  expect(parseCdar(sent[0].file).statuses).toEqual([
    {
      invoiceNumber: liableInvoice.number,
      issuerSiren: SUPPLIER_SIREN,
      code: 210,
      reasonCode: null,
      reason,
      statusDate: today(server.deps.config.timezone),
      amountCents: null,
    },
  ]);
  // From us, the buyer, to the supplier.
  const text = sent[0].file.toString('utf8');
  expect(text).toMatch(/<ram:SenderTradeParty>\s*<ram:GlobalID schemeID="0002">542107651<\/ram:GlobalID>/);
  expect(text).toMatch(new RegExp(`<ram:RecipientTradeParty>\\s*<ram:GlobalID schemeID="0002">${SUPPLIER_SIREN}<`));
  // The posted flow passed the fixture's validation (afterEach), and was posted once.
  expect(fake.calls.filter((c) => c.operationId === 'createFlow')).toHaveLength(1);
  expect(await statusRows()).toEqual([{ supplier_invoice_id: id, status_code: 210, state: 'sent', reason }]);

  // Never twice for one invoice: a second decision is refused, and a second queueing does nothing.
  expect((await decide(id, 'refuse', { reason: 'Encore' })).status).toBe(409);
  const again = await server.deps.orm.em
    .fork()
    .transactional((em) =>
      queueSupplierInvoiceStatus(em, server.deps.config.eInvoicing, id, { code: 205, date: '2026-11-20' }),
    );
  expect(again).toBe(false);
  expect(await statusRows()).toHaveLength(1);
});

it('sends « Approuvée » (205) once when a delivered invoice is approved, even when the 202 is lost', async () => {
  const id = await received(ubl, 'facture.xml', 'UBL');
  // The platform takes the flow, then the connection is cut: the retry finds it by its tracking id.
  fake.dropAfterAccept(1);
  const approved = await decide(id, 'approve', { confirm: true });
  expect(approved.status).toBe(200);
  await eventually(async () => expect(statusSent()).toHaveLength(1), 20_000);
  expect(parseCdar(statusSent()[0].file).statuses).toEqual([
    expect.objectContaining({ invoiceNumber: 'F-2026-0043', issuerSiren: SUPPLIER_SIREN, code: 205, reason: null }),
  ]);
  await eventually(async () =>
    expect(await statusRows()).toEqual([{ supplier_invoice_id: id, status_code: 205, state: 'sent', reason: null }]),
  );
  expect(fake.calls.filter((c) => c.operationId === 'createFlow')).toHaveLength(1);
  expect(statusSent()).toHaveLength(1);
});

it('sends nothing for an uploaded invoice, nor for a delivered one decided without a platform', async () => {
  const jobs = `select count(*)::int as count from pgboss.job where data ? 'statusId'`;
  const [before] = await server.sql<{ count: number }>(jobs);
  const uploaded = await upload(server, admin, facturX, 'facture.pdf');
  expect(uploaded.status).toBe(201);
  expect((await decide(uploaded.body.id, 'refuse', { reason: 'Doublon papier' })).status).toBe(200);

  const delivered = await received(ubl, 'facture.xml', 'UBL');
  await server.sql('delete from e_invoicing_settings');
  expect((await decide(delivered, 'approve', { confirm: true })).status).toBe(200);

  expect(await statusRows()).toEqual([]);
  expect(await server.sql(jobs)).toEqual([before]);
  expect(statusSent()).toEqual([]);
});
