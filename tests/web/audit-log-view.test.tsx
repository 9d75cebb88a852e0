import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import viewMeta, * as viewStories from '../../stories/screens/audit/AuditLogView.stories';
import dialogMeta, * as dialogStories from '../../stories/components/record-history/RecordHistoryDialog.stories';
import tasksMeta, * as tasksStories from '../../stories/components/TasksTable.stories';
import { renderStory } from './render-story';

const user = userEvent.setup();

describe("« Journal d'activité »", () => {
  it('lists the journal as French sentences with who, what and where from', () => {
    renderStory(viewMeta, viewStories.Populated);
    expect(screen.getByRole('heading', { name: "Journal d'activité" })).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: "Journal d'activité" });
    expect(
      within(grid).getByText('claire.martin a modifié la tâche « Inventaire » : statut À faire → Terminé'),
    ).toBeInTheDocument();
    expect(within(grid).getByText("admin a créé l'employé « Jean Dupont »")).toBeInTheDocument();
    expect(within(grid).getByText('Échec de connexion pour « bob »')).toBeInTheDocument();
    expect(within(grid).getByText('Tâche n° 57')).toBeInTheDocument();
    expect(within(grid).getAllByText('Système').length).toBeGreaterThan(0);
    expect(within(grid).getAllByText('10.0.0.5').length).toBeGreaterThan(0);
  });

  it('filters by action and shows the record a history came from', async () => {
    const onFiltersChange = jest.fn();
    renderStory(viewMeta, viewStories.OneRecord, { onFiltersChange });
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(screen.getByRole('option', { name: 'Suppression' }));
    expect(onFiltersChange).toHaveBeenCalledWith({ action: 'delete' });
    const chip = screen.getByText('Élément : Tâche n° 57');
    await user.click(chip.parentElement!.querySelector('svg')!);
    expect(onFiltersChange).toHaveBeenCalledWith({ entityId: '' });
  });

  it('says when nothing matches, and offers a retry when the journal does not load', async () => {
    renderStory(viewMeta, viewStories.Empty);
    expect(screen.getByText('Aucune activité pour ces filtres.')).toBeInTheDocument();
    const onRefresh = jest.fn();
    renderStory(viewMeta, viewStories.LoadError, { onRefresh });
    expect(screen.getByText("Erreur lors du chargement du journal d'activité.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRefresh).toHaveBeenCalled();
  });
});

describe('« Historique » of a record', () => {
  it('is a row action of the tables, offered only when given', async () => {
    const onHistory = jest.fn();
    renderStory(tasksMeta, tasksStories.WithHistory, { onHistory });
    const buttons = screen.getAllByRole('button', { name: /^Historique : / });
    await user.click(buttons[0]);
    expect(onHistory).toHaveBeenCalledTimes(1);
  });

  it('has no button without the handler (a Manager)', () => {
    renderStory(tasksMeta, tasksStories.WithOverdueRows);
    expect(screen.queryAllByRole('button', { name: /^Historique/ })).toHaveLength(0);
  });

  it("lists the record's entries in a dialog that links to the journal", async () => {
    const onClose = jest.fn();
    renderStory(dialogMeta, dialogStories.MoreInJournal, { onClose });
    const dialog = screen.getByRole('dialog', { name: 'Historique de la tâche « Inventaire »' });
    expect(within(dialog).getByText('claire.martin a créé la tâche « Inventaire »')).toBeInTheDocument();
    expect(within(dialog).getByText(/Les 3 activités les plus récentes sur 240/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Voir dans le journal' })).toHaveAttribute(
      'href',
      '/audit-log?entity_type=task&entity_id=57',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalled();
  });
});
