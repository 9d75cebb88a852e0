import { parseId } from '../shared/ids';
import { pageRequest } from '../shared/pagination';
import type { RestRoutes } from '../shared/rest';
import { body, params, query } from '../shared/rest';
import { createUser, deleteUser, listUsers, resetUserPassword, updateUser } from './users.service';

export function usersRoutes(rest: RestRoutes) {
  rest.get('/api/users', (ctx, req) => listUsers(ctx, pageRequest(query(req))));
  rest.post('/api/users', (ctx, req) => createUser(ctx, body(req)), { status: 201 });
  rest.put('/api/users/:id', (ctx, req) => updateUser(ctx, parseId(params(req).id), body(req)));
  rest.delete('/api/users/:id', (ctx, req) => deleteUser(ctx, parseId(params(req).id)));
  rest.post('/api/users/:id/reset-password', (ctx, req) => resetUserPassword(ctx, parseId(params(req).id), body(req)));
}
