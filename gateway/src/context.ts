import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Orm } from './database/orm';
import { readRows } from './shared/sql';
import { verifyAccessToken } from './shared/tokens';
import { User } from './users/user.entity';

/** What lives as long as the process: shared by every request. */
export interface AppDeps {
  config: Config;
  orm: Orm;
  jwtSecret: string;
  log: Logger;
}

/** What a service receives for one request, whichever transport it came through. */
export interface Context {
  deps: AppDeps;
  em: EntityManager;
  actor: User | null;
  /** Why a bearer token was refused, when one was sent and refused. */
  authError: string | null;
  clientAddress: string;
}

export const INVALID_TOKEN_MESSAGE = "Jeton d'accès invalide ou expiré. Veuillez vous reconnecter.";

// Runs on every request: a plain query mapped to a managed entity costs a fraction of em.findOne.
async function findActor(em: EntityManager, id: number): Promise<User | null> {
  const [row] = await readRows<Record<string, unknown>>(em, 'select id, username, email, role, telegram_chat_id, created_at from users where id = ?', [id]);
  return row ? em.map(User, row) : null;
}

export async function createContext(deps: AppDeps, authorization: string | undefined, clientAddress: string): Promise<Context> {
  const em = deps.orm.em.fork() as EntityManager;
  const context: Context = { deps, em, actor: null, authError: null, clientAddress };
  if (authorization === undefined || authorization === '') return context;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  const userId = match ? verifyAccessToken(deps.jwtSecret, match[1]) : null;
  // The user is read on every request: a deleted user's token stops working, a new role applies at once.
  context.actor = userId === null ? null : await findActor(em, userId);
  if (context.actor === null) context.authError = INVALID_TOKEN_MESSAGE;
  return context;
}
