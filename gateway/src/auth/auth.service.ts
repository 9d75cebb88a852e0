import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../context';
import { requireActor } from '../shared/access';
import { badInput, conflict, unauthenticated } from '../shared/errors';
import { hashPassword, verifyPassword } from '../shared/passwords';
import { signAccessToken } from '../shared/tokens';
import { validated } from '../shared/validation';
import { User } from '../users/user.entity';
import { assertIdentityFree, currentUserView, flushIdentity } from '../users/users.service';
import type { CurrentUserView, MessageView } from '../users/users.types';
import { type AccessTokenView, CHAT_ID_MESSAGE, LoginInput, MySettingsInput, RegisterInput } from './auth.types';
import { assertLoginAllowed, recordFailure } from './login-throttle';

export const INVALID_CREDENTIALS = 'Identifiants invalides.';

async function findByUsername(em: EntityManager, username: string): Promise<{ id: number; password_hash: string } | null> {
  const rows = await em
    .getConnection()
    .execute<{ id: number; password_hash: string }[]>(
      'select id, password_hash from users where lower(username) = lower(?)',
      [username],
      'all',
      em.getTransactionContext(),
    );
  return rows[0] ?? null;
}

export async function login(ctx: Context, raw: unknown): Promise<AccessTokenView> {
  const input = await validated(LoginInput, raw);
  const username = input.username.trim().toLowerCase();
  // The failure is recorded in the same transaction that checked the window, then committed
  // before answering, so concurrent attempts (aliases, batches, replicas) all count.
  const userId = await ctx.em.transactional(async (em) => {
    await assertLoginAllowed(em, username, ctx.clientAddress);
    const found = await findByUsername(em, username);
    if (await verifyPassword(found?.password_hash ?? null, input.password)) return found!.id;
    await recordFailure(em, username, ctx.clientAddress);
    return null;
  });
  if (userId === null) throw unauthenticated(INVALID_CREDENTIALS);
  return { accessToken: signAccessToken(ctx.deps.jwtSecret, userId) };
}

export async function register(ctx: Context, raw: unknown): Promise<MessageView> {
  const input = await validated(RegisterInput, raw);
  const username = input.username.trim();
  const email = input.email.trim();
  const passwordHash = await hashPassword(input.password);
  await ctx.em.transactional(async (em) => {
    await assertIdentityFree(em, username, email);
    // Taking the token is one conditional update: under concurrent requests exactly one wins,
    // and a failure below rolls it back so the token stays available.
    const taken = await em
      .getConnection()
      .execute<{ id: number }[]>(
        'update signup_tokens set is_used = true, used_at = now() where token = ? and not is_used returning id',
        [input.signupToken.trim()],
        'all',
        em.getTransactionContext(),
      );
    if (taken.length === 0) {
      const known = await em
        .getConnection()
        .execute<{ id: number }[]>('select id from signup_tokens where token = ?', [input.signupToken.trim()], 'all', em.getTransactionContext());
      if (known.length > 0) throw conflict("Ce jeton d'inscription a déjà été utilisé.");
      throw badInput("Jeton d'inscription invalide.");
    }
    em.create(User, { username, email, passwordHash, role: 'Manager' });
    await flushIdentity(em);
  });
  return { message: 'Compte créé avec succès.' };
}

export function me(ctx: Context): CurrentUserView {
  return currentUserView(requireActor(ctx));
}

const CHAT_ID_PATTERN = /^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/;

/** Any signed-in user, Employé included, may set their own Telegram chat id. */
export async function updateMySettings(ctx: Context, raw: unknown): Promise<CurrentUserView> {
  const actor = requireActor(ctx);
  const input = await validated(MySettingsInput, raw);
  const chatId = input.telegramChatId?.trim() ?? '';
  if (chatId !== '' && !CHAT_ID_PATTERN.test(chatId)) throw badInput(CHAT_ID_MESSAGE);
  actor.telegramChatId = chatId === '' ? null : chatId;
  await ctx.em.flush();
  return currentUserView(actor);
}
