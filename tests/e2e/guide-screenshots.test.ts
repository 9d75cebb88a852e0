import fs from 'node:fs';
import path from 'node:path';
import { addDays } from '@pilotage/domain';
import type { Page } from 'playwright-core';
import { loginAdmin } from '../support/actors';
import { businessApi, parisToday } from '../support/business';
import { call } from '../support/http';
import type { TestServer } from '../support/server';
import { expectHeading, signIn, useAppInChromium } from './support/app';
import { OUT_DIR, newContext, watchErrors } from './support/browser';

// The screenshots of the user guide (docs/guide.md), taken from the real application over a small
// French business. `npm run docs:screenshots` writes them into docs/guide/images/; a plain test
// run writes them under tests/e2e/out/guide/, leaving the work tree as it was.
const app = useAppInChromium();

const REPO = path.resolve(__dirname, '..', '..');
const GUIDE = path.join(REPO, 'docs', 'guide.md');
const GUIDE_IMAGES = path.join(REPO, 'docs', 'guide', 'images');
const TARGET = process.env.UPDATE_GUIDE_SCREENSHOTS === '1' ? GUIDE_IMAGES : path.join(OUT_DIR, 'guide');
const VIEWPORT = { width: 1280, height: 800 };

/** Every picture of the guide, one per screen, in the guide's order. */
const SCREENS = [
  'connexion',
  'creer-un-compte',
  'tableau-de-bord',
  'utilisateurs',
  'employes',
  'taches',
  'finances',
  'generateur-de-facture',
  'factures',
  'performance',
  'parametres',
  'mon-compte',
] as const;
type Screen = (typeof SCREENS)[number];

async function shoot(page: Page, screen: Screen, options: { fullPage?: boolean } = {}): Promise<void> {
  fs.mkdirSync(TARGET, { recursive: true });
  // No hover effect, focus ring or caret in a picture, and the fixed bars where they belong: at the top.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: path.join(TARGET, `${screen}.png`),
    fullPage: options.fullPage ?? true,
    animations: 'disabled',
    caret: 'hide',
  });
}

