import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import addMeta, * as addStories from '../../stories/screens/users/components/AddUserForm.stories';
import editMeta, * as editStories from '../../stories/screens/users/components/EditUserForm.stories';
import resetMeta, * as resetStories from '../../stories/screens/users/components/ResetPasswordForm.stories';
import { renderStory } from './render-story';

const user = userEvent.setup();

describe('add user form', () => {
  const fill = async (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values))
      await user.type(screen.getByLabelText(label, { exact: false }), value);
    await user.click(screen.getByRole('button', { name: "Créer l'utilisateur" }));
  };

  it('requires username, email and password', async () => {
    const onSubmit = jest.fn();
    renderStory(addMeta, addStories.Empty, { onSubmit });
    await fill({ "Nom d'utilisateur": 'hugo' });
    expect(screen.getByText('Veuillez remplir tous les champs obligatoires.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('wants a password of at least 6 characters', async () => {
    renderStory(addMeta, addStories.Empty);
    await fill({ "Nom d'utilisateur": 'hugo', Email: 'hugo@pilotage.fr', 'Mot de passe': '12345' });
    expect(screen.getByText('Le mot de passe doit contenir au moins 6 caractères.')).toBeInTheDocument();
  });

  it('checks the email format', async () => {
    renderStory(addMeta, addStories.Empty);
    await fill({ "Nom d'utilisateur": 'hugo', Email: 'hugo-pilotage.fr', 'Mot de passe': '123456' });
    expect(screen.getByText('Veuillez entrer une adresse email valide.')).toBeInTheDocument();
  });

  it('sends valid values, with Manager as the default role', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderStory(addMeta, addStories.Empty, { onSubmit });
    await fill({ "Nom d'utilisateur": ' hugo ', Email: 'hugo@pilotage.fr', 'Mot de passe': '123456' });
    expect(onSubmit).toHaveBeenCalledWith(
      {
        username: 'hugo',
        email: 'hugo@pilotage.fr',
        password: '123456',
        role: 'Manager',
      },
      // The main button: the form closes (« Enregistrer et ajouter une autre » sends true).
      false,
    );
  });

  it("accepts an address on a single-label host, like the first Admin's admin@localhost", async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderStory(addMeta, addStories.Empty, { onSubmit });
    await fill({ "Nom d'utilisateur": 'admin2', Email: 'admin2@localhost', 'Mot de passe': '123456' });
    expect(screen.queryByText('Veuillez entrer une adresse email valide.')).not.toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith(
      {
        username: 'admin2',
        email: 'admin2@localhost',
        password: '123456',
        role: 'Manager',
      },
      // The main button: the form closes (« Enregistrer et ajouter une autre » sends true).
      false,
    );
  });

  it("shows the server's message when it refuses", async () => {
    renderStory(addMeta, addStories.ServerRefuses);
    await fill({ "Nom d'utilisateur": 'hugo', Email: 'hugo@pilotage.fr', 'Mot de passe': '123456' });
    expect(await screen.findByText("Ce nom d'utilisateur est déjà pris.")).toBeInTheDocument();
  });
});

describe('edit user form', () => {
  it('requires username and email, then checks the email', async () => {
    const onSubmit = jest.fn();
    renderStory(editMeta, editStories.Filled, { onSubmit });
    const email = screen.getByLabelText('Email', { exact: false });
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByText("Le nom d'utilisateur et l'email sont obligatoires.")).toBeInTheDocument();
    await user.type(email, 'claire@');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByText('Veuillez entrer une adresse email valide.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves the first Admin with its default address, admin@localhost', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderStory(editMeta, editStories.Filled, { onSubmit });
    const email = screen.getByLabelText('Email', { exact: false });
    await user.clear(email);
    await user.type(email, 'admin@localhost');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ email: 'admin@localhost' }));
  });
});

describe('reset password form', () => {
  it('wants a new password of at least 6 characters', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderStory(resetMeta, resetStories.Empty, { onSubmit });
    await user.type(screen.getByLabelText('Nouveau mot de passe', { exact: false }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(screen.getByText('Le nouveau mot de passe doit faire au moins 6 caractères.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nouveau mot de passe', { exact: false }), 'def');
    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(onSubmit).toHaveBeenCalledWith('abcdef');
  });
});
