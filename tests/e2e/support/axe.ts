import fs from 'node:fs';
import type { Page } from 'playwright-core';

/**
 * Waits until what the user would see has stopped moving before auditing colours and roles: the
 * fonts loaded, then every finite animation and transition (dialogs, drawers, ripples, a button
 * fading from disabled to enabled) finished, checked again after two frames since one that ends
 * may start another, and nothing moving at two looks in a row. Endless ones (spinners, skeletons)
 * never finish and are left running.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await document.fonts.ready;
    // Still twice in a row: a transition that a component's effect starts a frame later (an accordion opening
    // as its story mounts) is not running yet at the first look.
    let still = 0;
    for (let round = 0; round < 20; round += 1) {
      await frame();
      const moving = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (moving.length === 0) {
        still += 1;
        if (still === 2) return;
        continue;
      }
      still = 0;
      await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

interface AxeViolation {
  id: string;
  impact?: string;
  nodes: { target: string[] }[];
}

/**
 * The page's axe violations, one line each, once nothing loads or moves any more (a button still
 * loading, or halfway through its colour transition, would be judged on a colour nobody reads).
 * `seriousOnly` keeps the serious and critical ones.
 */
export async function axeViolations(page: Page, { seriousOnly = false } = {}): Promise<string[]> {
  await page.locator('[role="progressbar"]').first().waitFor({ state: 'detached' });
  await settled(page);
  // Evaluated through the debugging protocol: the app's Content-Security-Policy refuses inline scripts.
  await page.evaluate(fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations.map((v) => `${v.impact} ${v.id} at ${v.nodes.map((n) => n.target).join(', ')}`);
  });
  return seriousOnly ? found.filter((text) => /^(serious|critical)/.test(text)) : found;
}
