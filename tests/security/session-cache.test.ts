import crypto from 'node:crypto';
import net from 'node:net';
import jwt from 'jsonwebtoken';
import { everyone, signedIn } from '../support/actors';
import { eventually } from '../support/eventually';
import { call } from '../support/http';
import { startTestServer, type TestServer, type Tokens } from '../support/server';

// Each gateway keeps the sessions it checked lately (kernel/credentials/session-cache.ts). On the
// replica that makes a change it applies from the next request; on the others once PostgreSQL's
// notification is through: waited for here well within the cache's 30 s safety net, so that only
// the notification can explain the outcome.
const NOTIFIED_WITHIN_MS = 5_000;

let server: TestServer;
let tokens: Tokens;
let replica: TestServer;
let listenProxy: CuttableProxy;
beforeAll(async () => {
  server = await startTestServer();
  // The replica's LISTEN connection goes through a proxy the test can cut, as a network would.
  listenProxy = await cuttableProxy(new URL(server.databaseUrl));
  replica = await startTestServer({ databaseUrl: server.databaseUrl, databaseListenUrl: listenProxy.url });
});
beforeEach(async () => {
  await server.reset();
  tokens = await everyone(server);
  // The reset truncated the tables: both caches were told to forget, and listen again.
  await eventually(async () => {
    for (const gateway of [server, replica]) expect(gateway.deps.sessionCache.listening).toBe(true);
  });
});
afterAll(async () => {
  await replica?.close();
  await listenProxy?.close();
  await server?.close();
});

