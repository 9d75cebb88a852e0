import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/server';
import { eventually } from '../support/eventually';
import { useAppInChromium } from './support/app';
import { newContext, watchErrors } from './support/browser';

const app = useAppInChromium();

/** The focused element, described the way a screen reader names it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      name: element?.getAttribute('name') ?? '',
      text: (element?.textContent ?? '').trim(),
      label: element?.getAttribute('aria-label') ?? '',
    };
  });

/** Presses Tab until the focus is on what `reached` recognises (at most `limit` times; none if it already is). */
async function tabTo(page: Page, reached: (element: Awaited<ReturnType<typeof focused>>) => boolean, limit = 25) {
  if (reached(await focused(page))) return;
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    if (reached(await focused(page))) return;
  }
  throw new Error(`not reached after ${limit} Tabs; focus on ${JSON.stringify(await focused(page))}`);
}

describe('a manager at the keyboard', () => {
  it('signs in, skips to the content, adds two transactions in a row and closes the form with Escape', async () => {
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/login');
    // The page arrives with the form built into its HTML, inert (read-only) until the script's form
    // takes its place: only then does typing reach the fields.
    const username = page.getByRole('textbox', { name: "Nom d'utilisateur" });
    await eventually(async () => expect(await username.isEditable()).toBe(true));
    await tabTo(page, (element) => element.name === 'username');
    await page.keyboard.type(ADMIN_USERNAME);
    await page.keyboard.press('Tab');
    await page.keyboard.type(ADMIN_PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Tableau de Bord Principal' }).waitFor();

    // The first Tab of a page is the skip link; through it, the next Tab is the page's own first action.
    await tabTo(page, (element) => element.text === 'Finances');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Gestion Financière' }).waitFor();
    // Arriving on the page (here by reloading it), the first Tab is the skip link.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Gestion Financière' }).waitFor();
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Aller au contenu');
    expect(await page.getByRole('link', { name: 'Aller au contenu' }).isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Actualiser');

    await tabTo(page, (element) => element.text === 'Ajouter une transaction', 5);
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Ajouter une transaction' });
    await form.waitFor();
    expect((await focused(page)).name).toBe('amount');

    for (const [amount, description] of [
      ['-45,90', 'Fournitures de bureau'],
      // The next entry keeps the type: a batch of receipts are all expenses.
      ['1 234,50', 'Ordinateur portable'],
    ]) {
      await page.keyboard.type(amount);
      await tabTo(page, (element) => element.name === 'description');
      await page.keyboard.type(description);
      await tabTo(page, (element) => element.text === 'Enregistrer et ajouter une autre');
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: 'Transaction ajoutée.' }).waitFor();
      // The form stays open, emptied, with the keyboard back on the amount.
      await eventually(async () => expect(await focused(page)).toMatchObject({ name: 'amount' }));
      expect(await form.getByLabel('Montant (€)').inputValue()).toBe('');
    }
    await eventually(async () =>
      expect(await app.server.sql(`select amount::text, description from financial_transactions order by id`)).toEqual([
        { amount: '-45.90', description: 'Fournitures de bureau' },
        { amount: '-1234.50', description: 'Ordinateur portable' },
      ]),
    );

    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    expect((await focused(page)).text).toBe('Ajouter une transaction');
    expect(errors).toEqual([]);
    await context.close();
  });
});
