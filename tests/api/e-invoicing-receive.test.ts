import { buildFacturX, eInvoicingMessages, supplierInvoiceMessages } from '@pilotage/domain';
import { register } from 'prom-client';
import { type EInvoicingWorker, startEInvoicing } from '../../gateway/src/features/e-invoicing/e-invoicing-worker';
import { forgetTokens } from '../../gateway/src/features/e-invoicing/flow-client';
import { issuedInvoiceFile } from '../../gateway/src/features/invoices/invoices.service';
import { fileSupplierInvoice } from '../../gateway/src/features/purchases/purchases.service';
import { loginAdmin } from '../support/actors';
import {
  configurePlatform,
  startEInvoicingRig,
  startSecondReplica,
  stopEInvoicingRig,
} from '../support/e-invoicing-harness';
import { eventually } from '../support/eventually';
import type { FakePa } from '../support/fake-pa';
import { liableInvoice } from '../support/factur-x/documents';
import { call, graphql } from '../support/http';
import type { TestServer } from '../support/server';
import { EXECUTABLE, ublDocument } from '../support/supplier-documents';
import { download, facturXPdf, upload } from '../support/supplier-invoices';

/**
 * Supplier invoices arriving from the Plateforme Agréée: incoming `SupplierInvoice` flows found by
 * the reception round, downloaded and filed through the upload's own intake with the origin
 * « Plateforme », once per flow, whatever replays, duplicates, unreadable files or a second replica do.
 */

let fake: FakePa;
let server: TestServer;
let worker: EInvoicingWorker;
let admin: string;

const UBL_INVOICE = { ...liableInvoice, number: 'F-2026-0043' };
let facturX: Buffer;
let ubl: Buffer;

beforeAll(async () => {
  ({ fake, server, worker } = await startEInvoicingRig());
  facturX = Buffer.from(await facturXPdf(buildFacturX(liableInvoice), `Facture ${liableInvoice.number}`));
  ubl = Buffer.from(ublDocument(UBL_INVOICE), 'utf8');
});
beforeEach(async () => {
  await server.reset();
  await server.sql('insert into e_invoicing_reception_cursor (id) values (1)');
  fake.reset();
  forgetTokens();
  admin = await loginAdmin(server);
  await configurePa();
});
afterEach(() => expect(fake.violations).toEqual([]));
afterAll(() => stopEInvoicingRig({ fake, server, worker }));

const configurePa = async () => {
  const saved = await configurePlatform(server, admin, fake);
  expect(saved.status).toBe(200);
};

const deliver = (file: Buffer, fileName: string, flowSyntax: string) =>
  fake.addFlow({ flowType: 'SupplierInvoice', flowDirection: 'In', flowSyntax, processingRule: 'B2B', file, fileName });

const list = async (query = '') => {
  const answer = await call(server.url, 'GET', `/api/supplier-invoices${query}`, { token: admin });
  expect(answer.status).toBe(200);
  return answer.body as Record<string, unknown>[];
};
const downloads = () => fake.calls.filter((c) => c.operationId === 'getFlow').length;
const received = async () =>
  server.sql<{ flow_id: string; outcome: string; problem: string | null; reference: string | null }>(
    `select r.flow_id, r.outcome, r.problem, s.reference from e_invoicing_received_flows r
       left join supplier_invoices s on s.id = r.supplier_invoice_id order by r.received_at, r.flow_id`,
  );

/** What an upload and a reception must read alike: all but the record's identity, origin and file name. */
function reading(view: Record<string, unknown>) {
  const { id: _id, reference: _r, origin: _o, flow_id: _f, created_at: _c, file, ...rest } = view;
  const { id: _fileId, file_name: _name, ...kept } = file as Record<string, unknown>;
  return { ...rest, file: kept };
}

