import {
  type EInvoicingOptions,
  type EInvoicingWorker,
  startEInvoicing,
} from '../../../gateway/src/features/e-invoicing/e-invoicing-worker';
import { issuedInvoiceFile } from '../../../gateway/src/features/invoices/invoices.service';
import { fileSupplierInvoice } from '../../../gateway/src/features/purchases/purchases.service';
import { type FakePa, startFakePa } from '../../support/fake-pa';
import { useAppInChromium } from './app';

/**
 * The app in Chromium with the gateway's e-invoicing worker and a Plateforme Agréée on loopback,
 * whose every exchange must follow the standard's document. Polling rounds are left to the test.
 */
export function useAppWithPlatform(options: Partial<EInvoicingOptions> = {}) {
  const platform = {} as { fake: FakePa; worker: EInvoicingWorker };
  beforeAll(async () => {
    platform.fake = await startFakePa();
  });
  // Declared before the app's own hooks, so the worker stops while the database is still there.
  afterAll(async () => {
    await platform.worker?.stop();
    await platform.fake?.close();
  });
  const app = useAppInChromium();
  beforeAll(async () => {
    platform.worker = await startEInvoicing(app.server.deps, {
      readFile: issuedInvoiceFile,
      fileSupplierInvoice,
      pollSeconds: 3600,
      ...options,
    });
  });
  afterEach(() => expect(platform.fake.violations).toEqual([]));
  return { app, platform };
}
