import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { RequireSession } from '../../web/src/app/guards';
import { SessionProvider } from '../../web/src/app/session/SessionProvider';
import { CurrentUserDocument } from '../../web/src/graphql/generated/graphql';
import { AUTH_TOKEN_KEY } from '../../web/src/lib/auth-token';
import emailMeta, * as emailStories from '../../stories/screens/account/components/ChangeEmailForm.stories';
import panelMeta, * as panelStories from '../../stories/screens/account/components/TwoFactorPanel.stories';
import { recoveryCodes, twoFactorSetup } from '../../stories/screens/account/account-fixtures';
import usersMeta, * as usersStories from '../../stories/screens/users/UsersView.stories';
import settingsMeta, * as settingsStories from '../../stories/screens/settings/components/GlobalSettingsSection.stories';
import { renderStory } from './render-story';
import { mockGraphqlFetch } from './graphql-fetch-mock';

const user = userEvent.setup();

describe('« Double authentification » in « Mon compte »', () => {
  it('asks for the password, shows the QR code and the secret, sends the code, then shows the ten recovery codes', async () => {
    const onSetup = jest.fn().mockResolvedValue(twoFactorSetup);
    const onEnable = jest.fn().mockResolvedValue(recoveryCodes);
    renderStory(panelMeta, panelStories.Disabled, { onSetup, onEnable });
    expect(screen.getByText('Désactivée')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activer' }));
    const confirm = screen.getByRole('form', { name: 'Confirmer avec le mot de passe' });
    await user.click(within(confirm).getByRole('button', { name: 'Continuer' }));
    expect(screen.getByText('Veuillez saisir votre mot de passe.')).toBeInTheDocument();
    expect(onSetup).not.toHaveBeenCalled();
    await user.type(within(confirm).getByLabelText(/^Mot de passe/), 'secret-123');
    await user.click(within(confirm).getByRole('button', { name: 'Continuer' }));
    expect(onSetup).toHaveBeenCalledWith('secret-123');
    const qr = await screen.findByRole('img', { name: 'QR code de la double authentification' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByTestId('totp-secret')).toHaveTextContent(twoFactorSetup.secret);

    await user.type(screen.getByLabelText(/^Code de vérification/), '123 456');
    await user.click(
      within(screen.getByRole('form', { name: 'Activer la double authentification' })).getByRole('button', {
        name: 'Activer',
      }),
    );
    expect(onEnable).toHaveBeenCalledWith({ password: 'secret-123', code: '123456' });
    const list = await screen.findByRole('list', { name: 'Codes de secours' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    expect(screen.getByText(/ils ne seront plus affichés/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "J'ai noté mes codes" }));
    expect(screen.queryByRole('list', { name: 'Codes de secours' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a wrong code", async () => {
    renderStory(panelMeta, panelStories.WrongCode);
    await user.type(screen.getByLabelText(/^Code de vérification/), '000000');
    await user.click(
      within(screen.getByRole('form', { name: 'Activer la double authentification' })).getByRole('button', {
        name: 'Activer',
      }),
    );
    expect(await screen.findByText('Code de vérification invalide.')).toBeInTheDocument();
  });

  it('disables with the password and a code', async () => {
    const onDisable = jest.fn().mockResolvedValue('Double authentification désactivée.');
    renderStory(panelMeta, panelStories.Enabled, { onDisable });
    await user.click(screen.getByRole('button', { name: 'Désactiver' }));
    await user.type(screen.getByLabelText(/^Mot de passe/), 'secret-123');
    await user.type(screen.getByLabelText(/^Code de vérification ou code de secours/), 'k7m2-q9xd-4hpa');
    await user.click(
      within(screen.getByRole('form', { name: 'Désactiver la double authentification' })).getByRole('button', {
        name: 'Désactiver',
      }),
    );
    expect(onDisable).toHaveBeenCalledWith({ password: 'secret-123', code: 'k7m2-q9xd-4hpa' });
    expect(await screen.findByRole('status')).toHaveTextContent('Double authentification désactivée.');
  });

  it("shows the server's refusal of a wrong password before anything is set up", async () => {
    renderStory(panelMeta, panelStories.WrongPassword);
    await user.type(screen.getByLabelText(/^Mot de passe/), 'devine');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByText('Le mot de passe actuel est incorrect.')).toBeInTheDocument();
    expect(screen.queryByTestId('totp-secret')).not.toBeInTheDocument();
  });

  it('renews the recovery codes with the password and a code, and shows the new ones', async () => {
    const onRegenerate = jest.fn().mockResolvedValue(recoveryCodes);
    renderStory(panelMeta, panelStories.Enabled, { onRegenerate });
    await user.click(screen.getByRole('button', { name: 'Nouveaux codes de secours' }));
    const form = screen.getByRole('form', { name: 'Renouveler les codes de secours' });
    await user.type(within(form).getByLabelText(/^Mot de passe/), 'secret-123');
    await user.type(within(form).getByLabelText(/^Code de vérification ou code de secours/), ' 123456 ');
    await user.click(within(form).getByRole('button', { name: 'Renouveler les codes' }));
    expect(onRegenerate).toHaveBeenCalledWith({ password: 'secret-123', code: '123456' });
    expect(await screen.findByText(/les anciens ne servent plus/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Codes de secours' })).getAllByRole('listitem')).toHaveLength(10);
  });

  it('explains why an Admin is held here', () => {
    renderStory(panelMeta, panelStories.Required);
    expect(screen.getByText(/obligatoire pour les administrateurs/)).toBeInTheDocument();
  });
});

describe('« Changer d’adresse email » in « Mon compte »', () => {
  it('wants a valid address and the password, then shows the confirmation', async () => {
    const onSubmit = jest.fn().mockResolvedValue('Adresse email modifiée.');
    renderStory(emailMeta, emailStories.Empty, { onSubmit });
    await user.type(screen.getByLabelText(/^Nouvelle adresse email/), 'pas-une-adresse');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'secret-123');
    await user.click(screen.getByRole('button', { name: "Changer l'adresse email" }));
    expect(screen.getByText('Veuillez entrer une adresse email valide.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/^Nouvelle adresse email/));
    await user.type(screen.getByLabelText(/^Nouvelle adresse email/), 'direction@example.fr');
    await user.click(screen.getByRole('button', { name: "Changer l'adresse email" }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'direction@example.fr', password: 'secret-123' });
    expect(await screen.findByRole('status')).toHaveTextContent('Adresse email modifiée.');
  });

  it("shows the server's refusal of a wrong password", async () => {
    renderStory(emailMeta, emailStories.WrongPassword);
    await user.type(screen.getByLabelText(/^Nouvelle adresse email/), 'direction@example.fr');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'devine');
    await user.click(screen.getByRole('button', { name: "Changer l'adresse email" }));
    expect(await screen.findByText('Le mot de passe actuel est incorrect.')).toBeInTheDocument();
  });
});

describe('an Admin the settings require two-factor sign-in of', () => {
  it('is sent to « Mon compte » whatever page they open', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'jeton');
    const me = {
      __typename: 'CurrentUser',
      id: 1,
      username: 'admin',
      email: 'admin@pilotage.fr',
      role: 'Admin',
      telegramChatId: null,
      createdAt: '2024-01-08T09:15:00.000Z',
      businessTimeZone: 'Europe/Paris',
      today: '2024-02-12',
      twoFactorEnabled: false,
      twoFactorRequired: true,
    };
    mockGraphqlFetch([{ request: { query: CurrentUserDocument }, result: { data: { me } } }]);
    render(
      <MockedProvider mocks={[{ request: { query: CurrentUserDocument }, result: { data: { me } } }]}>
        <SessionProvider>
          <MemoryRouter initialEntries={['/tasks']}>
            <Routes>
              <Route element={<RequireSession />}>
                <Route path="/tasks" element={<p>Tâches</p>} />
                <Route path="/account" element={<p>Mon compte</p>} />
              </Route>
            </Routes>
          </MemoryRouter>
        </SessionProvider>
      </MockedProvider>,
    );
    expect(await screen.findByText('Mon compte')).toBeInTheDocument();
    expect(screen.queryByText('Tâches')).not.toBeInTheDocument();
  });
});

describe('the switch in Paramètres', () => {
  it('turns the requirement on', async () => {
    const onChange = jest.fn();
    renderStory(settingsMeta, settingsStories.Admin, { onChange });
    await user.click(
      screen.getByRole('switch', { name: 'Exiger la double authentification pour les administrateurs' }),
    );
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ require2faForAdmins: true }));
  });
});

describe("removing a user's two-factor sign-in", () => {
  it('is offered on the rows of users who have it, after a confirmation', async () => {
    const onRemoveTwoFactor = jest.fn();
    renderStory(usersMeta, usersStories.Admin, { onRemoveTwoFactor });
    expect(
      screen.queryByRole('button', { name: 'Retirer la double authentification de claire.martin' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retirer la double authentification de lea.dubois' }));
    const dialog = screen.getByRole('dialog', { name: 'Retirer la double authentification' });
    expect(dialog).toHaveTextContent('lea.dubois');
    await user.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    expect(onRemoveTwoFactor).toHaveBeenCalledWith(4);
  });
});
