import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { OUT_DIR } from './browser';

// The user guide's pictures (docs/guide.md). `npm run docs:screenshots` writes them into
// docs/guide/images/; a plain test run writes them under tests/e2e/out/guide/, leaving the work tree as it was.
export const REPO = path.resolve(__dirname, '..', '..', '..');
export const GUIDE = path.join(REPO, 'docs', 'guide.md');
const GUIDE_IMAGES = path.join(REPO, 'docs', 'guide', 'images');
export const GUIDE_TARGET = process.env.UPDATE_GUIDE_SCREENSHOTS === '1' ? GUIDE_IMAGES : path.join(OUT_DIR, 'guide');

/** The screens the guide also shows on a 390 px phone, each as `<name>-telephone.png`. */
export const PHONE_SCREENS = [
  'tableau-de-bord',
  'utilisateurs',
  'employes',
  'employe',
  'taches',
  'finances',
  'banque',
  'factures',
  'factures-fournisseurs',
  'performance',
  'comptabilite',
  'parametres',
  'journal',
  'mon-compte',
] as const;
export type PhoneScreen = (typeof PHONE_SCREENS)[number];
export const phoneImage = (screen: PhoneScreen) => `${screen}-telephone`;

/** A full-page picture without hover, focus ring or caret, scrolled to the top. */
export async function shootGuideImage(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  fs.mkdirSync(GUIDE_TARGET, { recursive: true });
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.evaluate(() => window.scrollTo(0, 0));
  const file = path.join(GUIDE_TARGET, `${name}.png`);
  await page.screenshot({ path: file, fullPage: options.fullPage ?? true, animations: 'disabled', caret: 'hide' });
  return file;
}
