import { type Notifications, startNotifications } from '../../gateway/src/features/notifications/notifications';
import { loginAdmin, signedIn } from '../support/actors';
import { FAKE_BOT_TOKEN, type FakeTelegram, startFakeTelegram } from '../support/fake-telegram';
import { call, graphql } from '../support/http';
import { notificationQueueSettled } from '../support/notification-queue';
import { startTestServer, type TestServer } from '../support/server';

const ADMIN_CHAT = '100';
const LIST = '/api/settings/telegram/dead-letters';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let fake: FakeTelegram;
let server: TestServer;
let worker: Notifications;
let admin: string;

beforeAll(async () => {
  fake = await startFakeTelegram();
  server = await startTestServer({ telegramApiRoot: fake.url });
  // No retry: a failed send becomes a dead letter at once.
  worker = await startNotifications(server.deps, {
    retry: { retryLimit: 0, retryDelay: 1, retryBackoff: false },
    pollingIntervalSeconds: 0.5,
    chatIntervalMs: 100,
    stopTimeoutMs: 3000,
  });
});
beforeEach(async () => {
  await server.reset();
  await server.sql('delete from pgboss.job');
  fake.reset();
  admin = await loginAdmin(server);
  await server.sql('update users set telegram_chat_id = $1 where id = 1', [ADMIN_CHAT]);
  expect(
    (await call(server.url, 'PUT', '/api/settings', { token: admin, body: { telegram_bot_token: FAKE_BOT_TOKEN } }))
      .status,
  ).toBe(200);
});
afterAll(async () => {
  await worker.stop();
  await server.close();
  await fake.close();
});

const list = (token: string | undefined = admin, query = '') => call(server.url, 'GET', `${LIST}${query}`, { token });
const act = (action: 'resend' | 'dismiss', id: string, token: string | undefined = admin) =>
  call(server.url, 'POST', `${LIST}/${id}/${action}`, { token, body: {} });

/** A task created over the API while the admin's chat has blocked the bot: its notification is dead-lettered. */
async function deadLetterOf(title: string): Promise<{ id: string; text: string }> {
  fake.block(ADMIN_CHAT);
  expect((await call(server.url, 'POST', '/api/tasks', { token: admin, body: { title } })).status).toBe(201);
  await notificationQueueSettled(server);
  fake.addChat(ADMIN_CHAT);
  const letters = (await list()).body as { id: string; text: string }[];
  const letter = letters.find((l) => l.text.includes(title));
  if (!letter) throw new Error(`no dead letter for ${title}: ${JSON.stringify(letters)}`);
  return letter;
}

/** A dead letter stored as the worker stores it, `minutesAgo` minutes ago. */
async function storedLetter(text: string, minutesAgo = 0): Promise<string> {
  const [{ id }] = await server.sql<{ id: string }>(
    `insert into notification_dead_letters (job_id, kind, chat_id, text, error, attempts, created_at)
     values (gen_random_uuid(), 'transaction_added', $1, $2, 'Telegram est injoignable pour le moment : réessayez plus tard.', 11, now() - $3 * interval '1 minute') returning job_id::text as id`,
    [ADMIN_CHAT, text, minutesAgo],
  );
  return id;
}

const journal = (id: string) =>
  server.sql<{ action: string; actor_id: number; actor_username: string; changes: unknown }>(
    `select action, actor_id, actor_username, changes from audit_log where entity_type = 'notification' and entity_id = $1 and action = 'update' order by id`,
    [id],
  );

