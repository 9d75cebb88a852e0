import { everyone, loginAdmin, signedIn } from '../support/actors';
import { call } from '../support/http';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(() => server.reset());
afterAll(() => server.close());

const newUser = { username: 'claire', email: 'claire@example.fr', password: 'secret-123', role: 'Manager' };

describe('who may manage users', () => {
  it.each([
    ['GET', '/api/users', undefined],
    ['POST', '/api/users', newUser],
    ['PUT', '/api/users/1', { username: 'admin', email: 'admin@example.fr', role: 'Admin' }],
    ['DELETE', '/api/users/2', undefined],
    ['POST', '/api/users/1/reset-password', { new_password: 'another-one' }],
  ])('%s %s: 401 anonymous, 403 Employé and Manager', async (method, path, body) => {
    const tokens = await everyone(server);
    expect((await call(server.url, method, path, { body })).status).toBe(401);
    expect((await call(server.url, method, path, { token: tokens.employe, body })).status).toBe(403);
    const manager = await call(server.url, method, path, { token: tokens.manager, body });
    expect(manager.status).toBe(403);
    expect(manager.body.error).toMatch(/Accès refusé/);
  });
});

describe('GET /api/users', () => {
  it('lists users with their public fields and the total count', async () => {
    await signedIn(server, 'Manager', 'marc');
    const admin = await loginAdmin(server);
    const response = await call(server.url, 'GET', '/api/users', { token: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe('2');
    expect(response.body.map((u: { username: string }) => u.username)).toEqual(['admin', 'marc']);
    expect(Object.keys(response.body[1]).sort()).toEqual([
      'created_at',
      'email',
      'id',
      'role',
      'two_factor_enabled',
      'username',
    ]);
  });

  it('pages with limit and offset and refuses a limit out of range', async () => {
    await signedIn(server, 'Manager', 'marc');
    await signedIn(server, 'Employé', 'eva');
    const admin = await loginAdmin(server);
    const page = await call(server.url, 'GET', '/api/users?limit=1&offset=1', { token: admin });
    expect(page.body.map((u: { username: string }) => u.username)).toEqual(['marc']);
    expect(page.headers.get('x-total-count')).toBe('3');
    expect((await call(server.url, 'GET', '/api/users?limit=0', { token: admin })).status).toBe(400);
    expect((await call(server.url, 'GET', '/api/users?limit=501', { token: admin })).status).toBe(400);
    expect((await call(server.url, 'GET', '/api/users?offset=-1', { token: admin })).status).toBe(400);
  });
});

describe('GET /api/users?search=&role=', () => {
  // Rows written directly: the search does not need passwords, and argon2 would make this slow.
  const accounts = async (rows: [string, string, string][]) => {
    for (const [username, email, role] of rows) {
      await server.sql(`insert into users (username, email, password_hash, role) values ($1, $2, 'x', $3)`, [
        username,
        email,
        role,
      ]);
    }
  };
  const usernames = (response: { body: { username: string }[] }) => response.body.map((user) => user.username);
  const list = async (query: string) =>
    call(server.url, 'GET', `/api/users?${query}`, { token: await loginAdmin(server) });

  it('finds a part of the username or email, case and accents ignored, usernames starting with it first', async () => {
    await accounts([
      ['Zoé', 'zoe@example.fr', 'Manager'],
      ['claire', 'CLAIRE.ZOE@example.fr', 'Employé'],
      ['bruno', 'bruno@zoé.fr', 'Admin'],
      ['marc', 'marc@example.fr', 'Manager'],
    ]);
    const zoe = await list(`search=${encodeURIComponent('ZOE')}`);
    expect(zoe.status).toBe(200);
    expect(usernames(zoe)).toEqual(['Zoé', 'bruno', 'claire']);
    expect(zoe.headers.get('x-total-count')).toBe('3');
    const paged = await list('search=zoe&limit=1&offset=1');
    expect(usernames(paged)).toEqual(['bruno']);
    expect(paged.headers.get('x-total-count')).toBe('3');
    expect(usernames(await list('search=example.fr&role=Manager&role=Admin'))).toEqual(['admin', 'marc', 'Zoé']);
    expect(usernames(await list('search=100%25'))).toEqual([]);
    expect(usernames(await list('search=%20%20'))).toEqual(['admin', 'Zoé', 'claire', 'bruno', 'marc']);
  });

  it('filters on one or several roles, and refuses an unknown role or an over-long search', async () => {
    await accounts([
      ['eva', 'eva@example.fr', 'Employé'],
      ['marc', 'marc@example.fr', 'Manager'],
    ]);
    expect(usernames(await list('role=Manager'))).toEqual(['marc']);
    const staff = await list('role=Admin&role=Manager');
    expect(usernames(staff)).toEqual(['admin', 'marc']);
    expect(staff.headers.get('x-total-count')).toBe('2');
    const unknown = await list('role=Chef');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ error: 'Paramètre « role » invalide : valeurs possibles Admin, Manager, Employé.' });
    const long = await list(`search=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ error: 'Paramètre « search » invalide : 100 caractères au plus.' });
  });
});

describe('POST /api/users', () => {
  it('creates a user, stores only an argon2id hash and never returns it', async () => {
    const admin = await loginAdmin(server);
    const response = await call(server.url, 'POST', '/api/users', { token: admin, body: newUser });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: 2,
      username: 'claire',
      email: 'claire@example.fr',
      role: 'Manager',
      created_at: expect.any(String),
      two_factor_enabled: false,
    });
    const [row] = await server.sql<{ password_hash: string }>('select password_hash from users where id = 2');
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('creates an Employé when asked', async () => {
    const admin = await loginAdmin(server);
    const response = await call(server.url, 'POST', '/api/users', {
      token: admin,
      body: { ...newUser, role: 'Employé' },
    });
    expect(response.body.role).toBe('Employé');
  });

  it.each([
    [{ ...newUser, username: '' }, 'Veuillez remplir tous les champs obligatoires.'],
    [{ ...newUser, username: '   ' }, 'Veuillez remplir tous les champs obligatoires.'],
    [{ username: 'x', email: 'x@example.fr' }, 'Veuillez remplir tous les champs obligatoires.'],
    [{ ...newUser, password: '12345' }, 'Le mot de passe doit contenir au moins 6 caractères.'],
    [{ ...newUser, email: 'pas-un-email' }, 'Veuillez entrer une adresse email valide.'],
    [{ ...newUser, role: 'Patron' }, 'Rôle invalide : choisissez Admin, Manager ou Employé.'],
    [{ ...newUser, username: 42 }, 'Veuillez remplir tous les champs obligatoires.'],
  ])('refuses %j with a French message and stores nothing', async (body, message) => {
    const admin = await loginAdmin(server);
    const response = await call(server.url, 'POST', '/api/users', { token: admin, body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: message });
    expect(await server.sql('select id from users where id > 1')).toHaveLength(0);
  });

  it('refuses a duplicate username or email, whatever the case, with 409', async () => {
    const admin = await loginAdmin(server);
    await call(server.url, 'POST', '/api/users', { token: admin, body: newUser });
    const sameName = await call(server.url, 'POST', '/api/users', {
      token: admin,
      body: { ...newUser, username: 'CLAIRE', email: 'autre@example.fr' },
    });
    expect(sameName.status).toBe(409);
    expect(sameName.body.error).toBe("Ce nom d'utilisateur est déjà utilisé.");
    const sameEmail = await call(server.url, 'POST', '/api/users', {
      token: admin,
      body: { ...newUser, username: 'autre', email: 'Claire@Example.fr' },
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.error).toBe('Cette adresse email est déjà utilisée.');
  });

  it('ignores fields the call does not list (no mass assignment)', async () => {
    const admin = await loginAdmin(server);
    const response = await call(server.url, 'POST', '/api/users', {
      token: admin,
      body: { ...newUser, id: 99, created_at: '2000-01-01T00:00:00Z', password_hash: 'x', telegram_chat_id: '42' },
    });
    expect(response.status).toBe(201);
    expect(response.body.id).toBe(2);
    const [row] = await server.sql<{ created_at: Date; telegram_chat_id: string | null }>(
      'select created_at, telegram_chat_id from users where id = 2',
    );
    expect(row.created_at.getFullYear()).toBeGreaterThan(2000);
    expect(row.telegram_chat_id).toBeNull();
  });
});

describe('PUT /api/users/:id', () => {
  it('updates username, email and role', async () => {
    const manager = await signedIn(server, 'Manager', 'marc');
    const admin = await loginAdmin(server);
    const response = await call(server.url, 'PUT', `/api/users/${manager.id}`, {
      token: admin,
      body: { username: 'marc2', email: 'marc2@example.fr', role: 'Employé' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: manager.id,
      username: 'marc2',
      email: 'marc2@example.fr',
      role: 'Employé',
    });
  });

  it('asks for username and email in French', async () => {
    const admin = await loginAdmin(server);
    const response = await call(server.url, 'PUT', '/api/users/1', {
      token: admin,
      body: { username: '', email: 'a@b.fr' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe("Le nom d'utilisateur et l'email sont obligatoires.");
  });

  it('keeps user 1 an Admin', async () => {
    const admin = await loginAdmin(server);
    const response = await call(server.url, 'PUT', '/api/users/1', {
      token: admin,
      body: { username: 'admin', email: 'admin@example.fr', role: 'Manager' },
    });
    expect(response.status).toBe(403);
    expect((await server.sql<{ role: string }>('select role from users where id = 1'))[0].role).toBe('Admin');
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const admin = await loginAdmin(server);
    const body = { username: 'x', email: 'x@example.fr' };
    expect((await call(server.url, 'PUT', '/api/users/999', { token: admin, body })).status).toBe(404);
    for (const id of ['abc', '1.5', '1%20OR%201=1', '99999999999999999999', '0', '-1']) {
      const response = await call(server.url, 'PUT', `/api/users/${id}`, { token: admin, body });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('Identifiant invalide.');
    }
  });
});

describe('DELETE /api/users/:id', () => {
  it('deletes a user', async () => {
    const manager = await signedIn(server, 'Manager');
    const admin = await loginAdmin(server);
    const response = await call(server.url, 'DELETE', `/api/users/${manager.id}`, { token: admin });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Utilisateur supprimé avec succès.' });
    expect(await server.sql('select id from users where id = $1', [manager.id])).toHaveLength(0);
  });

  it('never deletes user 1', async () => {
    const other = await signedIn(server, 'Admin');
    const response = await call(server.url, 'DELETE', '/api/users/1', { token: other.token });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 'Suppression interdite' });
  });

  it('does not let an Admin delete itself', async () => {
    const other = await signedIn(server, 'Admin');
    const response = await call(server.url, 'DELETE', `/api/users/${other.id}`, { token: other.token });
    expect(response.status).toBe(403);
  });

  it('answers 404 for an unknown id', async () => {
    const admin = await loginAdmin(server);
    expect((await call(server.url, 'DELETE', '/api/users/12345', { token: admin })).status).toBe(404);
  });
});

describe('POST /api/users/:id/reset-password', () => {
  it('sets a new password that then signs in', async () => {
    const manager = await signedIn(server, 'Manager', 'marc');
    const admin = await loginAdmin(server);
    const response = await call(server.url, 'POST', `/api/users/${manager.id}/reset-password`, {
      token: admin,
      body: { new_password: 'nouveau-mdp' },
    });
    expect(response.status).toBe(200);
    expect(
      (await call(server.url, 'POST', '/api/login', { body: { username: 'marc', password: 'secret-123' } })).status,
    ).toBe(401);
    expect(
      (await call(server.url, 'POST', '/api/login', { body: { username: 'marc', password: 'nouveau-mdp' } })).status,
    ).toBe(200);
  });

  it('needs at least 6 characters', async () => {
    const admin = await loginAdmin(server);
    const response = await call(server.url, 'POST', '/api/users/1/reset-password', {
      token: admin,
      body: { new_password: '12345' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Le nouveau mot de passe doit faire au moins 6 caractères.');
  });
});
