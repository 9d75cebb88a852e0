import type { RestRoutes } from '../shared/rest';
import { body } from '../shared/rest';
import { login, me, register, updateMySettings } from './auth.service';

export function authRoutes(rest: RestRoutes) {
  rest.post('/api/login', (ctx, req) => login(ctx, body(req)));
  rest.post('/api/register', (ctx, req) => register(ctx, body(req)), { status: 201 });
  rest.get('/api/me', (ctx) => me(ctx));
  rest.put('/api/me/settings', (ctx, req) => updateMySettings(ctx, body(req)));
}
