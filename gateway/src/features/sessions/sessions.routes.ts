import type { RestRoutes } from '../../transports/http/rest';
import { body } from '../../transports/http/rest';
import { MessageView } from '../../kernel/helpers/views';
import { changeMyPassword, logout } from './sessions.service';
import { ChangePasswordInput } from './sessions.types';

export function sessionsRoutes(rest: RestRoutes) {
  rest.post('/api/logout', (ctx) => logout(ctx), {
    summary: 'Se déconnecter',
    description: 'Ferme la session du jeton présenté ; les autres sessions de l’utilisateur restent ouvertes.',
    tag: 'Compte',
    access: 'signed-in',
    status: 204,
  });
  rest.put('/api/me/password', (ctx, req) => changeMyPassword(ctx, body(req)), {
    summary: 'Changer son mot de passe',
    description:
      'Ferme toutes les autres sessions. Un mot de passe actuel faux est un 400 et compte comme une connexion échouée.',
    tag: 'Compte',
    access: 'signed-in',
    body: ChangePasswordInput,
    response: MessageView,
    errors: [429, 503],
  });
}
