import fs from 'node:fs';
import path from 'node:path';
import { parseCdar } from '../../gateway/src/features/e-invoicing/cdar-parser';
import type { EInvoicingWorker } from '../../gateway/src/features/e-invoicing/e-invoicing-worker';
import { loginAdmin } from '../support/actors';
import { camt053 } from '../support/bank/statements';
import { upload } from '../support/bank/upload';
import {
  configurePlatform,
  resetForSending,
  startEInvoicingRig,
  startSecondReplica,
  stopEInvoicingRig,
} from '../support/e-invoicing-harness';
import { eventually } from '../support/eventually';
import type { FakePa } from '../support/fake-pa';
import { call, graphql } from '../support/http';
import { issued, saveSeller } from '../support/invoices';
import type { TestServer } from '../support/server';

const CLIENT_SIREN = '552100554';
const METRICS_TOKEN = 'jeton-de-metriques-cycle-de-vie';
const SECRET_HEADER = 'X-Pilotage-Webhook-Secret';

let fake: FakePa;
let server: TestServer;
let worker: EInvoicingWorker;
let admin: string;

beforeAll(async () => {
  ({ fake, server, worker } = await startEInvoicingRig(
    { metricsToken: METRICS_TOKEN },
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
const invoiceNow = async (id: number) => (await call(server.url, 'GET', `/api/invoices/${id}`, { token: admin })).body;
const listed = async (query: string) => call(server.url, 'GET', `/api/invoices${query}`, { token: admin });
const cdar = (name: string, number: string) =>
  fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'cdar', name), 'utf8').replaceAll('F2026-0042', number);

/** An invoice to a business client, deposited on the platform. */
async function depositedInvoice() {
  const invoice = await issued(server, admin, { client_siren: CLIENT_SIREN });
  await eventually(async () => expect((await invoiceNow(invoice.id)).network_state).toBe('deposited'), 20_000);
  return invoice;
}
const statusRows = () =>
  server.sql<{ direction: string; status_code: number; state: string; reason: string | null }>(
    'select direction, status_code, state, reason from e_invoicing_statuses order by id',
  );

it('shows each invoice’s network state in the list, and filters on it', async () => {
  const business = await issued(server, admin, { client_siren: CLIENT_SIREN });
  const individual = await issued(server, admin);
  let page = await listed('');
  const labels = Object.fromEntries(page.body.map((row: any) => [row.id, [row.network_state, row.network_label]]));
  expect(labels[business.id]).toEqual(['not_transmitted', 'Non transmise (aucune plateforme configurée)']);
  expect(labels[individual.id]).toEqual(['not_applicable', 'Non concernée']);

  await configurePa();
  const sent = await issued(server, admin, { client_siren: CLIENT_SIREN });
  expect([sent.network_state, sent.network_label]).toEqual(['pending', "En attente d'envoi"]);
  await eventually(async () => expect((await invoiceNow(sent.id)).network_label).toBe('Déposée'), 20_000);

  page = await listed('?network_state=deposited');
  expect(page.body.map((row: any) => row.id)).toEqual([sent.id]);
  expect(page.headers.get('x-total-count')).toBe('1');
  expect((await listed('?network_state=not_transmitted')).body.map((row: any) => row.id)).toEqual([business.id]);
  expect((await listed('?network_state=not_applicable')).body.map((row: any) => row.id)).toEqual([individual.id]);
  expect((await listed('?network_state=refused')).body).toEqual([]);
  const wrong = await listed('?network_state=perdue');
  expect(wrong.status).toBe(400);
  expect(wrong.body.error).toContain('network_state');

  const viaGraphql = await graphql<any>(
    server.url,
    `
      query {
        invoices(filter: { networkState: "deposited" }) {
          total
          items {
            id
            networkState
            networkLabel
            networkReasons
          }
        }
      }
    `,
    {},
    admin,
  );
  expect(viaGraphql.data.invoices).toEqual({
    total: 1,
    items: [{ id: sent.id, networkState: 'deposited', networkLabel: 'Déposée', networkReasons: [] }],
  });
});

it('records the client’s refusal read by polling, with its reason, once however often it is read', async () => {
  await configurePa();
  const invoice = await depositedInvoice();
  const flow = fake.deliverLifecycle(cdar('refused-210.xml', invoice.number));
  expect(await worker.pollNow()).toBe(true);
  const refused = await invoiceNow(invoice.id);
  expect([refused.network_state, refused.network_label]).toEqual(['refused', 'Refusée']);
  expect(refused.network_reasons).toEqual(['Commande inconnue & adresse de facturation erronée']);
  expect((await listed('?network_state=refused')).body.map((row: any) => row.id)).toEqual([invoice.id]);
  expect(fake.calls.filter((c) => c.operationId === 'getFlow' && c.flowId === flow.flowId)).toHaveLength(1);

  // Read again from the start (a cursor lost, the same flow delivered twice): nothing changes.
  await server.sql(`update e_invoicing_poll_cursor set updated_after = '1970-01-01T00:00:00Z'`);
  expect(await worker.pollNow()).toBe(true);
  expect(await statusRows()).toEqual([
    {
      direction: 'In',
      status_code: 210,
      state: 'received',
      reason: 'Commande inconnue & adresse de facturation erronée',
    },
  ]);
  expect(fake.calls.filter((c) => c.operationId === 'getFlow')).toHaveLength(1);
  // Journaled.
  const journal = await server.sql(`select 1 from audit_log where entity_type = 'e_invoicing_status'`);
  expect(journal).toHaveLength(1);
});

it('takes a status by webhook only with the installation’s secret, and a replay changes nothing', async () => {
  await configurePa();
  const settings = await call(server.url, 'GET', '/api/settings/e-invoicing', { token: admin });
  expect(settings.body.webhook_path).toBe('/api/e-invoicing/webhook');
  const secret: string = settings.body.webhook_secret;
  expect(secret.length).toBeGreaterThanOrEqual(43);
  // Stored sealed, never in clear.
  const [stored] = await server.sql<{ secret: string }>('select secret from e_invoicing_webhook');
  expect(stored.secret).not.toContain(secret);
  expect((await call(server.url, 'GET', '/api/settings/e-invoicing', { token: admin })).body.webhook_secret).toBe(
    secret,
  );

  const invoice = await depositedInvoice();
  const flow = fake.deliverLifecycle(cdar('refused-210.xml', invoice.number));
  const webhook = `${server.url}/api/e-invoicing/webhook`;
  const getFlows = () => fake.calls.filter((c) => c.operationId === 'getFlow').length;

  expect(await fake.callWebhook(webhook, flow)).toBe(401);
  expect(await fake.callWebhook(webhook, flow, { [SECRET_HEADER]: `${secret}x` })).toBe(401);
  expect(await fake.callWebhook(webhook, flow, { [SECRET_HEADER]: '' })).toBe(401);
  const forged = await call(server.url, 'POST', '/api/e-invoicing/webhook', {
    headers: { [SECRET_HEADER]: 'devine' },
    body: { flowInfo: { flowId: flow.flowId } },
  });
  expect(forged).toMatchObject({ status: 401, body: { error: 'Secret du webhook absent ou invalide.' } });
  expect(getFlows()).toBe(0);
  expect(await statusRows()).toEqual([]);
  expect((await invoiceNow(invoice.id)).network_state).toBe('deposited');

  const bad = await call(server.url, 'POST', '/api/e-invoicing/webhook', {
    headers: { [SECRET_HEADER]: secret },
    body: { flowInfo: {} },
  });
  expect(bad.status).toBe(400);

  expect(await fake.callWebhook(webhook, flow, { [SECRET_HEADER]: secret })).toBe(200);
  expect((await invoiceNow(invoice.id)).network_label).toBe('Refusée');
  expect(await fake.callWebhook(webhook, flow, { [SECRET_HEADER]: secret })).toBe(200);
  expect(await statusRows()).toHaveLength(1);
  // And the next polling round finds it already applied.
  expect(await worker.pollNow()).toBe(true);
  expect(await statusRows()).toHaveLength(1);
});

it('refuses 429 after too many wrong secrets from one address', async () => {
  await configurePa();
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const answer = await call(server.url, 'POST', '/api/e-invoicing/webhook', {
      headers: { [SECRET_HEADER]: 'faux' },
      body: { flowInfo: { flowId: 'x' } },
    });
    expect(answer.status).toBe(401);
  }
  const throttled = await call(server.url, 'POST', '/api/e-invoicing/webhook', {
    headers: { [SECRET_HEADER]: 'faux' },
    body: { flowInfo: { flowId: 'x' } },
  });
  expect(throttled.status).toBe(429);
});

it('sends « Encaissée » (212) once when the payment of a transmitted invoice is recorded', async () => {
  await configurePa();
  const invoice = await depositedInvoice();
  const paid = await call(server.url, 'POST', `/api/invoices/${invoice.id}/payment`, {
    token: admin,
    body: { date: invoice.issue_date },
  });
  expect(paid.status).toBe(200);
  await eventually(async () => expect((await invoiceNow(invoice.id)).network_label).toBe('Encaissée'), 20_000);
  const lifecycle = fake.sent().filter((flow) => flow.flowType === 'CustomerInvoiceLC');
  expect(lifecycle).toHaveLength(1);
  expect(lifecycle[0]).toMatchObject({ flowSyntax: 'CDAR', processingRule: 'B2B' });
  expect(parseCdar(lifecycle[0].file).statuses).toEqual([
    expect.objectContaining({
      invoiceNumber: invoice.number,
      code: 212,
      amountCents: Math.round(invoice.total * 100),
      statusDate: invoice.issue_date,
    }),
  ]);
  // A payment cancelled then recorded again does not send it twice.
  await call(server.url, 'POST', `/api/invoices/${invoice.id}/cancel-payment`, {
    token: admin,
    body: { reason: 'Saisie en double' },
  });
  await call(server.url, 'POST', `/api/invoices/${invoice.id}/payment`, {
    token: admin,
    body: { date: invoice.issue_date },
  });
  expect(await statusRows()).toEqual([{ direction: 'Out', status_code: 212, state: 'sent', reason: null }]);
  // Our own lifecycle flow, found by the next round, is not taken for one about us.
  expect(await worker.pollNow()).toBe(true);
  expect(await statusRows()).toHaveLength(1);
  expect(fake.sent().filter((flow) => flow.flowType === 'CustomerInvoiceLC')).toHaveLength(1);

  const metrics = await call(server.url, 'GET', '/metrics', { token: METRICS_TOKEN });
  expect(metrics.body).toMatch(/pa_flows_sent_total\{flow_type="CustomerInvoiceLC"\} [1-9]/);
  expect(metrics.body).toMatch(/pa_flows_sent_total\{flow_type="CustomerInvoice"\} [1-9]/);
});

it('sends « Encaissée » too when a bank line pays a transmitted invoice', async () => {
  await configurePa();
  const invoice = await depositedInvoice();
  const created = await call(server.url, 'POST', '/api/bank-accounts', {
    token: admin,
    body: {
      name: 'Compte courant',
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      opening_balance: 0,
      opening_date: '2020-01-01',
    },
  });
  expect(created.status).toBe(201);
  const statement = camt053([
    { date: invoice.issue_date, cents: Math.round(invoice.total * 100), label: `VIR CLIENT ${invoice.number}` },
  ]);
  const imported = await upload(
    server.url,
    `/api/bank-accounts/${created.body.id}/statements`,
    admin,
    statement,
    {},
    'releve.xml',
  );
  expect(imported.status).toBe(201);
  const [line] = (await call(server.url, 'GET', '/api/bank-lines', { token: admin })).body;
  const matched = await call(server.url, 'POST', `/api/bank-lines/${line.id}/match`, {
    token: admin,
    body: { kind: 'invoice', target_id: invoice.id },
  });
  expect(matched.status).toBe(200);
  await eventually(async () => expect((await invoiceNow(invoice.id)).network_label).toBe('Encaissée'), 20_000);
  const lifecycle = fake.sent().filter((flow) => flow.flowType === 'CustomerInvoiceLC');
  expect(lifecycle.map((flow) => parseCdar(flow.file).statuses)).toEqual([
    [expect.objectContaining({ invoiceNumber: invoice.number, code: 212, statusDate: invoice.issue_date })],
  ]);
});

it('sends nothing to the network for the payment of an invoice that was never transmitted', async () => {
  const invoice = await issued(server, admin, { client_siren: CLIENT_SIREN });
  const paid = await call(server.url, 'POST', `/api/invoices/${invoice.id}/payment`, {
    token: admin,
    body: { date: invoice.issue_date },
  });
  expect(paid.body.network_state).toBe('not_transmitted');
  expect(await statusRows()).toEqual([]);
});

it('counts lifecycle statuses received and calls that failed', async () => {
  await configurePa();
  const invoice = await depositedInvoice();
  fake.deliverLifecycle(cdar('received-cashed.xml', invoice.number));
  fake.failNext('searchFlow', 1, 503);
  await expect(worker.pollNow()).rejects.toThrow();
  expect(await worker.pollNow()).toBe(true);
  expect((await invoiceNow(invoice.id)).network_state).toBe('cashed');
  expect((await statusRows()).map((row) => row.status_code)).toEqual([202, 212]);
  const metrics = (await call(server.url, 'GET', '/metrics', { token: METRICS_TOKEN })).body as string;
  expect(metrics).toMatch(/pa_lifecycle_received_total\{code="212"\} [1-9]/);
  expect(metrics).toMatch(/pa_errors_total\{operation="searchFlow",status="503"\} [1-9]/);
});

it('applies a lifecycle flow once when two replicas poll at the same moment and the webhook comes too', async () => {
  const { replica, other } = await startSecondReplica(server);
  try {
    await configurePa();
    const invoice = await depositedInvoice();
    const secret = (await call(server.url, 'GET', '/api/settings/e-invoicing', { token: admin })).body.webhook_secret;
    const flow = fake.deliverLifecycle(cdar('refused-210.xml', invoice.number));
    // Slow answers keep the first round's lock held while the others arrive.
    fake.delayMs = 200;
    const [first, second, webhook] = await Promise.all([
      worker.pollNow(),
      other.pollNow(),
      fake.callWebhook(`${replica.url}/api/e-invoicing/webhook`, flow, { [SECRET_HEADER]: secret }),
    ]);
    expect([first, second].sort()).toEqual([false, true]);
    expect(webhook).toBe(200);
    expect(await statusRows()).toEqual([
      {
        direction: 'In',
        status_code: 210,
        state: 'received',
        reason: 'Commande inconnue & adresse de facturation erronée',
      },
    ]);
    expect((await invoiceNow(invoice.id)).network_label).toBe('Refusée');
  } finally {
    fake.delayMs = 0;
    await other.stop();
    await replica.close();
  }
});
