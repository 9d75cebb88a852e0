import crypto from 'node:crypto';
import type { EInvoicingWorker } from '../../gateway/src/features/e-invoicing/e-invoicing-worker';
import { loginAdmin } from '../support/actors';
import {
  configurePlatform,
  resetForSending,
  startEInvoicingRig,
  startSecondReplica,
  stopEInvoicingRig,
} from '../support/e-invoicing-harness';
import { eventually } from '../support/eventually';
import type { FakePa } from '../support/fake-pa';
import { call } from '../support/http';
import { issued, saveSeller } from '../support/invoices';
import type { TestServer } from '../support/server';

const CLIENT_SIREN = '552100554';

let fake: FakePa;
let server: TestServer;
let worker: EInvoicingWorker;
let admin: string;

beforeAll(async () => {
  ({ fake, server, worker } = await startEInvoicingRig(
    {},
    { retry: { retryLimit: 5, retryDelay: 1, retryBackoff: false }, pollingIntervalSeconds: 0.5 },
  ));
});
beforeEach(async () => {
  await resetForSending({ fake, server });
  admin = await loginAdmin(server);
  await saveSeller(server, admin);
});
afterEach(() => expect(fake.violations).toEqual([]));
afterAll(() => stopEInvoicingRig({ fake, server, worker }));

const configurePa = () => configurePlatform(server, admin, fake);
const networkState = async (id: number) =>
  (await call(server.url, 'GET', `/api/invoices/${id}/e-invoicing`, { token: admin })).body;

async function deposited(id: number) {
  await eventually(async () => expect((await networkState(id)).state).toBe('deposited'), 20_000);
  return networkState(id);
}

it('says « Non transmise (aucune plateforme configurée) » and queues nothing without a platform', async () => {
  const invoice = await issued(server, admin, { client_siren: CLIENT_SIREN });
  expect(await networkState(invoice.id)).toEqual({
    state: null,
    label: 'Non transmise (aucune plateforme configurée)',
    flow_id: null,
    reasons: [],
    last_error: null,
  });
  expect(await server.sql('select * from e_invoicing_transmissions')).toEqual([]);
});

it('leaves an invoice to a private client (no SIREN) off the network', async () => {
  await configurePa();
  const invoice = await issued(server, admin);
  expect((await networkState(invoice.id)).label).toBe('Non concernée');
  expect(await server.sql('select * from e_invoicing_transmissions')).toEqual([]);
});

it('hands an invoice to a business client to the platform once, as a B2B Factur-X flow', async () => {
  await configurePa();
  const invoice = await issued(server, admin, { client_siren: CLIENT_SIREN });
  expect((await networkState(invoice.id)).label).toBe("En attente d'envoi");
  const state = await deposited(invoice.id);
  expect(state.label).toBe('Déposée');
  expect(fake.sent()).toHaveLength(1);
  const [flow] = fake.sent();
  expect(state.flow_id).toBe(flow.flowId);
  expect(flow).toMatchObject({ processingRule: 'B2B', flowSyntax: 'Factur-X', flowType: 'CustomerInvoice' });
  expect(flow.sha256).toBe(crypto.createHash('sha256').update(flow.file).digest('hex'));
  expect(flow.file.subarray(0, 5).toString()).toBe('%PDF-');
  const [row] = await server.sql<{ tracking_id: string }>('select tracking_id from e_invoicing_transmissions');
  expect(flow.trackingId).toBe(row.tracking_id);
  // A credit note to the same client goes too, as its own flow.
  const note = await call(server.url, 'POST', `/api/invoices/${invoice.id}/credit-note`, {
    token: admin,
    body: { reason: 'Erreur de quantité' },
  });
  expect(note.status).toBe(201);
  await deposited(note.body.id);
  expect(fake.sent()).toHaveLength(2);
});

it('retries after 429 and 503 without posting twice, the token asked once', async () => {
  await configurePa();
  fake.failNext('createFlow', 1, 429);
  fake.failNext('searchFlow', 1, 503);
  const invoice = await issued(server, admin, { client_siren: CLIENT_SIREN });
  await deposited(invoice.id);
  expect(fake.sent()).toHaveLength(1);
  expect(fake.tokensIssued).toBe(1);
  const [row] = await server.sql<{ attempts: number }>('select attempts from e_invoicing_transmissions');
  expect(row.attempts).toBe(3);
  const statuses = fake.calls.filter((c) => c.operationId !== 'getToken').map((c) => `${c.operationId} ${c.status}`);
  expect(statuses).toEqual(['searchFlow 503', 'searchFlow 200', 'createFlow 429', 'searchFlow 200', 'createFlow 202']);
});

it('finds the flow by its tracking id when the 202 was lost, instead of posting it again', async () => {
  await configurePa();
  fake.dropAfterAccept(1);
  const invoice = await issued(server, admin, { client_siren: CLIENT_SIREN });
  const state = await deposited(invoice.id);
  expect(fake.sent()).toHaveLength(1);
  expect(state.flow_id).toBe(fake.sent()[0].flowId);
  expect(fake.calls.filter((c) => c.operationId === 'createFlow')).toHaveLength(1);
  const exchanges = await server.sql<{ status: number | null; error: string | null }>(
    `select status, error from e_invoicing_exchanges where path = '/flow-service/v1/flows' order by id`,
  );
  expect(exchanges).toEqual([{ status: null, error: expect.stringContaining('injoignable') }]);
});

it('reads a rejection and its reasons, in French where the code is known, by polling', async () => {
  await configurePa();
  fake.rejectNext([
    { level: 'Error', item: 'BT-47', reasonCode: 'InvalidSchema', reasonMessage: 'Schema validation failed' },
    { level: 'Error', item: 'BT-1', reasonCode: 'PDP-042', reasonMessage: 'Numéro de facture en double' },
  ]);
  const invoice = await issued(server, admin, { client_siren: CLIENT_SIREN });
  await deposited(invoice.id);
  expect(await worker.pollNow()).toBe(true);
  expect(await networkState(invoice.id)).toMatchObject({
    state: 'rejected',
    label: 'Rejetée',
    reasons: [
      'La facture ne respecte pas le format attendu (schéma invalide). (BT-47)',
      'Numéro de facture en double (BT-1)',
    ],
  });
  // The cursor moved past it: the next round asks only for what changed since.
  const [cursor] = await server.sql<{ updated_after: Date }>('select updated_after from e_invoicing_poll_cursor');
  expect(cursor.updated_after.toISOString()).toBe(fake.sent()[0].updatedAt);
  const search = fake.calls.filter((c) => c.operationId === 'searchFlow').length;
  expect(await worker.pollNow()).toBe(true);
  expect(fake.calls.filter((c) => c.operationId === 'searchFlow').length).toBe(search + 1);
  expect((await networkState(invoice.id)).state).toBe('rejected');
});

it('lets one of two replicas polling at the same moment make the round', async () => {
  const { replica, other } = await startSecondReplica(server);
  try {
    await configurePa();
    // Slow answers keep the first round's lock held while the second arrives.
    fake.delayMs = 300;
    const rounds = await Promise.all([worker.pollNow(), other.pollNow()]);
    expect(rounds.sort()).toEqual([false, true]);
    expect(fake.calls.filter((c) => c.operationId === 'searchFlow')).toHaveLength(1);
  } finally {
    fake.delayMs = 0;
    await other.stop();
    await replica.close();
  }
});