it('files a Factur-X PDF and a UBL invoice from the platform as an upload of the same files reads them', async () => {
  // The same files dropped on the screen first, read, then removed.
  const uploads = [];
  for (const [bytes, name] of [
    [facturX, 'a.pdf'],
    [ubl, 'b.xml'],
  ] as const) {
    const answer = await upload(server, admin, bytes, name);
    expect(answer.status).toBe(201);
    expect(answer.body.origin).toBe('upload');
    expect(answer.body.flow_id).toBeNull();
    uploads.push(answer.body);
  }
  await server.sql('delete from supplier_invoices');
  await server.sql('delete from stored_files');

  const first = deliver(facturX, 'facture-F-2026-0042.pdf', 'Factur-X');
  const second = deliver(ubl, 'facture-F-2026-0043.xml', 'UBL');
  expect(await worker.receiveNow()).toEqual(['filed', 'filed']);

  const rows = await list('?origin=platform');
  expect(rows).toHaveLength(2);
  const byFlow = new Map(rows.map((row) => [row.flow_id, row]));
  const pdfRecord = byFlow.get(first.flowId)!;
  const ublRecord = byFlow.get(second.flowId)!;
  expect(pdfRecord).toMatchObject({ origin: 'platform', format: 'factur-x', number: liableInvoice.number });
  expect(ublRecord).toMatchObject({ origin: 'platform', format: 'ubl', number: UBL_INVOICE.number });
  expect((pdfRecord.file as { file_name: string }).file_name).toBe('facture-F-2026-0042.pdf');
  expect(reading(pdfRecord)).toEqual(reading(uploads[0]));
  expect(reading(ublRecord)).toEqual(reading(uploads[1]));
  // The original as the platform gave it, byte for byte.
  const original = await download(server, admin, `/api/supplier-invoices/${pdfRecord.id}/file`);
  expect(Buffer.from(original.bytes).equals(facturX)).toBe(true);
  // Nobody uploaded them: the journal names the system.
  const journal = await server.sql<{ actor_id: number | null }>(
    `select actor_id from audit_log where entity_type = 'supplier_invoice' and action = 'create' and entity_id = $1`,
    [String(pdfRecord.id)],
  );
  expect(journal).toEqual([{ actor_id: null }]);
  expect(await list('?origin=upload')).toEqual([]);
  // The cursor stands at the last flow read.
  const [cursor] = await server.sql<{ updated_after: Date }>('select updated_after from e_invoicing_reception_cursor');
  expect(cursor.updated_after.toISOString()).toBe(second.updatedAt);
});

it('files a flow once, delivered again or read again from the start', async () => {
  const flow = deliver(ubl, 'f.xml', 'UBL');
  expect(await worker.receiveNow()).toEqual(['filed']);
  expect(downloads()).toBe(1);
  // The platform delivers it again (updated), and a later round reads the whole history again.
  fake.touch(flow.flowId);
  expect(await worker.receiveNow()).toEqual([]);
  await server.sql(`update e_invoicing_reception_cursor set updated_after = '1970-01-01T00:00:00Z'`);
  expect(await worker.receiveNow()).toEqual([]);
  expect(downloads()).toBe(1);
  expect(await list()).toHaveLength(1);
  // And the database itself refuses a second record of one flow.
  await expect(
    server.sql(
      `insert into supplier_invoices (reference, format, file_id, origin, flow_id)
       select 'FF-2026-9999', format, file_id, origin, flow_id from supplier_invoices`,
    ),
  ).rejects.toThrow(/supplier_invoices_flow_index/);
});

it('records a duplicate and an unreadable file and still files the flows after them', async () => {
  const dropped = await upload(server, admin, facturX, 'depot.pdf');
  expect(dropped.status).toBe(201);
  const duplicate = deliver(facturX, 'doublon.pdf', 'Factur-X');
  const unreadable = deliver(EXECUTABLE, 'virus.pdf', 'Factur-X');
  const good = deliver(ubl, 'f.xml', 'UBL');
  expect(await worker.receiveNow()).toEqual(['duplicate', 'unreadable', 'filed']);

  const duplicateProblem = eInvoicingMessages.receivedDuplicate(dropped.body.reference);
  const unreadableProblem = eInvoicingMessages.receivedUnreadable(supplierInvoiceMessages.unsupportedFile);
  expect(await received()).toEqual([
    { flow_id: duplicate.flowId, outcome: 'duplicate', problem: duplicateProblem, reference: null },
    { flow_id: unreadable.flowId, outcome: 'unreadable', problem: unreadableProblem, reference: null },
    { flow_id: good.flowId, outcome: 'filed', problem: null, reference: expect.stringMatching(/^FF-/) },
  ]);
  const platform = await list('?origin=platform');
  expect(platform.map((row) => row.flow_id)).toEqual([good.flowId]);
  // Visible to Admins beside the download that brought each one.
  const exchanges = await call(server.url, 'GET', '/api/settings/e-invoicing/exchanges?limit=50', { token: admin });
  const errors = (exchanges.body as { flow_id: string | null; error: string | null }[])
    .filter((row) => row.error !== null)
    .map((row) => [row.flow_id, row.error]);
  expect(errors).toEqual(
    expect.arrayContaining([
      [duplicate.flowId, duplicateProblem],
      [unreadable.flowId, unreadableProblem],
    ]),
  );
  // The cursor moved past all three; a new round has nothing left to do.
  const [cursor] = await server.sql<{ updated_after: Date }>('select updated_after from e_invoicing_reception_cursor');
  expect(cursor.updated_after.toISOString()).toBe(good.updatedAt);
  expect(await worker.receiveNow()).toEqual([]);
});

