import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import registerMeta, * as registerStories from '../../stories/screens/register/RegisterView.stories';
import settingsMeta, * as settingsStories from '../../stories/screens/settings/SettingsView.stories';
import { renderStory } from './render-story';

const user = userEvent.setup();

describe('registration form', () => {
  const fill = async (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values))
      await user.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
    await user.click(screen.getByRole('button', { name: 'Créer le compte' }));
  };
  const complete = {
    "Nom d'utilisateur": 'lea',
    Email: 'lea@pilotage.fr',
    'Mot de passe': 'secret1',
    'Confirmer le mot de passe': 'secret1',
    "Jeton d'inscription": 'abc',
  };

  it('requires all five fields', async () => {
    renderStory(registerMeta, registerStories.Empty);
    await fill({ ...complete, "Jeton d'inscription": ' ' });
    expect(screen.getByText("Tous les champs, y compris le jeton d'inscription, sont requis.")).toBeInTheDocument();
  });

  it('wants matching passwords of at least 6 characters', async () => {
    renderStory(registerMeta, registerStories.Empty);
    await fill({ ...complete, 'Confirmer le mot de passe': 'secret2' });
    expect(screen.getByText('Les mots de passe ne correspondent pas.')).toBeInTheDocument();
  });

  it('refuses a short password', async () => {
    renderStory(registerMeta, registerStories.Empty);
    await fill({ ...complete, 'Mot de passe': 'abc', 'Confirmer le mot de passe': 'abc' });
    expect(screen.getByText('Le mot de passe doit faire au moins 6 caractères')).toBeInTheDocument();
  });

  it('sends the token with the account', async () => {
    const onSubmit = jest.fn();
    renderStory(registerMeta, registerStories.Empty, { onSubmit });
    await fill(complete);
    expect(onSubmit).toHaveBeenCalledWith({
      username: 'lea',
      email: 'lea@pilotage.fr',
      password: 'secret1',
      confirmPassword: 'secret1',
      signupToken: 'abc',
    });
  });
});

describe('settings screen', () => {
  it('disables the Telegram checks without a chat id, and for an Admin without a bot token', async () => {
    renderStory(settingsMeta, settingsStories.Empty);
    expect(screen.getByRole('button', { name: 'Vérifier la configuration' })).toBeDisabled();
    await user.type(screen.getByLabelText('Chat ID Telegram'), '42');
    expect(screen.getByRole('button', { name: 'Envoyer un message de test' })).toBeDisabled();
    await user.type(screen.getByLabelText('Jeton du bot Telegram'), '7301:AAE');
    expect(screen.getByRole('button', { name: 'Envoyer un message de test' })).toBeEnabled();
    expect(screen.getByText('Jeton du bot configuré : Oui')).toBeInTheDocument();
  });

  it('shows a Manager a masked read-only token and no switches', () => {
    renderStory(settingsMeta, settingsStories.Manager);
    const token = screen.getByLabelText('Jeton du bot Telegram');
    expect(token).toHaveAttribute('readonly');
    expect((token as HTMLInputElement).value).toMatch(/^•+$/);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vérifier la configuration' })).toBeEnabled();
  });

  it('saves the edited values', async () => {
    const onSave = jest.fn();
    renderStory(settingsMeta, settingsStories.Admin, { onSave });
    await user.click(screen.getByRole('switch', { name: 'Notifications des transactions financières' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ chatId: '123456789', notificationFinancialsEnabled: true }),
    );
  });
});
