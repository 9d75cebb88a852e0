import http from 'node:http';
import { StringDecoder } from 'node:string_decoder';
import type { Pool } from 'pg';
import { businessApi, parisToday } from '../support/business';
import { eventually } from '../support/eventually';
import { call } from '../support/http';
import { checkAgainstOpenApi } from '../support/openapi-check';
import { type TestServer, type Tokens, withTestServer } from '../support/server';

let server: TestServer;
let tokens: Tokens;
let api: ReturnType<typeof businessApi>;
withTestServer((s, t) => ((server = s), (tokens = t), (api = businessApi(s, t.manager))));

const BOM = '\uFEFF';

/** An export as a spreadsheet receives it: the bytes decoded with the BOM kept (fetch's text() would drop it). */
async function download(path: string, token: string | null = tokens.manager) {
  const response = await fetch(server.url + path, {
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  const json = (response.headers.get('content-type') ?? '').includes('json');
  const answer = { status: response.status, headers: response.headers, body: json ? JSON.parse(text) : text };
  await checkAgainstOpenApi(server.url, 'GET', path, answer);
  return { ...answer, text };
}

/** The lines of a CSV file after its BOM (a quoted cell may hold a bare \n, never \r\n). */
function lines(text: string): string[] {
  expect(text.startsWith(BOM)).toBe(true);
  return text.slice(BOM.length).split('\r\n');
}

const exported = async (path: string, token?: string) => {
  const answer = await download(path, token);
  expect({ path, status: answer.status }).toEqual({ path, status: 200 });
  return lines(answer.text);
};

describe('GET /api/tasks.csv', () => {
  it('writes every task of the filter: BOM, « ; », CRLF, jj/mm/aaaa, Oui/Non, neutralised formulas, quoted cells', async () => {
    const lea = await api.employee('Léa Martin');
    const formula = await api.task('=SOMME(A1:A9)', { assigned_employee_id: lea.id, due_date: '2020-01-10' });
    const quoted = await api.task('Dit "oui"\npuis; non', { due_date: '2099-03-01', status: 'En cours' });
    const done = await api.task('-Inventaire', {
      assigned_employee_id: lea.id,
      due_date: '2020-01-10',
      status: 'Terminé',
    });
    // Created at 23:30 UTC: already the next day in the business time zone (Europe/Paris).
    await server.sql(`update tasks set created_at = '2026-01-31T23:30:00Z' where id = $1`, [formula.id]);
    await server.sql(`update tasks set created_at = '2026-01-30T10:00:00Z' where id = $1`, [quoted.id]);
    await server.sql(`update tasks set created_at = '2026-01-29T10:00:00Z' where id = $1`, [done.id]);

    expect(await exported('/api/tasks.csv')).toEqual([
      "Titre;Assigné à;Date d'échéance;Statut;En retard;Créée le",
      "'=SOMME(A1:A9);Léa Martin;10/01/2020;À faire;Oui;01/02/2026",
      '"Dit ""oui""\npuis; non";Non assigné;01/03/2099;En cours;Non;30/01/2026',
      "'-Inventaire;Léa Martin;10/01/2020;Terminé;Non;29/01/2026",
    ]);
  });

  it('applies the filters and the sort of the list, and ignores its page', async () => {
    const lea = await api.employee('Léa');
    for (const [title, status] of [
      ['Banane', 'À faire'],
      ['Ananas', 'À faire'],
      ['Cerise', 'Terminé'],
    ])
      await api.task(title, { status, assigned_employee_id: lea.id });
    await api.task('Abricot', { status: 'À faire' });
    const titles = async (query: string) =>
      (await exported(`/api/tasks.csv?${query}`)).slice(1).map((line) => line.split(';')[0]);
    expect(await titles('status=%C3%80%20faire&sort_by=title&order=asc')).toEqual(['Abricot', 'Ananas', 'Banane']);
    expect(await titles(`assigned_employee_id=${lea.id}&sort_by=title&order=desc&limit=1&offset=1`)).toEqual([
      'Cerise',
      'Banane',
      'Ananas',
    ]);
    expect(await titles('q=abri')).toEqual(['Abricot']);
  });

  it('names the file after the business day, and answers text/csv that is not cached', async () => {
    const answer = await download('/api/tasks.csv');
    const day = parisToday();
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="taches_${day}.csv"; filename*=UTF-8''T%C3%A2ches_${day}.csv`,
    );
    expect(answer.headers.get('cache-control')).toBe('no-store');
    // No task: the header line alone.
    expect(lines(answer.text)).toEqual(["Titre;Assigné à;Date d'échéance;Statut;En retard;Créée le"]);
  });

  it('refuses before the first byte with a French JSON error: bad filter 400, no token 401, Employé 403', async () => {
    for (const [query, token, status] of [
      ['?status=Fini', tokens.manager, 400],
      ['?sort_by=id', tokens.manager, 400],
      ['?assigned_employee_id=1%20OR%201=1', tokens.manager, 400],
      ['', null, 401],
      ['', 'jeton-invalide', 401],
      ['', tokens.employe, 403],
    ] as const) {
      const answer = await download(`/api/tasks.csv${query}`, token);
      expect({ query, status: answer.status, type: answer.headers.get('content-type') }).toEqual({
        query,
        status,
        type: 'application/json; charset=utf-8',
      });
      expect(answer.body.error).toEqual(expect.any(String));
    }
  });
});

describe('GET /api/financials.csv', () => {
  it('writes amounts with a decimal comma (a negative one stays a number), dates jj/mm/aaaa, and neutralises text', async () => {
    const lea = await api.employee('Léa');
    await api.transaction(-12.5, {
      description: '-Remboursement',
      date: '2026-01-15',
      related_employee_id: lea.id,
      related_source: 'Caisse',
    });
    const income = await api.transaction(1250.75, {
      description: 'Vente; lot "B"',
      date: '2026-01-16',
      category: 'Abonnement',
    });
    await server.sql(`update financial_transactions set category = '@Abonnement' where id = $1`, [income.id]);
    expect(await exported('/api/financials.csv')).toEqual([
      'Date;Description;Montant;Catégorie;Employé Lié;Source',
      `16/01/2026;"Vente; lot ""B""";1250,75;'@Abonnement;;`,
      "15/01/2026;'-Remboursement;-12,50;;Léa;Caisse",
    ]);
  });

  it('applies the dates, the search and the sort of the list', async () => {
    await api.transaction(30, { description: 'Loyer', date: '2026-01-05' });
    await api.transaction(-5, { description: 'Café', date: '2026-01-10' });
    await api.transaction(20, { description: 'Loyer parking', date: '2026-01-20' });
    const amounts = async (query: string) =>
      (await exported(`/api/financials.csv?${query}`)).slice(1).map((line) => line.split(';')[2]);
    expect(await amounts('start_date=2026-01-06&end_date=2026-01-31&sort_by=amount&order=asc')).toEqual([
      '-5,00',
      '20,00',
    ]);
    expect(await amounts('q=loyer&sort_by=date&order=asc')).toEqual(['30,00', '20,00']);
    const answer = await download('/api/financials.csv?start_date=2026-02-01&end_date=2026-01-01');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual(expect.any(String));
  });
});

