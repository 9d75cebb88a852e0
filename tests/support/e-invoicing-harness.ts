import type { Config } from '../../gateway/src/kernel/config/config';
import {
  type EInvoicingOptions,
  type EInvoicingWorker,
  startEInvoicing,
} from '../../gateway/src/features/e-invoicing/e-invoicing-worker';
import { forgetTokens } from '../../gateway/src/features/e-invoicing/flow-client';
import { issuedInvoiceFile } from '../../gateway/src/features/invoices/invoices.service';
import { fileSupplierInvoice } from '../../gateway/src/features/purchases/purchases.service';
import { E_INVOICING_QUEUE } from '../../gateway/src/kernel/jobs/queue';
import { FAKE_PA_CLIENT_ID, FAKE_PA_CLIENT_SECRET, type FakePa, startFakePa } from './fake-pa';
import { call } from './http';
import { type TestServer, startTestServer } from './server';

/**
 * A gateway, its e-invoicing worker and the fake Plateforme Agréée, as the e-invoicing tests use them:
 * a 2 s call timeout, and polling rounds left to the tests (`pollNow`, `receiveNow`) unless asked.
 */
export interface EInvoicingRig {
  fake: FakePa;
  server: TestServer;
  worker: EInvoicingWorker;
}

export async function startEInvoicingRig(
  overrides: Partial<Config> = {},
  options: Partial<EInvoicingOptions> = {},
): Promise<EInvoicingRig> {
  const fake = await startFakePa();
  const server = await startTestServer(overrides);
  server.deps.config.eInvoicing = { ...server.deps.config.eInvoicing, timeoutSeconds: 2 };
  const worker = await startEInvoicing(server.deps, {
    readFile: issuedInvoiceFile,
    fileSupplierInvoice,
    pollSeconds: 3600,
    ...options,
  });
  return { fake, server, worker };
}

export async function stopEInvoicingRig(rig: Partial<EInvoicingRig>): Promise<void> {
  await rig.worker?.stop();
  await rig.server?.close();
  await rig.fake?.close();
}

/**
 * A clean slate for the sending tests: the database as migrated, the polling cursor, an empty queue,
 * the platform emptied and no cached token.
 */
export async function resetForSending({ fake, server }: Pick<EInvoicingRig, 'fake' | 'server'>): Promise<void> {
  await server.reset();
  await server.sql('insert into e_invoicing_poll_cursor (id) values (1)');
  await server.sql('delete from pgboss.job where name = $1', [E_INVOICING_QUEUE]);
  fake.reset();
  forgetTokens();
}

/** Points the installation at the fake platform, as an Admin does in the settings. */
export const configurePlatform = (server: TestServer, admin: string, fake: FakePa) =>
  call(server.url, 'PUT', '/api/settings/e-invoicing', {
    token: admin,
    body: {
      flow_url: fake.flowUrl,
      token_url: fake.tokenUrl,
      client_id: FAKE_PA_CLIENT_ID,
      client_secret: FAKE_PA_CLIENT_SECRET,
    },
  });

/** A second gateway on the same database, with its own worker: the other replica of the replica tests. */
export async function startSecondReplica(
  server: TestServer,
): Promise<{ replica: TestServer; other: EInvoicingWorker }> {
  const replica = await startTestServer({ databaseUrl: server.databaseUrl, eInvoicing: server.deps.config.eInvoicing });
  const other = await startEInvoicing(replica.deps, {
    readFile: issuedInvoiceFile,
    fileSupplierInvoice,
    pollSeconds: 3600,
    stopTimeoutMs: 1000,
  });
  return { replica, other };
}
