import type { Page } from 'playwright-core';
import { loginAdmin } from '../support/actors';
import { businessApi, parisToday } from '../support/business';
import { expectHeading, signIn, useAppInChromium } from './support/app';
import { newContext, screenshot, watchErrors } from './support/browser';
import { eventually } from '../support/eventually';
import { dayValue, fillDay } from './support/day-field';

const app = useAppInChromium();

const CHART = 'Solde Journalier Net (Revenus - Dépenses)';
const grid = (page: Page) => page.getByRole('grid', { name: 'Transactions' });
/** A transaction's row in the grid, or its card on a phone. */
const row = (page: Page, description: string) =>
  grid(page)
    .getByRole('row')
    .or(page.getByRole('region', { name: 'Transactions' }).getByRole('article'))
    .filter({ hasText: description });
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const card = async (page: Page, label: string) =>
  plain(
    await page
      .locator('.MuiCard-root')
      .filter({ has: page.getByRole('heading', { name: label, exact: true }) })
      .textContent(),
  ).replace(label, '');

/** The chart's bars as the browser drew them: fill colour per bar, left to right, once their number is `count`. */
async function barColours(page: Page, count: number): Promise<string[]> {
  const bars = page.getByRole('region', { name: CHART }).locator('.MuiBarChart-element');
  for (const started = Date.now(); (await bars.count()) !== count;) {
    if (Date.now() - started > 10_000) throw new Error(`expected ${count} bars, found ${await bars.count()}`);
    await page.waitForTimeout(100);
  }
  // Bars change colour with an animation: read until two readings agree.
  const read = () => bars.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).fill));
  let previous: string[] = [];
  for (let current = await read(); current.join() !== previous.join(); current = await read()) {
    previous = current;
    await page.waitForTimeout(300);
  }
  return previous;
}

/** The fill colour of the amount in a transaction's row (SVG fills and CSS colours read alike). */
const amountColour = (page: Page, description: string) =>
  row(page, description)
    .locator('span', { hasText: '€' })
    .evaluate((element) => getComputedStyle(element).color);

async function openFinancials(page: Page) {
  await signIn(page);
  await page.getByRole('link', { name: 'Finances' }).click();
  await expectHeading(page, 'Gestion Financière');
}

async function addTransaction(page: Page, amount: string, description: string, category: string) {
  await page.getByRole('button', { name: 'Ajouter une transaction' }).click();
  const form = page.getByRole('form', { name: 'Ajouter une transaction' });
  await form.getByLabel('Montant (€)').fill(amount);
  await form.getByLabel('Description').fill(description);
  await form.getByRole('combobox', { name: 'Catégorie' }).click();
  await page.getByRole('option', { name: category }).click();
  await form.getByRole('button', { name: 'Ajouter la transaction' }).click();
  await row(page, description).waitFor();
}

