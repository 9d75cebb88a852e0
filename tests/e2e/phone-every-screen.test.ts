import type { Locator, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { seedBusiness } from './support/demo-business';
import { expectHeading, signIn, useAppInChromium } from './support/app';
import { MOBILE, newContext, watchErrors } from './support/browser';
import { type PhoneScreen, phoneImage, shootGuideImage } from './support/guide-images';

// Every screen over the demo-like business, on a 390 × 844 phone and on a 1440 px desk: nothing
// scrolls sideways, each list's amount and main action are within reach, and axe finds nothing.
const app = useAppInChromium();

interface ListCheck {
  /** The list's accessible name (its cards' section). */
  list: string;
  /** The card to look at, by a text of its own. */
  row: string;
  /** The row's amount, when the list has one. */
  amount?: RegExp;
  /** The row's main action. */
  action: RegExp;
  /** The list's role at 1440 px: a data grid, or a plain table (the ledger). */
  desktopRole?: 'grid' | 'table';
}

interface ScreenCheck {
  image: PhoneScreen;
  path: string;
  title: string;
  list?: ListCheck;
}

const SCREENS: ScreenCheck[] = [
  { image: 'tableau-de-bord', path: '/dashboard', title: 'Tableau de Bord Principal' },
  {
    image: 'utilisateurs',
    path: '/users',
    title: 'Gestion des Utilisateurs',
    list: { list: 'Utilisateurs', row: 'hugo.lambert', action: /^Modifier hugo\.lambert$/ },
  },
  {
    image: 'employes',
    path: '/employees',
    title: 'Employés',
    list: { list: 'Employés', row: 'Camille Laurent', action: /^Modifier Camille Laurent$/ },
  },
  {
    image: 'employe',
    // Camille Laurent's page: the id is read once the business is seeded.
    path: '/employees/:camille',
    title: 'Camille Laurent',
    list: { list: 'Transactions', row: 'Atelier photo', amount: /480,00\s€/, action: /.^/ },
  },
  {
    image: 'taches',
    path: '/tasks',
    title: 'Liste des Tâches',
    list: { list: 'Tâches', row: 'Relancer les factures impayées', action: /^Marquer .* comme Terminé$/ },
  },
  {
    image: 'finances',
    path: '/financials',
    title: 'Gestion Financière',
    list: { list: 'Transactions', row: 'Reportage vidéo', amount: /650,00\s€/, action: /^Modifier Reportage vidéo$/ },
  },
  { image: 'banque', path: '/bank', title: 'Banque' },
  {
    image: 'factures',
    path: '/invoices',
    title: 'Factures',
    list: {
      list: 'Factures',
      row: 'Mairie de Villeurbanne',
      amount: /650,00\s€/,
      action: /^Enregistrer un paiement pour /,
    },
  },
  { image: 'factures-fournisseurs', path: '/supplier-invoices', title: 'Factures fournisseurs' },
  {
    image: 'performance',
    path: '/performance',
    title: 'Tableau de Bord des Performances',
    list: { list: 'Performance par employé', row: 'Nicolas Petit', amount: /\d+,\d\s%/, action: /.^/ },
  },
  {
    image: 'comptabilite',
    path: '/accounting',
    title: 'Comptabilité',
    // Typed yesterday: in the fiscal year shown, but on the 1st of January.
    list: {
      list: 'Écritures',
      row: 'Fournitures de bureau',
      amount: /45,50\s€/,
      action: /.^/,
      desktopRole: 'table',
    },
  },
  { image: 'parametres', path: '/settings', title: 'Paramètres' },
  {
    image: 'journal',
    path: '/audit-log',
    title: "Journal d'activité",
    list: { list: "Journal d'activité", row: 'admin', action: /.^/ },
  },
  { image: 'mon-compte', path: '/account', title: 'Mon compte' },
];

/** What keeps a box from being entirely on screen horizontally, and 24 × 24 px when it is a target (WCAG 2.5.8). */
async function offScreen(locator: Locator, what: string, target = false): Promise<string[]> {
  const box = await locator.boundingBox();
  if (!box) return [`${what}: not shown`];
  const problems: string[] = [];
  if (box.x < 0 || box.x + box.width > MOBILE.width)
    problems.push(`${what}: from x = ${box.x} to ${box.x + box.width}`);
  if (target && Math.min(box.width, box.height) < 24) problems.push(`${what}: ${box.width} × ${box.height} px`);
  return problems;
}

/** The screen's path, Camille Laurent's id put in. */
async function pathOf(screen: ScreenCheck): Promise<string> {
  if (!screen.path.includes(':camille')) return screen.path;
  const [camille] = await app.server.sql<{ id: number }>(`select id from employees where name = 'Camille Laurent'`);
  return screen.path.replace(':camille', String(camille.id));
}

async function open(page: Page, screen: ScreenCheck): Promise<void> {
  await page.goto(await pathOf(screen));
  await expectHeading(page, screen.title);
  if (screen.list) await rowOf(page, screen.list).waitFor();
  // Nothing still loading: the spinners and progress bars are gone.
  await page.locator('[role="progressbar"]').first().waitFor({ state: 'detached' });
  await page
    .getByText(/^Chargement/)
    .first()
    .waitFor({ state: 'hidden' });
}

const rowOf = (page: Page, list: ListCheck) =>
  page.getByRole('region', { name: list.list, exact: true }).getByRole('article').filter({ hasText: list.row }).first();

describe('every screen over a small business', () => {
  // The database is reset before each test: each one seeds its own business.
  beforeEach(async () => {
    await seedBusiness(app.server);
  });

  // Thirteen screens, each with axe: longer than the default minute.
  jest.setTimeout(300_000);

  it('on a 390 × 844 phone: no sideways scrolling, amounts and main actions on screen, no axe violation', async () => {
    const context = await newContext(app.browser, app.server.url, { mobile: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page);
    const problems: string[] = [];
    for (const screen of SCREENS) {
      await open(page, screen);
      const widths = await page.evaluate(() => ({
        scroll: document.scrollingElement!.scrollWidth,
        inner: window.innerWidth,
      }));
      if (widths.scroll > widths.inner) problems.push(`${screen.path}: ${widths.scroll} px wide for ${widths.inner}`);
      if (screen.list) {
        const row = rowOf(page, screen.list);
        if (screen.list.amount)
          problems.push(...(await offScreen(row.getByText(screen.list.amount).first(), `${screen.path} amount`)));
        const actions = row.getByRole('button', { name: screen.list.action });
        if ((await actions.count()) > 0)
          problems.push(...(await offScreen(actions.first(), `${screen.path} action`, true)));
      }
      problems.push(...(await axeViolations(page)).map((text) => `${screen.path}: ${text}`));
      await shootGuideImage(page, phoneImage(screen.image));
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at 1440 px: no axe violation on any screen', async () => {
    const context = await newContext(app.browser, app.server.url, { viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page);
    const problems: string[] = [];
    for (const screen of SCREENS) {
      await page.goto(await pathOf(screen));
      await expectHeading(page, screen.title);
      if (screen.list)
        await page
          .getByRole(screen.list.desktopRole ?? 'grid', { name: screen.list.list, exact: true })
          .getByText(screen.list.row)
          .first()
          .waitFor();
      problems.push(...(await axeViolations(page)).map((text) => `${screen.path}: ${text}`));
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
