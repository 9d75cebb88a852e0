import { loginAdmin } from '../support/actors';
import { call } from '../support/http';
import { expectHeading, signIn, useAppInChromium } from './support/app';
import { newContext, screenshot } from './support/browser';
import { eventually } from '../support/eventually';

const app = useAppInChromium();

async function newToken(): Promise<string> {
  const response = await call(app.server.url, 'POST', '/api/admin/generate-token', {
    token: await loginAdmin(app.server),
    body: { quantity: 1 },
  });
  return response.body.tokens[0];
}

describe('registration with a sign-up token', () => {
  it('checks the form, creates a Manager account, then goes to /login after 3 seconds', async () => {
    const token = await newToken();
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Créer un compte' }).click();
    await expectHeading(page, 'Créer un compte');
    await page.getByLabel("Nom d'utilisateur").fill('nadia');
    await page.getByLabel('Email').fill('nadia@example.fr');
    await page.locator('input[name="password"]').fill('nadia-secret');
    await page.getByLabel('Confirmer le mot de passe').fill('nadia-autre');
    await page.getByLabel("Jeton d'inscription").fill(token);
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await page.getByText('Les mots de passe ne correspondent pas.').waitFor();

    await page.getByLabel('Confirmer le mot de passe').fill('nadia-secret');
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await page.getByText('Compte créé avec succès.', { exact: false }).waitFor();
    const shownAt = Date.now();
    await screenshot(page, 'register-success');
    await page.waitForURL('**/login', { timeout: 6000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2500);

    await signIn(page, 'nadia', 'nadia-secret');
    await eventually(async () =>
      expect(await app.server.sql(`select role from users where username = 'nadia'`)).toEqual([{ role: 'Manager' }]),
    );
    await eventually(async () =>
      expect(await app.server.sql('select is_used from signup_tokens')).toEqual([{ is_used: true }]),
    );
    await context.close();
  });

  it("shows the server's refusal of a used token", async () => {
    const context = await newContext(app.browser, app.server.url, { dark: true, mobile: true });
    const page = await context.newPage();
    await page.goto('/register?token=inconnu-inconnu-inconnu');
    await page.getByLabel("Nom d'utilisateur").fill('paul');
    await page.getByLabel('Email').fill('paul@example.fr');
    await page.locator('input[name="password"]').fill('paul-secret');
    await page.getByLabel('Confirmer le mot de passe').fill('paul-secret');
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).not.toBe('');
    await screenshot(page, 'register-refused-mobile-dark');
    expect(page.url()).toMatch(/\/register/);
    await context.close();
  });
});
