import type { Role } from '@pilotage/domain';
import { call } from './http';
import { ADMIN_PASSWORD, ADMIN_USERNAME, type TestServer } from './server';

export async function login(server: TestServer, username: string, password: string): Promise<string> {
  const response = await call(server.url, 'POST', '/api/login', { body: { username, password } });
  if (response.status !== 200) throw new Error(`login ${username} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.access_token;
}

export const loginAdmin = (server: TestServer) => login(server, ADMIN_USERNAME, ADMIN_PASSWORD);

let counter = 0;

/** Creates an account through the API (as the first Admin) and signs it in. */
export async function signedIn(server: TestServer, role: Role, name?: string): Promise<{ id: number; token: string; username: string }> {
  counter += 1;
  const username = name ?? `${role === 'Employé' ? 'employe' : role.toLowerCase()}${counter}`;
  const admin = await loginAdmin(server);
  const created = await call(server.url, 'POST', '/api/users', {
    token: admin,
    body: { username, email: `${username}@example.fr`, password: 'secret-123', role },
  });
  if (created.status !== 201) throw new Error(`creating ${username} failed: ${JSON.stringify(created.body)}`);
  return { id: created.body.id, token: await login(server, username, 'secret-123'), username };
}

/** One token per kind of caller, for authorization matrices. */
export async function everyone(server: TestServer) {
  return {
    anonymous: undefined as string | undefined,
    employe: (await signedIn(server, 'Employé')).token,
    manager: (await signedIn(server, 'Manager')).token,
    admin: await loginAdmin(server),
  };
}
