import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import type { GridCallbackDetails } from '@mui/x-data-grid';
import { TASK_STATUSES, isCalendarDay } from '@pilotage/domain';
import searchMeta, * as searchStories from '../../stories/components/SearchBox.stories';
import { type ListUrlSpec, readListState, writeListState } from '../../web/src/lib/list-url-state';
import { useServerGrid } from '../../web/src/lib/server-grid';
import { SearchBox, SEARCH_DELAY_MS } from '../../web/src/components/SearchBox';
import { renderStory } from './render-story';

const TASKS: ListUrlSpec<'status'> = {
  sortKeys: { title: 'title', dueDate: 'due_date', createdAt: 'created_at' },
  initialSort: [{ field: 'createdAt', sort: 'desc' }],
  filters: { status: (value) => (TASK_STATUSES as readonly string[]).includes(value) },
};

const PERIOD: ListUrlSpec<'start_date' | 'end_date'> = {
  filters: { start_date: isCalendarDay, end_date: isCalendarDay },
  filtersValid: (dates) => !(dates.start_date && dates.end_date && dates.start_date > dates.end_date),
};

const read = <F extends string>(query: string, spec: ListUrlSpec<F>) => readListState(new URLSearchParams(query), spec);

describe('a list view in the URL', () => {
  it('reads a clean URL as the default view: first page of 25, the initial sort, no filter, no search', () => {
    expect(read('', TASKS)).toEqual({
      page: 0,
      pageSize: 25,
      sortModel: [{ field: 'createdAt', sort: 'desc' }],
      filters: { status: '' },
      search: '',
    });
  });

  it('reads the page (counted from 1), page size, sort, filters and search', () => {
    expect(read('status=En+cours&q=facture+juin&sort=due_date&order=asc&page=3&pageSize=100', TASKS)).toEqual({
      page: 2,
      pageSize: 100,
      sortModel: [{ field: 'dueDate', sort: 'asc' }],
      filters: { status: 'En cours' },
      search: 'facture juin',
    });
  });

  it.each([
    ['page=-3', { page: 0 }],
    ['page=0', { page: 0 }],
    ['page=2.5', { page: 0 }],
    ['page=abc', { page: 0 }],
    ['pageSize=7', { pageSize: 25 }],
    ['pageSize=500', { pageSize: 25 }],
    ['sort=hack&order=asc', { sortModel: [{ field: 'createdAt', sort: 'desc' }] }],
    ['sort=createdAt', { sortModel: [{ field: 'createdAt', sort: 'desc' }] }],
    ['sort=title&order=sideways', { sortModel: [{ field: 'title', sort: 'asc' }] }],
    ['status=Annulé', { filters: { status: '' } }],
    ['status=', { filters: { status: '' } }],
  ])('falls back to the default for %s', (query, expected) => {
    expect(read(query, TASKS)).toEqual({ ...read('', TASKS), ...expected });
  });

  it('drops a filter that is not valid, and a period whose bounds are in the wrong order', () => {
    expect(read('start_date=2024-02-30&end_date=2024-03-31', PERIOD).filters).toEqual({
      start_date: '',
      end_date: '2024-03-31',
    });
    expect(read('start_date=2024-04-01&end_date=2024-03-31', PERIOD).filters).toEqual({ start_date: '', end_date: '' });
    expect(read('start_date=2024-03-01&end_date=2024-03-31', PERIOD).filters).toEqual({
      start_date: '2024-03-01',
      end_date: '2024-03-31',
    });
  });

  it('reads the same sort as the same model, which the grid would otherwise take for a new sort (back to page 1)', () => {
    expect(read('sort=title&order=asc&page=2', TASKS).sortModel).toBe(read('sort=title&order=asc', TASKS).sortModel);
    expect(read('page=2', TASKS).sortModel).toBe(TASKS.initialSort);
  });

  it('cuts a search longer than the server takes', () => {
    expect(read(`q=${'a'.repeat(150)}`, TASKS).search).toHaveLength(100);
  });

  it('writes nothing for the default view, and only what differs from it', () => {
    expect(writeListState(read('', TASKS), TASKS).toString()).toBe('');
    const view = { ...read('', TASKS), page: 1, filters: { status: 'Terminé' } };
    expect(writeListState(view, TASKS).toString()).toBe('status=Termin%C3%A9&page=2');
    expect(writeListState({ ...view, search: '   ' }, TASKS).toString()).toBe('status=Termin%C3%A9&page=2');
    // The initial column in the other order is not the default.
    expect(writeListState({ ...view, sortModel: [{ field: 'createdAt', sort: 'asc' }] }, TASKS).get('sort')).toBe(
      'created_at',
    );
  });

  it('reads back what it writes, and keeps the parameters that are not the list’s', () => {
    const view = read('status=En+cours&q=facture&sort=title&order=desc&page=4&pageSize=50', TASKS);
    const written = writeListState(view, TASKS, new URLSearchParams('tab=2&page=9'));
    expect(written.get('tab')).toBe('2');
    expect(readListState(written, TASKS)).toEqual(view);
  });
});

