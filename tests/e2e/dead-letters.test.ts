import { type Notifications, startNotifications } from '../../gateway/src/features/notifications/notifications';
import { signedIn } from '../support/actors';
import { FAKE_BOT_TOKEN, startFakeTelegram, type FakeTelegram } from '../support/fake-telegram';
import { notificationQueueSettled } from '../support/notification-queue';
import { expectHeading, signIn, useAppInChromium } from './support/app';
import { newContext, screenshot, watchErrors } from './support/browser';
import { storedSettingValue } from '../support/stored-settings';

const CHAT = '4242';

let telegram: FakeTelegram;
let worker: Notifications | undefined;

beforeAll(async () => {
  telegram = await startFakeTelegram();
});
const app = useAppInChromium(() => ({ telegramApiRoot: telegram.url }));
// Declared after the app's hooks, so the worker stops and the fake Telegram closes after the gateway's tests.
afterAll(async () => {
  await worker?.stop();
  await telegram?.close();
});
beforeEach(async () => {
  telegram.reset();
  await app.server.sql('delete from pgboss.job');
  await app.server.sql(`insert into settings (key, value) values ('telegram_bot_token', $1)`, [
    storedSettingValue('telegram_bot_token', FAKE_BOT_TOKEN),
  ]);
  worker ??= await startNotifications(app.server.deps, {
    pollingIntervalSeconds: 0.5,
    chatIntervalMs: 100,
    stopTimeoutMs: 3000,
  });
});

/** A notification the worker gave up on, stored as it stores one. */
async function deadLetter(text: string, error: string, minutesAgo: number): Promise<void> {
  await app.server.sql(
    `insert into notification_dead_letters (job_id, kind, chat_id, text, error, attempts, created_at)
     values (gen_random_uuid(), 'task_created', $1, $2, $3, 11, now() - $4 * interval '1 minute')`,
    [CHAT, text, error, minutesAgo],
  );
}

describe('« Notifications non délivrées » in Paramètres', () => {
  it('lets an Admin resend one (Telegram receives it) and dismiss another after confirming', async () => {
    telegram.addChat(CHAT);
    await deadLetter(
      '🆕 Nouvelle tâche : « Inventaire »\nCréée par admin',
      'Telegram est injoignable pour le moment : réessayez plus tard.',
      10,
    );
    await deadLetter(
      '🆕 Nouvelle tâche : « Facture Dupont »\nCréée par admin',
      'Le bot a été bloqué par ce destinataire.',
      5,
    );
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page);
    await page.goto('/settings');
    await expectHeading(page, 'Paramètres');
    const grid = page.getByRole('grid', { name: 'Notifications non délivrées' });
    const inventory = grid.getByRole('row').filter({ hasText: 'Inventaire' });
    const invoice = grid.getByRole('row').filter({ hasText: 'Facture Dupont' });
    await inventory.waitFor();
    expect(await inventory.getByText('Nouvelle tâche', { exact: true }).count()).toBe(1);
    expect(await inventory.getByText('Telegram est injoignable', { exact: false }).count()).toBe(1);
    await screenshot(page, 'settings-dead-letters-desktop-light');

    await inventory.getByRole('button', { name: 'Renvoyer' }).click();
    await page.getByRole('status').filter({ hasText: 'Notification renvoyée' }).waitFor();
    await inventory.waitFor({ state: 'detached' });
    const [sent] = await telegram.waitForMessages(1);
    expect(sent).toMatchObject({ chatId: CHAT, text: '🆕 Nouvelle tâche : « Inventaire »\nCréée par admin' });

    await invoice.getByRole('button', { name: 'Ignorer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ignorer la notification' });
    await dialog.getByRole('button', { name: 'Ignorer' }).click();
    await page.getByRole('status').filter({ hasText: 'Notification ignorée.' }).waitFor();
    await grid.getByText('Aucune notification en échec.').waitFor();
    await notificationQueueSettled(app.server);
    expect(telegram.messages).toHaveLength(1);
    expect(
      await app.server.sql(`select resolution, resolved_by from notification_dead_letters order by created_at`),
    ).toEqual([
      { resolution: 'resent', resolved_by: 1 },
      { resolution: 'dismissed', resolved_by: 1 },
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is not shown to a Manager', async () => {
    await deadLetter(
      '🆕 Nouvelle tâche : « Inventaire »',
      'Telegram est injoignable pour le moment : réessayez plus tard.',
      1,
    );
    const manager = await signedIn(app.server, 'Manager');
    const context = await newContext(app.browser, app.server.url);
    const page = await context.newPage();
    await signIn(page, manager.username, 'secret-123');
    await page.goto('/settings');
    await expectHeading(page, 'Paramètres');
    await page.getByLabel('Chat ID Telegram').waitFor();
    expect(await page.getByRole('heading', { name: 'Notifications non délivrées' }).count()).toBe(0);
    await context.close();
  });
});
