import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toggledStatus } from '@pilotage/domain';
import formMeta, * as formStories from '../../stories/screens/tasks/components/TaskForm.stories';
import viewMeta, * as viewStories from '../../stories/screens/tasks/TasksView.stories';
import { renderStory } from './render-story';
import { listedOptions } from './search-select';

const user = userEvent.setup();

describe('tasks list', () => {
  it('marks overdue rows and shows assignee, French due date and status badge', () => {
    renderStory(viewMeta, viewStories.Populated);
    expect(screen.getByRole('heading', { level: 1, name: 'Liste des Tâches' })).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'Tâches' });
    const overdueRow = within(grid).getByText('Relancer les abonnés inactifs').closest('[role="row"]') as HTMLElement;
    expect(overdueRow).toHaveClass('task-overdue');
    expect(within(overdueRow).getByText('En retard')).toBeInTheDocument();
    expect(within(overdueRow).getByText('Nicolas Petit')).toBeInTheDocument();
    expect(within(overdueRow).getByText('30 mai 2024')).toBeInTheDocument();
    const doneRow = within(grid).getByText('Publier le planning hebdomadaire').closest('[role="row"]') as HTMLElement;
    expect(doneRow).not.toHaveClass('task-overdue');
    expect(within(doneRow).queryByText('En retard')).not.toBeInTheDocument();
    expect(within(doneRow).getByText('Terminé').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(within(grid).getAllByText('En retard')).toHaveLength(2);
  });

  it('shows the frequency of a routine task beside its title', () => {
    renderStory(viewMeta, viewStories.Populated);
    const grid = screen.getByRole('grid', { name: 'Tâches' });
    const routine = within(grid).getByText('Publier le planning hebdomadaire').closest('[role="row"]') as HTMLElement;
    expect(within(routine).getByText('Hebdomadaire')).toBeInTheDocument();
    const oneOff = within(grid).getByText('Mettre à jour les tarifs').closest('[role="row"]') as HTMLElement;
    expect(within(oneOff).queryByTitle(/^Tâche routinière/)).not.toBeInTheDocument();
  });

  it("filters on 'Tous les statuts' or one of the three statuses", async () => {
    const onStatusFilterChange = jest.fn();
    renderStory(viewMeta, viewStories.Populated, { onStatusFilterChange });
    await user.click(screen.getByRole('combobox', { name: 'Filtrer par statut' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Tous les statuts',
      'À faire',
      'En cours',
      'Terminé',
    ]);
    await user.click(screen.getByRole('option', { name: 'En cours' }));
    expect(onStatusFilterChange).toHaveBeenCalledWith('En cours');
  });

  it('toggles Terminé back to À faire and anything else to Terminé', async () => {
    expect(['À faire', 'En cours', 'Terminé'].map(toggledStatus)).toEqual(['Terminé', 'Terminé', 'À faire']);
    const onToggle = jest.fn();
    renderStory(viewMeta, viewStories.Populated, { onToggle });
    await user.click(screen.getByRole('button', { name: 'Marquer Publier le planning hebdomadaire comme À faire' }));
    await user.click(screen.getByRole('button', { name: 'Marquer Préparer la newsletter de juin comme Terminé' }));
    expect(onToggle.mock.calls.map(([task]) => task.id)).toEqual([4, 6]);
  });

  it('shows the empty text, the load error and a failed toggle', () => {
    const empty = renderStory(viewMeta, viewStories.Empty);
    expect(screen.getByText('Aucune tâche trouvée.')).toBeInTheDocument();
    empty.unmount();
    const failed = renderStory(viewMeta, viewStories.LoadError);
    expect(screen.getByText('Impossible de charger les tâches.')).toBeInTheDocument();
    failed.unmount();
    renderStory(viewMeta, viewStories.ToggleFailed);
    expect(screen.getByText('Erreur mise à jour tâche: Tâche introuvable.')).toBeInTheDocument();
  });

  it('confirms before deleting', async () => {
    const onDelete = jest.fn();
    renderStory(viewMeta, viewStories.Populated, { onDelete });
    await user.click(screen.getByRole('button', { name: 'Supprimer Mettre à jour les tarifs' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    expect(onDelete).toHaveBeenCalledWith(3);
  });
});

describe('add task form', () => {
  const submit = () => user.click(screen.getByRole('button', { name: 'Ajouter la tâche' }));

  it('requires a title', async () => {
    const onSubmit = jest.fn();
    renderStory(formMeta, formStories.Add, { onSubmit });
    await user.type(screen.getByLabelText('Titre', { exact: false }), '  ');
    await submit();
    expect(screen.getByText('Le titre est obligatoire.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('wants a frequency, as free text, for a routine task', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderStory(formMeta, formStories.Add, { onSubmit });
    await user.type(screen.getByLabelText('Titre', { exact: false }), 'Arroser les plantes');
    await user.click(screen.getByRole('checkbox', { name: 'Tâche routinière' }));
    await submit();
    expect(screen.getByText('La fréquence est obligatoire pour une tâche routinière.')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Fréquence' }), 'Hebdomadaire');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(
      {
        title: 'Arroser les plantes',
        description: '',
        dueDate: null,
        status: 'À faire',
        assignedEmployeeId: null,
        isRoutine: true,
        frequency: 'Hebdomadaire',
      },
      false,
    );
  });

  it("shows the server's refusal", async () => {
    renderStory(formMeta, formStories.ServerRefuses);
    await user.type(screen.getByLabelText('Titre', { exact: false }), 'Tâche');
    await submit();
    expect(await screen.findByText("Erreur lors de l'ajout de la tâche.")).toBeInTheDocument();
  });
});

describe('the employee selector', () => {
  it('asks the server as the user types, says when nothing matches, and sends the chosen employee', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderStory(formMeta, formStories.Add, { onSubmit });
    await user.type(screen.getByLabelText('Titre', { exact: false }), 'Inventaire');
    const assignee = screen.getByRole('combobox', { name: 'Employé assigné' });
    expect(assignee).toHaveValue('Non assigné');
    await user.clear(assignee);
    await user.type(assignee, 'zzz');
    expect(await listedOptions()).toEqual(['Non assigné', 'Aucun résultat']);
    await user.clear(assignee);
    await user.type(assignee, 'PETIT');
    expect(await listedOptions()).toEqual(['Non assigné', 'Nicolas Petit']);
    await user.click(screen.getByRole('option', { name: 'Nicolas Petit' }));
    expect(assignee).toHaveValue('Nicolas Petit');
    await user.click(screen.getByRole('button', { name: 'Ajouter la tâche' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Inventaire', assignedEmployeeId: 2 }),
      false,
    );
  });

  it("keeps the task's employee shown and listed, and can go back to none", async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderStory(formMeta, formStories.EditOneOff, { onSubmit });
    const assignee = screen.getByRole('combobox', { name: 'Employé assigné' });
    expect(assignee).toHaveValue('Camille Laurent');
    await user.clear(assignee);
    await user.type(assignee, 'sophie');
    expect(await listedOptions()).toEqual(['Non assigné', 'Camille Laurent', 'Sophie Moreau']);
    await user.click(screen.getByRole('option', { name: 'Non assigné' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ assignedEmployeeId: null }), false);
  });

  it('says when the employees cannot be searched', async () => {
    renderStory(formMeta, formStories.EmployeesLoadFailed);
    await user.click(screen.getByRole('combobox', { name: 'Employé assigné' }));
    expect(await screen.findByText('Impossible charger employés')).toBeInTheDocument();
  });
});

describe('edit task form', () => {
  const save = () => user.click(screen.getByRole('button', { name: 'Enregistrer' }));

  it('trims the title and refuses one made of spaces', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderStory(formMeta, formStories.EditOneOff, { onSubmit });
    const title = screen.getByLabelText('Titre', { exact: false });
    await user.clear(title);
    await user.type(title, '   ');
    await save();
    expect(screen.getByText('Le titre est obligatoire.')).toBeInTheDocument();
    await user.type(title, 'Newsletter  ');
    await save();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Newsletter',
        status: 'En cours',
        dueDate: '2024-06-14',
        assignedEmployeeId: 1,
      }),
      false,
    );
  });

  it('offers the six frequencies and requires one for a routine task', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderStory(formMeta, formStories.EditOneOff, { onSubmit });
    await user.click(screen.getByRole('checkbox', { name: 'Tâche routinière' }));
    await save();
    expect(screen.getByText('La fréquence est obligatoire pour une tâche routinière.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Fréquence/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Journalier',
      'Hebdomadaire',
      'Bi-hebdomadaire',
      'Mensuel',
      'Trimestriel',
      'Annuel',
    ]);
    await user.click(screen.getByRole('option', { name: 'Trimestriel' }));
    await save();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ isRoutine: true, frequency: 'Trimestriel' }),
      false,
    );
  });

  it('clears the frequency when routine is unticked', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderStory(formMeta, formStories.EditRoutine, { onSubmit });
    await user.click(screen.getByRole('checkbox', { name: 'Tâche routinière' }));
    expect(screen.queryByRole('combobox', { name: /Fréquence/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Tâche routinière' }));
    await save();
    expect(screen.getByText('La fréquence est obligatoire pour une tâche routinière.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Tâche routinière' }));
    await save();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ isRoutine: false, frequency: null }), false);
  });

  it('lets any status be chosen', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderStory(formMeta, formStories.EditRoutine, { onSubmit });
    await user.click(screen.getByRole('combobox', { name: 'Statut' }));
    await user.click(screen.getByRole('option', { name: 'À faire' }));
    await save();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ status: 'À faire', frequency: 'Mensuel' }), false);
  });
});
