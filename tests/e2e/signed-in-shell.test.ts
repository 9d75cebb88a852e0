import type { Page } from 'playwright-core';
import { loginAdmin } from '../support/actors';
import { useAppInChromium } from './support/app';
import { newContext, screenshot, watchErrors } from './support/browser';

/**
 * The signed-in page's first load (/dashboard, /) comes with its shell in the HTML (web/scripts/prerender-pages.mjs):
 * the header's frame, the dashboard's heading and its cards' placeholders, painted before any script. The real
 * screen must take its place without moving it: the heading where the shell drew it, at the same size.
 */
const app = useAppInChromium();

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };

const HEADING = { level: 1, name: 'Tableau de Bord Principal' } as const;
const headingBox = (page: Page) => page.getByRole('heading', HEADING).boundingBox();
const firstCardBox = (page: Page) => page.getByRole('heading', { level: 2, name: "Chiffre d'affaires" }).boundingBox();

describe('the signed-in shell', () => {
  it.each(Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])(
    'is painted from the HTML alone, and the dashboard replaces it in the same places (%s)',
    async (size) => {
      const token = await loginAdmin(app.server);
      // The HTML alone, as painted before the scripts run.
      const bare = await app.browser.newContext({ viewport: VIEWPORTS[size], javaScriptEnabled: false });
      const shell = await bare.newPage();
      await shell.goto(`${app.server.url}/dashboard`);
      await shell.getByRole('heading', HEADING).waitFor();
      expect(await shell.getByText('Chargement du tableau de bord...').count()).toBe(1);
      // No user data, and nothing that acts before the application does.
      expect(await shell.getByText('admin', { exact: true }).count()).toBe(0);
      expect(await shell.getByRole('button', { name: 'Actualiser' }).isDisabled()).toBe(true);
      // Nothing wider than the screen (a sideways scroll).
      expect(await shell.evaluate(() => document.documentElement.scrollWidth)).toBe(VIEWPORTS[size].width);
      const shellHeading = await headingBox(shell);
      const shellCard = await firstCardBox(shell);
      await screenshot(shell, `signed-in-shell-${size}`);
      await bare.close();

      const context = await newContext(app.browser, app.server.url, { viewport: VIEWPORTS[size] });
      await context.addInitScript((value) => localStorage.setItem('authToken', value), token);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto('/dashboard');
      // The figures and the header's buttons at work: the application's screen, not the shell.
      await page.getByRole('button', { name: 'Actualiser' }).and(page.locator(':enabled')).waitFor();
      await page.getByRole('button', { name: 'Déconnexion' }).and(page.locator(':enabled')).waitFor();
      expect(await headingBox(page)).toEqual(shellHeading);
      expect(await firstCardBox(page)).toEqual(shellCard);
      await screenshot(page, `signed-in-dashboard-${size}`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('starts with no preload link per chunk, its locale data loaded by a worker; later screens are preloaded', async () => {
    const token = await loginAdmin(app.server);
    const context = await newContext(app.browser, app.server.url, { viewport: VIEWPORTS.phone });
    await context.addInitScript((value) => localStorage.setItem('authToken', value), token);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Actualiser' }).and(page.locator(':enabled')).waitFor();
    // The first screen's chunks are found by the browser from their imports (web/vite.config.ts).
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
    expect(workers).toEqual([expect.stringMatching(/^\/assets\/intl-warmup\.worker-[\w-]+\.js$/)]);
    // The figures are formatted in French all the same.
    await page
      .getByText(/\d\u202f?\d*,\d{2}\s€/)
      .first()
      .waitFor();
    // The header's tooltips, mounted after the first commit (app/layout/LateTooltip.tsx), still show on hover.
    await page.getByRole('button', { name: 'Déconnexion' }).hover();
    await page.getByRole('tooltip', { name: 'Déconnexion' }).waitFor();
    // Another screen's chunks still go out together, each preloaded.
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('link', { name: 'Tâches' }).click();
    await page.getByRole('heading', { level: 1, name: 'Liste des Tâches' }).waitFor();
    expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is left for the sign-in page without a session, and in dark mode for the dark dashboard', async () => {
    const anonymous = await newContext(app.browser, app.server.url, { viewport: VIEWPORTS.phone });
    const visitor = await anonymous.newPage();
    await visitor.goto('/dashboard');
    await visitor.waitForURL('**/login');
    await visitor.getByRole('heading', { level: 1, name: 'Connexion Manager' }).waitFor();
    expect(await visitor.getByRole('heading', HEADING).count()).toBe(0);
    await anonymous.close();

    const token = await loginAdmin(app.server);
    const dark = await newContext(app.browser, app.server.url, { viewport: VIEWPORTS.phone, dark: true });
    await dark.addInitScript((value) => localStorage.setItem('authToken', value), token);
    const page = await dark.newPage();
    await page.goto('/');
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Actualiser' }).and(page.locator(':enabled')).waitFor();
    // The page's colours are the dark theme's: no light style of the shell is left behind.
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    expect(await page.locator('style[data-prerendered]').count()).toBe(0);
    await screenshot(page, 'signed-in-dashboard-phone-dark');
    await dark.close();
  });
});
