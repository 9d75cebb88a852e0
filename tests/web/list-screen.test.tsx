import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import layoutMeta, * as layoutStories from '../../stories/components/ListScreenLayout.stories';
import { EmployeesDocument, type EmployeeRowFragment } from '../../web/src/graphql/generated/graphql';
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
  const answer = (offset: number, limit: number, total: number): MockLink.MockedResponse => ({
    request: { query: EmployeesDocument, variables: { page: { offset, limit } } },
    result: {
      data: {
        employees: {
          __typename: 'EmployeePage',
          total,
          items: Array.from({ length: Math.min(limit, total - offset) }, (_, i) => employee(offset + i + 1)),
        },
      },
    },
  });

  function EmployeeList() {
    const list = useServerList({
      query: EmployeesDocument,
      variables: (page) => ({ page }),
      pageOf: (data) => data.employees,
      loadFailed: 'Erreur lors du chargement des employés.',
      csv: { fileName: 'Employés', columns: [{ header: 'Nom', value: (row) => row.name }] },
    });
    return (
      <>
        <p>{list.loading ? 'chargement' : `${list.rows.length} lignes sur ${list.paging.rowCount}`}</p>
        {list.actionError && <p role="alert">{list.actionError}</p>}
        <button onClick={list.paging.onExportAll}>Exporter tout</button>
      </>
    );
  }

  const downloads = captureDownloads();

  it('shows the first page, and exports every row of the filter, 500 at a time', async () => {
    render(
      <MockedProvider mocks={[answer(0, 25, 620), answer(0, 500, 620), answer(500, 500, 620)]}>
        <EmployeeList />
      </MockedProvider>,
    );
    expect(await screen.findByText('25 lignes sur 620')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exporter tout' }));
    await waitFor(() => expect(downloads.map((download) => download.name)).toEqual(['Employés.csv']));
    const lines = (await downloadText(downloads[0])).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toHaveLength(621);
    expect([lines[0], lines[1], lines[620]]).toEqual(['Nom', 'Employé 1', 'Employé 620']);
  });

  it("words a failed export with the server's message", async () => {
    const refused: MockLink.MockedResponse = {
      request: { query: EmployeesDocument, variables: { page: { offset: 0, limit: 500 } } },
      result: { errors: [new GraphQLError('Accès refusé.')] },
    };
    render(
      <MockedProvider mocks={[answer(0, 25, 2), refused]}>
        <EmployeeList />
      </MockedProvider>,
    );
    expect(await screen.findByText('2 lignes sur 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exporter tout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur: Accès refusé.');
    expect(downloads).toEqual([]);
  });
});