interface CuttableProxy {
  url: string;
  /** Drops every connection and refuses new ones until `restore`. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/** A TCP proxy to the database of `target`, answering at the same URL but for its port. */
async function cuttableProxy(target: URL): Promise<CuttableProxy> {
  const sockets = new Set<net.Socket>();
  let open = true;
  const proxy = net.createServer((client) => {
    if (!open) return client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const end = () => {
      for (const socket of [client, upstream]) sockets.delete(socket.destroy());
    };
    for (const socket of [client, upstream]) sockets.add(socket.on('error', end).on('close', end));
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((proxy.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
    },
    close: () => new Promise<void>((resolve) => proxy.close(() => resolve())),
  };
}

const sessionOf = (token: string) => {
  const claims = jwt.decode(token) as jwt.JwtPayload;
  return { sessionId: claims.sid as string, userId: Number(claims.sub) };
};

/** Whether the gateway holds the token's session in its cache (so that a request sends no statement for it). */
const cached = (gateway: TestServer, token: string) => {
  const { sessionId, userId } = sessionOf(token);
  return typeof gateway.deps.sessionCache.get(sessionId, userId) === 'object';
};

const me = (gateway: TestServer, token: string) => call(gateway.url, 'GET', '/api/me', { token });

/** The token is served from the gateway's cache from its second request on. */
async function warm(gateway: TestServer, token: string) {
  expect((await me(gateway, token)).status).toBe(200);
  await eventually(async () => {
    expect((await me(gateway, token)).status).toBe(200);
    expect(cached(gateway, token)).toBe(true);
  });
}

describe('on the replica that makes the change', () => {
  it('refuses the old token at once after logging out', async () => {
    await warm(server, tokens.manager);
    expect((await call(server.url, 'POST', '/api/logout', { token: tokens.manager })).status).toBe(204);
    expect((await me(server, tokens.manager)).status).toBe(401);
  });

  it('applies a role change at once: the user is signed out everywhere', async () => {
    const account = await signedIn(server, 'Manager');
    await warm(server, account.token);
    const changed = await call(server.url, 'PUT', `/api/users/${account.id}`, {
      token: tokens.admin,
      body: { username: account.username, email: `${account.username}@example.fr`, role: 'Employé' },
    });
    expect(changed.status).toBe(200);
    expect((await me(server, account.token)).status).toBe(401);
  });

  it('shows a new username from the next request', async () => {
    const account = await signedIn(server, 'Manager');
    await warm(server, account.token);
    const changed = await call(server.url, 'PUT', `/api/users/${account.id}`, {
      token: tokens.admin,
      body: { username: 'renomme', email: `${account.username}@example.fr`, role: 'Manager' },
    });
    expect(changed.status).toBe(200);
    expect((await me(server, account.token)).body.username).toBe('renomme');
  });

  it('holds an Admin without two-factor sign-in from the request after the requirement is switched on', async () => {
    const other = await signedIn(server, 'Admin');
    await warm(server, other.token);
    expect((await call(server.url, 'GET', '/api/users', { token: other.token })).status).toBe(200);
    const saved = await call(server.url, 'PUT', '/api/settings', {
      token: tokens.admin,
      body: { require_2fa_for_admins: 'true' },
    });
    expect(saved.status).toBe(200);
    expect((await call(server.url, 'GET', '/api/users', { token: other.token })).status).toBe(403);
  });
});

describe('on another replica, once the notification is through', () => {
  it('refuses a session ended through the first', async () => {
    await warm(replica, tokens.manager);
    expect((await call(server.url, 'POST', '/api/logout', { token: tokens.manager })).status).toBe(204);
    await eventually(async () => expect((await me(replica, tokens.manager)).status).toBe(401), NOTIFIED_WITHIN_MS);
  });

  it('applies a role change and a new username made through the first', async () => {
    const renamed = await signedIn(server, 'Manager');
    const demoted = await signedIn(server, 'Manager');
    await warm(replica, renamed.token);
    await warm(replica, demoted.token);
    const rename = await call(server.url, 'PUT', `/api/users/${renamed.id}`, {
      token: tokens.admin,
      body: { username: 'renommee', email: `${renamed.username}@example.fr`, role: 'Manager' },
    });
    const demote = await call(server.url, 'PUT', `/api/users/${demoted.id}`, {
      token: tokens.admin,
      body: { username: demoted.username, email: `${demoted.username}@example.fr`, role: 'Employé' },
    });
    expect([rename.status, demote.status]).toEqual([200, 200]);
    await eventually(async () => {
      expect((await me(replica, renamed.token)).body.username).toBe('renommee');
      expect((await me(replica, demoted.token)).status).toBe(401);
    }, NOTIFIED_WITHIN_MS);
  });

  it('refuses the token of a user deleted through the first', async () => {
    const account = await signedIn(server, 'Employé');
    await warm(replica, account.token);
    expect((await call(server.url, 'DELETE', `/api/users/${account.id}`, { token: tokens.admin })).status).toBe(200);
    await eventually(async () => expect((await me(replica, account.token)).status).toBe(401), NOTIFIED_WITHIN_MS);
  });

  it('holds an Admin without two-factor sign-in once the requirement is switched on through the first', async () => {
    await warm(replica, tokens.admin);
    expect((await call(replica.url, 'GET', '/api/users', { token: tokens.admin })).status).toBe(200);
    const saved = await call(server.url, 'PUT', '/api/settings', {
      token: tokens.admin,
      body: { require_2fa_for_admins: 'true' },
    });
    expect(saved.status).toBe(200);
    await eventually(
      async () => expect((await call(replica.url, 'GET', '/api/users', { token: tokens.admin })).status).toBe(403),
      NOTIFIED_WITHIN_MS,
    );
  });

  it('follows changes made in SQL by hand: a session cut short, the requirement written directly', async () => {
    await warm(replica, tokens.manager);
    await warm(replica, tokens.admin);
    await server.sql("update user_sessions set expires_at = now() - interval '1 second' where id = $1", [
      sessionOf(tokens.manager).sessionId,
    ]);
    await server.sql(`insert into settings (key, value) values ('require_2fa_for_admins', 'true')`);
    await eventually(async () => {
      expect((await me(replica, tokens.manager)).status).toBe(401);
      expect((await call(replica.url, 'GET', '/api/users', { token: tokens.admin })).status).toBe(403);
    }, NOTIFIED_WITHIN_MS);
  });
});

it('refuses a session past its expiry with no notification at all', async () => {
  // A row inserted by hand is announced to no one; only the cached expiry can end it.
  const sessionId = crypto.randomUUID();
  await server.sql(`insert into user_sessions (id, user_id, expires_at) values ($1, 1, now() + interval '2 seconds')`, [
    sessionId,
  ]);
  const token = jwt.sign({ sid: sessionId }, server.deps.jwtSecret, { subject: '1', expiresIn: 600 });
  await warm(replica, token);
  await eventually(async () => expect((await me(replica, token)).status).toBe(401), NOTIFIED_WITHIN_MS);
});

it('reads every session from PostgreSQL while the LISTEN connection is down, and trusts the cache once it is back', async () => {
  await warm(replica, tokens.manager);
  await warm(replica, tokens.employe);
  listenProxy.cut();
  await eventually(async () => expect(replica.deps.sessionCache.listening).toBe(false));
  // Ended while the replica hears nothing: its notification is lost for the replica.
  await server.sql('delete from user_sessions where id = $1', [sessionOf(tokens.manager).sessionId]);
  expect((await me(replica, tokens.manager)).status).toBe(401);
  expect((await me(replica, tokens.employe)).status).toBe(200);
  expect(cached(replica, tokens.employe)).toBe(false);
  listenProxy.restore();
  await eventually(async () => expect(replica.deps.sessionCache.listening).toBe(true), 15_000);
  expect((await me(replica, tokens.manager)).status).toBe(401);
  await warm(replica, tokens.employe);
}, 30_000);
