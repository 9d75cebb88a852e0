import { expectHeading, signIn, useAppInChromium } from './support/app';
import { newContext, takeCspViolations } from './support/browser';

const app = useAppInChromium();

/**
 * Waits until the support has recorded a violation matching each pattern, both as the page's
 * `securitypolicyviolation` event and as Chromium's console message, and returns them all.
 */
async function recordedViolations(patterns: RegExp[]): Promise<string[]> {
  const seen: string[] = [];
  const complete = () => patterns.every((pattern) => seen.filter((text) => pattern.test(text)).length === 2);
  while (!complete()) {
    seen.push(...takeCspViolations());
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return seen;
}

describe('Content-Security-Policy in Chromium', () => {
  it("styles every screen through the page's nonce and refuses what an injection would try", async () => {
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    await signIn(page);
    await page.goto('/employees');
    await expectHeading(page, 'Employés');
    await page.getByRole('grid').waitFor();

    // emotion's tags and the data grid's own CSS-variables tag all carry the nonce of index.html.
    const styles = await page.evaluate(() => {
      const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')!.nonce;
      const tags = [...document.querySelectorAll('style')];
      return {
        nonce,
        count: tags.length,
        withNonce: tags.filter((tag) => tag.nonce === nonce).length,
        grid: tags.some((tag) => tag.textContent?.includes('MuiDataGridVariables')),
      };
    });
    expect(styles.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(styles.count).toBeGreaterThan(0);
    expect(styles.withNonce).toBe(styles.count);
    expect(styles.grid).toBe(true);
    expect(takeCspViolations()).toEqual([]);

    // What an injection would try: a <style> without the nonce or a style attribute (not applied),
    // an inline script or a string evaluated as code (not run), a connection to another host.
    await page.evaluate(() => {
      document.head.append(Object.assign(document.createElement('style'), { textContent: 'body { --injected: yes }' }));
      const banner = document.createElement('div');
      banner.id = 'banner';
      banner.setAttribute('style', '--injected: yes');
      document.body.append(
        banner,
        Object.assign(document.createElement('script'), { textContent: 'window.injected = true' }),
      );
      // A string timer is compiled by the page itself (code given to page.evaluate is not checked).
      setTimeout('window.evaluated = true', 0);
      new WebSocket('ws://attaquant.invalid/');
    });
    const seen = await recordedViolations([
      /style-src-elem refused inline|Applying inline style violates [^]*inline execution\. The action/,
      /style-src-attr refused inline|style attributes/,
      /script-src-elem refused inline|Executing inline script/,
      /script-src refused eval|'unsafe-eval' is not an allowed source/,
      /connect-src refused ws:\/\/attaquant\.invalid|Connecting to 'ws:\/\/attaquant\.invalid\/'/,
    ]);
    expect(seen).toHaveLength(10);
    expect(
      await page.evaluate(() => ({
        styled: [document.body, document.getElementById('banner')!].map((element) =>
          getComputedStyle(element).getPropertyValue('--injected'),
        ),
        injected: 'injected' in window,
        evaluated: 'evaluated' in window,
      })),
    ).toEqual({ styled: ['', ''], injected: false, evaluated: false });
    await context.close();
  });

  it("lets the page open a WebSocket to its own host ('self' covers ws: of the same origin)", async () => {
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    await page.goto('/login');
    await expectHeading(page, 'Connexion Manager');
    // The gateway has no WebSocket endpoint yet: the socket is refused by the server, not the policy.
    const outcome = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener(
            'securitypolicyviolation',
            (event) => resolve(`refused by ${event.effectiveDirective}`),
            { once: true },
          );
          const socket = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/graphql`);
          socket.onclose = () => setTimeout(() => resolve('closed by the server'), 0);
        }),
    );
    expect(outcome).toBe('closed by the server');
    await context.close();
  });
});
