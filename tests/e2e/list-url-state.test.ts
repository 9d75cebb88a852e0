import type { Page } from 'playwright-core';
import { expectHeading, signIn, useAppInChromium } from './support/app';
import { newContext, watchErrors } from './support/browser';
import { eventually } from '../support/eventually';

const app = useAppInChromium();

const grid = (page: Page) => page.getByRole('grid', { name: 'Tâches' });
const firstRow = (page: Page) => grid(page).getByRole('row').nth(1);
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Rechercher' });
const statusFilter = (page: Page) => page.getByRole('combobox', { name: 'Filtrer par statut' });
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** The rows and the range the grid's footer shows, e.g. '26–40 sur 40'. */
async function expectView(page: Page, range: string, first: string) {
  await page.getByText(range, { exact: true }).waitFor();
  await firstRow(page).getByText(first, { exact: true }).waitFor();
}

describe('a list keeps its view in the URL', () => {
  beforeEach(async () => {
    // 120 tasks; 40 « En cours » (i = 1, 4, 7…), half « Facture » (even i), half « Relance ».
    await app.server.sql(
      `insert into tasks (title, description, status, is_routine)
       select case when i % 2 = 0 then 'Facture ' else 'Relance ' end || lpad(i::text, 3, '0'), '',
              (array['À faire', 'En cours', 'Terminé'])[1 + i % 3], false
         from generate_series(1, 120) i`,
    );
  });

  it('filters, sorts, pages and searches, then finds the same view after a reload, the previous one going back, and the same rows from a copied link', async () => {
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page);
    await page.getByRole('link', { name: 'Tâches' }).click();
    await expectHeading(page, 'Liste des Tâches');
    await page.getByText('1–25 sur 120', { exact: true }).waitFor();
    // The default view is a clean address.
    expect(query(page)).toEqual({});

    await statusFilter(page).click();
    await page.getByRole('option', { name: 'En cours' }).click();
    await page.getByText('1–25 sur 40', { exact: true }).waitFor();
    await grid(page).getByRole('columnheader', { name: 'Titre' }).click();
    await expectView(page, '1–25 sur 40', 'Facture 004');
    await page.getByRole('button', { name: 'Page suivante' }).click();
    // The 40 « En cours » by title: 20 « Facture », then the « Relance » from the 6th (i = 31) on page 2.
    await expectView(page, '26–40 sur 40', 'Relance 031');
    expect(query(page)).toEqual({ status: 'En cours', sort: 'title', order: 'asc', page: '2' });

    // Searching goes back to the first page, and keeps the filter and the sort.
    await searchBox(page).fill('factu');
    await expectView(page, '1–20 sur 20', 'Facture 004');
    await searchBox(page).pressSequentially('re');
    await page.waitForURL((url) => url.searchParams.get('q') === 'facture');
    await expectView(page, '1–20 sur 20', 'Facture 004');
    const searched = { status: 'En cours', sort: 'title', order: 'asc', q: 'facture' };
    expect(query(page)).toEqual(searched);

    await page.reload();
    await expectView(page, '1–20 sur 20', 'Facture 004');
    expect(await searchBox(page).inputValue()).toBe('facture');
    expect(await statusFilter(page).textContent()).toBe('En cours');
    expect(await grid(page).getByRole('columnheader', { name: 'Titre' }).getAttribute('aria-sort')).toBe('ascending');
    expect(query(page)).toEqual(searched);

    // One history entry for the whole search, however many pauses the typing had: back is page 2.
    await page.goBack();
    await expectView(page, '26–40 sur 40', 'Relance 031');
    expect(await searchBox(page).inputValue()).toBe('');
    const link = page.url();
    const rows = await grid(page).getByRole('row').allTextContents();
    await page.goBack();
    await expectView(page, '1–25 sur 40', 'Facture 004');

    // A copied link opens the same rows in another tab (same session).
    const other = await context.newPage();
    await other.goto(link);
    await expectHeading(other, 'Liste des Tâches');
    await expectView(other, '26–40 sur 40', 'Relance 031');
    // The grid draws its rows in more than one frame: wait for the whole page.
    await eventually(async () => expect(await grid(other).getByRole('row').allTextContents()).toEqual(rows));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the default view for values it does not know, without breaking', async () => {
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page);
    await page.goto('/tasks?page=-3&sort=hack&order=up&pageSize=7&status=Annul%C3%A9');
    await expectHeading(page, 'Liste des Tâches');
    await page.getByText('1–25 sur 120', { exact: true }).waitFor();
    expect(await statusFilter(page).textContent()).toBe('Tous les statuts');
    expect(await grid(page).getByRole('columnheader', { name: 'Créée le' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    // Past the last page: the grid goes to the last one, in place of the address asked for.
    await page.goto('/tasks?status=Termin%C3%A9&page=9');
    await page.getByText('26–40 sur 40', { exact: true }).waitFor();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.goBack();
    await page.getByText('1–25 sur 120', { exact: true }).waitFor();
    expect(query(page)).toEqual({ page: '-3', sort: 'hack', order: 'up', pageSize: '7', status: 'Annulé' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
