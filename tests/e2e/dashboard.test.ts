import zlib from 'node:zlib';
import type { Response } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { loginAdmin } from '../support/actors';
import { businessApi, parisToday } from '../support/business';
import { call } from '../support/http';
import { expectHeading, signIn, useAppInChromium } from './support/app';
import { OUT_DIR, newContext, screenshot, watchErrors } from './support/browser';

const METRICS_TOKEN = 'jeton-de-metriques-tableau-de-bord';
const app = useAppInChromium(() => ({ metricsToken: METRICS_TOKEN }));

// No Apollo Client nor MUI X before sign-in: they load with the signed-in shell.
const INITIAL_JS_BUDGET = 180 * 1024;

describe('dashboard', () => {
  it('shows the overall figures, recent tasks and transactions and the top employees', async () => {
    const api = businessApi(app.server, await loginAdmin(app.server));
    const camille = await api.employee('Camille Laurent');
    const nicolas = await api.employee('Nicolas Petit');
    await api.task('Préparer la newsletter', {
      assigned_employee_id: camille.id,
      status: 'Terminé',
      due_date: parisToday(),
    });
    await api.task('Relancer les abonnés', {
      assigned_employee_id: nicolas.id,
      status: 'À faire',
      due_date: '2024-01-05',
    });
    await api.transaction(1250.5, { description: 'Abonnements', date: parisToday() });
    await api.transaction(-80, { description: 'Logiciel', date: parisToday() });

    for (const dark of [false, true]) {
      const context = await newContext(app.browser, app.server.url, { dark });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await signIn(page);
      await expectHeading(page, 'Tableau de Bord Principal');
      await page.getByText('Relancer les abonnés').waitFor();
      // The six cards say so; the period chips' « Globaux » is pressed.
      expect(await page.locator('.MuiCard-root').getByText('Globaux').count()).toBe(6);
      expect(await page.getByRole('button', { name: 'Globaux' }).getAttribute('aria-pressed')).toBe('true');
      await page
        .getByText(/1\s?250,50\s€/)
        .first()
        .waitFor();
      await page.getByText('En retard', { exact: true }).waitFor();
      await page.getByText('#1').waitFor();
      await page.getByText(/100,0\s%/).waitFor();
      await screenshot(page, `dashboard-desktop-${dark ? 'dark' : 'light'}`);
      expect(errors).toEqual([]);
      await context.close();
    }
    const phone = await newContext(app.browser, app.server.url, { mobile: true });
    const page = await phone.newPage();
    await signIn(page);
    await page.getByText('Relancer les abonnés').waitFor();
    await screenshot(page, 'dashboard-mobile-light');
    await phone.close();
  });

  it('shows the empty texts without data', async () => {
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    await signIn(page);
    await page.getByText('Aucune tâche récente trouvée.').waitFor();
    await page.getByText('Aucune transaction récente trouvée.').waitFor();
    await page.getByText('Données de performance non disponibles.').waitFor();
    await context.close();
  });
});

describe('sign-in page weight and web vitals', () => {
  it('loads at most 180 KB of gzipped JavaScript and reports its web vitals to the gateway', async () => {
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    const scripts = new Map<string, number>();
    const vitals: number[] = [];
    // A worker's script (lib/intl-warmup.ts) goes with its worker, body included: then read again from the server.
    const bodyOf = (response: Response) =>
      response.body().catch(async () => Buffer.from(await (await fetch(response.url())).arrayBuffer()));
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.set(response.url(), zlib.gzipSync(await bodyOf(response)).length);
      if (response.url().endsWith('/api/web-vitals')) vitals.push(response.status());
    });
    await page.goto('/login');
    await expectHeading(page, 'Connexion Manager');
    await page.waitForLoadState('networkidle');
    // Hiding the page makes web-vitals flush what it measured (as when a user leaves).
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForTimeout(500);
    const gzipBytes = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    const report = {
      measuredAt: new Date().toISOString(),
      page: '/login',
      scripts: [...scripts.entries()]
        .map(([url, gzip]) => ({ file: path.basename(new URL(url).pathname), gzip }))
        .sort((a, b) => b.gzip - a.gzip),
      totalGzip: gzipBytes,
    };
    fs.mkdirSync(OUT_DIR, { recursive: true });
    fs.writeFileSync(path.join(OUT_DIR, 'initial-js.json'), `${JSON.stringify(report, null, 2)}\n`);
    expect(gzipBytes).toBeLessThanOrEqual(INITIAL_JS_BUDGET);
    expect(vitals.length).toBeGreaterThan(0);
    expect(vitals.every((status) => status === 204)).toBe(true);
    await context.close();

    const metrics = await call(app.server.url, 'GET', '/metrics', { token: METRICS_TOKEN });
    expect(metrics.body).toMatch(/web_vitals_seconds_count\{metric="(FCP|TTFB)"/);
  });

  it('refuses a malformed web-vitals report', async () => {
    const bad = await call(app.server.url, 'POST', '/api/web-vitals', {
      body: { name: 'LCP', value: 'lent', rating: 'good' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Mesure web-vitals invalide.');
    const good = await call(app.server.url, 'POST', '/api/web-vitals', {
      body: { name: 'CLS', value: 0.02, rating: 'good', id: 'v1', extra: 'ignored' },
    });
    expect(good.status).toBe(204);
  });
});
