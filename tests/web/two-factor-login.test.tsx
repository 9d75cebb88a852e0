import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SessionProvider } from '../../web/src/app/session/SessionProvider';
import { LoginDocument, LoginTwoFactorDocument } from '../../web/src/graphql/generated/graphql';
import { AUTH_TOKEN_KEY } from '../../web/src/lib/auth-token';
import { LoginScreen } from '../../web/src/screens/login/LoginScreen';
import { signedInMock } from './signed-in-mock';
import { mockGraphqlFetch } from './graphql-fetch-mock';

const user = userEvent.setup();
const credentials = { input: { username: 'claire.martin', password: 'secret-123' } };
const challenge: MockLink.MockedResponse = {
  request: { query: LoginDocument, variables: credentials },
  result: { data: { login: { __typename: 'LoginResult', accessToken: null, mfaRequired: true, mfaToken: 'defi' } } },
};
const secondStep = (input: Record<string, string>, outcome: 'accepted' | 'refused'): MockLink.MockedResponse => ({
  request: { query: LoginTwoFactorDocument, variables: { input: { mfaToken: 'defi', ...input } } },
  result:
    outcome === 'accepted'
      ? { data: { loginTwoFactor: { __typename: 'AccessToken', accessToken: 'jeton' } } }
      : { errors: [new GraphQLError('Code de vérification invalide.', { extensions: { code: 'UNAUTHENTICATED' } })] },
});

function renderSignIn(mocks: MockLink.MockedResponse[]) {
  mockGraphqlFetch([...mocks, signedInMock({ businessTimeZone: 'Europe/Paris', today: '2024-02-12' })]);
  render(
    <MockedProvider mocks={[...mocks, signedInMock({ businessTimeZone: 'Europe/Paris', today: '2024-02-12' })]}>
      <SessionProvider>
        <MemoryRouter initialEntries={['/login']}>
          <Routes>
            <Route path="/login" element={<LoginScreen />} />
            <Route path="/dashboard" element={<p>Tableau de bord</p>} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </MockedProvider>,
  );
}

async function passwordStep() {
  await user.type(screen.getByLabelText(/^Nom d'utilisateur/), 'claire.martin');
  await user.type(screen.getByLabelText(/^Mot de passe/), 'secret-123');
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return screen.findByRole('heading', { name: 'Code de vérification' });
}

beforeEach(() => localStorage.clear());

describe('signing in with two-factor sign-in', () => {
  it('asks for the code after the password, shows a refused code in French, then signs in', async () => {
    renderSignIn([challenge, secondStep({ code: '000000' }, 'refused'), secondStep({ code: '123456' }, 'accepted')]);
    await passwordStep();
    const field = screen.getByLabelText(/^Code de vérification/);
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveFocus();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();

    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Code de vérification invalide.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Code de vérification/));
    await user.type(screen.getByLabelText(/^Code de vérification/), '123 456');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Tableau de bord')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('jeton');
  });

  it('takes a recovery code instead', async () => {
    renderSignIn([challenge, secondStep({ recoveryCode: 'k7m2-q9xd-4hpa' }, 'accepted')]);
    await passwordStep();
    await user.click(screen.getByRole('button', { name: 'Utiliser un code de secours' }));
    await user.type(screen.getByLabelText(/^Code de secours/), 'k7m2-q9xd-4hpa');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Tableau de bord')).toBeInTheDocument();
  });

  it('goes back to the password with « Retour »', async () => {
    renderSignIn([challenge]);
    await passwordStep();
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
  });
});
