import { parseId } from '../shared/ids';
import { pageRequest } from '../shared/pagination';
import type { RestRoutes } from '../shared/rest';
import { body, params, query } from '../shared/rest';
import { MessageView } from '../shared/views';
import { PAGE_PARAMETERS, queryOf } from '../openapi/query-schemas';
import { createUser, deleteUser, listUsers, resetUserPassword, updateUser } from './users.service';
import { CreateUserInput, ResetPasswordInput, UpdateUserInput, UserView } from './users.types';

const users = { tag: 'Utilisateurs', access: 'admin' } as const;

export function usersRoutes(rest: RestRoutes) {
  rest.get('/api/users', (ctx, req) => listUsers(ctx, pageRequest(query(req))), {
    ...users,
    summary: 'Lister les utilisateurs',
    query: queryOf(pageRequest, PAGE_PARAMETERS),
    response: [UserView],
    page: true,
  });
  rest.post('/api/users', (ctx, req) => createUser(ctx, body(req)), {
    ...users,
    summary: 'Créer un utilisateur',
    description: "Nom d'utilisateur ou email déjà pris : 409.",
    body: CreateUserInput,
    response: UserView,
    status: 201,
    errors: [409, 429],
  });
  rest.put('/api/users/:id', (ctx, req) => updateUser(ctx, parseId(params(req).id), body(req)), {
    ...users,
    summary: 'Modifier un utilisateur',
    description:
      "Un changement de rôle ferme ses sessions. Le rôle de l'administrateur principal et son propre rôle Admin ne peuvent pas changer (403).",
    body: UpdateUserInput,
    response: UserView,
    errors: [409],
  });
  rest.delete('/api/users/:id', (ctx, req) => deleteUser(ctx, parseId(params(req).id)), {
    ...users,
    summary: 'Supprimer un utilisateur',
    description: "L'administrateur principal (id 1) et son propre compte ne peuvent pas être supprimés (403).",
    response: MessageView,
  });
  rest.post('/api/users/:id/reset-password', (ctx, req) => resetUserPassword(ctx, parseId(params(req).id), body(req)), {
    ...users,
    summary: "Réinitialiser le mot de passe d'un utilisateur",
    description: 'Ferme toutes ses sessions.',
    body: ResetPasswordInput,
    response: MessageView,
    errors: [429],
  });
}
