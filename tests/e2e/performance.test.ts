import type { Page } from 'playwright-core';
import { loginAdmin } from '../support/actors';
import { businessApi, parisToday } from '../support/business';
import { expectHeading, signIn, useAppInChromium } from './support/app';
import { newContext, screenshot, watchErrors } from './support/browser';
import { dayValue, fillDay } from './support/day-field';

const app = useAppInChromium();

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const CARDS = ['Tâches Totales', 'Tâches Terminées', 'Tâches en Retard', 'Taux de Complétion (%)'];
const cards = (page: Page) =>
  Promise.all(
    CARDS.map(async (label) =>
      plain(
        await page
          .locator('.MuiCard-root')
          .filter({ has: page.getByRole('heading', { name: label, exact: true }) })
          .textContent(),
      ).replace(label, ''),
    ),
  );
const grid = (page: Page) => page.getByRole('grid', { name: 'Performance par employé' });
const rowText = async (page: Page, name: string) =>
  plain(await grid(page).getByRole('row').filter({ hasText: name }).textContent());

/** Waits until the cards show `expected` (the figures arrive after the filter is applied). */
async function expectCards(page: Page, expected: string[]) {
  for (const started = Date.now(); (await cards(page)).join('|') !== expected.join('|');) {
    if (Date.now() - started > 10_000) expect(await cards(page)).toEqual(expected);
    await page.waitForTimeout(100);
  }
}

describe('performance screen', () => {
  it('shows figures that match the data, filtered by dates and employee, and resets', async () => {
    const api = businessApi(app.server, await loginAdmin(app.server));
    const camille = await api.employee('Camille Laurent');
    const nicolas = await api.employee('Nicolas Petit');
    await api.employee('Sophie Moreau');
    // Camille: 3 tasks in March (2 done, 1 overdue), 1 in April. Nicolas: 2 in March (1 done).
    await api.task('C1', { assigned_employee_id: camille.id, due_date: '2026-03-02', status: 'Terminé' });
    await api.task('C2', { assigned_employee_id: camille.id, due_date: '2026-03-10', status: 'Terminé' });
    await api.task('C3', { assigned_employee_id: camille.id, due_date: '2026-03-20' });
    await api.task('C4', { assigned_employee_id: camille.id, due_date: '2026-04-05', status: 'En cours' });
    await api.task('N1', { assigned_employee_id: nicolas.id, due_date: '2026-03-15', status: 'Terminé' });
    await api.task('N2', { assigned_employee_id: nicolas.id, due_date: '2099-03-15' });
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page);
    await page.getByRole('link', { name: 'Performance' }).click();
    await expectHeading(page, 'Tableau de Bord des Performances');
    const today = parisToday();
    const overdueAll = ['2026-03-20', '2026-04-05'].filter((day) => day < today).length;
    await expectCards(page, ['6', '3', String(overdueAll), '50,0 %']);
    await page.getByText(/^Filtres actifs : aucun/).waitFor();
    expect(await rowText(page, 'Camille Laurent')).toContain('50,0 %');
    expect(await rowText(page, 'Nicolas Petit')).toContain('50,0 %');
    expect(await rowText(page, 'Sophie Moreau')).toContain('0,0 %');

    await fillDay(page, 'Date de début', '2026-03-31');
    await fillDay(page, 'Date de fin', '2026-03-01');
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await page.getByText('La date de début ne peut pas être postérieure à la date de fin.').waitFor();

    await fillDay(page, 'Date de début', '2026-03-01');
    await fillDay(page, 'Date de fin', '2026-03-31');
    await page.getByRole('combobox', { name: 'Employé' }).click();
    expect((await page.getByRole('option').allTextContents())[0]).toBe('Tous les employés');
    await page.getByRole('combobox', { name: 'Employé' }).fill('laurent');
    await page.getByRole('option', { name: 'Camille Laurent' }).click();
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await page.getByText('Filtres actifs : du 1 mars 2026, au 31 mars 2026, employé : Camille Laurent').waitFor();
    // 3 tasks, 2 done: 66,7 %; the overdue one is C3 (due 20 March 2026) when that day has passed.
    await expectCards(page, ['3', '2', String(today > '2026-03-20' ? 1 : 0), '66,7 %']);
    expect(await rowText(page, 'Camille Laurent')).toContain('66,7 %');
    expect(await grid(page).getByRole('row').filter({ hasText: 'Nicolas Petit' }).count()).toBe(0);
    await screenshot(page, 'performance-desktop-light');

    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    await expectCards(page, ['6', '3', String(overdueAll), '50,0 %']);
    expect(await dayValue(page, 'Date de début')).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the empty text for a period without tasks, on a phone in dark mode', async () => {
    const context = await newContext(app.browser, app.server.url, { mobile: true, dark: true });
    const page = await context.newPage();
    await signIn(page);
    await page.goto('/performance');
    await expectHeading(page, 'Tableau de Bord des Performances');
    await page
      .getByText('Aucune donnée de performance par employé à afficher pour les filtres sélectionnés.')
      .waitFor();
    await expectCards(page, ['0', '0', '0', '0,0 %']);
    await screenshot(page, 'performance-mobile-dark');
    await context.close();
  });
});
