import { signedIn } from '../support/actors';
import { expectHeading, signIn, storedToken, useAppInChromium } from './support/app';
import { newContext, screenshot, watchErrors } from './support/browser';

const app = useAppInChromium();

const NAV_ADMIN = [
  'Tableau de Bord',
  'Utilisateurs',
  'Employés',
  'Tâches',
  'Finances',
  'Banque',
  'Factures',
  'Factures fournisseurs',
  'Performance',
  'Comptabilité',
  'Paramètres',
  "Journal d'activité",
  'Mon compte',
];

describe('signing in', () => {
  it('sends visitors to /login, signs an Admin in, keeps the session on reload and signs out', async () => {
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page, [/401|Unauthorized/]);
    await page.goto('/');
    await page.waitForURL('**/login');
    await expectHeading(page, 'Connexion Manager');
    await screenshot(page, 'login-desktop-light');

    await page.getByLabel("Nom d'utilisateur").fill('admin');
    await page.getByLabel('Mot de passe').fill('wrong-password');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText('Identifiants invalides.').waitFor();
    expect(await storedToken(page)).toBeNull();

    await signIn(page);
    expect(await storedToken(page)).toMatch(/^ey/);
    await expectHeading(page, 'Tableau de Bord Principal');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' }).last();
    expect(await nav.getByRole('link').allTextContents()).toEqual(NAV_ADMIN);
    await page.getByText('© 2024').waitFor();

    // Light by default here (the context prefers light); the toggle switches and is remembered.
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.getByRole('button', { name: 'Passer en mode sombre' }).click();
    await page.getByRole('button', { name: 'Passer en mode clair' }).waitFor();
    expect(await background()).not.toBe(light);
    expect(await page.evaluate(() => localStorage.getItem('colorMode'))).toBe('dark');

    await page.reload();
    await expectHeading(page, 'Tableau de Bord Principal');
    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await page.waitForURL('**/login');
    expect(await storedToken(page)).toBeNull();
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells an Employé the application is reserved for Admins and Managers, and keeps no token', async () => {
    const employe = await signedIn(app.server, 'Employé');
    const context = await newContext(app.browser, app.server.url, { mobile: true, dark: true });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel("Nom d'utilisateur").fill(employe.username);
    await page.getByLabel('Mot de passe').fill('secret-123');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByText("L'application est réservée aux Admins et aux Managers.", { exact: false }).waitFor();
    expect(page.url()).toMatch(/\/login$/);
    expect(await storedToken(page)).toBeNull();
    await screenshot(page, 'login-employe-refused-mobile-dark');
    await context.close();
  });

  it('drops a rejected stored token and reloads to the sign-in page', async () => {
    const context = await newContext(app.browser, app.server.url);
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('authToken', 'forged.token.value');
      }
    });
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await expectHeading(page, 'Connexion Manager');
    expect(await storedToken(page)).toBeNull();
    await context.close();
  });
});

describe('route guards', () => {
  it('shows a Manager the navigation without Utilisateurs and refuses /users', async () => {
    const manager = await signedIn(app.server, 'Manager');
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    await signIn(page, manager.username, 'secret-123');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' }).last();
    expect(await nav.getByRole('link').allTextContents()).toEqual(
      NAV_ADMIN.filter((label) => label !== 'Utilisateurs' && label !== "Journal d'activité"),
    );
    await page.goto('/users');
    await page.waitForURL('**/unauthorized');
    await expectHeading(page, 'Accès non autorisé');
    await screenshot(page, 'unauthorized');
    await page.getByRole('link', { name: 'Retour au tableau de bord' }).click();
    await page.waitForURL('**/dashboard');

    await page.goto('/settings');
    await expectHeading(page, 'Paramètres');
    await page.goto('/nulle-part');
    await expectHeading(page, '404 - Page Protégée Non Trouvée');
    for (const [path, title] of [
      ['/tasks', 'Liste des Tâches'],
      ['/financials', 'Gestion Financière'],
    ]) {
      await page.goto(path);
      await expectHeading(page, title);
    }
    await context.close();
  });

  it('sends a signed-in user away from /login and /register', async () => {
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    await signIn(page);
    await page.goto('/login');
    await page.waitForURL('**/dashboard');
    await page.goto('/register');
    await page.waitForURL('**/dashboard');
    await context.close();
  });
});
