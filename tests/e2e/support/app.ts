import { afterAll, afterEach, beforeAll, beforeEach, expect } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startTestServer, type TestServer } from '../../support/server';
import { WEB_DIST, launchChromium, takeCspViolations } from './browser';

/**
 * One gateway serving the built client and one Chromium for the whole file, with the database
 * reset before each test, and each test failing if any page it opened broke the gateway's
 * Content-Security-Policy. `config` is read when the gateway starts, after earlier beforeAll hooks.
 */
export function useAppInChromium(config: () => Parameters<typeof startTestServer>[0] = () => ({})): {
  readonly server: TestServer;
  readonly browser: Browser;
} {
  const app = {} as { server: TestServer; browser: Browser };
  beforeAll(async () => {
    app.server = await startTestServer({ webDist: WEB_DIST, ...config() });
    app.browser = await launchChromium();
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.close();
  });
  beforeEach(() => app.server.reset());
  afterEach(() => expect(takeCspViolations()).toEqual([]));
  return app;
}

/** Signs in through the login form and waits for the dashboard. */
export async function signIn(page: Page, username = ADMIN_USERNAME, password = ADMIN_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel("Nom d'utilisateur").fill(username);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Tableau de Bord Principal' }).waitFor();
}

export async function heading(page: Page): Promise<string> {
  return (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
}

export async function expectHeading(page: Page, text: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: text }).waitFor();
  expect(await heading(page)).toBe(text);
}

export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('authToken'));
