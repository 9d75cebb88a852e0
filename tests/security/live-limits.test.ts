import { LIVE_CLOSE, liveMessages } from '@pilotage/domain';
import WebSocket from 'ws';
import { TWO_FACTOR_REQUIRED_MESSAGE } from '../../gateway/src/kernel/context/access';
import { ACCOUNT_PASSWORD, everyone, login, signedIn } from '../support/actors';
import { eventually } from '../support/eventually';
import { call } from '../support/http';
import { type LiveSocket, acknowledged, changesOf, closure, openLiveSocket, untilHeard } from '../support/live-socket';
import { enableTwoFactor } from '../support/two-factor';
import { startTestServer, type TestServer, type Tokens } from '../support/server';

// An attacker's session once held 1,000 subscriptions on one socket and 100 more sockets: one
// task then made 1,000 messages. Sockets, subscriptions and who may still listen are now bounded.
const METRICS_TOKEN = 'jeton-de-metriques-live-0123';

let server: TestServer;
let tokens: Tokens;
let sockets: LiveSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({ metricsToken: METRICS_TOKEN });
});
beforeEach(async () => {
  await server.reset();
  tokens = await everyone(server);
});
afterEach(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  sockets = [];
});
afterAll(() => server?.close());

const open = (token: string | undefined, on: TestServer = server) => {
  const socket = openLiveSocket(on.url, token);
  sockets.push(socket);
  return socket;
};

const createTask = async (token: string, title: string): Promise<string> => {
  const created = await call(server.url, 'POST', '/api/tasks', { token, body: { title } });
  expect(created.status).toBe(201);
  return String(created.body.id);
};

it('refuses an 11th subscription on one socket, and sends one message per subscription, duplicates included', async () => {
  const socket = open(tokens.manager);
  const subscriptions = Array.from({ length: 10 }, (_, n) => socket.subscribe(n === 9 ? ['task', 'task'] : ['task']));
  const eleventh = socket.subscribe(['task']);
  await eventually(async () => expect(eleventh.errors).toEqual([liveMessages.tooManySubscriptions(10)]));
  expect(socket.closedWith).toBeNull();

  await untilHeard(server, subscriptions);
  const id = await createTask(tokens.admin, 'Une seule fois');
  // Events arrive in order: once a later probe is everywhere, the task's messages have all come.
  await untilHeard(server, subscriptions);
  for (const subscription of subscriptions)
    expect(changesOf(subscription)).toEqual([{ entityType: 'task', action: 'insert', ids: [id] }]);
  expect(changesOf(eleventh)).toEqual([]);

  // One ended, another may open.
  subscriptions[0].unsubscribe();
  const replacement = socket.subscribe(['transaction']);
  await untilHeard(server, [replacement], 'transaction');
  expect(replacement.errors).toBeNull();
});

it("refuses a session's 6th socket with 4429, not another session's, and takes one again once one closes", async () => {
  const first = Array.from({ length: 5 }, () => open(tokens.manager));
  for (const socket of first) await acknowledged(socket);
  const sixth = open(tokens.manager);
  expect(await closure(sixth)).toEqual(LIVE_CLOSE.tooManySessionSockets);
  expect(sixth.connected).toBe(false);

  // The same user's other session, and other users, are counted apart.
  const account = await signedIn(server, 'Manager');
  const otherSession = open(await login(server, account.username, 'secret-123'));
  const admin = open(tokens.admin);
  await acknowledged(otherSession);
  await acknowledged(admin);
  expect(first.every((socket) => socket.closedWith === null)).toBe(true);

  await first[0].dispose();
  await eventually(async () => {
    const again = open(tokens.manager);
    await eventually(async () => expect(again.connected || again.closedWith !== null).toBe(true));
    expect(again.connected).toBe(true);
  });
});

