import { signedIn } from '../support/actors';
import { call } from '../support/http';
import { ADMIN_USERNAME } from '../support/server';
import { expectHeading, signIn, storedToken, useAppInChromium } from './support/app';
import { newContext, screenshot, watchErrors } from './support/browser';

const app = useAppInChromium();

const CHANGED = 'Mot de passe modifié. Vos autres sessions ont été fermées.';
const me = async (token: string | null) =>
  (await call(app.server.url, 'GET', '/api/me', { token: token ?? undefined })).status;

describe('Mon compte', () => {
  it("changes the password, which ends the user's other browser session, then signs out for good", async () => {
    const manager = await signedIn(app.server, 'Manager');
    // Another browser, signed in as the same user beforehand.
    const elsewhere = await newContext(app.browser, app.server.url);
    const other = await elsewhere.newPage();
    await signIn(other, manager.username, 'secret-123');

    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, manager.username, 'secret-123');
    await page.getByRole('link', { name: 'Mon compte' }).click();
    await page.waitForURL('**/account');
    await expectHeading(page, 'Mon compte');
    await page.getByText(`${manager.username}@example.fr`).waitFor();

    await page.getByLabel('Mot de passe actuel').fill('secret-123');
    await page.getByLabel('Nouveau mot de passe', { exact: false }).first().fill('nouveau-secret');
    await page.getByLabel('Confirmer le nouveau mot de passe').fill('nouveau-secret');
    const submit = page.getByRole('button', { name: 'Changer le mot de passe' });
    await submit.click();
    await page.getByRole('status').filter({ hasText: CHANGED }).waitFor();
    expect(await page.getByLabel('Mot de passe actuel').inputValue()).toBe('');

    // The other browser's next action finds its session ended and goes back to the sign-in page.
    await other.getByRole('link', { name: 'Tâches' }).click();
    await other.waitForURL('**/login');
    expect(await storedToken(other)).toBeNull();
    await elsewhere.close();
    await submit.and(page.locator(':enabled')).waitFor();
    await screenshot(page, 'account-manager-desktop-light');

    // This browser's session stays open until it signs out.
    const token = await storedToken(page);
    expect(await me(token)).toBe(200);
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL('**/login');
    expect(await storedToken(page)).toBeNull();
    expect(await me(token)).toBe(401);

    await signIn(page, manager.username, 'nouveau-secret');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the server's refusal of a wrong current password, on a phone in dark mode", async () => {
    const context = await newContext(app.browser, app.server.url, { mobile: true, dark: true });
    const page = await context.newPage();
    await signIn(page);
    await page.goto('/account');
    await expectHeading(page, 'Mon compte');
    await page.getByRole('main').getByText(ADMIN_USERNAME, { exact: true }).waitFor();

    await page.getByLabel('Mot de passe actuel').fill('pas-le-bon');
    await page.getByLabel('Nouveau mot de passe', { exact: false }).first().fill('nouveau-secret');
    await page.getByLabel('Confirmer le nouveau mot de passe').fill('nouveau-secret');
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await page.getByRole('alert').filter({ hasText: 'Le mot de passe actuel est incorrect.' }).waitFor();
    expect(await me(await storedToken(page))).toBe(200);
    await screenshot(page, 'account-admin-mobile-dark');
    await context.close();
  });
});
