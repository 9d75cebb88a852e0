import type { RestRoutes } from '../shared/rest';
import { body } from '../shared/rest';
import { changeMyPassword, logout } from './sessions.service';

export function sessionsRoutes(rest: RestRoutes) {
  rest.post('/api/logout', (ctx) => logout(ctx), { status: 204 });
  rest.put('/api/me/password', (ctx, req) => changeMyPassword(ctx, body(req)));
}
