import { apiMessages } from '@pilotage/domain';
import { auditedTransaction } from '../../kernel/journal/audit-actor';
import type { Context } from '../../kernel/context/context';
import { query } from '../../kernel/database/sql';
import { ADMIN, requireRole } from '../../kernel/context/access';
import { notFound } from '../../kernel/helpers/errors';
import type { Page, PageRequest } from '../../kernel/helpers/pagination';
import { randomToken } from '../../kernel/credentials/tokens';
import { validated } from '../../kernel/helpers/validation';
import type { MessageView } from '../../kernel/helpers/views';
import { SIGNUP_TOKEN_CONTEXT } from '../../kernel/credentials/stored-secrets';
import { lookupHash, open, seal } from '../../kernel/credentials/secret-box';
import { SignupToken } from './signup-token.entity';
import {
  GenerateTokensInput,
  type GeneratedTokensView,
  type SignupTokenStatsView,
  type SignupTokenView,
} from './signup-tokens.types';

function tokenView(token: SignupToken): SignupTokenView {
  return {
    id: token.id,
    token: open(token.token, SIGNUP_TOKEN_CONTEXT),
    isUsed: token.isUsed,
    createdAt: token.createdAt.toISOString(),
    expiresAt: token.expiresAt.toISOString(),
  };
}

const DAY_MS = 86_400_000;

export async function generateTokens(ctx: Context, raw: unknown): Promise<GeneratedTokensView> {
  requireRole(ctx, ADMIN);
  const { quantity } = await validated(GenerateTokensInput, raw);
  const createdAt = new Date();
  const expiresAt = new Date(createdAt.getTime() + ctx.deps.config.signupTokenTtlDays * DAY_MS);
  return auditedTransaction(ctx, async (em) => {
    const tokens = Array.from({ length: quantity }, () => randomToken());
    for (const token of tokens) {
      em.create(SignupToken, {
        token: seal(token, SIGNUP_TOKEN_CONTEXT),
        tokenHash: lookupHash(token, SIGNUP_TOKEN_CONTEXT),
        createdAt,
        expiresAt,
      });
    }
    await em.flush();
    return { tokens };
  });
}

export async function listTokens(ctx: Context, page: PageRequest): Promise<Page<SignupTokenView>> {
  requireRole(ctx, ADMIN);
  const [tokens, total] = await ctx.em.findAndCount(
    SignupToken,
    {},
    { orderBy: { createdAt: 'desc', id: 'desc' }, limit: page.limit, offset: page.offset },
  );
  return { items: tokens.map(tokenView), total };
}

export async function tokenStats(ctx: Context): Promise<SignupTokenStatsView> {
  requireRole(ctx, ADMIN);
  const [row] = await query<{ total: number; used: number }>(
    ctx.em,
    'select count(*)::int as total, (count(*) filter (where is_used))::int as used from signup_tokens',
  );
  return { totalTokens: row.total, usedTokens: row.used, unusedTokens: row.total - row.used };
}

export async function deleteToken(ctx: Context, id: number): Promise<MessageView> {
  requireRole(ctx, ADMIN);
  const deleted = await auditedTransaction(ctx, (em) => em.nativeDelete(SignupToken, { id }));
  if (deleted === 0) throw notFound(apiMessages.signupTokenNotFound);
  return { message: apiMessages.signupTokenDeleted };
}
