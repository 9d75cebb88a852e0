import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import tokenMeta, * as tokenStories from '../../stories/screens/users/components/TokenGenerator.stories';
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

  it("forbids deleting user 1 and colours role badges", () => {
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
