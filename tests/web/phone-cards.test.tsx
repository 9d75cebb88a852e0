import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import tableMeta, * as tableStories from '../../stories/components/TransactionsTable.stories';
import tasksMeta, * as tasksStories from '../../stories/screens/tasks/TasksView.stories';
import cardListMeta, * as cardListStories from '../../stories/components/CardList.stories';
import { renderStory } from './render-story';

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

// A phone: MUI's breakpoints ask for `(max-width: …)` below sm (600 px).
const original = window.matchMedia;
beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({
      matches: /max-width/.test(query),
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
});
afterAll(() => (window.matchMedia = original));

describe('lists on a phone', () => {
  it('shows transactions as cards: the amount in its colour, the date, and the actions', async () => {
    const onEdit = jest.fn();
    renderStory(tableMeta, tableStories.Populated, { onEdit });
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Transactions' });
    const cards = within(list).getAllByRole('article');
    expect(cards.length).toBeGreaterThan(1);
    const expense = cards.find((card) => plain(card.textContent).includes('-'))!;
    expect(plain(expense.textContent)).toMatch(/-\d[\d ]*,\d\d €/);
    await userEvent.setup().click(within(cards[0]).getByRole('button', { name: /^Modifier / }));
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('shows tasks as cards with status, due date, « En retard » and a one-tap toggle', async () => {
    const onToggle = jest.fn();
    renderStory(tasksMeta, tasksStories.Populated, { onToggle });
    const list = screen.getByRole('region', { name: 'Tâches' });
    const overdue = within(list)
      .getByRole('heading', { name: 'Relancer les abonnés inactifs' })
      .closest('article') as HTMLElement;
    expect(within(overdue).getByText('En retard')).toBeInTheDocument();
    expect(within(overdue).getByText(/30 mai 2024/)).toBeInTheDocument();
    await userEvent.setup().click(within(overdue).getByRole('button', { name: /^Marquer .* comme Terminé$/ }));
    expect(onToggle).toHaveBeenCalledWith(expect.objectContaining({ title: 'Relancer les abonnés inactifs' }));
    const routine = within(list).getByRole('heading', { name: 'Publier le planning hebdomadaire' }).closest('article');
    expect(within(routine as HTMLElement).getByText('Hebdomadaire')).toBeInTheDocument();
  });

  it('pages through the server with the pager under the cards', async () => {
    const onPaginationModelChange = jest.fn();
    renderStory(cardListMeta, cardListStories.Populated, {
      server: { ...cardListMeta.args.server, onPaginationModelChange },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: /page suivante/i }));
    expect(onPaginationModelChange).toHaveBeenCalledWith(
      { page: 1, pageSize: 25 },
      expect.objectContaining({ reason: 'setPaginationModel' }),
    );
  });

  it('says when the list is empty', () => {
    renderStory(cardListMeta, cardListStories.Empty);
    expect(screen.getByText('Aucune transaction trouvée.')).toBeInTheDocument();
  });
});
