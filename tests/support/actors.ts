import type { Role } from '@pilotage/domain';
import type { Context } from '../../gateway/src/kernel/context/context';
import { startSession } from '../../gateway/src/kernel/credentials/sessions';
import { hashPassword } from '../../gateway/src/kernel/credentials/passwords';
import { FIRST_ADMIN_ID } from '../../gateway/src/features/users/users.service';
import { call } from './http';
import { ADMIN_PASSWORD, ADMIN_USERNAME, type TestServer } from './server';

export async function login(server: TestServer, username: string, password: string): Promise<string> {
  const response = await call(server.url, 'POST', '/api/login', { body: { username, password } });
  if (response.status !== 200)
    throw new Error(`login ${username} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.access_token;
}

export const loginAdmin = (server: TestServer) => login(server, ADMIN_USERNAME, ADMIN_PASSWORD);

/**
 * A session opened by the gateway's own function, as a successful sign-in opens it, without the
 * sign-in's argon2 check (~0.1 s here): for tokens that only set a test up. Signing in itself is
 * tested where it is the subject (auth, sessions, the e2e sign-in form).
 */
const sessionToken = (server: TestServer, userId: number) =>
  startSession({ em: server.orm.em.fork(), deps: server.deps } as Context, userId);

export const ACCOUNT_PASSWORD = 'secret-123';
let counter = 0;
const nextUsername = (role: Role) => `${role === 'Employé' ? 'employe' : role.toLowerCase()}${(counter += 1)}`;

/** Creates an account through the API (as the first Admin) and signs it in. */
export async function signedIn(
  server: TestServer,
  role: Role,
  name?: string,
): Promise<{ id: number; token: string; username: string }> {
  const username = name ?? nextUsername(role);
  const created = await call(server.url, 'POST', '/api/users', {
    token: await sessionToken(server, FIRST_ADMIN_ID),
    body: { username, email: `${username}@example.fr`, password: ACCOUNT_PASSWORD, role },
  });
  if (created.status !== 201) throw new Error(`creating ${username} failed: ${JSON.stringify(created.body)}`);
  return { id: created.body.id, token: await login(server, username, ACCOUNT_PASSWORD), username };
}

// Hashed once per process: the stored hash is what POST /api/users would store for this password.
let accountPasswordHash: Promise<string> | undefined;

/** An account stored as POST /api/users stores it (same name, email and password as signedIn), with a session. */
async function arrangedAccount(server: TestServer, role: Role): Promise<string> {
  const username = nextUsername(role);
  accountPasswordHash ??= hashPassword(ACCOUNT_PASSWORD);
  const [{ id }] = await server.sql<{ id: number }>(
    'insert into users (username, email, password_hash, role) values ($1, $2, $3, $4) returning id',
    [username, `${username}@example.fr`, await accountPasswordHash, role],
  );
  return sessionToken(server, id);
}

/** One token per kind of caller, for authorization matrices. */
export async function everyone(server: TestServer) {
  return {
    anonymous: undefined as string | undefined,
    employe: await arrangedAccount(server, 'Employé'),
    manager: await arrangedAccount(server, 'Manager'),
    admin: await sessionToken(server, FIRST_ADMIN_ID),
  };
}