it('caps the sockets of the process, signed in or not, with 1013 and a French reason', async () => {
  const replica = await startTestServer({
    databaseUrl: server.databaseUrl,
    live: { subscriptionsPerSocket: 10, socketsPerSession: 5, sockets: 3 },
  });
  const raw: WebSocket[] = [];
  try {
    // Sockets that never send their token hold a place until graphql-ws's 10 s wait ends.
    for (let n = 0; n < 3; n += 1) {
      const socket = new WebSocket(`${replica.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
      raw.push(socket);
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    }
    const refused = open(tokens.admin, replica);
    expect(await closure(refused)).toEqual(LIVE_CLOSE.serverFull);

    raw[0].close();
    await eventually(async () => {
      const again = open(tokens.admin, replica);
      await eventually(async () => expect(again.connected || again.closedWith !== null).toBe(true));
      expect(again.connected).toBe(true);
    });
  } finally {
    raw.forEach((socket) => socket.terminate());
    await Promise.all(sockets.map((socket) => socket.dispose()));
    sockets = [];
    await replica.close();
  }
});

it('closes with 4403 the socket of an Admin held by require_2fa_for_admins at the next event, and refuses it afterwards', async () => {
  const held = open(tokens.admin);
  const verified = await signedIn(server, 'Admin');
  await enableTwoFactor(server.url, verified.token, ACCOUNT_PASSWORD);
  const withTwoFactor = open(verified.token);
  const manager = open(tokens.manager);
  const [heldTasks, verifiedTasks, managerTasks] = [held, withTwoFactor, manager].map((socket) =>
    socket.subscribe(['task']),
  );
  await untilHeard(server, [heldTasks, verifiedTasks, managerTasks]);

  await server.sql(
    `insert into settings (key, value) values ('require_2fa_for_admins', 'true') on conflict (key) do update set value = excluded.value`,
  );
  const id = await createTask(tokens.manager, 'Après le réglage');
  expect(await closure(held)).toEqual({ code: 4403, reason: TWO_FACTOR_REQUIRED_MESSAGE });
  await untilHeard(server, [verifiedTasks, managerTasks]);
  expect(changesOf(heldTasks)).toEqual([]);
  for (const subscription of [verifiedTasks, managerTasks]) {
    expect(changesOf(subscription)).toEqual([{ entityType: 'task', action: 'insert', ids: [id] }]);
  }
  expect(withTwoFactor.closedWith).toBeNull();

  expect(await closure(open(tokens.admin))).toEqual({ code: 4403, reason: TWO_FACTOR_REQUIRED_MESSAGE });
});

it('closes with 4403 the socket of a Manager whose role became Employé underneath, at the next event', async () => {
  const account = await signedIn(server, 'Manager');
  const socket = open(account.token);
  const subscription = socket.subscribe(['task', 'employee']);
  await untilHeard(server, [subscription]);
  await server.sql(`update users set role = 'Employé' where id = $1`, [account.id]);
  await createTask(tokens.admin, 'Pour les Managers seulement');
  expect(await closure(socket)).toEqual(LIVE_CLOSE.forbidden);
  expect(changesOf(subscription)).toEqual([]);
});

it('reports the open live sockets and subscriptions in /metrics', async () => {
  const metric = async (name: string) => {
    const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.status).toBe(200);
    return Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(await response.text())?.[1]);
  };
  const first = open(tokens.manager);
  const second = open(tokens.admin);
  const subscriptions = [first.subscribe(['task']), first.subscribe(['task']), second.subscribe(['employee', 'user'])];
  await untilHeard(server, subscriptions.slice(0, 2));
  await untilHeard(server, subscriptions.slice(2), 'employee');
  await eventually(async () => {
    expect(await metric('pilotage_live_sockets')).toBe(2);
    expect(await metric('pilotage_live_subscriptions')).toBe(3);
  });
  await second.dispose();
  await eventually(async () => {
    expect(await metric('pilotage_live_sockets')).toBe(1);
    expect(await metric('pilotage_live_subscriptions')).toBe(2);
  });
});
