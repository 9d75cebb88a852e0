import { signedIn } from '../support/actors';
import { BAD_IDS, businessApi } from '../support/business';
import { call } from '../support/http';
import { type TestServer, type Tokens, withTestServer } from '../support/server';

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => ((server = s), (tokens = t)));

describe('who may call /api/employees', () => {
  // Always three values: jest passes a `done` callback in place of a missing last argument.
  const calls: [string, string, unknown][] = [
    ['GET', '/api/employees', undefined],
    ['POST', '/api/employees', { name: 'Léa' }],
    ['PUT', '/api/employees/1', { name: 'Léa' }],
    ['DELETE', '/api/employees/1', undefined],
  ];
  it.each(calls)('%s %s: 401 anonymous, 403 Employé', async (method, path, body) => {
    const anonymous = await call(server.url, method, path, { body });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('Authentification requise.');
    const employe = await call(server.url, method, path, { token: tokens.employe, body });
    expect(employe.status).toBe(403);
    expect(employe.body.error).toEqual(expect.any(String));
  });

  it.each(['manager', 'admin'] as const)('lets a %s create, list, update and delete', async (who) => {
    const token = tokens[who];
    const created = await call(server.url, 'POST', '/api/employees', {
      token,
      body: { name: '  Léa Martin ', notes: 'Temps partiel' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'Léa Martin',
      notes: 'Temps partiel',
      manager_user_id: null,
      manager_username: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const list = await call(server.url, 'GET', '/api/employees', { token });
    expect(list.status).toBe(200);
    expect(list.headers.get('x-total-count')).toBe('1');
    expect(list.body).toEqual([created.body]);
    const updated = await call(server.url, 'PUT', `/api/employees/${created.body.id}`, {
      token,
      body: { name: 'Léa Dupont' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Léa Dupont', notes: 'Temps partiel' });
    const deleted = await call(server.url, 'DELETE', `/api/employees/${created.body.id}`, { token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Employé supprimé avec succès.' });
    expect((await call(server.url, 'GET', `/api/employees/${created.body.id}`, { token })).status).toBe(404);
  });
});

describe('validation', () => {
  it.each([{}, { name: '' }, { name: '   ' }, { name: 42 }])('requires a name: %j', async (body) => {
    const response = await call(server.url, 'POST', '/api/employees', { token: tokens.manager, body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Le nom est obligatoire.' });
  });

  it('limits the name and notes', async () => {
    const long = await call(server.url, 'POST', '/api/employees', {
      token: tokens.manager,
      body: { name: 'x'.repeat(201) },
    });
    expect(long.body).toEqual({ error: 'Le nom ne peut pas dépasser 200 caractères.' });
    const notes = await call(server.url, 'POST', '/api/employees', {
      token: tokens.manager,
      body: { name: 'A', notes: 'x'.repeat(5001) },
    });
    expect(notes.body).toEqual({ error: 'Les notes sont un texte de 5000 caractères au plus.' });
  });

  it('ignores unknown fields', async () => {
    const response = await call(server.url, 'POST', '/api/employees', {
      token: tokens.manager,
      body: { name: 'A', id: 77, created_at: '2000-01-01' },
    });
    expect(response.status).toBe(201);
    expect(response.body.id).not.toBe(77);
    expect(response.body.created_at.startsWith('2000')).toBe(false);
  });
});

describe('manager selection', () => {
  it('takes manager_user_id from an Admin, naming an Admin or a Manager', async () => {
    const manager = await signedIn(server, 'Manager', 'chef');
    const created = await call(server.url, 'POST', '/api/employees', {
      token: tokens.admin,
      body: { name: 'Léa', manager_user_id: manager.id },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ manager_user_id: manager.id, manager_username: 'chef' });
    const toAdmin = await call(server.url, 'PUT', `/api/employees/${created.body.id}`, {
      token: tokens.admin,
      body: { name: 'Léa', manager_user_id: 1 },
    });
    expect(toAdmin.body).toMatchObject({ manager_user_id: 1, manager_username: 'admin' });
    const kept = await call(server.url, 'PUT', `/api/employees/${created.body.id}`, {
      token: tokens.admin,
      body: { name: 'Léa B.' },
    });
    expect(kept.body.manager_user_id).toBe(1);
    const cleared = await call(server.url, 'PUT', `/api/employees/${created.body.id}`, {
      token: tokens.admin,
      body: { name: 'Léa', manager_user_id: null },
    });
    expect(cleared.body).toMatchObject({ manager_user_id: null, manager_username: null });
  });

  it('refuses an Employé account, an unknown user or a malformed id as manager', async () => {
    const employe = await signedIn(server, 'Employé');
    for (const managerUserId of [employe.id, 9999, 'abc', 1.5, -3]) {
      const response = await call(server.url, 'POST', '/api/employees', {
        token: tokens.admin,
        body: { name: 'Léa', manager_user_id: managerUserId },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 'Le manager doit être un utilisateur Admin ou Manager.' });
    }
  });

  it('ignores manager_user_id sent by a Manager', async () => {
    const created = await call(server.url, 'POST', '/api/employees', {
      token: tokens.manager,
      body: { name: 'Léa', manager_user_id: 1 },
    });
    expect(created.status).toBe(201);
    expect(created.body.manager_user_id).toBeNull();
    await call(server.url, 'PUT', `/api/employees/${created.body.id}`, {
      token: tokens.admin,
      body: { name: 'Léa', manager_user_id: 1 },
    });
    const updated = await call(server.url, 'PUT', `/api/employees/${created.body.id}`, {
      token: tokens.manager,
      body: { name: 'Léa', manager_user_id: null },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.manager_user_id).toBe(1);
  });

  it('shows no manager once the manager account is deleted', async () => {
    const manager = await signedIn(server, 'Manager');
    const created = await call(server.url, 'POST', '/api/employees', {
      token: tokens.admin,
      body: { name: 'Léa', manager_user_id: manager.id },
    });
    await call(server.url, 'DELETE', `/api/users/${manager.id}`, { token: tokens.admin });
    const read = await call(server.url, 'GET', `/api/employees/${created.body.id}`, { token: tokens.admin });
    expect(read.body).toMatchObject({ manager_user_id: null, manager_username: null });
  });
});

describe('DELETE /api/employees/:id', () => {
  it('deletes the employee with its tasks and unlinks its transactions', async () => {
    const api = businessApi(server, tokens.manager);
    const lea = await api.employee('Léa');
    const other = await api.employee('Marc');
    await api.task('Inventaire', { assigned_employee_id: lea.id });
    await api.task('Caisse', { assigned_employee_id: lea.id });
    const kept = await api.task('Vitrine', { assigned_employee_id: other.id });
    const transaction = await api.transaction(120, { related_employee_id: lea.id });
    const response = await call(server.url, 'DELETE', `/api/employees/${lea.id}`, { token: tokens.manager });
    expect(response.status).toBe(200);
    const tasks = await call(server.url, 'GET', '/api/tasks', { token: tokens.manager });
    expect(tasks.body.map((t: any) => t.id)).toEqual([kept.id]);
    const read = await call(server.url, 'GET', `/api/financials/${transaction.id}`, { token: tokens.manager });
    expect(read.body).toMatchObject({ amount: 120, related_employee_id: null, related_employee_name: null });
  });

  it('changes nothing when any step fails', async () => {
    const api = businessApi(server, tokens.manager);
    const lea = await api.employee('Léa');
    await api.task('Inventaire', { assigned_employee_id: lea.id });
    await api.transaction(50, { related_employee_id: lea.id });
    // Make the last statement (the employee delete) fail after the others ran.
    await server.sql(
      `create function refuse_delete() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`,
    );
    await server.sql(
      'create trigger refuse_delete before delete on employees for each row execute function refuse_delete()',
    );
    try {
      const response = await call(server.url, 'DELETE', `/api/employees/${lea.id}`, { token: tokens.manager });
      expect(response.status).toBe(500);
      expect(await server.sql('select count(*)::int as n from tasks')).toEqual([{ n: 1 }]);
      expect(await server.sql('select related_employee_id from financial_transactions')).toEqual([
        { related_employee_id: lea.id },
      ]);
    } finally {
      await server.sql('drop trigger refuse_delete on employees');
      await server.sql('drop function refuse_delete');
    }
  });
});

describe('ids and pages', () => {
  it.each(BAD_IDS)('answers %s with %i', async (id, status) => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await call(server.url, method, `/api/employees/${id}`, {
        token: tokens.admin,
        body: method === 'PUT' ? { name: 'A' } : undefined,
      });
      expect(response.status).toBe(status);
      expect(response.body.error).toEqual(status === 400 ? 'Identifiant invalide.' : 'Employé introuvable.');
    }
  });

  it('pages by name with X-Total-Count', async () => {
    const api = businessApi(server, tokens.manager);
    for (const name of ['Zoé', 'adèle', 'Bruno', 'Chloé']) await api.employee(name);
    const page = await call(server.url, 'GET', '/api/employees?limit=2&offset=1', { token: tokens.manager });
    expect(page.headers.get('x-total-count')).toBe('4');
    expect(page.body.map((e: any) => e.name)).toEqual(['Bruno', 'Chloé']);
    const bad = await call(server.url, 'GET', '/api/employees?limit=0', { token: tokens.manager });
    expect(bad.status).toBe(400);
  });
});

describe('GET /api/employees?search=', () => {
  const names = (response: { body: { name: string }[] }) => response.body.map((employee) => employee.name);
  const search = (text: string, extra = '') =>
    call(server.url, 'GET', `/api/employees?${new URLSearchParams({ search: text })}${extra}`, {
      token: tokens.manager,
    });

  it('ignores case and accents, ranks the names starting with the text first, counts every match', async () => {
    const api = businessApi(server, tokens.manager);
    for (const name of ['Zoé Martin', 'ZOÉ Durand', 'Éloïse Blanc', 'Hélène Zoe', 'Marc Petit', 'Anaïs Zoëlla'])
      await api.employee(name);
    const zoe = await search('zoe');
    expect(zoe.status).toBe(200);
    expect(names(zoe)).toEqual(['ZOÉ Durand', 'Zoé Martin', 'Anaïs Zoëlla', 'Hélène Zoe']);
    expect(zoe.headers.get('x-total-count')).toBe('4');
    expect(names(await search('ELO'))).toEqual(['Éloïse Blanc']);
    expect(names(await search('  petit  '))).toEqual(['Marc Petit']);
    const paged = await search('zoe', '&limit=2&offset=1');
    expect(names(paged)).toEqual(['Zoé Martin', 'Anaïs Zoëlla']);
    expect(paged.headers.get('x-total-count')).toBe('4');
    expect(names(await search('xyz'))).toEqual([]);
  });

  it('matches one or two characters at the start of a word', async () => {
    const api = businessApi(server, tokens.manager);
    for (const name of ['Zoé Martin', 'Marc Petit', 'Anna Lemoine']) await api.employee(name);
    expect(names(await search('m'))).toEqual(['Marc Petit', 'Zoé Martin']);
    expect(names(await search('PE'))).toEqual(['Marc Petit']);
    // « oi » is inside « Lemoine » but starts no word.
    expect(names(await search('oi'))).toEqual([]);
  });

  it('takes % _ and \\ literally', async () => {
    const api = businessApi(server, tokens.manager);
    for (const name of [
      'Remise 50% Léa',
      'Remise 50 Léa',
      'Jean_Paul',
      'Jean Paul',
      'Dossier C:\\Temp',
      'Dossier C:Temp',
    ])
      await api.employee(name);
    expect(names(await search('50%'))).toEqual(['Remise 50% Léa']);
    // A full-width percent sign becomes « % » once normalised: still a literal one.
    expect(names(await search('50％'))).toEqual(['Remise 50% Léa']);
    expect(names(await search('n_p'))).toEqual(['Jean_Paul']);
    expect(names(await search('c:\\t'))).toEqual(['Dossier C:\\Temp']);
    expect(names(await search('%'))).toEqual([]);
  });

  it('treats an empty or blank search as no filter, and refuses more than 100 characters', async () => {
    const api = businessApi(server, tokens.manager);
    await api.employee('Léa');
    await api.employee('Marc');
    expect(names(await search(''))).toEqual(['Léa', 'Marc']);
    expect(names(await search('   '))).toEqual(['Léa', 'Marc']);
    expect((await search('é'.repeat(100))).status).toBe(200);
    const long = await search('é'.repeat(101));
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ error: 'Paramètre « search » invalide : 100 caractères au plus.' });
  });
});