describe('Telegram dead letters', () => {
  it('lists a notification that could not be delivered, with its error', async () => {
    const letter = await deadLetterOf('Inventaire du stock');
    const response = await list();
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe('1');
    expect(response.body).toEqual([
      {
        id: letter.id,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        kind: 'task_created',
        chat_id: ADMIN_CHAT,
        text: expect.stringContaining('« Inventaire du stock »'),
        error: expect.stringMatching(/bloqué/),
        attempts: 1,
      },
    ]);
  });

  it('resends the same message to the same chat, takes it off the list and journals it under the Admin', async () => {
    const letter = await deadLetterOf('Préparer la facture');
    const resent = await act('resend', letter.id);
    expect(resent).toMatchObject({ status: 200, body: { message: expect.stringContaining('Notification renvoyée') } });
    const [message] = await fake.waitForMessages(1);
    expect(message).toMatchObject({ chatId: ADMIN_CHAT, text: letter.text });
    expect((await list()).body).toEqual([]);
    expect(await journal(letter.id)).toEqual([
      { action: 'update', actor_id: 1, actor_username: 'admin', changes: { resolution: [null, 'resent'] } },
    ]);

    const again = await act('resend', letter.id);
    expect(again).toMatchObject({ status: 409, body: { error: 'Cette notification a déjà été renvoyée.' } });
    expect((await act('dismiss', letter.id)).status).toBe(409);
    await notificationQueueSettled(server);
    expect(fake.messages).toHaveLength(1);
  });

  it('dismisses one without sending it, and journals it', async () => {
    const kept = await storedLetter('Nouveau revenu : 120 €', 5);
    const dismissed = await storedLetter('Nouvelle dépense : 45 €');
    const response = await act('dismiss', dismissed);
    expect(response).toMatchObject({ status: 200, body: { message: 'Notification ignorée.' } });
    expect((await list()).body.map((l: { id: string }) => l.id)).toEqual([kept]);
    expect(await journal(dismissed)).toEqual([
      { action: 'update', actor_id: 1, actor_username: 'admin', changes: { resolution: [null, 'dismissed'] } },
    ]);
    expect(await act('resend', dismissed)).toMatchObject({
      status: 409,
      body: { error: 'Cette notification a déjà été ignorée.' },
    });
    await notificationQueueSettled(server);
    expect(fake.messages).toHaveLength(0);
  });

  it('pages the list, newest first', async () => {
    const ids = [await storedLetter('Un', 30), await storedLetter('Deux', 20), await storedLetter('Trois', 10)];
    const first = await list(admin, '?limit=2');
    expect(first.headers.get('x-total-count')).toBe('3');
    expect(first.body.map((l: { text: string }) => l.text)).toEqual(['Trois', 'Deux']);
    const second = await list(admin, '?limit=2&offset=2');
    expect(second.body.map((l: { id: string }) => l.id)).toEqual([ids[0]]);
  });

  it('refuses to resend without a bot token, in French, and keeps the letter', async () => {
    const id = await storedLetter('Nouveau revenu : 120 €');
    await call(server.url, 'PUT', '/api/settings', { token: admin, body: { telegram_bot_token: '' } });
    const response = await act('resend', id);
    expect(response).toMatchObject({
      status: 409,
      body: { error: expect.stringContaining("Aucun jeton de bot Telegram n'est configuré") },
    });
    expect((await list()).body).toHaveLength(1);
    expect(await journal(id)).toEqual([]);
  });

  it('answers 404 for an unknown notification and 400 for a malformed id', async () => {
    expect(await act('resend', UNKNOWN_ID)).toMatchObject({
      status: 404,
      body: { error: 'Notification introuvable.' },
    });
    expect(await act('dismiss', UNKNOWN_ID)).toMatchObject({
      status: 404,
      body: { error: 'Notification introuvable.' },
    });
    expect(await act('dismiss', '42')).toMatchObject({ status: 400, body: { error: 'Identifiant invalide.' } });
  });

  it('is for Admins only', async () => {
    const id = await storedLetter('Nouveau revenu : 120 €');
    for (const role of ['Manager', 'Employé'] as const) {
      const { token } = await signedIn(server, role);
      expect((await list(token)).status).toBe(403);
      expect((await act('resend', id, token)).status).toBe(403);
      expect((await act('dismiss', id, token)).status).toBe(403);
    }
    expect((await call(server.url, 'GET', LIST)).status).toBe(401);
    expect((await list()).body).toHaveLength(1);
  });
});

describe('GraphQL twins', () => {
  const LETTERS =
    'query Letters($page: PageArgs) { telegramDeadLetters(page: $page) { total items { id createdAt kind chatId text error attempts } } }';

  it('list, resend and dismiss, for Admins only', async () => {
    fake.addChat(ADMIN_CHAT);
    const resent = await storedLetter('Nouveau revenu : 120 €', 1);
    const dismissed = await storedLetter('Nouvelle dépense : 45 €');
    const listed = await graphql(server.url, LETTERS, { page: { limit: 10 } }, admin);
    expect(listed.data.telegramDeadLetters).toEqual({
      total: 2,
      items: [
        expect.objectContaining({ id: dismissed, kind: 'transaction_added', chatId: ADMIN_CHAT, attempts: 11 }),
        expect.objectContaining({
          id: resent,
          text: 'Nouveau revenu : 120 €',
          error: 'Telegram est injoignable pour le moment : réessayez plus tard.',
        }),
      ],
    });

    const { token: manager } = await signedIn(server, 'Manager');
    const refused = await graphql(
      server.url,
      'mutation ($id: ID!) { dismissTelegramDeadLetter(id: $id) { message } }',
      { id: dismissed },
      manager,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await graphql(server.url, LETTERS, {}, manager)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const resend = await graphql(
      server.url,
      'mutation ($id: ID!) { resendTelegramDeadLetter(id: $id) { message } }',
      { id: resent },
      admin,
    );
    expect(resend.data.resendTelegramDeadLetter.message).toContain('Notification renvoyée');
    await fake.waitForMessages(1);
    const dismiss = await graphql(
      server.url,
      'mutation ($id: ID!) { dismissTelegramDeadLetter(id: $id) { message } }',
      { id: dismissed },
      admin,
    );
    expect(dismiss.data.dismissTelegramDeadLetter.message).toBe('Notification ignorée.');
    const twice = await graphql(
      server.url,
      'mutation ($id: ID!) { dismissTelegramDeadLetter(id: $id) { message } }',
      { id: dismissed },
      admin,
    );
    expect(twice.errors?.[0]).toMatchObject({
      message: 'Cette notification a déjà été ignorée.',
      extensions: { code: 'CONFLICT' },
    });
    expect((await graphql(server.url, LETTERS, {}, admin)).data.telegramDeadLetters.total).toBe(0);
    expect(fake.messages.map((m) => m.text)).toEqual(['Nouveau revenu : 120 €']);
  });
});