describe('GET /api/employees.csv and /api/users.csv', () => {
  it('writes the employees of the search, by name, with their manager', async () => {
    await api.employee('Zoé Petit', { notes: '=cmd' });
    await api.employee('Ali Ben');
    await api.employee('Léa Martin', { notes: 'Temps partiel' });
    await server.sql(
      `update employees set created_at = '2026-03-01T12:00:00Z', manager_user_id = case when name = 'Ali Ben' then 1 end`,
    );
    expect(await exported('/api/employees.csv')).toEqual([
      'Nom;Manager Assigné;Notes;Date Création',
      'Ali Ben;admin;;01/03/2026',
      'Léa Martin;Non assigné;Temps partiel;01/03/2026',
      "Zoé Petit;Non assigné;'=cmd;01/03/2026",
    ]);
    expect((await exported('/api/employees.csv?search=zoe')).slice(1)).toEqual([
      "Zoé Petit;Non assigné;'=cmd;01/03/2026",
    ]);
  });

  it('writes the accounts for an Admin only', async () => {
    const claire = await call(server.url, 'POST', '/api/users', {
      token: tokens.admin,
      body: { username: 'claire', email: 'claire@example.fr', password: 'secret-123', role: 'Manager' },
    });
    await server.sql(`update users set created_at = '2026-04-02T08:00:00Z' where id = $1`, [claire.body.id]);
    expect(await exported('/api/users.csv?search=claire', tokens.admin)).toEqual([
      "ID;Nom d'utilisateur;Email;Rôle;Date de création",
      `${claire.body.id};claire;claire@example.fr;Manager;02/04/2026`,
    ]);
    const admins = await exported('/api/users.csv?role=Admin', tokens.admin);
    expect(admins.slice(1).map((line) => line.split(';').slice(0, 2))).toEqual([['1', 'admin']]);
    for (const token of [tokens.manager, tokens.employe])
      expect((await download('/api/users.csv', token)).status).toBe(403);
  });
});

