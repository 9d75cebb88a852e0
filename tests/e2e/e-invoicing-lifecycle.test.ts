import path from 'node:path';
import { eventually } from '../support/eventually';
import { FAKE_PA_CLIENT_ID, FAKE_PA_CLIENT_SECRET } from '../support/fake-pa';
import { issued, saveSeller } from '../support/invoices';
import { signIn, storedToken } from './support/app';
import { useAppWithPlatform } from './support/app-with-platform';
import { OUT_DIR, newContext } from './support/browser';

/**
 * The e-invoicing network in Chromium, against the real gateway, its e-invoicing worker and a
 * Plateforme Agréée on loopback: the Admin configures the platform, an invoice to a business client
 * goes out (« Déposée »), and recording its payment sends « Encaissée ».
 */

const { app, platform } = useAppWithPlatform({
  retry: { retryLimit: 5, retryDelay: 1, retryBackoff: false },
  pollingIntervalSeconds: 0.5,
});

it('configures the platform, shows « Déposée » then « Encaissée » once the payment is recorded', async () => {
  const context = await newContext(app.browser, app.server.url);
  const page = await context.newPage();
  try {
    await signIn(page);
    const token = (await storedToken(page))!;
    await saveSeller(app.server, token);

    await page.goto('/settings');
    await page.getByLabel('Adresse du Flow Service').fill(platform.fake.flowUrl);
    await page.getByLabel('Adresse du jeton (OAuth 2.0)').fill(platform.fake.tokenUrl);
    await page.getByLabel('Identifiant client').fill(FAKE_PA_CLIENT_ID);
    await page.getByLabel('Secret client', { exact: true }).fill(FAKE_PA_CLIENT_SECRET);
    await page.getByRole('button', { name: 'Enregistrer' }).last().click();
    await page.getByText('Paramètres de facturation électronique enregistrés.').waitFor();
    await page.getByRole('button', { name: 'Tester la connexion' }).click();
    await page.getByText(/^Connexion réussie/).waitFor();
    // The webhook's address and secret to give the platform.
    expect(await page.getByLabel('Adresse du webhook').inputValue()).toBe(`${app.server.url}/api/e-invoicing/webhook`);
    expect((await page.getByLabel('Secret du webhook').inputValue()).length).toBeGreaterThanOrEqual(43);
    await page.screenshot({ path: path.join(OUT_DIR, 'e-invoicing-settings.png'), fullPage: true });

    const invoice = await issued(app.server, token, { client_siren: '552100554' });
    await page.getByRole('link', { name: 'Factures', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Factures' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: invoice.number });
    await eventually(async () => {
      await page.getByRole('button', { name: 'Actualiser' }).click();
      await row.getByText('Déposée', { exact: true }).waitFor({ timeout: 2000 });
    }, 30_000);

    await page.getByRole('button', { name: `Enregistrer un paiement pour ${invoice.number}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Enregistrer un paiement' });
    await dialog.getByRole('button', { name: 'Enregistrer le paiement' }).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(async () => {
      await page.getByRole('button', { name: 'Actualiser' }).click();
      await row.getByText('Encaissée', { exact: true }).waitFor({ timeout: 2000 });
    }, 30_000);
    expect(platform.fake.sent().map((flow) => flow.flowType)).toEqual(['CustomerInvoice', 'CustomerInvoiceLC']);

    // The list filters on it, from the URL.
    await page.goto('/invoices?networkState=cashed');
    await row.getByText('Encaissée', { exact: true }).waitFor();
    await page.screenshot({ path: path.join(OUT_DIR, 'e-invoicing-cashed.png') });
    await page.goto('/invoices?networkState=refused');
    await page.getByText(invoice.number).waitFor({ state: 'detached' });
  } finally {
    await context.close();
  }
});
