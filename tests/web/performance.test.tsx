import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import filtersMeta, * as filtersStories from '../../stories/screens/performance/components/PerformanceFilters.stories';
import viewMeta, * as viewStories from '../../stories/screens/performance/PerformanceView.stories';
import { rateOrNA } from '../../web/src/screens/performance/performance-rules';
import { dayInput, setDay } from './day-field';
import { renderStory } from './render-story';
import { listedOptions, searchAndPick } from './search-select';

const user = userEvent.setup();
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const card = (label: string) => {
  const found = [...document.querySelectorAll('.MuiCard-root')].find(
    (element) => element.querySelector('h2')?.textContent === label,
  );
  return plain(found?.textContent ?? null).replace(label, '');
};

describe('performance screen', () => {
  it('shows the four global cards and the rate per employee with one decimal', () => {
    renderStory(viewMeta, viewStories.Unfiltered);
    expect(screen.getByRole('heading', { level: 1, name: 'Tableau de Bord des Performances' })).toBeInTheDocument();
    expect(['Tâches Totales', 'Tâches Terminées', 'Tâches en Retard', 'Taux de Complétion (%)'].map(card)).toEqual([
      '48',
      '41',
      '3',
      '85,4 %',
    ]);
    const grid = screen.getByRole('grid', { name: 'Performance par employé' });
    for (const header of ['Employé', 'Tâches Assignées', 'Tâches Terminées', 'Taux de Complétion', 'Tâches en Retard'])
      expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const row = within(grid).getByText('Camille Laurent').closest('[role="row"]') as HTMLElement;
    expect(plain(row.textContent)).toContain('95,2 %');
    expect(screen.getByText(/^Filtres actifs : aucun/)).toBeInTheDocument();
  });

  it('lists the active filters in the subtitle', () => {
    renderStory(viewMeta, viewStories.Filtered);
    expect(
      screen.getByText('Filtres actifs : du 1 mai 2024, au 31 mai 2024, employé : Nicolas Petit'),
    ).toBeInTheDocument();
  });

  it('shows N/A for missing figures and the empty text', () => {
    expect([rateOrNA(null), rateOrNA(undefined), plain(rateOrNA(0.5))]).toEqual(['N/A', 'N/A', '50,0 %']);
    renderStory(viewMeta, viewStories.MissingFigures);
    expect(['Tâches Totales', 'Taux de Complétion (%)'].map(card)).toEqual(['N/A', 'N/A']);
    expect(
      screen.getByText('Aucune donnée de performance par employé à afficher pour les filtres sélectionnés.'),
    ).toBeInTheDocument();
  });

  it('shows both load errors', async () => {
    const { unmount } = renderStory(viewMeta, viewStories.LoadError);
    expect(screen.getByText('Impossible de charger les statistiques.')).toBeInTheDocument();
    unmount();
    renderStory(filtersMeta, filtersStories.EmployeesLoadFailed);
    await user.click(screen.getByRole('combobox', { name: 'Employé' }));
    expect(await screen.findByText('Impossible de charger la liste des employés pour le filtre.')).toBeInTheDocument();
  });
});

describe('performance filters', () => {
  it('refuses a start date after the end date', async () => {
    const onApply = jest.fn();
    renderStory(filtersMeta, filtersStories.Empty, { onApply });
    setDay(dayInput('Date de début'), '2024-06-10');
    setDay(dayInput('Date de fin'), '2024-06-01');
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    expect(screen.getByText('La date de début ne peut pas être postérieure à la date de fin.')).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it("applies dates and employee on 'Filtrer', with 'Tous les employés' first", async () => {
    const onApply = jest.fn();
    renderStory(filtersMeta, filtersStories.Empty, { onApply });
    setDay(dayInput('Date de début'), '2024-06-01');
    expect(screen.getByRole('combobox', { name: 'Employé' })).toHaveValue('Tous les employés');
    await user.click(screen.getByRole('combobox', { name: 'Employé' }));
    expect((await listedOptions())[0]).toBe('Tous les employés');
    await searchAndPick(user, 'Employé', 'sophie', 'Sophie Moreau');
    await user.click(screen.getByRole('button', { name: 'Filtrer' }));
    expect(onApply).toHaveBeenCalledWith({
      startDate: '2024-06-01',
      endDate: '',
      employee: expect.objectContaining({ id: 3, name: 'Sophie Moreau' }),
    });
  });

  it("clears everything on 'Réinitialiser'", async () => {
    const onApply = jest.fn();
    renderStory(filtersMeta, filtersStories.Applied, { onApply });
    expect(dayInput('Date de début')).toHaveValue('01/05/2024');
    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(onApply).toHaveBeenCalledWith({ startDate: '', endDate: '', employee: null });
    expect(dayInput('Date de début')).toHaveValue('');
  });
});
