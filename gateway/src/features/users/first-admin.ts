import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../../kernel/database/sql';
import { hashPassword } from '../../kernel/credentials/passwords';
import { normalizeUsername } from '@pilotage/domain';
import { StartupError } from '../../kernel/config/startup-error';
import { FIRST_ADMIN_ID } from './users.service';

export interface FirstAdmin {
  username: string;
  email: string;
  password: string | null;
}

export const ADMIN_PASSWORD_REQUIRED =
  'ADMIN_PASSWORD est obligatoire au premier démarrage en production : la base ne contient aucun compte, et un mot de passe généré finirait en clair dans les journaux.';

/**
 * Creates the first Admin as user 1 when there is no user yet. Returns the password when it
 * was generated here (to show once), null when nothing was created or the password was given.
 * In production (`production`) a password is never generated: with none given, the start stops.
 * Safe when several replicas start together: only one insert wins.
 */
export async function ensureFirstAdmin(
  em: EntityManager,
  admin: FirstAdmin,
  { production = false } = {},
): Promise<{ created: boolean; generatedPassword: string | null }> {
  const [{ count }] = await query<{ count: number }>(em, 'select count(*)::int as count from users');
  if (count > 0) return { created: false, generatedPassword: null };
  if (admin.password === null && production) throw new StartupError(ADMIN_PASSWORD_REQUIRED);
  const generatedPassword = admin.password === null ? crypto.randomBytes(12).toString('base64url') : null;
  const passwordHash = await hashPassword(admin.password ?? generatedPassword!);
  const inserted = await query<{ id: number }>(
    em,
    `insert into users (id, username, email, password_hash, role) values ($1, $2, $3, $4, 'Admin')
     on conflict do nothing returning id`,
    [FIRST_ADMIN_ID, normalizeUsername(admin.username), admin.email, passwordHash],
  );
  // The id was given explicitly: move the identity past it so the next account gets id 2.
  await query(em, `select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);
  return { created: inserted.length > 0, generatedPassword: inserted.length > 0 ? generatedPassword : null };
}

/** The file of DATA_DIR where a generated first password waits when no terminal can show it. */
export const GENERATED_PASSWORD_FILE = 'first-admin-password';

/** Keeps a generated password readable by this account only, for a start whose output is not a terminal (`npm start > log`). */
export async function keepGeneratedPassword(dataDir: string, password: string): Promise<string> {
  const file = path.join(dataDir, GENERATED_PASSWORD_FILE);
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(file, password + '\n', { mode: 0o600 });
  return file;
}
