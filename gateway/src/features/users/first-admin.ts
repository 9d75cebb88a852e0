import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../../kernel/database/sql';
import { hashPassword } from '../../kernel/credentials/passwords';
import { FIRST_ADMIN_ID } from './users.service';

export interface FirstAdmin {
  username: string;
  email: string;
  password: string | null;
}

/**
 * Creates the first Admin as user 1 when there is no user yet. Returns the password when it
 * was generated here (to print once), null when nothing was created or the password was given.
 * Safe when several replicas start together: only one insert wins.
 */
export async function ensureFirstAdmin(em: EntityManager, admin: FirstAdmin): Promise<{ created: boolean; generatedPassword: string | null }> {
  const [{ count }] = await query<{ count: number }>(em, 'select count(*)::int as count from users');
  if (count > 0) return { created: false, generatedPassword: null };
  const generatedPassword = admin.password === null ? crypto.randomBytes(12).toString('base64url') : null;
  const passwordHash = await hashPassword(admin.password ?? generatedPassword!);
  const inserted = await query<{ id: number }>(
    em,
    `insert into users (id, username, email, password_hash, role) values ($1, $2, $3, $4, 'Admin')
     on conflict do nothing returning id`,
    [FIRST_ADMIN_ID, admin.username, admin.email, passwordHash],
  );
  // The id was given explicitly: move the identity past it so the next account gets id 2.
  await query(em, `select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);
  return { created: inserted.length > 0, generatedPassword: inserted.length > 0 ? generatedPassword : null };
}
