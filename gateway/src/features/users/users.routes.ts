import { ROLES } from '@pilotage/domain';
import { parseId } from '../../kernel/helpers/ids';
import type { RestRoutes } from '../../transports/http/rest';
import { body, listFilters, params, query } from '../../transports/http/rest';
import { MessageView } from '../../kernel/helpers/views';
import {
  PAGE_PARAMETERS,
  choiceParameter,
  queryOf,
  searchParameter,
} from '../../transports/http/openapi/query-schemas';
import { exportUsers } from './user-export';
import { createUser, deleteUser, listUsers, resetUserPassword, updateUser, userQuery } from './users.service';
import { CreateUserInput, ResetPasswordInput, UpdateUserInput, UserView } from './users.types';

const users = { tag: 'Utilisateurs', access: 'admin' } as const;
// The list's filters, which its export takes too.
const FILTERS = {
  search: searchParameter("Partie du nom d'utilisateur ou de l'email."),
  role: {
    type: 'array',
    items: choiceParameter(ROLES, 'Un rôle.'),
    description: 'Seulement les comptes de ces rôles (paramètre répétable : `role=Admin&role=Manager`).',
  },
};

export function usersRoutes(rest: RestRoutes) {
  rest.get('/api/users', (ctx, req) => listUsers(ctx, userQuery(query(req))), {
    ...users,
    summary: 'Lister les utilisateurs',
    description: "Par id ; avec `search`, par nom d'utilisateur, ceux qui commencent par le texte cherché en premier.",
    query: queryOf(userQuery, { ...FILTERS, ...PAGE_PARAMETERS }),
    response: [UserView],
    page: true,
  });
  rest.csv('/api/users.csv', (ctx, req) => exportUsers(ctx, userQuery(listFilters(req))), {
    ...users,
    summary: 'Exporter les utilisateurs (CSV)',
    description: "Colonnes : ID, Nom d'utilisateur, Email, Rôle, Date de création.",
    query: queryOf(userQuery, FILTERS),
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
