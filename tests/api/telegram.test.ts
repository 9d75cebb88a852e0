import { loginAdmin, signedIn } from '../support/actors';
import { FAKE_BOT_TOKEN, FAKE_BOT_USERNAME, type FakeTelegram, startFakeTelegram } from '../support/fake-telegram';
import { call, graphql } from '../support/http';
import { startTestServer, type TestServer } from '../support/server';

let fake: FakeTelegram;
let server: TestServer;
let admin: string;

beforeAll(async () => {
  fake = await startFakeTelegram();
  server = await startTestServer({ telegramApiRoot: fake.url });
});
beforeEach(async () => {
  await server.reset();
  fake.reset();
  admin = await loginAdmin(server);
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const verify = (token: string | undefined, body: unknown = {}) =>
  call(server.url, 'POST', '/api/settings/telegram/verify', { token, body });
const sendTest = (token: string | undefined) =>
  call(server.url, 'POST', '/api/settings/telegram/test', { token, body: {} });
const setBotToken = (value: string) =>
  call(server.url, 'PUT', '/api/settings', { token: admin, body: { telegram_bot_token: value } });
const setChatId = (token: string, chatId: string) =>
  call(server.url, 'PUT', '/api/me/settings', { token, body: { telegram_chat_id: chatId } });

describe('POST /api/settings/telegram/verify', () => {
  it('reports the bot and the chat when both are right', async () => {
    fake.addChat('111222333');
    await setBotToken(FAKE_BOT_TOKEN);
    await setChatId(admin, '111222333');
    const response = await verify(admin);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      valid: true,
      message: expect.stringContaining('Configuration valide'),
      details: { bot: { username: FAKE_BOT_USERNAME }, chat: { id: '111222333', type: 'private' }, error: null },
    });
    expect(fake.calls.map((c) => c.method)).toEqual(['getMe', 'getChat']);
  });

  it('checks the chat id given in the body rather than the saved one', async () => {
    fake.addChat('-100500', 'group');
    await setBotToken(FAKE_BOT_TOKEN);
    const response = await verify(admin, { chat_id: '-100500' });
    expect(response.body.valid).toBe(true);
    expect(response.body.details.chat).toEqual({ id: '-100500', type: 'group' });
  });

  it('explains in French when no token is set, without calling Telegram', async () => {
    const response = await verify(admin, { chat_id: '1' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      valid: false,
      message: expect.stringContaining('Vérification échouée'),
      details: {
        bot: { username: null },
        chat: { id: null, type: null },
        error: expect.stringContaining("Aucun jeton de bot Telegram n'est configuré"),
      },
    });
    expect(fake.calls).toHaveLength(0);
  });

  it('explains a token Telegram refuses, and never shows the token', async () => {
    const wrong = '987654321:AAWrongTokenWrongTokenWrong_0123';
    await setBotToken(wrong);
    const response = await verify(admin, { chat_id: '1' });
    expect(response.body.valid).toBe(false);
    expect(response.body.details.error).toMatch(/Jeton du bot refusé par Telegram/);
    expect(JSON.stringify(response.body)).not.toContain(wrong);
  });

  it('explains a missing chat id, and still names the bot', async () => {
    await setBotToken(FAKE_BOT_TOKEN);
    const response = await verify(admin);
    expect(response.body.valid).toBe(false);
    expect(response.body.details.bot.username).toBe(FAKE_BOT_USERNAME);
    expect(response.body.details.error).toMatch(/Aucun Chat ID/);
  });

  it('explains an unknown chat and a bot blocked by its recipient', async () => {
    await setBotToken(FAKE_BOT_TOKEN);
    expect((await verify(admin, { chat_id: '404404' })).body.details.error).toMatch(/Chat introuvable/);
    fake.block('555');
    expect((await verify(admin, { chat_id: '555' })).body.details.error).toMatch(/bloqué/);
  });

  it('explains that Telegram cannot be reached, without the token in the answer', async () => {
    await setBotToken(FAKE_BOT_TOKEN);
    fake.down = true;
    const response = await verify(admin, { chat_id: '1' });
    expect(response.status).toBe(200);
    expect(response.body.details.error).toMatch(/injoignable/);
    expect(JSON.stringify(response.body)).not.toContain(FAKE_BOT_TOKEN);
  });

  it('is open to Admin and Manager only', async () => {
    const manager = await signedIn(server, 'Manager');
    const employe = await signedIn(server, 'Employé');
    expect((await verify(manager.token)).status).toBe(200);
    expect((await verify(employe.token)).status).toBe(403);
    expect((await verify(undefined)).status).toBe(401);
  });

  it('allows 5 verifications a minute per user, across replicas, apart from the test messages', async () => {
    fake.addChat('321');
    await setBotToken(FAKE_BOT_TOKEN);
    await setChatId(admin, '321');
    const replica = await startTestServer({ telegramApiRoot: fake.url, databaseUrl: server.databaseUrl });
    try {
      for (const url of [server.url, replica.url, server.url, replica.url, server.url]) {
        expect((await call(url, 'POST', '/api/settings/telegram/verify', { token: admin, body: {} })).body.valid).toBe(
          true,
        );
      }
      const callsBefore = fake.calls.length;
      const refused = await call(replica.url, 'POST', '/api/settings/telegram/verify', { token: admin, body: {} });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        error:
          'Trop de vérifications de la configuration Telegram : 5 par minute au maximum. Réessayez dans un instant.',
      });
      // Refused before Telegram is called.
      expect(fake.calls).toHaveLength(callsBefore);
      const twin = await graphql(server.url, 'mutation { verifyTelegram { valid } }', {}, admin);
      expect(twin.errors?.[0]).toMatchObject({
        message: refused.body.error,
        extensions: { code: 'TOO_MANY_REQUESTS' },
      });
      // The test message has a count of its own, and so has another user.
      expect((await sendTest(admin)).status).toBe(200);
      const manager = await signedIn(server, 'Manager');
      expect((await verify(manager.token)).status).toBe(200);
    } finally {
      await replica.close();
    }
    expect(
      await server.sql('select kind, count(*)::int as n from telegram_test_messages group by kind order by kind'),
    ).toEqual([
      { kind: 'test', n: 1 },
      { kind: 'verify', n: 6 },
    ]);
  });

  it('refuses a malformed chat id', async () => {
    const response = await verify(admin, { chat_id: 12 });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/Chat ID invalide/);
  });
});

