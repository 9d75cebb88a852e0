import { everyone, loginAdmin, signedIn } from '../support/actors';
import { call } from '../support/http';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(() => server.reset());
afterAll(() => server.close());

const BOT_TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw';

describe('GET/PUT /api/settings', () => {
  it.each([
    ['GET', undefined],
    ['PUT', { notification_tasks_enabled: 'false' }],
  ])('%s is for Admins only', async (method, body) => {
    const tokens = await everyone(server);
    expect((await call(server.url, method, '/api/settings', { body })).status).toBe(401);
    expect((await call(server.url, method, '/api/settings', { token: tokens.employe, body })).status).toBe(403);
    expect((await call(server.url, method, '/api/settings', { token: tokens.manager, body })).status).toBe(403);
  });

  it('answers a flat object of strings, with defaults before the first save', async () => {
    const response = await call(server.url, 'GET', '/api/settings', { token: await loginAdmin(server) });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      telegram_bot_token: '',
      notification_tasks_enabled: 'true',
      notification_financials_enabled: 'true',
      notification_all_tasks_done_enabled: 'true',
      require_2fa_for_admins: 'false',
    });
  });

  it('saves the keys it is given and keeps the others', async () => {
    const admin = await loginAdmin(server);
    const saved = await call(server.url, 'PUT', '/api/settings', {
      token: admin,
      body: { telegram_bot_token: BOT_TOKEN, notification_financials_enabled: 'false' },
    });
    expect(saved.status).toBe(200);
    const read = await call(server.url, 'GET', '/api/settings', { token: admin });
    expect(read.body).toEqual({
      telegram_bot_token: BOT_TOKEN,
      notification_tasks_enabled: 'true',
      notification_financials_enabled: 'false',
      notification_all_tasks_done_enabled: 'true',
      require_2fa_for_admins: 'false',
    });
    expect(saved.body).toEqual(read.body);
  });

  it.each([
    [{ unknown_key: 'x' }, 'Paramètre inconnu : unknown_key.'],
    [{ notification_tasks_enabled: 'peut-être' }, "Les paramètres contenant « enabled » valent 'true' ou 'false'."],
    [
      { telegram_bot_token: 'pas-un-jeton' },
      'Jeton du bot Telegram invalide : format attendu 123456789:ABC… (ou vide pour le retirer).',
    ],
    [{ telegram_bot_token: 12 }, 'Les valeurs des paramètres sont des chaînes de caractères.'],
    [['a'], 'Données invalides : un objet JSON est attendu.'],
  ])('refuses %j and changes nothing', async (body, message) => {
    const admin = await loginAdmin(server);
    const response = await call(server.url, 'PUT', '/api/settings', {
      token: admin,
      body: { notification_tasks_enabled: 'false', ...body },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(Array.isArray(body) ? 'Paramètre inconnu : 0.' : message);
    expect(await server.sql('select key from settings')).toHaveLength(0);
  });

  it('refuses a non-object body', async () => {
    const response = await call(server.url, 'PUT', '/api/settings', { token: await loginAdmin(server), body: 'true' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Données invalides : un objet JSON est attendu.');
  });
});

describe('PUT /api/me/settings', () => {
  it.each(['123456789', '-1001234567890', '@mon_canal'])('saves chat id %s', async (chatId) => {
    const manager = await signedIn(server, 'Manager');
    const response = await call(server.url, 'PUT', '/api/me/settings', {
      token: manager.token,
      body: { telegram_chat_id: chatId },
    });
    expect(response.status).toBe(200);
    expect((await call(server.url, 'GET', '/api/me', { token: manager.token })).body.telegram_chat_id).toBe(chatId);
  });

  it('clears the chat id with an empty value', async () => {
    const manager = await signedIn(server, 'Manager');
    await call(server.url, 'PUT', '/api/me/settings', { token: manager.token, body: { telegram_chat_id: '42' } });
    const response = await call(server.url, 'PUT', '/api/me/settings', {
      token: manager.token,
      body: { telegram_chat_id: '' },
    });
    expect(response.body.telegram_chat_id).toBeNull();
  });

  it('refuses a chat id that cannot be one', async () => {
    const manager = await signedIn(server, 'Manager');
    const response = await call(server.url, 'PUT', '/api/me/settings', {
      token: manager.token,
      body: { telegram_chat_id: 'salut tout le monde' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/^Chat ID invalide/);
  });

  it('changes only the caller and ignores other fields', async () => {
    const manager = await signedIn(server, 'Manager');
    await call(server.url, 'PUT', '/api/me/settings', {
      token: manager.token,
      body: { telegram_chat_id: '42', role: 'Admin', username: 'pirate' },
    });
    const [row] = await server.sql<{ role: string; username: string }>(
      'select role, username from users where id = $1',
      [manager.id],
    );
    expect(row.role).toBe('Manager');
    expect(row.username).not.toBe('pirate');
    expect(
      (await server.sql<{ telegram_chat_id: string | null }>('select telegram_chat_id from users where id = 1'))[0]
        .telegram_chat_id,
    ).toBeNull();
  });
});
