import type { RestRoutes } from '../shared/rest';
import { body } from '../shared/rest';
import { MessageView } from '../shared/views';
import { CurrentUserView } from '../users/users.types';
import { login, me, register, updateMySettings } from './auth.service';
import { AccessTokenView, LoginInput, MySettingsInput, RegisterInput } from './auth.types';

export function authRoutes(rest: RestRoutes) {
  rest.post('/api/login', (ctx, req) => login(ctx, body(req)), {
    summary: 'Se connecter',
    description:
      "Rend un jeton d'accès. Identifiants invalides : 401 (même réponse pour un compte inconnu). Trop d'échecs pour ce nom ou cette adresse en 15 minutes : 429.",
    tag: 'Compte',
    access: 'public',
    body: LoginInput,
    response: AccessTokenView,
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
  rest.get('/api/me', (ctx) => me(ctx), { summary: "L'utilisateur connecté", tag: 'Compte', access: 'signed-in', response: CurrentUserView });
  rest.put('/api/me/settings', (ctx, req) => updateMySettings(ctx, body(req)), {
    summary: 'Modifier ses réglages personnels (chat Telegram)',
    tag: 'Compte',
    access: 'signed-in',
    body: MySettingsInput,
    response: CurrentUserView,
  });
}
