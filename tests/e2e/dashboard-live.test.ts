import { ACCOUNT_PASSWORD, loginAdmin, signedIn } from '../support/actors';
import { businessApi } from '../support/business';
import { expectHeading, signIn, useAppInChromium } from './support/app';
import { newContext, watchErrors } from './support/browser';
import { card, cardOf, expectCard, plain } from './support/dashboard';
import { liveSubscribed } from './support/live';

const app = useAppInChromium();

const STALE_BACKUP = /il y a plus de 48 heures : voyez « Sauvegardes » dans Paramètres\./;

describe('the dashboard once open', () => {
  it('follows the figures and the recent transactions as someone else adds one, opened by sign-in or by its address', async () => {
    const api = businessApi(app.server, await loginAdmin(app.server));
    await api.transaction(1000, { description: 'Vente de janvier' });
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page);
    await expectCard(page, "Chiffre d'affaires", { value: '1 000,00 €', scope: 'Globaux' });
    // Opened by its address with the stored session: its first figures are those the page's entry fetched.
    const subscribing = liveSubscribed(page, app.server);
    await page.goto('/dashboard');
    await expectHeading(page, 'Tableau de Bord Principal');
    await expectCard(page, "Chiffre d'affaires", { value: '1 000,00 €', scope: 'Globaux' });
    await subscribing;
    await api.transaction(250.5, { description: 'Vente de février' });
    await expectCard(page, "Chiffre d'affaires", { value: '1 250,50 €', scope: 'Globaux' });
    await page.getByText('Vente de février').waitFor();
    await api.transaction(-100, { description: 'Fournitures' });
    await expectCard(page, 'Dépenses', { value: '100,00 €', scope: 'Globaux' });
    await expectCard(page, 'Bénéfice net', { value: '1 150,50 €', scope: 'Globaux' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opened again, shows no figure from before a change made while it was closed', async () => {
    const api = businessApi(app.server, await loginAdmin(app.server));
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page);
    // The card's figure, once there (a placeholder holds its place while the figures load).
    await cardOf(page, "Chiffre d'affaires").locator('p', { hasText: '€' }).waitFor();
    const before = (await card(page, "Chiffre d'affaires")).value;
    const euros = Number(before.replace(/[^\d,]/g, '').replace(',', '.'));

    await page.getByRole('link', { name: 'Employés', exact: true }).click();
    await expectHeading(page, 'Employés');
    await api.transaction(1000, { description: 'Vente pendant une autre page' });
    // Every value the card shows from now on, as the DOM changes (before any paint).
    await page.evaluate(() => {
      const shown: string[] = [];
      Object.assign(window, { revenueShown: shown });
      new MutationObserver(() => {
        for (const found of document.querySelectorAll('.MuiCard-root')) {
          if (found.querySelector('h2')?.textContent !== "Chiffre d'affaires") continue;
          const value = found.querySelector('p')?.textContent?.replace(/[\u00a0\u202f]/g, ' ');
          if (value && shown.at(-1) !== value) shown.push(value);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('link', { name: 'Tableau de Bord', exact: true }).click();
    const after = plain(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(euros + 1000));
    await expectCard(page, "Chiffre d'affaires", { value: after, scope: 'Globaux' });
    expect(await page.evaluate(() => (window as unknown as { revenueShown: string[] }).revenueShown)).toEqual([after]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('warns an Admin of a last backup older than 48 hours, and no Manager', async () => {
    await app.server.sql(
      `insert into backup_runs (started_at, finished_at, succeeded, file_name, size_bytes, sha256)
       values (now() - interval '3 days', now() - interval '3 days', true, 'pilotage-ancienne.tar.gz', 1234, 'aa')`,
    );
    const manager = await signedIn(app.server, 'Manager');
    for (const [username, password, warned] of [
      [undefined, undefined, true],
      [manager.username, ACCOUNT_PASSWORD, false],
    ] as const) {
      const context = await newContext(app.browser, app.server.url);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await signIn(page, username, password);
      // Opened by its address too: the warning is asked after the screen's first render.
      await page.goto('/dashboard');
      await expectHeading(page, 'Tableau de Bord Principal');
      await page.getByText('Tâches en retard').waitFor();
      if (warned) await page.getByRole('alert').filter({ hasText: STALE_BACKUP }).waitFor();
      else {
        // Once nothing is left to load (an Admin's warning would be asked by then), a Manager's page has none.
        await page.waitForLoadState('networkidle');
        expect(await page.getByText(STALE_BACKUP).count()).toBe(0);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