describe('financials screen', () => {
  it('adds a revenue and an expense, and the table, totals and chart follow', async () => {
    const api = businessApi(app.server, await loginAdmin(app.server));
    await api.transaction(-80, { description: 'Ancienne dépense', date: '2026-01-10' });
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openFinancials(page);
    await page.getByRole('region', { name: CHART }).locator('svg').first().waitFor();
    expect(await card(page, 'Solde net')).toBe('-80,00 €');

    await page.getByRole('button', { name: 'Ajouter une transaction' }).click();
    const form = page.getByRole('form', { name: 'Ajouter une transaction' });
    expect(await dayValue(form, 'Date')).toBe(parisToday());
    expect(await form.getByLabel('Montant (€)').getAttribute('inputmode')).toBe('decimal');
    await form.getByRole('button', { name: 'Ajouter la transaction' }).click();
    await form.getByText('Le montant doit être un nombre.').waitFor();
    await form.getByLabel('Montant (€)').fill('1234.5');
    await form.getByRole('button', { name: 'Ajouter la transaction' }).click();
    await form.getByText('La description est obligatoire.').waitFor();
    await page.getByRole('button', { name: 'Masquer le formulaire' }).click();

    await addTransaction(page, '1234.5', 'Abonnements de juin', 'Abonnement');
    // A French comma with a minus sign: an expense of 59,99 €, not 5 999 € (a number input's ×100 trap).
    await addTransaction(page, '-59,99', 'Logiciel de montage', 'Dépense Logiciel');
    expect(plain(await row(page, 'Abonnements de juin').textContent())).toContain('1 234,50 €');
    expect(plain(await row(page, 'Logiciel de montage').textContent())).toContain('-59,99 €');
    const green = await amountColour(page, 'Abonnements de juin');
    const red = await amountColour(page, 'Logiciel de montage');
    expect(green).not.toBe(red);
    await page.waitForFunction(() => document.body.textContent?.replace(/[\u00a0\u202f]/g, ' ').includes('1 094,51 €'));
    expect([await card(page, 'Revenus'), await card(page, 'Dépenses'), await card(page, 'Solde net')]).toEqual([
      '1 234,50 €',
      '139,99 €',
      '1 094,51 €',
    ]);
    await eventually(async () =>
      expect(
        await app.server.sql(`select amount::text, date::text, category from financial_transactions order by id`),
      ).toEqual([
        { amount: '-80.00', date: '2026-01-10', category: '' },
        { amount: '1234.50', date: parisToday(), category: 'Abonnement' },
        { amount: '-59.99', date: parisToday(), category: 'Dépense Logiciel' },
      ]),
    );

    // Two days: the old expense (red) and today's net 1 174,51 € (green).
    expect(await barColours(page, 2)).toEqual([red, green]);

    // A period applies to the table, the totals and the chart alike.
    await fillDay(page, 'Du', parisToday());
    await row(page, 'Ancienne dépense').waitFor({ state: 'detached' });
    expect(await barColours(page, 1)).toEqual([green]);
    await page.waitForFunction(() => document.body.textContent?.replace(/[\u00a0\u202f]/g, ' ').includes('1 174,51 €'));
    expect(await card(page, 'Dépenses')).toBe('59,99 €');
    await page.getByRole('button', { name: 'Toutes les dates' }).click();
    await row(page, 'Ancienne dépense').waitFor();
    expect(await barColours(page, 2)).toEqual([red, green]);
    await page
      .getByRole('region', { name: CHART })
      .locator('svg')
      .first()
      .hover({ position: { x: 400, y: 150 } });
    await screenshot(page, 'financials-desktop-light');

    await page.getByRole('button', { name: 'Modifier Logiciel de montage' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier la transaction' });
    expect(await dialog.getByLabel('Montant (€)').inputValue()).toBe('59,99');
    await dialog.getByLabel('Montant (€)').fill('100');
    await dialog.getByLabel('Catégorie').fill('Matériel');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.body.textContent?.replace(/[\u00a0\u202f]/g, ' ').includes('1 054,50 €'));
    await eventually(async () =>
      expect(
        await app.server.sql(
          `select amount::text, category from financial_transactions where description = 'Logiciel de montage'`,
        ),
      ).toEqual([{ amount: '-100.00', category: 'Matériel' }]),
    );

    await page.getByRole('button', { name: 'Supprimer Ancienne dépense' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Êtes-vous sûr de vouloir supprimer cette transaction ?').waitFor();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await row(page, 'Ancienne dépense').waitFor({ state: 'detached' });
    expect(await barColours(page, 1)).toEqual([green]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the invoice generator', async () => {
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    await openFinancials(page);
    await page.getByRole('button', { name: 'Générer une facture' }).click();
    await page.getByRole('dialog').waitFor();
    await context.close();
  });

  it('fits a phone screen and the dark theme', async () => {
    const api = businessApi(app.server, await loginAdmin(app.server));
    const amounts = [860, -310.4, 420.5, -420, 318.5, 1234.5, -59.99];
    for (const [index, amount] of amounts.entries())
      await api.transaction(amount, { description: `Opération ${index + 1}`, date: `2026-03-0${index + 1}` });
    for (const options of [
      { mobile: true, dark: true, name: 'financials-mobile-dark' },
      { mobile: false, dark: true, name: 'financials-desktop-dark' },
    ]) {
      const context = await newContext(app.browser, app.server.url, options);
      const page = await context.newPage();
      await signIn(page);
      await page.goto('/financials');
      await expectHeading(page, 'Gestion Financière');
      await row(page, 'Opération 7').waitFor();
      // The bars take the table's colours: revenue green, expenses red.
      const green = await amountColour(page, 'Opération 1');
      const red = await amountColour(page, 'Opération 2');
      expect(green).not.toBe(red);
      expect(await barColours(page, 7)).toEqual(amounts.map((amount) => (amount >= 0 ? green : red)));
      await screenshot(page, options.name);
      await context.close();
    }
  });
});
