import type { Locator, Page } from 'playwright-core';
import { loginAdmin } from '../support/actors';
import { businessApi, parisToday } from '../support/business';
import { axeViolations } from './support/axe';
import { expectHeading, signIn, useAppInChromium } from './support/app';
import { MOBILE, newContext, screenshot, watchErrors } from './support/browser';

const app = useAppInChromium();

/** Nothing wider than the screen: the page itself never scrolls sideways. */
const pageWidths = (page: Page) =>
  page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));

/** A box entirely on screen horizontally, and at least 24 × 24 px when it is a target (WCAG 2.5.8). */
async function onScreen(locator: Locator, target = false): Promise<void> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(MOBILE.width);
  if (target) expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(24);
}

describe('lists on a 390 × 844 phone', () => {
  it('shows every transaction and task as a card: amount, status and actions on screen, no sideways scrolling', async () => {
    const api = businessApi(app.server, await loginAdmin(app.server));
    const employee = (await api.employee('Sophie Moreau')) as { id: number };
    for (const [index, amount] of [1234567.89, -45.9, 318.5].entries())
      await api.transaction(amount, {
        description: `Opération au libellé assez long numéro ${index + 1}`,
        date: `2026-03-0${index + 1}`,
        category: 'Autre Dépense',
        related_employee_id: employee.id,
      });
    await api.task('Relancer les factures impayées du trimestre', {
      due_date: '2024-01-05',
      status: 'En cours',
      assigned_employee_id: employee.id,
    });
    await api.task('Publier le planning', { is_routine: true, frequency: 'Hebdomadaire', status: 'À faire' });

    const context = await newContext(app.browser, app.server.url, { mobile: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page);

    await page.goto('/financials');
    await expectHeading(page, 'Gestion Financière');
    const transactions = page.getByRole('region', { name: 'Transactions' });
    const big = transactions.getByRole('article').filter({ hasText: 'numéro 1' });
    await big.waitFor();
    // The list comes before the chart.
    const listTop = (await transactions.boundingBox())!.y;
    const chartTop = (await page
      .getByRole('region', { name: 'Solde Journalier Net (Revenus - Dépenses)' })
      .boundingBox())!.y;
    expect(listTop).toBeLessThan(chartTop);
    await onScreen(big.getByText(/1\s234\s567,89\s€/));
    await onScreen(big.getByRole('button', { name: /^Modifier / }), true);
    await onScreen(big.getByRole('button', { name: /^Supprimer / }), true);
    const widths = await pageWidths(page);
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    expect(await axeViolations(page, { seriousOnly: true })).toEqual([]);
    await screenshot(page, 'financials-phone-cards');
    await big.getByRole('button', { name: /^Modifier / }).click();
    await page.getByRole('dialog', { name: 'Modifier la transaction' }).waitFor();
    await page.keyboard.press('Escape');

    await page.goto('/tasks');
    await expectHeading(page, 'Liste des Tâches');
    const tasks = page.getByRole('region', { name: 'Tâches' });
    const overdue = tasks.getByRole('article').filter({ hasText: 'Relancer les factures' });
    await overdue.getByText('En retard').waitFor();
    await onScreen(overdue.getByText('En cours'));
    await onScreen(tasks.getByRole('article').filter({ hasText: 'Publier le planning' }).getByText('Hebdomadaire'));
    const toggle = overdue.getByRole('button', { name: /comme Terminé$/ });
    await onScreen(toggle, true);
    await toggle.click();
    await overdue.getByText('Terminé').waitFor();
    const taskWidths = await pageWidths(page);
    expect(taskWidths.scroll).toBeLessThanOrEqual(taskWidths.client);
    expect(await axeViolations(page, { seriousOnly: true })).toEqual([]);
    await screenshot(page, 'tasks-phone-cards');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows « Comptabilité » entries and balance as cards, its filters folded into the « Filtres » sheet', async () => {
    const api = businessApi(app.server, await loginAdmin(app.server));
    const today = parisToday();
    await api.transaction(1234.5, { description: 'Abonnements du mois', date: today, category: 'Abonnement' });
    await api.transaction(-35.5, { description: 'Licence de montage', date: today, category: 'Dépense Logiciel' });

    const context = await newContext(app.browser, app.server.url, { mobile: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page);
    await page.goto('/accounting');
    await expectHeading(page, 'Comptabilité');
    const entries = page.getByRole('region', { name: 'Écritures' });
    const subscription = entries.getByRole('article').filter({ hasText: 'Abonnements du mois' });
    await onScreen(subscription.getByText(/1\s234,50\s€/).first());
    await entries.getByRole('article').filter({ hasText: 'Licence de montage' }).waitFor();
    await page.getByRole('tab', { name: 'Balance' }).click();
    const balance = page.getByRole('region', { name: 'Balance' });
    await balance.getByRole('article').first().waitFor();
    await onScreen(balance.getByRole('article').first());
    const balanceWidths = await pageWidths(page);
    expect(balanceWidths.scroll).toBeLessThanOrEqual(balanceWidths.client);
    expect(await axeViolations(page, { seriousOnly: true })).toEqual([]);
    await page.getByRole('tab', { name: 'Écritures' }).click();
    await subscription.waitFor();
    await screenshot(page, 'accounting-phone-cards');
    // The year, month and journal are behind one button; the search stays in sight.
    expect(await page.getByRole('combobox', { name: 'Journal' }).count()).toBe(0);
    await page.getByRole('searchbox', { name: /Rechercher/ }).fill('montage');
    await subscription.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Filtres' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtres' });
    await sheet.getByRole('combobox', { name: 'Journal' }).click();
    await page.getByRole('option', { name: /^VE · / }).click();
    await sheet.getByRole('button', { name: 'Voir les résultats' }).click();
    await sheet.waitFor({ state: 'detached' });
    await entries.getByText('Aucune écriture pour ces filtres.').waitFor();
    const widths = await pageWidths(page);
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    expect(await axeViolations(page, { seriousOnly: true })).toEqual([]);

    expect(errors).toEqual([]);
    await context.close();
  });
});
