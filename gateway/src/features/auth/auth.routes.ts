import type { RestRoutes } from '../../transports/http/rest';
import { body } from '../../transports/http/rest';
import { MessageView } from '../../kernel/helpers/views';
import { CurrentUserView } from '../users/users.types';
import { changeMyEmail, login, me, register, updateMySettings } from './auth.service';
import { EmailChangeInput, LoginInput, MySettingsInput, RegisterInput } from './auth.types';

/** `{access_token}` as before two-factor sign-in; `{mfa_required, mfa_token}` for an account that has it. */
const LOGIN_ANSWER = {
  $id: 'LoginAnswer',
  type: 'object',
  description: 'Sans double authentification : `access_token` seul. Avec : `mfa_required` (true) et `mfa_token` seuls.',
  properties: {
    access_token: { type: 'string', description: 'JWT HS256, valable 12 heures.' },
    mfa_required: { type: 'boolean', enum: [true], description: 'La connexion attend le code de vérification.' },
    mfa_token: { type: 'string', description: 'Jeton de la deuxième étape, valable 5 minutes et une seule fois.' },
  },
  additionalProperties: false,
};

export function authRoutes(rest: RestRoutes) {
  rest.post('/api/login', (ctx, req) => login(ctx, body(req)), {
    summary: 'Se connecter',
    description:
      "Rend un jeton d'accès ; pour un compte à double authentification, `mfa_required` et le `mfa_token` de `POST /api/login/2fa` à la place. " +
      "Identifiants invalides : 401 (même réponse pour un compte inconnu). Trop d'échecs pour ce nom ou cette adresse en 15 minutes : 429.",
    tag: 'Compte',
    access: 'public',
    body: LoginInput,
    response: LOGIN_ANSWER,
    errors: [401, 429, 503],
  });
  rest.post('/api/register', (ctx, req) => register(ctx, body(req)), {
    summary: "Créer un compte Manager avec un jeton d'inscription",
    description: 'Le jeton est consommé : il ne sert qu’une fois. Jeton déjà utilisé, nom ou email déjà pris : 409.',
    tag: 'Compte',
    access: 'public',
    body: RegisterInput,
    response: MessageView,
    status: 201,
    errors: [409, 429, 503],
  });
  rest.get('/api/me', (ctx) => me(ctx), {
    summary: "L'utilisateur connecté",
    tag: 'Compte',
    access: 'signed-in',
    response: CurrentUserView,
  });
  rest.put('/api/me/settings', (ctx, req) => updateMySettings(ctx, body(req)), {
    summary: 'Modifier ses réglages personnels (chat Telegram)',
    tag: 'Compte',
    access: 'signed-in',
    body: MySettingsInput,
    response: CurrentUserView,
  });
  rest.put('/api/me/email', (ctx, req) => changeMyEmail(ctx, body(req)), {
    summary: 'Changer son adresse email',
    description:
      'Avec le `password` du compte. Mot de passe faux : 400, compté comme un échec de connexion (429 au-delà de la limite) et inscrit au journal ; adresse déjà prise : 409.',
    tag: 'Compte',
    access: 'signed-in',
    body: EmailChangeInput,
    response: CurrentUserView,
    errors: [409, 429, 503],
  });
}
