import { parseId } from '../../kernel/helpers/ids';
import { pageRequest } from '../../kernel/helpers/pagination';
import type { RestRoutes } from '../../transports/http/rest';
import { body, params, query } from '../../transports/http/rest';
import { MessageView } from '../../kernel/helpers/views';
import { PAGE_PARAMETERS, queryOf } from '../../transports/http/openapi/query-schemas';
import { deleteToken, generateTokens, listTokens, tokenStats } from './signup-tokens.service';
import { GenerateTokensInput, GeneratedTokensView, SignupTokenStatsView, SignupTokenView } from './signup-tokens.types';

const tokens = { tag: "Jetons d'inscription", access: 'admin' } as const;

export function signupTokensRoutes(rest: RestRoutes) {
  rest.post('/api/admin/generate-token', (ctx, req) => generateTokens(ctx, body(req)), {
    ...tokens,
    summary: "Générer des jetons d'inscription",
    body: GenerateTokensInput,
    response: GeneratedTokensView,
    status: 201,
  });
  rest.get('/api/admin/signup-tokens', (ctx, req) => listTokens(ctx, pageRequest(query(req))), {
    ...tokens,
    summary: "Lister les jetons d'inscription",
    query: queryOf(pageRequest, PAGE_PARAMETERS),
    response: [SignupTokenView],
    page: true,
  });
  rest.get('/api/admin/signup-tokens/stats', (ctx) => tokenStats(ctx), {
    ...tokens,
    summary: "Compter les jetons d'inscription utilisés et disponibles",
    response: SignupTokenStatsView,
  });
  rest.delete('/api/admin/signup-tokens/:id', (ctx, req) => deleteToken(ctx, parseId(params(req).id)), {
    ...tokens,
    summary: "Supprimer un jeton d'inscription",
    response: MessageView,
  });
}