describe('streaming a large export', () => {
  const ROWS = 100_000;
  // Each line carries it: far more bytes than the socket buffers hold, so a client that stops
  // reading holds the cursor open (and long task titles would only slow the search index down).
  const LONG_NAME = `Employée ${'x'.repeat(180)}`;
  // The app's SQL pool (gateway/src/kernel/database/sql.ts), whose connections the exports borrow.
  const sqlPool = () => server.orm.config.getExtension<Pool>('@pilotage/sql-pool')!;
  const borrowed = () => sqlPool().totalCount - sqlPool().idleCount;
  // Export cursors open on the server: their statement neither finished nor idle.
  const openCursors = async () =>
    (
      await server.sql<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle' and query like '%from tasks t left join employees e%'`,
      )
    )[0].n;

  beforeEach(async () => {
    const [{ id }] = await server.sql<{ id: number }>('insert into employees (name) values ($1) returning id', [
      LONG_NAME,
    ]);
    await server.sql(
      `insert into tasks (title, assigned_employee_id, created_at)
       select 'Tâche ' || i, $2, timestamptz '2026-01-01T00:00:00Z' + i * interval '1 second' from generate_series(1, $1::int) i`,
      [ROWS, id],
    );
  });

  /**
   * Starts an export on a socket of its own and reads until the header and the first row have
   * arrived; then reads no further (TCP pushes back on the server) until `rest()` is called.
   */
  async function startExport() {
    const request = http.get(`${server.url}/api/tasks.csv?sort_by=created_at&order=asc`, {
      agent: false,
      headers: { authorization: `Bearer ${tokens.manager}` },
    });
    // A destroyed request (the client going away) fails it: expected.
    request.on('error', () => undefined);
    const response = await new Promise<http.IncomingMessage>((resolve) => request.once('response', resolve));
    expect(response.statusCode).toBe(200);
    const chunks = response[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const decoder = new StringDecoder('utf8');
    let start = '';
    while (start.split('\r\n').length < 3) {
      const chunk = await chunks.next();
      if (chunk.done) throw new Error('export ended before its first row');
      start += decoder.write(chunk.value);
    }
    const rest = async () => {
      let text = start;
      for (let chunk = await chunks.next(); !chunk.done; chunk = await chunks.next())
        text += decoder.write(chunk.value);
      return text + decoder.end();
    };
    return { start, rest, disconnect: () => request.destroy() };
  }

  it('sends the first rows while the cursor is still reading, then all 100,000 rows, and gives its connection back', async () => {
    const download = await startExport();
    expect(download.start.startsWith(`${BOM}Titre;Assigné à;`)).toBe(true);
    expect(download.start.split('\r\n')[1]).toBe(`Tâche 1;${LONG_NAME};;À faire;Non;01/01/2026`);
    // The client has the beginning of the file while PostgreSQL still holds the cursor open.
    expect({ cursors: await openCursors(), borrowed: borrowed() }).toEqual({ cursors: 1, borrowed: 1 });

    const all = lines(await download.rest());
    expect(all).toHaveLength(ROWS + 1);
    expect(all[ROWS]).toBe(`Tâche ${ROWS};${LONG_NAME};;À faire;Non;02/01/2026`);
    await eventually(async () =>
      expect({ cursors: await openCursors(), borrowed: borrowed() }).toEqual({ cursors: 0, borrowed: 0 }),
    );
  });

  it('closes the cursor and gives the connection back when the client goes away; past 4 exports at once the next is refused (429)', async () => {
    const downloads = await Promise.all([1, 2, 3, 4].map(() => startExport()));
    expect({ cursors: await openCursors(), borrowed: borrowed() }).toEqual({ cursors: 4, borrowed: 4 });

    const refused = await download('/api/tasks.csv');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'Trop d’exports en cours : veuillez réessayer dans quelques instants.' });

    for (const started of downloads) started.disconnect();
    await eventually(async () =>
      expect({ cursors: await openCursors(), borrowed: borrowed() }).toEqual({ cursors: 0, borrowed: 0 }),
    );
    // The pool's connections serve again, and so does the export.
    expect((await call(server.url, 'GET', '/api/tasks?limit=1', { token: tokens.manager })).status).toBe(200);
    expect(lines((await download('/api/tasks.csv?q=99999')).text)).toHaveLength(2);
  });
});
