import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import tokenMeta, * as tokenStories from '../../stories/screens/users/components/TokenGenerator.stories';
import listMeta, * as listStories from '../../stories/screens/users/components/TokenManagement.stories';
import usersMeta, * as usersStories from '../../stories/screens/users/UsersView.stories';
import { renderStory } from './render-story';

const user = userEvent.setup();

describe('token generation', () => {
  it.each(['0', '51', '2.5'])('refuses the quantity %s', async (quantity) => {
    const onGenerate = jest.fn();
    renderStory(tokenMeta, tokenStories.Empty, { onGenerate });
    const input = screen.getByLabelText('Quantité');
    await user.clear(input);
    await user.type(input, quantity);
    await user.click(screen.getByRole('button', { name: 'Générer Jeton(s)' }));
    expect(screen.getByText('Veuillez entrer une quantité valide (1-50).')).toBeInTheDocument();
    expect(onGenerate).not.toHaveBeenCalled();
  });

  it('generates one token by default', async () => {
    const onGenerate = jest.fn().mockResolvedValue(undefined);
    renderStory(tokenMeta, tokenStories.Empty, { onGenerate });
    await user.click(screen.getByRole('button', { name: 'Générer Jeton(s)' }));
    expect(onGenerate).toHaveBeenCalledWith(1);
  });
});

describe('users screen', () => {
  it('keeps only one of the add, edit and reset forms open', async () => {
    renderStory(usersMeta, usersStories.AddFormOpen);
    expect(screen.getByRole('form', { name: 'Ajouter un utilisateur' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Modifier claire.martin' }));
    expect(screen.queryByRole('form', { name: 'Ajouter un utilisateur' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: "Modifier l'utilisateur claire.martin" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réinitialiser le mot de passe de hugo.bernard' }));
    expect(screen.getAllByRole('form')).toHaveLength(1);
  });

  it('forbids deleting user 1 and colours role badges', () => {
    renderStory(usersMeta, usersStories.Admin);
    const forbidden = screen.getByRole('button', { name: 'Suppression interdite' });
    expect(forbidden).toBeDisabled();
    expect(forbidden).toHaveAttribute('title', 'Suppression interdite');
    expect(screen.getByRole('button', { name: 'Supprimer hugo.bernard' })).toBeEnabled();
    const grid = screen.getByRole('grid', { name: 'Utilisateurs' });
    expect(within(grid).getAllByText('Admin')[0].closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    expect(within(grid).getAllByText('Manager')[0].closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
    expect(within(grid).getByText('Employé').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
  });

  it('hides token administration from a Manager', () => {
    renderStory(usersMeta, usersStories.Manager);
    expect(screen.queryByText('Gestion des Jetons Existants')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Générer Jeton(s)' })).not.toBeInTheDocument();
  });
});

describe('token list', () => {
  // fr-FR puts no-break spaces around the time and in the month abbreviation.
  const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

  it('shows when each token expires, and an unused token past it as « Expiré », its value still visible', () => {
    renderStory(listMeta, listStories.ListShown);
    const grid = screen.getByRole('grid', { name: "Jetons d'inscription" });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Jeton', 'Statut', 'Date de création', 'Expire le', 'Actions']);
    const rows = within(grid).getAllByRole('row').slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('gridcell')
        .map((cell) => plain(cell.textContent)),
    );
    expect(cells.map(([token, status]) => [token, status])).toEqual([
      ['x5Ty7uI9oP1aS3dF6gH8jK', 'Disponible'],
      ['q8Zk1mV7cR2xT5nB0pL4wA', 'Disponible'],
      ['H3sD9fJ6kL1zX8cV5bN2mQ', 'Expiré'],
      ['P0oI9uY8tR7eW6qA5sD4fG', 'Utilisé'],
    ]);
    const expires = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' });
    expect(cells[2][3]).toBe(plain(expires.format(new Date('2024-05-05T11:30:00.000Z'))));
    expect(cells[2][3]).toMatch(/^5 mai 2024/);
    expect(within(grid).getByText('Expiré').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
    expect(within(grid).getAllByText('Disponible')[0].closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
  });

  it('copies an available token as its registration link, and offers no link for a used or expired one', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderStory(listMeta, listStories.ListShown);
    const grid = screen.getByRole('grid', { name: "Jetons d'inscription" });
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).queryAllByRole('button', { name: 'Copier le lien' }).length)).toEqual([
      1, 1, 0, 0,
    ]);
    await user.click(within(rows[0]).getByRole('button', { name: 'Copier le lien' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/register?token=x5Ty7uI9oP1aS3dF6gH8jK`);
    expect(within(rows[0]).getByRole('button', { name: 'Copié' })).toBeInTheDocument();
  });
});
