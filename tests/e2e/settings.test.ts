import { signedIn } from '../support/actors';
import { FAKE_BOT_TOKEN, FAKE_BOT_USERNAME, startFakeTelegram, type FakeTelegram } from '../support/fake-telegram';
import { expectHeading, signIn, useAppInChromium } from './support/app';
import { newContext, screenshot, watchErrors } from './support/browser';
import { eventually } from '../support/eventually';

let telegram: FakeTelegram;

beforeAll(async () => {
  telegram = await startFakeTelegram();
});
const app = useAppInChromium(() => ({ telegramApiRoot: telegram.url }));
// Declared after the app's hooks, so the fake Telegram closes after the gateway.
afterAll(() => telegram?.close());
beforeEach(() => telegram.reset());

describe('settings screen', () => {
  it('lets an Admin save the bot, the switches and the chat id, then verify and send a test', async () => {
    telegram.addChat('4242', 'private');
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page);
    await page.getByRole('link', { name: 'Paramètres' }).click();
    await expectHeading(page, 'Paramètres');
    const verify = page.getByRole('button', { name: 'Vérifier la configuration' });
    expect(await verify.isDisabled()).toBe(true);
    await page.getByText('Jeton du bot configuré : Non').waitFor();

    await page.getByLabel('Chat ID Telegram').fill('4242');
    expect(await verify.isDisabled()).toBe(true);
    await page.getByLabel('Jeton du bot Telegram').fill(FAKE_BOT_TOKEN);
    await page.getByRole('switch', { name: 'Notifications des tâches (création et assignation)' }).check();
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    const saved = page.getByText('Chat ID enregistré. Paramètres globaux enregistrés.');
    await saved.waitFor();
    await page.getByText('Chat ID configuré : Oui').waitFor();
    await eventually(async () =>
      expect(await app.server.sql(`select telegram_chat_id from users where id = 1`)).toEqual([
        { telegram_chat_id: '4242' },
      ]),
    );

    await verify.click();
    await page.getByText(`@${FAKE_BOT_USERNAME}`, { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Envoyer un message de test' }).click();
    await telegram.waitForMessages(1);
    const sent = page.getByRole('status').filter({ hasText: /test/i });
    await sent.first().waitFor();
    await screenshot(page, 'settings-admin-desktop-light');
    await saved.waitFor({ state: 'detached', timeout: 7000 });

    await page.getByRole('button', { name: 'Recharger' }).click();
    await page.getByRole('switch', { name: 'Notifications des tâches (création et assignation)' }).waitFor();
    expect(
      await page.getByRole('switch', { name: 'Notifications des tâches (création et assignation)' }).isChecked(),
    ).toBe(true);
    expect(await page.getByLabel('Chat ID Telegram').inputValue()).toBe('4242');

    await page.getByRole('button', { name: 'Déconnexion' }).last().click();
    await page.waitForURL('**/login');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a Manager a masked token, and the server's verdict on an unknown chat", async () => {
    const manager = await signedIn(app.server, 'Manager');
    const context = await newContext(app.browser, app.server.url, { dark: true, mobile: true });
    const page = await context.newPage();
    await signIn(page, manager.username, 'secret-123');
    await page.goto('/settings');
    await expectHeading(page, 'Paramètres');
    const token = page.getByLabel('Jeton du bot Telegram');
    expect(await token.getAttribute('readonly')).not.toBeNull();
    expect(await token.inputValue()).toMatch(/^•+$/);
    // No global switch; the only one is the company's « EI », in « Entreprise et facturation ».
    const company = page.getByRole('region', { name: 'Entreprise et facturation' });
    await company.waitFor();
    expect(await page.getByRole('switch').count()).toBe(await company.getByRole('switch').count());
    await page.getByText('Jeton du bot configuré : Inconnu').waitFor();

    await page.getByLabel('Chat ID Telegram').fill('999');
    await page.getByRole('button', { name: 'Vérifier la configuration' }).click();
    await page.getByText('Erreur vérification: ', { exact: false }).waitFor();
    await screenshot(page, 'settings-manager-mobile-dark');
    await context.close();
  });
});
