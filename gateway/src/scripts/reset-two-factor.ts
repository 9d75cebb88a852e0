import 'reflect-metadata';
import type { EntityManager } from '@mikro-orm/postgresql';
import { twoFactorResetMessages } from '@pilotage/domain';
import { loadConfig } from '../kernel/config/config';
import { withConfiguredDatabase } from '../composition/configured-database';
import { migrate } from '../kernel/database/orm';
import { resetTwoFactorFromShell } from '../features/two-factor/two-factor-removal';

/**
 * `npm run admin:reset-2fa -- <username>`: removes a user's two-factor sign-in and ends their
 * sessions, from the server's shell (DATABASE_URL, or the embedded database in DATA_DIR). One
 * French line; exit code 1 when the user is unknown.
 */
async function run(): Promise<number> {
  const username = process.argv[2]?.trim();
  if (!username) {
    console.error(twoFactorResetMessages.usage);
    return 1;
  }
  return withConfiguredDatabase(loadConfig(), async (orm, url) => {
    await migrate(orm, url);
    const result = await resetTwoFactorFromShell(orm.em.fork() as EntityManager, username);
    if (result.outcome === 'unknown') {
      console.error(twoFactorResetMessages.unknownUser(username));
      return 1;
    }
    console.log(
      result.outcome === 'reset'
        ? twoFactorResetMessages.reset(result.username)
        : twoFactorResetMessages.notEnabled(result.username),
    );
    return 0;
  });
}

run().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(twoFactorResetMessages.failed, error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
