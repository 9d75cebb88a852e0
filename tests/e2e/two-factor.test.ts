import { signedIn } from '../support/actors';
import { totpCode } from '../support/two-factor';
import { expectHeading, signIn, storedToken, useAppInChromium } from './support/app';
import { newContext, screenshot, watchErrors } from './support/browser';

const app = useAppInChromium();

describe('two-factor sign-in in Chromium', () => {
  it('is turned on from « Mon compte » with the password and the secret shown, then asked for at the next sign-in', async () => {
    const manager = await signedIn(app.server, 'Manager');
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    // A wrong code is answered 401 on purpose: the browser logs that failed request.
    const errors = watchErrors(page, [/status of 401/, /status of 400/]);
    await signIn(page, manager.username, 'secret-123');
    await page.getByRole('link', { name: 'Mon compte' }).click();
    await expectHeading(page, 'Mon compte');

    await page.getByRole('button', { name: 'Activer' }).click();
    // The password first: an open session alone cannot bind an authenticator.
    const confirm = page.getByRole('form', { name: 'Confirmer avec le mot de passe' });
    await confirm.getByLabel('Mot de passe').fill('wrong-password');
    await confirm.getByRole('button', { name: 'Continuer' }).click();
    await page.getByText('Le mot de passe actuel est incorrect.').waitFor();
    await confirm.getByLabel('Mot de passe').fill('secret-123');
    await confirm.getByRole('button', { name: 'Continuer' }).click();
    // The QR code is drawn under the Content-Security-Policy, and the secret can be typed by hand.
    await page.getByRole('img', { name: 'QR code de la double authentification' }).waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await screenshot(page, 'two-factor-setup');
    await page.getByLabel('Code de vérification').fill(totpCode(secret));
    await page
      .getByRole('form', { name: 'Activer la double authentification' })
      .getByRole('button', { name: 'Activer' })
      .click();
    const codes = page.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await screenshot(page, 'two-factor-recovery-codes');
    await page.getByRole('button', { name: "J'ai noté mes codes" }).click();
    await page.getByText('Activée', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel("Nom d'utilisateur").fill(manager.username);
    await page.getByLabel('Mot de passe').fill('secret-123');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expectHeading(page, 'Code de vérification');
    expect(await storedToken(page)).toBeNull();

    await page.getByLabel('Code de vérification').fill('000000' === totpCode(secret, 1) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await page.getByText('Code de vérification invalide.').waitFor();
    await screenshot(page, 'two-factor-sign-in-step');
    // The code of the next step: the one used to turn it on cannot serve again.
    await page.getByLabel('Code de vérification').fill(totpCode(secret, 1));
    await page.getByRole('button', { name: 'Vérifier' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Tableau de Bord Principal' }).waitFor();
    expect(await storedToken(page)).not.toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});
