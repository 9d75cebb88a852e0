import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MemoryRouter } from 'react-router';
import layoutMeta, * as layoutStories from '../../stories/components/ListScreenLayout.stories';
import { EmployeesDocument, type EmployeeRowFragment } from '../../web/src/graphql/generated/graphql';
import { AUTH_TOKEN_KEY } from '../../web/src/lib/auth-token';
import { useServerList } from '../../web/src/lib/useServerList';
import { renderStory } from './render-story';
import { captureDownloads, downloadText } from './capture-downloads';

const user = userEvent.setup();

describe('list screen layout', () => {
  it('reloads from « Actualiser », and from « Réessayer » in place of a list that failed to load', async () => {
    const onRefresh = jest.fn();
    const { unmount } = renderStory(layoutMeta, layoutStories.Populated, { onRefresh });
    expect(screen.getByRole('heading', { level: 1, name: 'Employés' })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Employés' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actualiser' }));
    unmount();
    renderStory(layoutMeta, layoutStories.LoadError, { onRefresh });
    expect(screen.getByText('Erreur lors du chargement des employés.')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  it('shows a failed action and a side load that failed above the list', () => {
    renderStory(layoutMeta, layoutStories.WithBanners);
    expect(screen.getByText('Erreur: Tâche introuvable.')).toBeInTheDocument();
    expect(screen.getByText('Impossible charger employés')).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Employés' })).toBeInTheDocument();
  });
});

describe('useServerList', () => {
  const employee = (id: number): EmployeeRowFragment & { __typename: 'Employee' } => ({
    __typename: 'Employee',
    id,
    name: `Employé ${id}`,
    notes: '',
    managerUserId: null,
    managerUsername: null,
    createdAt: '2024-02-12T14:02:00.000Z',
  });
  const answer = (variables: Record<string, unknown>, total: number): MockLink.MockedResponse => ({
    request: { query: EmployeesDocument, variables },
    result: {
      data: {
        employees: {
          __typename: 'EmployeePage',
          total,
          items: Array.from({ length: Math.min(25, total) }, (_, i) => employee(i + 1)),
        },
      },
    },
  });

  function EmployeeList() {
    const list = useServerList({
      query: EmployeesDocument,
      url: {},
      variables: ({ page, search }) => ({ search: search || undefined, page }),
      pageOf: (data) => data.employees,
      loadFailed: 'Erreur lors du chargement des employés.',
      csv: { path: '/api/employees.csv', params: ({ search }) => ({ search }) },
    });
    return (
      <>
        <p>{list.loading ? 'chargement' : `${list.rows.length} lignes sur ${list.paging.rowCount}`}</p>
        {list.actionError && <p role="alert">{list.actionError}</p>}
        <button onClick={list.paging.onExportAll}>Exporter tout</button>
      </>
    );
  }

  const renderList = (url: string, mocks: MockLink.MockedResponse[]) =>
    render(
      <MemoryRouter initialEntries={[url]}>
        <MockedProvider mocks={mocks}>
          <EmployeeList />
        </MockedProvider>
      </MemoryRouter>,
    );

  // What the gateway's export route answers, as much of a fetch Response as downloadServerCsv reads.
  const serverAnswer = (status: number, body: string, headers: Record<string, string>) =>
    jest.fn().mockResolvedValue({
      ok: status < 400,
      status,
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
      json: async () => JSON.parse(body),
      blob: async () => new Blob([body], { type: headers['content-type'] }),
    });

  const downloads = captureDownloads();
  const realFetch = globalThis.fetch;
  afterEach(() => {
    localStorage.clear();
    globalThis.fetch = realFetch;
  });

  it("shows the URL's page, and has the server export every row of the filter under its file name", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'jeton-de-session');
    const csv = '\uFEFFNom\r\nÉloïse Dupont';
    const fetch = serverAnswer(200, csv, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="Employes.csv"; filename*=UTF-8''Employ%C3%A9s_2026-11-23.csv`,
    });
    Object.assign(globalThis, { fetch });
    renderList('/employees?q=dupont&page=2', [answer({ search: 'dupont', page: { limit: 25, offset: 25 } }, 620)]);
    expect(await screen.findByText('25 lignes sur 620')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exporter tout' }));
    await waitFor(() => expect(downloads.map((download) => download.name)).toEqual(['Employés_2026-11-23.csv']));
    expect(fetch).toHaveBeenCalledWith('/api/employees.csv?search=dupont', {
      headers: { authorization: 'Bearer jeton-de-session' },
    });
    // The file as the server wrote it (FileReader drops the BOM).
    expect(await downloadText(downloads[0])).toBe('Nom\r\nÉloïse Dupont');
  });

  it("words a failed export with the server's message", async () => {
    Object.assign(globalThis, {
      fetch: serverAnswer(403, JSON.stringify({ error: 'Accès refusé.' }), { 'content-type': 'application/json' }),
    });
    renderList('/employees', [answer({ page: { limit: 25, offset: 0 } }, 2)]);
    expect(await screen.findByText('2 lignes sur 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exporter tout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur: Accès refusé.');
    expect(downloads).toEqual([]);
  });
});