describe('useServerGrid', () => {
  // How the grid tells a page it was asked for (a click) from one it derived from its props.
  const asked = { reason: 'setPaginationModel', api: {} } as GridCallbackDetails<'pagination'>;
  const derived = { api: {} } as GridCallbackDetails<'pagination'>;

  function TaskGrid() {
    const grid = useServerGrid(TASKS);
    const location = useLocation();
    const navigate = useNavigate();
    const paging = grid.paging(1000);
    return (
      <>
        <output aria-label="adresse">{location.search}</output>
        <output aria-label="requête">{JSON.stringify(grid.view)}</output>
        <button onClick={() => paging.onPaginationModelChange({ page: 2, pageSize: 25 }, asked)}>Page 3</button>
        <button onClick={() => paging.onPaginationModelChange({ page: 0, pageSize: 25 }, derived)}>
          Page 1 déduite
        </button>
        <button onClick={() => paging.onSortModelChange([{ field: 'title', sort: 'asc' }])}>Trier par titre</button>
        <button onClick={() => grid.setFilters({ status: 'Terminé' })}>Terminées</button>
        <button onClick={() => grid.setSearch('fact')}>Chercher fact</button>
        <button onClick={() => grid.setSearch('facture')}>Chercher facture</button>
        <button onClick={() => void navigate(-1)}>Retour</button>
      </>
    );
  }

  const user = userEvent.setup();
  const address = () => screen.getByLabelText('adresse').textContent;
  const click = (name: string) => user.click(screen.getByRole('button', { name }));

  it('gives the query the URL’s page, sort, filters and trimmed search', () => {
    render(
      <MemoryRouter initialEntries={['/tasks?status=En+cours&q=+facture+&sort=due_date&order=asc&page=3&pageSize=10']}>
        <TaskGrid />
      </MemoryRouter>,
    );
    expect(JSON.parse(screen.getByLabelText('requête').textContent!)).toEqual({
      page: { limit: 10, offset: 20 },
      sort: { sortBy: 'due_date', order: 'asc' },
      filters: { status: 'En cours' },
      search: 'facture',
    });
  });

  it('pushes an entry per page, sort and filter, the last two going back to the first page', async () => {
    render(
      <MemoryRouter initialEntries={['/tasks']}>
        <TaskGrid />
      </MemoryRouter>,
    );
    await click('Page 3');
    expect(address()).toBe('?page=3');
    await click('Page 1 déduite');
    expect(address()).toBe('?page=3');
    await click('Terminées');
    expect(address()).toBe('?status=Termin%C3%A9');
    await click('Page 3');
    await click('Trier par titre');
    expect(address()).toBe('?status=Termin%C3%A9&sort=title&order=asc');
    await click('Retour');
    expect(address()).toBe('?status=Termin%C3%A9&page=3');
    await click('Retour');
    await click('Retour');
    expect(address()).toBe('?page=3');
  });

  it('pushes one entry when a search starts, then replaces it while the user types', async () => {
    render(
      <MemoryRouter initialEntries={['/tasks']}>
        <TaskGrid />
      </MemoryRouter>,
    );
    await click('Page 3');
    await click('Chercher fact');
    expect(address()).toBe('?q=fact');
    await click('Chercher facture');
    expect(address()).toBe('?q=facture');
    await click('Retour');
    expect(address()).toBe('?page=3');
  });
});

describe('search box', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const typist = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

  it('searches once typing pauses, not at every key, and at once when cleared', async () => {
    const user = typist();
    const onChange = jest.fn();
    renderStory(searchMeta, searchStories.Empty, { onChange });
    const box = screen.getByRole('searchbox', { name: 'Rechercher' });
    await user.type(box, 'facture');
    expect(onChange).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(onChange.mock.calls).toEqual([['facture']]);
    await user.click(screen.getByRole('button', { name: 'Effacer la recherche' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(box).toHaveValue('');
  });

  it('shows a search applied from elsewhere (back button, a link)', async () => {
    const { rerender } = render(<SearchBox value="facture" onChange={() => undefined} />);
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('facture');
    rerender(<SearchBox value="" onChange={() => undefined} />);
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Effacer la recherche' })).not.toBeInTheDocument();
  });
});
