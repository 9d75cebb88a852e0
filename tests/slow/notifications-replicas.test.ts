import { type GatewayProcess, startGatewayProcess, replicaEnv } from '../deploy/support/gateway-process';
import { FAKE_BOT_TOKEN, type FakeTelegram, startFakeTelegram } from '../support/fake-telegram';
import { call } from '../support/http';
import { createTestDatabase } from '../support/server';

// Two gateway processes (`node gateway/dist/src/main.js`, as two pods) over one database: the
// worker started by server.ts in each, and a change made on either, sent exactly once.
const ADMIN = { username: 'admin', password: 'replica-admin-password' };
let fake: FakeTelegram;
let database: { url: string; drop(): Promise<void> };
let replicas: GatewayProcess[] = [];

beforeAll(async () => {
  fake = await startFakeTelegram();
  database = await createTestDatabase();
  const env = {
    ...replicaEnv(database.url, ADMIN),
    TELEGRAM_API_ROOT: fake.url,
  };
  // One after the other: racing starts are the deployment tests' subject.
  replicas = [await startGatewayProcess(env), await startGatewayProcess(env)];
}, 90_000);

afterAll(async () => {
  await Promise.all(replicas.map((r) => r.stop()));
  await database?.drop();
  await fake?.close();
}, 30_000);

it('sends each notification once, whichever replica made the change, and stops cleanly', async () => {
  const [a, b] = replicas;
  fake.addChat('100');
  fake.addChat('200');
  const admin = (await call(a.url, 'POST', '/api/login', { body: ADMIN })).body.access_token;
  expect(
    (await call(a.url, 'PUT', '/api/settings', { token: admin, body: { telegram_bot_token: FAKE_BOT_TOKEN } })).status,
  ).toBe(200);
  await call(a.url, 'PUT', '/api/me/settings', { token: admin, body: { telegram_chat_id: '100' } });
  await call(a.url, 'POST', '/api/users', {
    token: admin,
    body: { username: 'gerante', email: 'gerante@example.fr', password: 'secret-123', role: 'Manager' },
  });
  const manager = (await call(b.url, 'POST', '/api/login', { body: { username: 'gerante', password: 'secret-123' } }))
    .body.access_token;
  await call(b.url, 'PUT', '/api/me/settings', { token: manager, body: { telegram_chat_id: '200' } });

  expect((await call(b.url, 'POST', '/api/tasks', { token: manager, body: { title: 'Depuis B' } })).status).toBe(201);
  expect(
    (
      await call(a.url, 'POST', '/api/financials', {
        token: admin,
        body: { amount: 99.9, description: 'Depuis A', date: '2026-11-22' },
      })
    ).status,
  ).toBe(201);

  const messages = await fake.waitForMessages(4, 20_000);
  // Workers poll every 2 s: give a second copy time to show up, if there were one.
  await new Promise((resolve) => setTimeout(resolve, 4500));
  expect(fake.messages).toHaveLength(4);
  expect(new Set(messages.map((m) => `${m.chatId} ${m.text.split('\n')[0]}`.replace(/\s/gu, ' ')))).toEqual(
    new Set([
      '100 🆕 Nouvelle tâche : « Depuis B »',
      '200 🆕 Nouvelle tâche : « Depuis B »',
      '100 💶 Nouveau revenu : +99,90 €',
      '200 💶 Nouveau revenu : +99,90 €',
    ]),
  );

  const codes = await Promise.all(replicas.map((r) => r.stop()));
  expect(codes).toEqual([0, 0]);
  for (const replica of replicas) {
    expect(replica.stdout()).not.toContain(FAKE_BOT_TOKEN);
    expect(replica.stderr()).toBe('');
  }
  const sent = replicas.flatMap((r) =>
    r
      .stdout()
      .split('\n')
      .filter((line) => line.includes('"notification sent"')),
  );
  expect(sent).toHaveLength(4);
}, 60_000);
