import { useAppInChromium } from './support/app';
import { newContext, screenshot, watchErrors } from './support/browser';

// Fails the test on any Content-Security-Policy violation of the page (afterEach of the support).
const app = useAppInChromium();

describe('the API reference at /api/docs', () => {
  it('shows every operation of /api/openapi.json under the strict Content-Security-Policy', async () => {
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const response = await page.goto('/api/docs');
    // The gateway's own policy, unchanged: no inline script or style, no eval.
    const csp = response!.headers()['content-security-policy'];
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
    expect(csp).not.toContain('unsafe');

    await page.getByRole('heading', { name: /Pilotage API/ }).waitFor();
    const document = await (await page.request.get('/api/openapi.json')).json();
    const operations = Object.values(document.paths as Record<string, object>).reduce(
      (count: number, methods) => count + Object.keys(methods).length,
      0,
    );
    await page
      .locator('.opblock')
      .nth(operations - 1)
      .waitFor();
    expect(await page.locator('.opblock').count()).toBe(operations);
    // French summaries and the tags of the document.
    await page.getByText('Lister les tâches').first().waitFor();
    await page.locator('.opblock-tag', { hasText: 'Employés' }).first().waitFor();

    // Opening an operation shows its parameters and its answers, X-Total-Count included.
    await page.locator('.opblock-summary', { hasText: 'Lister les tâches' }).first().click();
    await page.getByText('X-Total-Count').first().waitFor();
    await page.getByText('assigned_employee_id').first().waitFor();
    await screenshot(page, 'api-docs-desktop-light');
    expect(errors).toEqual([]);
    await context.close();
  });
});