it('records a flow the platform cannot give (404) and goes on', async () => {
  const missing = deliver(ubl, 'f.xml', 'UBL');
  const next = deliver(facturX, 'a.pdf', 'Factur-X');
  fake.failNext('getFlow', 1, 404);
  expect(await worker.receiveNow()).toEqual(['unreadable', 'filed']);
  expect(await received()).toEqual([
    {
      flow_id: missing.flowId,
      outcome: 'unreadable',
      problem: eInvoicingMessages.receivedUnreadable(eInvoicingMessages.flowServiceFailed(404)),
      reference: null,
    },
    { flow_id: next.flowId, outcome: 'filed', problem: null, reference: expect.stringMatching(/^FF-/) },
  ]);
});

it('leaves the round undone when the platform fails, and files everything on the next', async () => {
  deliver(facturX, 'a.pdf', 'Factur-X');
  deliver(ubl, 'b.xml', 'UBL');
  fake.failNext('getFlow', 1, 503);
  await expect(worker.receiveNow()).rejects.toThrow(/indisponible/);
  expect(downloads()).toBe(1);
  expect(await list()).toEqual([]);
  expect(await received()).toEqual([]);
  const [cursor] = await server.sql<{ updated_after: Date }>('select updated_after from e_invoicing_reception_cursor');
  expect(cursor.updated_after.toISOString()).toBe('1970-01-01T00:00:00.000Z');
  expect(await worker.receiveNow()).toEqual(['filed', 'filed']);
  expect(await list('?origin=platform')).toHaveLength(2);
});

it('counts the flows received by outcome for Prometheus', async () => {
  const count = async (outcome: string) =>
    (await register.getSingleMetric('pa_flows_received_total')?.get())?.values.find(
      (value) => value.labels.outcome === outcome,
    )?.value ?? 0;
  const before = { filed: await count('filed'), unreadable: await count('unreadable') };
  deliver(ubl, 'f.xml', 'UBL');
  deliver(EXECUTABLE, 'x.bin', 'UBL');
  await worker.receiveNow();
  expect(await count('filed')).toBe(before.filed + 1);
  expect(await count('unreadable')).toBe(before.unreadable + 1);
});

it('filters the list on the origin, in REST and GraphQL', async () => {
  expect((await upload(server, admin, facturX, 'a.pdf')).status).toBe(201);
  deliver(ubl, 'f.xml', 'UBL');
  await worker.receiveNow();
  expect((await list('?origin=upload')).map((row) => row.origin)).toEqual(['upload']);
  expect((await list('?origin=platform')).map((row) => row.number)).toEqual([UBL_INVOICE.number]);
  expect(await list()).toHaveLength(2);
  const wrong = await call(server.url, 'GET', '/api/supplier-invoices?origin=mail', { token: admin });
  expect(wrong.status).toBe(400);
  const answer = await graphql(
    server.url,
    `
      query {
        supplierInvoices(filter: { origin: "platform" }) {
          total
          items {
            origin
            flowId
            number
          }
        }
      }
    `,
    {},
    admin,
  );
  expect(answer.errors).toBeUndefined();
  expect(answer.data.supplierInvoices).toEqual({
    total: 1,
    items: [{ origin: 'platform', flowId: expect.any(String), number: UBL_INVOICE.number }],
  });
});

it('files each flow once when two gateways on one database receive at the same moment', async () => {
  const { replica, other } = await startSecondReplica(server);
  try {
    const flows = [deliver(facturX, 'a.pdf', 'Factur-X'), deliver(ubl, 'b.xml', 'UBL')];
    // Slow answers keep the first round's lock held while the second arrives.
    fake.delayMs = 200;
    const rounds = await Promise.all([worker.receiveNow(), other.receiveNow()]);
    expect(rounds).toEqual(expect.arrayContaining([null, ['filed', 'filed']]));
    fake.delayMs = 0;
    // Then each again, one after the other: nothing more.
    expect(await other.receiveNow()).toEqual([]);
    expect(await worker.receiveNow()).toEqual([]);
    const rows = await list('?origin=platform');
    expect(rows.map((row) => row.flow_id).sort()).toEqual(flows.map((flow) => flow.flowId).sort());
    expect(downloads()).toBe(2);
  } finally {
    fake.delayMs = 0;
    await other.stop();
    await replica.close();
  }
});

it('receives on its own every PA_POLL_SECONDS, after the lifecycle polling', async () => {
  const timed = await startEInvoicing(server.deps, {
    readFile: issuedInvoiceFile,
    fileSupplierInvoice,
    pollSeconds: 0.2,
    stopTimeoutMs: 1000,
  });
  try {
    const flow = deliver(ubl, 'f.xml', 'UBL');
    await eventually(async () =>
      expect((await list('?origin=platform')).map((row) => row.flow_id)).toEqual([flow.flowId]),
    );
  } finally {
    await timed.stop();
  }
});
