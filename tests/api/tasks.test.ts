import { addDays } from '@pilotage/domain';
import { BAD_IDS, businessApi, parisToday } from '../support/business';
import { call } from '../support/http';
import { type TestServer, type Tokens, withTestServer } from '../support/server';

let server: TestServer;
let tokens: Tokens;
let api: ReturnType<typeof businessApi>;
withTestServer((s, t) => ((server = s), (tokens = t), (api = businessApi(s, t.manager))));

const put = (id: number, body: unknown, token = tokens.manager) =>
  call(server.url, 'PUT', `/api/tasks/${id}`, { token, body });
const list = (query = '', token = tokens.manager) => call(server.url, 'GET', `/api/tasks${query}`, { token });

describe('who may call /api/tasks', () => {
  const calls: [string, string, unknown][] = [
    ['GET', '/api/tasks', undefined],
    ['GET', '/api/tasks/1', undefined],
    ['POST', '/api/tasks', { title: 'T' }],
    ['PUT', '/api/tasks/1', { status: 'Terminé' }],
    ['DELETE', '/api/tasks/1', undefined],
  ];
  it.each(calls)('%s %s: 401 anonymous, 403 Employé', async (method, path, body) => {
    expect((await call(server.url, method, path, { body })).status).toBe(401);
    expect((await call(server.url, method, path, { token: tokens.employe, body })).status).toBe(403);
  });

  it.each(['manager', 'admin'] as const)('lets a %s create, read, update and delete', async (who) => {
    const token = tokens[who];
    const lea = await api.employee('Léa');
    const created = await call(server.url, 'POST', '/api/tasks', {
      token,
      body: {
        title: ' Inventaire ',
        description: 'Rayon B',
        due_date: '2099-03-01',
        assigned_employee_id: lea.id,
        status: 'En cours',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      title: 'Inventaire',
      description: 'Rayon B',
      due_date: '2099-03-01',
      status: 'En cours',
      assigned_employee_id: lea.id,
      assigned_employee_name: 'Léa',
      is_routine: false,
      frequency: null,
      is_overdue: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect((await call(server.url, 'GET', `/api/tasks/${created.body.id}`, { token })).body).toEqual(created.body);
    const updated = await put(
      created.body.id,
      { title: 'Inventaire annuel', due_date: null, assigned_employee_id: null },
      token,
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      title: 'Inventaire annuel',
      description: 'Rayon B',
      due_date: null,
      assigned_employee_id: null,
      status: 'En cours',
    });
    const deleted = await call(server.url, 'DELETE', `/api/tasks/${created.body.id}`, { token });
    expect(deleted.body).toEqual({ message: 'Tâche supprimée avec succès.' });
    expect((await call(server.url, 'DELETE', `/api/tasks/${created.body.id}`, { token })).status).toBe(404);
  });
});

describe('validation', () => {
  const create = (body: unknown) => call(server.url, 'POST', '/api/tasks', { token: tokens.manager, body });

  it.each([{}, { title: '' }, { title: '    ' }, { title: null }])('requires a title: %j', async (body) => {
    const response = await create(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Le titre est obligatoire.' });
  });

  it('refuses a title made of spaces on edit too', async () => {
    const task = await api.task('Caisse');
    expect((await put(task.id, { title: '   ' })).body).toEqual({ error: 'Le titre est obligatoire.' });
  });

  it.each([
    [{ title: 'T', status: 'Fini' }, 'Statut invalide : choisissez À faire, En cours ou Terminé.'],
    [{ title: 'T', is_routine: true }, 'La fréquence est obligatoire pour une tâche routinière.'],
    [
      { title: 'T', is_routine: true, frequency: 'Quotidien' },
      'La fréquence est obligatoire pour une tâche routinière.',
    ],
    [{ title: 'T', is_routine: 'oui', frequency: 'Mensuel' }, 'Le champ « routinière » doit valoir vrai ou faux.'],
    [{ title: 'T', due_date: '2026-02-30' }, "Date d'échéance invalide : format AAAA-MM-JJ attendu."],
    [{ title: 'T', due_date: '15/01/2026' }, "Date d'échéance invalide : format AAAA-MM-JJ attendu."],
    [{ title: 'T', assigned_employee_id: 'abc' }, 'Employé assigné invalide.'],
    [{ title: 'T', assigned_employee_id: 999 }, 'Employé introuvable.'],
    [{ title: 'x'.repeat(301) }, 'Le titre ne peut pas dépasser 300 caractères.'],
    [{ title: 'T', description: 5 }, 'La description est un texte de 5000 caractères au plus.'],
  ])('refuses %j', async (body, error) => {
    const response = await create(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error });
  });

  it('stores no frequency for a task that is not routine', async () => {
    const task = await api.task('T', { is_routine: false, frequency: 'Mensuel' });
    expect(task).toMatchObject({ is_routine: false, frequency: null });
    const routine = await put(task.id, { is_routine: true, frequency: 'Hebdomadaire' });
    expect(routine.body).toMatchObject({ is_routine: true, frequency: 'Hebdomadaire' });
    const unticked = await put(task.id, { is_routine: false });
    expect(unticked.body).toMatchObject({ is_routine: false, frequency: null });
    expect((await put(task.id, { is_routine: true })).body).toEqual({
      error: 'La fréquence est obligatoire pour une tâche routinière.',
    });
  });

  it.each(['Journalier', 'Hebdomadaire', 'Bi-hebdomadaire', 'Mensuel', 'Trimestriel', 'Annuel'])(
    'accepts the frequency %s',
    async (frequency) => {
      expect(await api.task('T', { is_routine: true, frequency })).toMatchObject({ frequency, is_routine: true });
    },
  );
});

describe('quick toggle and statuses', () => {
  it('changes only the status with a PUT carrying only status', async () => {
    const lea = await api.employee('Léa');
    const task = await api.task('Caisse', {
      description: 'Fond de caisse',
      due_date: '2099-01-01',
      assigned_employee_id: lea.id,
    });
    const done = await put(task.id, { status: 'Terminé' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ ...task, status: 'Terminé' });
    expect((await put(task.id, { status: 'À faire' })).body).toEqual(task);
    expect((await put(task.id, { status: 'Fini' })).body).toEqual({
      error: 'Statut invalide : choisissez À faire, En cours ou Terminé.',
    });
  });

  it('computes overdue against today in the business time zone', async () => {
    const today = parisToday();
    const late = await api.task('En retard', { due_date: addDays(today, -1) });
    const dueToday = await api.task("Aujourd'hui", { due_date: today });
    const lateButDone = await api.task('Finie', { due_date: addDays(today, -3), status: 'Terminé' });
    const undated = await api.task('Sans date');
    expect([late, dueToday, lateButDone, undated].map((t) => t.is_overdue)).toEqual([true, false, false, false]);
    const toggled = await put(late.id, { status: 'Terminé' });
    expect(toggled.body.is_overdue).toBe(false);
  });
});

describe('routine tasks', () => {
  const occurrences = async () =>
    server.sql<{ id: number; title: string; due_date: string; status: string; next: boolean }>(
      `select id, title, due_date::text, status, next_occurrence_created as next from tasks order by id`,
    );

  it('creates the next occurrence once when completed, with the same fields', async () => {
    const lea = await api.employee('Léa');
    const task = await api.task('Relevé', {
      description: 'Compteurs',
      due_date: '2026-03-10',
      is_routine: true,
      frequency: 'Hebdomadaire',
      assigned_employee_id: lea.id,
    });
    await put(task.id, { status: 'Terminé' });
    const tasks = await list('?sort_by=due_date&order=asc');
    expect(tasks.body).toHaveLength(2);
    expect(tasks.body[1]).toMatchObject({
      title: 'Relevé',
      description: 'Compteurs',
      due_date: '2026-03-17',
      status: 'À faire',
      assigned_employee_id: lea.id,
      is_routine: true,
      frequency: 'Hebdomadaire',
    });
    // Back and forth: no second occurrence.
    await put(task.id, { status: 'À faire' });
    await put(task.id, { status: 'Terminé' });
    await put(task.id, { title: 'Relevé', status: 'En cours' });
    await put(task.id, { status: 'Terminé' });
    expect((await occurrences()).length).toBe(2);
  });

  it('creates one occurrence under concurrent completions', async () => {
    const task = await api.task('Relevé', { due_date: '2026-03-10', is_routine: true, frequency: 'Journalier' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => put(task.id, { status: 'Terminé' })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect((await occurrences()).map((t) => t.due_date)).toEqual(['2026-03-10', '2026-03-11']);
  });

  it.each([
    ['2026-01-31', 'Mensuel', '2026-02-28'],
    ['2028-01-31', 'Mensuel', '2028-02-29'],
    ['2026-03-10', 'Journalier', '2026-03-11'],
    ['2026-03-10', 'Bi-hebdomadaire', '2026-03-24'],
    ['2026-11-30', 'Trimestriel', '2027-02-28'],
    ['2028-02-29', 'Annuel', '2029-02-28'],
  ])('due %s, %s: next due %s', async (due, frequency, next) => {
    const task = await api.task('R', { due_date: due, is_routine: true, frequency });
    await put(task.id, { status: 'Terminé' });
    expect((await occurrences()).map((t) => t.due_date)).toEqual([due, next]);
  });

  it('dates the next occurrence one period after the completion day when there is no due date', async () => {
    const task = await api.task('R', { is_routine: true, frequency: 'Hebdomadaire' });
    await put(task.id, { status: 'Terminé' });
    expect((await occurrences()).map((t) => t.due_date)).toEqual([null, addDays(parisToday(), 7)]);
  });

  it('counts a routine task created as Terminé as completed', async () => {
    await api.task('R', { due_date: '2026-05-01', is_routine: true, frequency: 'Annuel', status: 'Terminé' });
    expect((await occurrences()).map((t) => [t.due_date, t.status])).toEqual([
      ['2026-05-01', 'Terminé'],
      ['2027-05-01', 'À faire'],
    ]);
  });

  it('creates nothing for a task that is not routine', async () => {
    const task = await api.task('R', { due_date: '2026-05-01' });
    await put(task.id, { status: 'Terminé' });
    expect(await occurrences()).toHaveLength(1);
  });
});

describe('GET /api/tasks', () => {
  it('filters, sorts and pages with X-Total-Count', async () => {
    const lea = await api.employee('Léa');
    const marc = await api.employee('Marc');
    await api.task('b', { status: 'À faire', assigned_employee_id: lea.id, due_date: '2026-01-03' });
    await api.task('a', { status: 'Terminé', assigned_employee_id: lea.id, due_date: '2026-01-01' });
    await api.task('d', { status: 'En cours', assigned_employee_id: marc.id });
    await api.task('c', { status: 'À faire', due_date: '2026-01-02' });

    const all = await list();
    expect(all.headers.get('x-total-count')).toBe('4');
    expect(all.body.map((t: any) => t.title)).toEqual(['c', 'd', 'a', 'b']);
    expect((await list('?status=%C3%80%20faire')).body.map((t: any) => t.title)).toEqual(['c', 'b']);
    const leas = await list(`?assigned_employee_id=${lea.id}&sort_by=title&order=asc`);
    expect(leas.body.map((t: any) => [t.title, t.assigned_employee_name])).toEqual([
      ['a', 'Léa'],
      ['b', 'Léa'],
    ]);
    expect((await list('?sort_by=due_date&order=asc')).body.map((t: any) => t.title)).toEqual(['a', 'c', 'b', 'd']);
    expect((await list('?sort_by=status&order=desc&limit=1')).body.map((t: any) => t.status)).toEqual(['Terminé']);
    const page = await list('?limit=5&offset=3&sort_by=created_at&order=desc');
    expect(page.headers.get('x-total-count')).toBe('4');
    expect(page.body.map((t: any) => t.title)).toEqual(['b']);
    const dashboard = await list('?limit=5&sort_by=created_at&order=desc');
    expect(dashboard.body).toHaveLength(4);
  });

  it('answers a page past the end, or of a filter nothing matches, empty with the exact X-Total-Count', async () => {
    const lea = await api.employee('Léa');
    const idle = await api.employee('Marc');
    await api.task('a', { status: 'À faire', assigned_employee_id: lea.id });
    await api.task('b', { status: 'À faire', assigned_employee_id: lea.id });
    await api.task('c', { status: 'Terminé', assigned_employee_id: lea.id });
    await api.task('d', { status: 'À faire' });
    const cases: [string, string][] = [
      ['?offset=10', '4'],
      [`?status=%C3%80%20faire&assigned_employee_id=${lea.id}&offset=2`, '2'],
      [`?assigned_employee_id=${idle.id}`, '0'],
      // A search's total is counted from its matches: the same past the end as on its first page.
      ['?q=a&offset=50', (await list('?q=a')).headers.get('x-total-count')!],
      [`?q=zzz&assigned_employee_id=${lea.id}`, '0'],
    ];
    for (const [query, total] of cases) {
      const page = await list(query);
      expect({ query, status: page.status, body: page.body, total: page.headers.get('x-total-count') }).toEqual({
        query,
        status: 200,
        body: [],
        total,
      });
    }
  });

  it.each([
    '?status=Fini',
    '?sort_by=password',
    '?order=up',
    '?limit=0',
    '?limit=501',
    '?limit=abc',
    '?offset=-1',
    '?assigned_employee_id=1%20OR%201=1',
    '?assigned_employee_id=1.5',
  ])('refuses %s with 400', async (query) => {
    const response = await list(query);
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual(expect.any(String));
  });

  it.each(BAD_IDS)('answers the id %s with %i', async (id, status) => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await call(server.url, method, `/api/tasks/${id}`, {
        token: tokens.admin,
        body: method === 'PUT' ? { status: 'Terminé' } : undefined,
      });
      expect(response.status).toBe(status);
      expect(response.body.error).toBe(status === 400 ? 'Identifiant invalide.' : 'Tâche introuvable.');
    }
  });
});

describe('GET /api/tasks?q=', () => {
  const titles = (response: { body: { title: string }[] }) => response.body.map((task) => task.title);
  const search = (q: string, extra = '') => list(`?${new URLSearchParams({ q })}${extra}`);

  it('finds a part of the title or description, case and accents ignored, with the other filters and X-Total-Count', async () => {
    await api.task('Réunion équipe', { status: 'Terminé' });
    await api.task('Inventaire', { description: 'Compter le stock du RAYON épicerie' });
    await api.task('Caisse', { description: 'Fermeture' });
    await api.task('Épicerie fine', { status: 'En cours' });
    const found = await search('EPICERIE', '&sort_by=created_at&order=asc');
    expect(found.status).toBe(200);
    expect(titles(found)).toEqual(['Inventaire', 'Épicerie fine']);
    expect(found.headers.get('x-total-count')).toBe('2');
    const paged = await search('epicerie', '&sort_by=created_at&order=asc&limit=1&offset=1');
    expect(titles(paged)).toEqual(['Épicerie fine']);
    expect(paged.headers.get('x-total-count')).toBe('2');
    const filtered = await search('epicerie', '&status=En%20cours');
    expect(titles(filtered)).toEqual(['Épicerie fine']);
    expect(filtered.headers.get('x-total-count')).toBe('1');
    expect(titles(await search('reunion equipe'))).toEqual(['Réunion équipe']);
    expect(titles(await search('fe'))).toEqual(['Caisse']);
    expect(titles(await search(' '))).toHaveLength(4);
  });

  it('takes % and _ literally and refuses more than 100 characters', async () => {
    await api.task('Remise 10%');
    await api.task('Remise 100');
    await api.task('tache_a');
    await api.task('tache b');
    expect(titles(await search('10%'))).toEqual(['Remise 10%']);
    expect(titles(await search('e_a'))).toEqual(['tache_a']);
    const long = await search('x'.repeat(101));
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ error: 'Paramètre « q » invalide : 100 caractères au plus.' });
  });
});
