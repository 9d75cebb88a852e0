import { parseId } from '../shared/ids';
import { pageRequest } from '../shared/pagination';
import type { RestRoutes } from '../shared/rest';
import { body, params, query } from '../shared/rest';
import { deleteToken, generateTokens, listTokens, tokenStats } from './signup-tokens.service';

export function signupTokensRoutes(rest: RestRoutes) {
  rest.post('/api/admin/generate-token', (ctx, req) => generateTokens(ctx, body(req)), { status: 201 });
  rest.get('/api/admin/signup-tokens', (ctx, req) => listTokens(ctx, pageRequest(query(req))));
  rest.get('/api/admin/signup-tokens/stats', (ctx) => tokenStats(ctx));
  rest.delete('/api/admin/signup-tokens/:id', (ctx, req) => deleteToken(ctx, parseId(params(req).id)));
}
