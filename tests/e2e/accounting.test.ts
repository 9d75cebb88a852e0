import fs from 'node:fs';
import path from 'node:path';
import { ACCOUNT_PASSWORD, loginAdmin, signedIn } from '../support/actors';
import { businessApi, parisToday } from '../support/business';
import { SELLER, saveSeller } from '../support/invoices';
import { expectHeading, signIn, useAppInChromium } from './support/app';
import { OUT_DIR, newContext, screenshot, watchErrors } from './support/browser';

const app = useAppInChromium();
const year = () => Number(parisToday().slice(0, 4));
/** The month before the current one (AAAA-MM): always over, so it can be closed, January's run included. */
const lastMonth = () => {
  const date = new Date(`${parisToday().slice(0, 7)}-01T12:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString().slice(0, 7);
};
const monthName = (period: string) =>
  new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${period}-01T00:00:00Z`),
  );

describe('« Comptabilité » screen', () => {
  it('shows the entries, closes a month and downloads the FEC', async () => {
    const admin = await loginAdmin(app.server);
    await saveSeller(app.server, admin, SELLER);
    const api = businessApi(app.server, admin);
    // The month the test closes, and its fiscal year (the year before when this runs in January).
    const closing = lastMonth();
    const closingYear = Number(closing.slice(0, 4));
    const subscription = `Abonnement ${monthName(closing)}`;
    await api.transaction(120, { description: subscription, date: `${closing}-15`, category: 'Abonnement' });
    await api.transaction(-35.5, {
      description: 'Licence de montage',
      date: `${closing}-20`,
      category: 'Dépense Logiciel',
    });

    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page);
    await page.getByRole('link', { name: 'Comptabilité' }).click();
    await expectHeading(page, 'Comptabilité');
    await page.getByRole('combobox', { name: 'Exercice' }).click();
    await page.getByRole('option', { name: String(closingYear), exact: true }).click();
    const entries = page.getByRole('table', { name: 'Écritures' });
    await entries.getByText(subscription).waitFor();
    await entries.getByText('Licence de montage').waitFor();
    await screenshot(page, 'accounting-entries');

    // Search on the server.
    await page.getByRole('searchbox', { name: /Rechercher/ }).fill('montage');
    await entries.getByText(subscription).waitFor({ state: 'detached' });
    await entries.getByText('Licence de montage').waitFor();

    await page.getByRole('tab', { name: 'Balance' }).click();
    await page.getByRole('table', { name: 'Balance' }).getByText('Redevances pour logiciels').waitFor();

    await page.getByRole('tab', { name: 'Périodes' }).click();
    const month = page.locator(`[data-period="${closing}"]`);
    await month.getByRole('button', { name: 'Clôturer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Clôturer' }).click();
    await page.getByText(`${monthName(closing)} est clôturée.`).waitFor();
    await month.getByText(/Clôturée le/).waitFor();
    expect(await month.getByRole('button', { name: 'Clôturer' }).count()).toBe(0);
    await screenshot(page, 'accounting-periods');
    const closed = await app.server.sql('select period, closed_by from accounting_periods');
    expect(closed).toEqual([{ period: closing, closed_by: 1 }]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Exporter le FEC ${closingYear}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`732829320FEC${closingYear}1231.txt`);
    fs.mkdirSync(OUT_DIR, { recursive: true });
    const file = path.join(OUT_DIR, download.suggestedFilename());
    await download.saveAs(file);
    const lines = new TextDecoder('iso-8859-15').decode(fs.readFileSync(file)).split('\r\n');
    expect(lines[0].split('\t')[0]).toBe('JournalCode');
    expect(lines[0].split('\t')).toHaveLength(18);
    expect(lines.filter((line) => line.includes(subscription))).toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a Manager read, without closing, exporting the FEC or changing the settings', async () => {
    const manager = await signedIn(app.server, 'Manager');
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    await signIn(page, manager.username, ACCOUNT_PASSWORD);
    await page.getByRole('link', { name: 'Comptabilité' }).click();
    await expectHeading(page, 'Comptabilité');
    await page.getByText(/Consultation seule/).waitFor();
    expect(await page.getByRole('button', { name: /Exporter le FEC/ }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Périodes' }).click();
    await page.locator(`[data-period="${year()}-01"]`).waitFor();
    expect(await page.getByRole('button', { name: 'Clôturer' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Paramètres' }).click();
    await page.getByRole('textbox', { name: 'Numéro du compte Clients' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Numéro du compte Clients' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Enregistrer les paramètres comptables' }).count()).toBe(0);
    await context.close();
  });
});
