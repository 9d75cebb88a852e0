import { forgetTokens } from '../../gateway/src/features/e-invoicing/flow-client';
import { loginAdmin } from '../support/actors';
import { FAKE_PA_CLIENT_ID, FAKE_PA_CLIENT_SECRET } from '../support/fake-pa';
import { liableInvoice } from '../support/factur-x/documents';
import { call } from '../support/http';
import { ublDocument } from '../support/supplier-documents';
import { expectHeading, signIn } from './support/app';
import { useAppWithPlatform } from './support/app-with-platform';
import { newContext, screenshot, watchErrors } from './support/browser';

/**
 * A supplier invoice the Plateforme Agréée delivers shows in « Factures fournisseurs » with the chip
 * « Plateforme », the list filters on it, and its record says which flow brought it.
 */

const { app, platform } = useAppWithPlatform();

it('shows an invoice received from the platform with « Plateforme » and filters on it', async () => {
  platform.fake.reset();
  forgetTokens();
  await app.server.sql('insert into e_invoicing_reception_cursor (id) values (1)');
  const admin = await loginAdmin(app.server);
  const saved = await call(app.server.url, 'PUT', '/api/settings/e-invoicing', {
    token: admin,
    body: {
      flow_url: platform.fake.flowUrl,
      token_url: platform.fake.tokenUrl,
      client_id: FAKE_PA_CLIENT_ID,
      client_secret: FAKE_PA_CLIENT_SECRET,
    },
  });
  expect(saved.status).toBe(200);
  const flow = platform.fake.addFlow({
    flowType: 'SupplierInvoice',
    flowDirection: 'In',
    flowSyntax: 'UBL',
    processingRule: 'B2B',
    file: Buffer.from(ublDocument(liableInvoice), 'utf8'),
    fileName: `${liableInvoice.number}.xml`,
  });
  expect(await platform.worker.receiveNow()).toEqual(['filed']);

  const context = await newContext(app.browser, app.server.url);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signIn(page);
  await page.getByRole('link', { name: 'Factures fournisseurs' }).click();
  await expectHeading(page, 'Factures fournisseurs');
  const grid = page.getByRole('grid', { name: 'Factures fournisseurs' });
  const row = grid.getByRole('row').filter({ hasText: liableInvoice.number });
  await row.getByText('Plateforme', { exact: true }).waitFor();
  await screenshot(page, 'supplier-invoices-from-platform');

  // Filtered on uploads, it is not listed; on the platform, it is.
  await page.goto('/supplier-invoices?origin=upload');
  await page.getByText('Aucune facture fournisseur trouvée.').waitFor();
  await page.goto('/supplier-invoices?origin=platform');
  await row.waitFor();

  await row
    .getByRole('button', { name: /^Ouvrir / })
    .first()
    .click();
  const detail = page.getByRole('dialog', { name: /^Facture fournisseur FF-/ });
  await detail.getByText(`Plateforme (flux ${flow.flowId})`).waitFor();
  await detail.getByText('Plateforme', { exact: true }).waitFor();
  await screenshot(page, 'supplier-invoice-from-platform-detail');
  expect(errors).toEqual([]);
  await context.close();
});
