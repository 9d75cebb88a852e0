import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { SessionProvider, useSession } from '../../web/src/app/session/SessionProvider';
import { LogoutDocument } from '../../web/src/graphql/generated/graphql';
import { AUTH_TOKEN_KEY } from '../../web/src/lib/auth-token';
import accountMeta, * as accountStories from '../../stories/screens/account/AccountView.stories';
import formMeta, * as formStories from '../../stories/screens/account/components/ChangePasswordForm.stories';
import { renderStory } from './render-story';
import { signedInMock } from './signed-in-mock';
import { mockGraphqlFetch } from './graphql-fetch-mock';

const user = userEvent.setup();

describe('password change form', () => {
  const complete = {
    'Mot de passe actuel': 'ancien-secret',
    'Nouveau mot de passe': 'nouveau-secret',
    'Confirmer le nouveau mot de passe': 'nouveau-secret',
  };
  const fill = async (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values))
      if (value) await user.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
  };

  it.each(Object.keys(complete))('requires every field (%s left empty)', async (label) => {
    const onSubmit = jest.fn();
    renderStory(formMeta, formStories.Empty, { onSubmit });
    await fill({ ...complete, [label]: '' });
    expect(screen.getByText('Veuillez remplir tous les champs obligatoires.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('wants a new password of at least 6 characters', async () => {
    const onSubmit = jest.fn();
    renderStory(formMeta, formStories.Empty, { onSubmit });
    await fill({ ...complete, 'Nouveau mot de passe': 'court', 'Confirmer le nouveau mot de passe': 'court' });
    expect(screen.getByText('Le nouveau mot de passe doit faire au moins 6 caractères.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('wants the confirmation to match', async () => {
    const onSubmit = jest.fn();
    renderStory(formMeta, formStories.Empty, { onSubmit });
    await fill({ ...complete, 'Confirmer le nouveau mot de passe': 'nouveau-secreT' });
    expect(screen.getByText('Les mots de passe ne correspondent pas.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the current and new passwords, then shows the server's confirmation with the fields emptied", async () => {
    const onSubmit = jest.fn().mockResolvedValue('Mot de passe modifié. Vos autres sessions ont été fermées.');
    renderStory(formMeta, formStories.Empty, { onSubmit });
    await fill(complete);
    expect(onSubmit).toHaveBeenCalledWith({ currentPassword: 'ancien-secret', newPassword: 'nouveau-secret' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Mot de passe modifié. Vos autres sessions ont été fermées.',
    );
    for (const label of Object.keys(complete)) expect(screen.getByLabelText(new RegExp(`^${label}`))).toHaveValue('');
  });

  it("shows the server's message when it refuses", async () => {
    renderStory(formMeta, formStories.ServerRefuses);
    await fill(complete);
    expect(await screen.findByText('Le mot de passe actuel est incorrect.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('account view', () => {
  it("shows the user's name, email and role, and signs out", async () => {
    const onLogout = jest.fn();
    renderStory(accountMeta, accountStories.Manager, { onLogout });
    expect(screen.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeInTheDocument();
    expect(screen.getByText('claire.martin')).toBeInTheDocument();
    expect(screen.getByText('claire.martin@pilotage.fr')).toBeInTheDocument();
    expect(screen.getByText('Manager')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

describe('signing out', () => {
  const signedIn = signedInMock({ businessTimeZone: 'Europe/Paris', today: '2024-02-12' });

  function SessionState() {
    const session = useSession();
    return (
      <>
        <p>{session.status}</p>
        <button onClick={() => void session.logout()}>Se déconnecter</button>
      </>
    );
  }

  const signOut = async (logout: MockLink.MockedResponse) => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'jeton');
    mockGraphqlFetch([signedIn, logout]);
    render(
      <MockedProvider mocks={[signedIn, logout]}>
        <SessionProvider>
          <SessionState />
        </SessionProvider>
      </MockedProvider>,
    );
    await screen.findByText('authenticated');
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await screen.findByText('anonymous');
  };

  it('ends the session on the server, then forgets the token', async () => {
    const ended = jest.fn();
    await signOut({ request: { query: LogoutDocument }, result: () => (ended(), { data: { logout: true } }) });
    expect(ended).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('forgets the token even when the server cannot be reached', async () => {
    await signOut({ request: { query: LogoutDocument }, error: new TypeError('Failed to fetch') });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});