describe('POST /api/settings/telegram/test', () => {
  it('sends a French test message to the caller and reports the diagnostic', async () => {
    fake.addChat('777');
    await setBotToken(FAKE_BOT_TOKEN);
    const manager = await signedIn(server, 'Manager');
    await setChatId(manager.token, '777');
    const response = await sendTest(manager.token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: 'Message de test envoyé : vérifiez votre application Telegram.',
      diagnostic: { token_set: true, chat_id_set: true, error: null },
    });
    expect(fake.messages).toEqual([
      { chatId: '777', text: expect.stringContaining('Message de test Pilotage'), at: expect.any(Number) },
    ]);
  });

  it('reports what is missing instead of sending', async () => {
    let response = await sendTest(admin);
    expect(response.body.diagnostic).toEqual({
      token_set: false,
      chat_id_set: false,
      error: expect.stringContaining('Aucun jeton'),
    });
    await setBotToken(FAKE_BOT_TOKEN);
    response = await sendTest(admin);
    expect(response.body.diagnostic).toEqual({
      token_set: true,
      chat_id_set: false,
      error: expect.stringContaining('Aucun Chat ID'),
    });
    expect(response.body.message).toBe("Le message de test n'a pas été envoyé.");
    expect(fake.messages).toHaveLength(0);
  });

  it("reports Telegram's refusal in French", async () => {
    await setBotToken(FAKE_BOT_TOKEN);
    await setChatId(admin, '888');
    fake.block('888');
    const response = await sendTest(admin);
    expect(response.body.diagnostic.error).toMatch(/bloqué/);
  });

  it('allows 5 test messages a minute per user, across replicas', async () => {
    fake.addChat('999');
    await setBotToken(FAKE_BOT_TOKEN);
    await setChatId(admin, '999');
    const replica = await startTestServer({ telegramApiRoot: fake.url, databaseUrl: server.databaseUrl });
    try {
      for (const url of [server.url, replica.url, server.url, replica.url, server.url]) {
        expect((await call(url, 'POST', '/api/settings/telegram/test', { token: admin, body: {} })).status).toBe(200);
      }
      const refused = await call(replica.url, 'POST', '/api/settings/telegram/test', { token: admin, body: {} });
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(/5 par minute/);
      // Another user has a count of their own.
      const manager = await signedIn(server, 'Manager');
      expect((await sendTest(manager.token)).status).toBe(200);
    } finally {
      await replica.close();
    }
    expect(fake.messages).toHaveLength(5);
  });

  it('is closed to an Employé', async () => {
    const employe = await signedIn(server, 'Employé');
    expect((await sendTest(employe.token)).status).toBe(403);
  });
});

describe('GraphQL twins', () => {
  it('verifyTelegram and sendTelegramTest answer like REST, in camelCase', async () => {
    fake.addChat('4242');
    await setBotToken(FAKE_BOT_TOKEN);
    await setChatId(admin, '4242');
    const verified = await graphql(
      server.url,
      'mutation { verifyTelegram { valid message details { bot { username } chat { id type } error } } }',
      {},
      admin,
    );
    expect(verified.errors).toBeUndefined();
    expect(verified.data.verifyTelegram).toMatchObject({
      valid: true,
      details: { bot: { username: FAKE_BOT_USERNAME }, chat: { id: '4242', type: 'private' }, error: null },
    });
    const other = await graphql(
      server.url,
      'mutation($id: String) { verifyTelegram(input: { chatId: $id }) { valid details { error } } }',
      { id: '1' },
      admin,
    );
    expect(other.data.verifyTelegram).toEqual({
      valid: false,
      details: { error: expect.stringMatching(/Chat introuvable/) },
    });
    const tested = await graphql(
      server.url,
      'mutation { sendTelegramTest { message diagnostic { tokenSet chatIdSet error } } }',
      {},
      admin,
    );
    expect(tested.data.sendTelegramTest).toEqual({
      message: 'Message de test envoyé : vérifiez votre application Telegram.',
      diagnostic: { tokenSet: true, chatIdSet: true, error: null },
    });
    expect(fake.messages).toHaveLength(1);
  });

  it('refuses an Employé with FORBIDDEN', async () => {
    const employe = await signedIn(server, 'Employé');
    const result = await graphql(server.url, 'mutation { sendTelegramTest { message } }', {}, employe.token);
    expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
