import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import formMeta, * as formStories from '../../stories/screens/employees/components/EmployeeForm.stories';
import viewMeta, * as viewStories from '../../stories/screens/employees/EmployeesView.stories';
import { renderStory } from './render-story';
import { listedOptions, searchAndPick } from './search-select';

const user = userEvent.setup();

describe('employees table', () => {
  it("shows 'Non assigné' for an employee without a manager, and the empty text", () => {
    const { unmount } = renderStory(viewMeta, viewStories.Admin);
    const grid = screen.getByRole('grid', { name: 'Employés' });
    for (const header of ['Nom', 'Manager Assigné', 'Notes', 'Date Création', 'Actions'])
      expect(within(grid).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(grid).getByText('Non assigné')).toBeInTheDocument();
    expect(within(grid).getByText('claire.martin')).toBeInTheDocument();
    unmount();
    renderStory(viewMeta, viewStories.Empty);
    expect(screen.getByText('Aucun employé trouvé.')).toBeInTheDocument();
  });

  it('asks the exact confirmation before deleting', async () => {
    const onDelete = jest.fn();
    renderStory(viewMeta, viewStories.Admin, { onDelete });
    await user.click(screen.getByRole('button', { name: 'Supprimer Nicolas Petit' }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText(
        'Êtes-vous sûr de vouloir supprimer cet employé ? Ceci supprimera aussi ses tâches liées !',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(onDelete).toHaveBeenCalledWith(2);
  });

  it('shows a failed delete and a failed load', () => {
    const { unmount } = renderStory(viewMeta, viewStories.DeleteFailed);
    expect(screen.getByText("Erreur: Erreur lors de la suppression de l'employé.")).toBeInTheDocument();
    unmount();
    renderStory(viewMeta, viewStories.LoadError);
    expect(screen.getByText('Erreur lors du chargement des employés.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});

describe('employee form', () => {
  it('requires a name', async () => {
    const onSubmit = jest.fn();
    renderStory(formMeta, formStories.AddAsAdmin, { onSubmit });
    await user.type(screen.getByLabelText('Nom', { exact: false }), '   ');
    await user.click(screen.getByRole('button', { name: "Ajouter l'employé" }));
    expect(screen.getByText('Le nom est obligatoire.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lets an Admin choose a manager among Admin and Manager accounts, found by typing', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderStory(formMeta, formStories.AddAsAdmin, { onSubmit });
    await user.type(screen.getByLabelText('Nom', { exact: false }), ' Julie Roux ');
    expect(screen.getByRole('combobox', { name: 'Manager Assigné' })).toHaveValue('Non assigné');
    await user.click(screen.getByRole('combobox', { name: 'Manager Assigné' }));
    expect(await listedOptions()).toEqual([
      'Non assigné',
      'admin (Admin)',
      'claire.martin (Manager)',
      'lea.dubois (Manager)',
    ]);
    await searchAndPick(user, 'Manager Assigné', 'LÉA', 'lea.dubois (Manager)');
    expect(screen.getByRole('combobox', { name: 'Manager Assigné' })).toHaveValue('lea.dubois');
    await user.click(screen.getByRole('button', { name: "Ajouter l'employé" }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Julie Roux', notes: '', managerUserId: 4 }, false);
  });

  it('sends no manager for a Manager, who has no selector', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderStory(formMeta, formStories.AddAsManager, { onSubmit });
    expect(screen.queryByRole('combobox', { name: 'Manager Assigné' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Nom', { exact: false }), 'Julie');
    await user.click(screen.getByRole('button', { name: "Ajouter l'employé" }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Julie', notes: '' }, false);
  });

  it('lets an Admin remove the manager, which sends null', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderStory(formMeta, formStories.EditAsAdmin, { onSubmit });
    expect(screen.getByRole('combobox', { name: 'Manager Assigné' })).toHaveValue('claire.martin');
    await user.click(screen.getByRole('combobox', { name: 'Manager Assigné' }));
    await user.click(screen.getByRole('option', { name: 'Non assigné' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        name: 'Camille Laurent',
        notes: 'Responsable des abonnements',
        managerUserId: null,
      },
      false,
    );
  });

  it('says when the managers cannot be searched', async () => {
    renderStory(formMeta, formStories.ManagersLoadFailed);
    await user.click(screen.getByRole('combobox', { name: 'Manager Assigné' }));
    expect(await screen.findByText('Impossible de charger les managers.')).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    renderStory(formMeta, formStories.ServerRefuses);
    await user.type(screen.getByLabelText('Nom', { exact: false }), 'Julie');
    await user.click(screen.getByRole('button', { name: "Ajouter l'employé" }));
    expect(await screen.findByText("Erreur lors de l'ajout de l'employé.")).toBeInTheDocument();
  });
});

describe('adding employees in a row', () => {
  it('saves, keeps the form open and empty with the keyboard on the name, and Escape closes it', async () => {
    const onCreate = jest.fn().mockResolvedValue(undefined);
    renderStory(viewMeta, viewStories.AddFormOpen, { onCreate });
    const form = screen.getByRole('form', { name: 'Ajouter un employé' });
    const name = () => within(screen.getByRole('form', { name: 'Ajouter un employé' })).getByLabelText(/^Nom/);
    expect(name()).toHaveFocus();
    await user.keyboard('Zoé Durand');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer et ajouter une autre' }));
    expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({ name: 'Zoé Durand' }));
    await screen.findByRole('form', { name: 'Ajouter un employé' });
    await waitFor(() => expect(name()).toHaveFocus());
    expect(name()).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'Ajouter un employé' })).not.toBeInTheDocument();
  });
});
