import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const OUT_DIR = path.resolve(__dirname, '../out');

/** Debian's Chromium's flags: headless, without any network of its own. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

export const DESKTOP = { width: 1366, height: 900 };
export const MOBILE = { width: 390, height: 844 };

export async function newContext(
  browser: Browser,
  baseURL: string,
  options: { mobile?: boolean; dark?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: options.viewport ?? (options.mobile ? MOBILE : DESKTOP),
    colorScheme: options.dark ? 'dark' : 'light',
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await watchCspViolations(context);
  return context;
}

const CSP_MESSAGE = /Content Security Policy/i;
const cspViolations: string[] = [];

/** The Content-Security-Policy violations seen in every context of newContext since the last call. */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

/**
 * Records every CSP violation of the context's pages: the `securitypolicyviolation` events (an
 * init script reports them through a binding) and Chromium's console messages and page errors
 * about the policy (a refused eval throws).
 */
async function watchCspViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) =>
    cspViolations.push(`${page.url()}: ${text}`),
  );
  await context.addInitScript(() => {
    const page = window as unknown as { __reportCspViolation(text: string): void };
    document.addEventListener('securitypolicyviolation', (event) =>
      page.__reportCspViolation(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile || '?'}:${event.lineNumber})`,
      ),
    );
  });
  context.on('console', (message) => {
    if (CSP_MESSAGE.test(message.text())) cspViolations.push(`console: ${message.text()}`);
  });
  context.on('weberror', (error) => {
    if (CSP_MESSAGE.test(error.error().message)) cspViolations.push(`pageerror: ${error.error().message}`);
  });
}

/** Keeps a full-page screenshot under tests/e2e/out/ (git-ignored) for a human to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(OUT_DIR, `${name}.png`), fullPage: true });
}

/** Collects uncaught page errors and console errors, to fail a test that produced any. */
export function watchErrors(page: Page, ignore: RegExp[] = []): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !ignore.some((pattern) => pattern.test(message.text())))
      errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** The built web client (npm run build -w web), which the gateway serves in these tests. */
export const WEB_DIST = path.resolve(__dirname, '../../../web/dist');
