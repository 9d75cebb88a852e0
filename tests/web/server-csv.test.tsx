import { storeAuthToken } from '../../web/src/lib/auth-token';
import { downloadServerCsv } from '../../web/src/lib/server-csv';
import { captureDownloads, downloadText } from './capture-downloads';

// jsdom has no fetch: each test answers like the gateway would (tests/api/csv-export.test.ts checks the gateway itself).
interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function answering(answer: Answer): jest.Mock {
  const fetch = jest.fn(async () => ({
    ok: answer.status >= 200 && answer.status < 300,
    status: answer.status,
    headers: { get: (name: string) => answer.headers[name.toLowerCase()] ?? null },
    json: async () => JSON.parse(answer.body),
    blob: async () => new Blob([answer.body], { type: answer.headers['content-type'] }),
  }));
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return fetch;
}

const CSV = '\uFEFFTitre;Statut\r\nInventaire;À faire';

describe('downloadServerCsv (« Exporter tout le filtre (CSV) »)', () => {
  const downloads = captureDownloads();

  beforeEach(() => storeAuthToken('jeton-de-test'));
  afterEach(() => localStorage.clear());

  it("asks for the export with the session's token and the filters, and saves the file under the server's name", async () => {
    const fetch = answering({
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="taches_2026-11-23.csv"; filename*=UTF-8''T%C3%A2ches_2026-11-23.csv`,
      },
      body: CSV,
    });
    await downloadServerCsv('/api/tasks.csv', {
      status: 'À faire',
      q: '',
      assigned_employee_id: undefined,
      sort_by: 'due_date',
      order: 'asc',
    });
    expect(fetch).toHaveBeenCalledWith('/api/tasks.csv?status=%C3%80+faire&sort_by=due_date&order=asc', {
      headers: { authorization: 'Bearer jeton-de-test' },
    });
    expect(downloads.map((download) => download.name)).toEqual(['Tâches_2026-11-23.csv']);
    // The server's bytes as they came (FileReader drops the BOM as it decodes).
    expect(await downloadText(downloads[0])).toBe(CSV.replace(/^\uFEFF/, ''));
  });

  it('falls back on the plain file name, then on the path', async () => {
    answering({
      status: 200,
      headers: { 'content-disposition': 'attachment; filename="employes_2026-11-23.csv"' },
      body: CSV,
    });
    await downloadServerCsv('/api/employees.csv', {});
    answering({ status: 200, headers: {}, body: CSV });
    await downloadServerCsv('/api/users.csv', {});
    expect(downloads.map((download) => download.name)).toEqual(['employes_2026-11-23.csv', 'users.csv']);
  });

  it("throws the server's French message, and saves nothing", async () => {
    answering({
      status: 400,
      headers: { 'content-type': 'application/json' },
      body: '{"error":"Paramètre « status » invalide."}',
    });
    await expect(downloadServerCsv('/api/tasks.csv', { status: 'zzz' })).rejects.toThrow(
      'Paramètre « status » invalide.',
    );
    answering({ status: 502, headers: { 'content-type': 'text/html' }, body: '<html>Bad gateway</html>' });
    await expect(downloadServerCsv('/api/tasks.csv', {})).rejects.toThrow('Erreur HTTP: 502');
    expect(downloads).toEqual([]);
  });
});