/** A small communication agency: three managers, five employees, a week of tasks and money. */
async function seedBusiness(server: TestServer): Promise<{ signupToken: string }> {
  const admin = await loginAdmin(server);
  const post = async (route: string, body: unknown) => {
    const response = await call(server.url, 'POST', route, { token: admin, body });
    if (response.status !== 201) throw new Error(`POST ${route}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  };
  const put = async (route: string, body: unknown, token = admin) => {
    const response = await call(server.url, 'PUT', route, { token, body });
    if (response.status !== 200) throw new Error(`PUT ${route}: ${response.status} ${JSON.stringify(response.body)}`);
  };
  const sophie = await post('/api/users', {
    username: 'sophie.bernard',
    email: 'sophie.bernard@atelier-martin.fr',
    password: 'sophie-pilotage',
    role: 'Manager',
  });
  const karim = await post('/api/users', {
    username: 'karim.haddad',
    email: 'karim.haddad@atelier-martin.fr',
    password: 'karim-pilotage',
    role: 'Manager',
  });
  await post('/api/users', {
    username: 'lea.moreau',
    email: 'lea.moreau@atelier-martin.fr',
    password: 'lea-pilotage',
    role: 'Employé',
  });

  const { tokens } = await post('/api/admin/generate-token', { quantity: 3 });
  const registered = await call(server.url, 'POST', '/api/register', {
    body: {
      username: 'hugo.lambert',
      email: 'hugo.lambert@atelier-martin.fr',
      password: 'hugo-pilotage',
      signup_token: tokens[0],
    },
  });
  if (registered.status !== 201) throw new Error(`register: ${JSON.stringify(registered.body)}`);

  const api = businessApi(server, admin);
  const camille = await api.employee('Camille Laurent', {
    manager_user_id: sophie.id,
    notes: 'Graphiste, à temps plein',
  });
  const nicolas = await api.employee('Nicolas Petit', {
    manager_user_id: karim.id,
    notes: 'Commercial, secteur Rhône',
  });
  const julie = await api.employee('Julie Roux', { manager_user_id: sophie.id, notes: 'Développeuse web' });
  const ines = await api.employee('Inès Fabre', { manager_user_id: karim.id, notes: 'Community manager, mi-temps' });
  const thomas = await api.employee('Thomas Garnier', { notes: 'Stagiaire jusqu’en juin' });

  const today = parisToday();
  const day = (offset: number) => addDays(today, offset);
  await api.task('Commander les fournitures', {
    assigned_employee_id: camille.id,
    status: 'Terminé',
    due_date: day(-6),
  });
  await api.task('Mettre à jour le site vitrine', {
    assigned_employee_id: julie.id,
    status: 'Terminé',
    due_date: day(-2),
  });
  await api.task('Relancer les factures impayées', {
    assigned_employee_id: nicolas.id,
    status: 'À faire',
    due_date: day(-4),
  });
  await api.task('Rendez-vous avec le comptable', {
    assigned_employee_id: nicolas.id,
    status: 'En cours',
    due_date: day(-1),
  });
  await api.task('Publier le calendrier éditorial', {
    assigned_employee_id: ines.id,
    status: 'Terminé',
    due_date: day(-1),
  });
  await api.task('Préparer la newsletter de décembre', {
    assigned_employee_id: camille.id,
    status: 'En cours',
    due_date: day(3),
  });
  await api.task('Former Thomas à l’outil de maquettage', {
    assigned_employee_id: julie.id,
    status: 'À faire',
    due_date: day(5),
  });
  await api.task('Inventaire du matériel photo', {
    assigned_employee_id: thomas.id,
    status: 'À faire',
    due_date: day(10),
    is_routine: true,
    frequency: 'Mensuel',
  });
  await api.task('Sauvegarde des fichiers clients', {
    assigned_employee_id: julie.id,
    status: 'À faire',
    due_date: day(2),
    is_routine: true,
    frequency: 'Hebdomadaire',
  });

  await api.transaction(1250, { description: 'Abonnements du mois', date: day(-6), category: 'Abonnement' });
  await api.transaction(89.9, { description: 'Pourboires de l’atelier', date: day(-5), category: 'Pourboire' });
  await api.transaction(-59.99, { description: 'Logiciel de montage', date: day(-5), category: 'Dépense Logiciel' });
  await api.transaction(480, {
    description: 'Atelier photo',
    date: day(-3),
    category: 'Autre Revenu',
    related_employee_id: camille.id,
    related_source: 'Boulangerie Lefèvre',
  });
  await api.transaction(-320, {
    description: 'Campagne réseaux sociaux',
    date: day(-2),
    category: 'Dépense Marketing',
    related_employee_id: ines.id,
  });
  await api.transaction(-45.5, { description: 'Fournitures de bureau', date: day(-1), category: 'Autre Dépense' });
  await api.transaction(650, {
    description: 'Reportage vidéo',
    date: today,
    category: 'Média Privé',
    related_employee_id: nicolas.id,
    related_source: 'Mairie de Villeurbanne',
  });

  await put('/api/invoice-settings', {
    company_name: 'Atelier Éloïse Martin',
    company_address1: '12 rue des Peupliers',
    company_address2: '69003 Lyon',
    company_email: 'contact@atelier-martin.fr',
    company_phone: '04 78 12 34 56',
    account_holder: 'Éloïse Martin',
    bank_name: 'Crédit Agricole',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    bic: 'AGRIFRPP',
    default_notes: 'Paiement à 30 jours.',
    siret: '732 829 320 00074',
  });
  // Issued in date order: one overdue, one still due, one cancelled by a credit note.
  const invoice = (client_name: string, issue_date: string, lines: unknown[], extra: Record<string, unknown> = {}) =>
    post('/api/invoices', {
      client_name,
      client_address: '69100 Villeurbanne',
      issue_date,
      operation_category: 'Services',
      lines,
      ...extra,
    });
  await invoice(
    'Mairie de Villeurbanne',
    day(-40),
    [{ description: 'Reportage vidéo du forum', quantity: 1, unit_price: 650 }],
    {
      due_date: day(-10),
    },
  );
  const cafe = await invoice('Café des Arts', day(-3), [{ description: 'Affiches A3', quantity: 40, unit_price: 2.5 }]);
  await invoice('Boulangerie Lefèvre', day(-1), [
    { description: 'Séance photo en boutique', quantity: 1, unit_price: 480 },
    { description: 'Retouche de photos', quantity: 12, unit_price: 15 },
  ]);
  await post(`/api/invoices/${cafe.id}/credit-note`, { reason: 'Affiches non livrées' });
  // Switched on last, so the rows above queue no notification.
  await put('/api/settings', {
    telegram_bot_token: '7012345678:AAE-exempleDeJetonDeBotPilotage',
    notification_tasks_enabled: 'true',
    notification_financials_enabled: 'true',
    notification_all_tasks_done_enabled: 'false',
  });
  await put('/api/me/settings', { telegram_chat_id: '512345678' });
  return { signupToken: tokens[1] };
}

/** Waits until the chart's bars have stopped growing and changing colour (they animate in). */
async function chartDrawn(page: Page, bars: number): Promise<void> {
  const elements = page
    .getByRole('region', { name: 'Solde Journalier Net (Revenus - Dépenses)' })
    .locator('.MuiBarChart-element');
  await elements.nth(bars - 1).waitFor();
  const read = async () =>
    (
      await elements.evaluateAll((all) =>
        all.map((bar) => `${bar.getBoundingClientRect().height}:${getComputedStyle(bar).fill}`),
      )
    ).join();
  let previous = '';
  for (let current = await read(); current !== previous; current = await read()) {
    previous = current;
    await page.waitForTimeout(200);
  }
}

async function openFromMenu(page: Page, link: string, title: string): Promise<void> {
  await page.getByRole('link', { name: link, exact: true }).click();
  await expectHeading(page, title);
}

describe('the user guide', () => {
  it('shoots every screen over a small French business', async () => {
    const { signupToken } = await seedBusiness(app.server);
    const context = await newContext(app.browser, app.server.url, { viewport: VIEWPORT });
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto('/login');
    await expectHeading(page, 'Connexion Manager');
    await page.getByLabel("Nom d'utilisateur").fill('sophie.bernard');
    await page.getByLabel('Mot de passe').fill('sophie-pilotage');
    await shoot(page, 'connexion');

    await page.getByRole('link', { name: /Créer un compte/ }).click();
    await expectHeading(page, 'Créer un compte');
    await page.getByLabel("Nom d'utilisateur").fill('manon.girard');
    await page.getByLabel('Email').fill('manon.girard@atelier-martin.fr');
    await page.locator('input[name="password"]').fill('manon-pilotage');
    await page.getByLabel('Confirmer le mot de passe').fill('manon-pilotage');
    await page.getByLabel("Jeton d'inscription").fill(signupToken);
    await shoot(page, 'creer-un-compte');

    await signIn(page);
    await page.getByText('Sauvegarde des fichiers clients').first().waitFor();
    await page.getByText('#3').waitFor();
    await shoot(page, 'tableau-de-bord');

    await openFromMenu(page, 'Utilisateurs', 'Gestion des Utilisateurs');
    await page.getByRole('grid', { name: 'Utilisateurs' }).getByText('hugo.lambert', { exact: true }).waitFor();
    await page.getByLabel('Quantité').fill('2');
    await page.getByRole('button', { name: 'Générer Jeton(s)' }).click();
    await page.getByRole('list', { name: 'Jetons générés' }).getByRole('listitem').nth(1).waitFor();
    await page.getByRole('button', { name: 'Afficher la liste des jetons' }).click();
    await page.getByRole('grid', { name: "Jetons d'inscription" }).getByText('Utilisé', { exact: true }).waitFor();
    await shoot(page, 'utilisateurs');

    await openFromMenu(page, 'Employés', 'Employés');
    await page.getByText('Thomas Garnier', { exact: true }).waitFor();
    await shoot(page, 'employes');

    await openFromMenu(page, 'Tâches', 'Liste des Tâches');
    await page.getByText('Sauvegarde des fichiers clients', { exact: true }).waitFor();
    await page.getByText('En retard').first().waitFor();
    await shoot(page, 'taches');

    await openFromMenu(page, 'Finances', 'Gestion Financière');
    await page.getByText('Reportage vidéo', { exact: true }).waitFor();
    // Six days with transactions: six bars.
    await chartDrawn(page, 6);
    await shoot(page, 'finances');

    await page.getByRole('button', { name: 'Générer une facture' }).click();
    const dialog = page.getByRole('dialog', { name: 'Générateur de facture' });
    await dialog.waitFor();
    await dialog.getByLabel('Nom du client').fill('Boulangerie Lefèvre');
    await dialog.getByLabel('Adresse du client').fill('8 place de la Mairie\n69100 Villeurbanne');
    // The number field keeps the one the invoice will get.
    await dialog.getByText(/Numéro attribué à l'émission : F-\d{4}-\d{4}/).waitFor();
    const line = (position: number) => dialog.getByRole('group', { name: `Ligne ${position}` });
    await line(1).getByLabel('Description').fill('Séance photo en boutique');
    await line(1).getByLabel('Quantité').fill('1');
    await line(1).getByLabel('Prix unitaire').fill('480');
    await dialog.getByRole('button', { name: 'Ajouter une ligne' }).click();
    await line(2).getByLabel('Description').fill('Retouche de photos');
    await line(2).getByLabel('Quantité').fill('12');
    await line(2).getByLabel('Prix unitaire').fill('15');
    await dialog.getByLabel('Notes', { exact: true }).fill('Merci pour votre confiance !');
    await dialog
      .getByText(/660,00\s€/)
      .first()
      .waitFor();
    // Scrolled to the end: the lines and both totals in view.
    await dialog.locator('.MuiDialogContent-root').evaluate((content) => content.scrollTo(0, content.scrollHeight));
    await shoot(page, 'generateur-de-facture', { fullPage: false });
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'detached' });

    await openFromMenu(page, 'Factures', 'Factures');
    await page.getByText(/^Avoir sur F-/).waitFor();
    await shoot(page, 'factures');

    await openFromMenu(page, 'Performance', 'Tableau de Bord des Performances');
    await page
      .getByRole('grid', { name: 'Performance par employé' })
      .getByText('Thomas Garnier', { exact: true })
      .waitFor();
    await shoot(page, 'performance');

    await openFromMenu(page, 'Paramètres', 'Paramètres');
    await page.getByText('Chat ID configuré : Oui').waitFor();
    await shoot(page, 'parametres');

    await openFromMenu(page, 'Mon compte', 'Mon compte');
    await page.getByText('admin@example.fr').waitFor();
    await shoot(page, 'mon-compte');

    expect(errors).toEqual([]);
    await context.close();
    for (const screen of SCREENS) expect(fs.existsSync(path.join(TARGET, `${screen}.png`))).toBe(true);
  });

  it('shows every screenshot it shoots, and only those, all of them committed', () => {
    const guide = fs.readFileSync(GUIDE, 'utf8');
    const images = [...guide.matchAll(/!\[[^\]]*\]\(([^)\s]+)/g)].map((match) => match[1]);
    for (const image of images) {
      expect(image).toMatch(/^guide\/images\/[a-z-]+\.png$/);
      expect(fs.existsSync(path.join(REPO, 'docs', image))).toBe(true);
    }
    const screens = images.map((image) => path.basename(image, '.png'));
    expect([...new Set(screens)].sort()).toEqual([...SCREENS].sort());
  });
});
