import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { createApp } from './app';
import type { Config } from '../kernel/config/config';
import { type AppDeps, newSessionCache } from '../kernel/context/context';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../kernel/database/embedded';
import { migrate, openOrm } from './database';
import type { Readiness } from '../features/health/health.routes';
import { startAuditRetention } from '../features/audit/audit-retention';
import { startBackupSchedule } from '../features/backups/backup-schedule';
import { startNotifications } from '../features/notifications/notifications';
import { startMail } from '../features/mail/mail';
import { startReminderJob } from '../features/invoices/reminders/reminder-job';
import { startEInvoicing } from '../features/e-invoicing/e-invoicing-worker';
import { issuedInvoiceFile } from '../features/invoices/invoices.service';
import { fileSupplierInvoice } from '../features/purchases/purchases.service';
import { persistentSecret } from '../kernel/config/secrets';
import { ensureFirstAdmin } from '../features/users/first-admin';
import { assertSecretKeysKnown, loadSecretKeys, sealStoredSecrets } from '../kernel/credentials/stored-secrets';

export interface RunningServer {
  app: FastifyInstance;
  deps: AppDeps;
  url: string;
  generatedAdminPassword: string | null;
  stop(): Promise<void>;
}

const SHUTDOWN_GRACE_MS = 10_000;

/** Database (embedded or DATABASE_URL), migrations, first Admin, then HTTP. */
export async function startServer(config: Config, log: Logger): Promise<RunningServer> {
  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = config.databaseUrl;
  if (databaseUrl === null) {
    embedded = await startEmbeddedPostgres({
      dir: path.join(config.dataDir, 'postgres'),
      database: 'pilotage',
      log: (line) => log.debug({ postgres: line }, 'embedded postgres'),
    });
    databaseUrl = embedded.url;
    log.info({ dataDir: config.dataDir }, 'embedded PostgreSQL started');
  }
  const orm = await openOrm(databaseUrl);
  const applied = await migrate(orm, databaseUrl);
  if (applied.length > 0) log.info({ migrations: applied }, 'migrations applied');
  const jwtSecret = config.jwtSecret ?? (await persistentSecret(config.dataDir, 'jwt-secret'));
  await loadSecretKeys(config);
  await assertSecretKeysKnown(orm.em.fork());
  // Values stored in clear before secrets were sealed are sealed before anything reads them.
  const sealed = await sealStoredSecrets(orm.em.fork());
  if (sealed > 0) log.info({ sealed }, 'stored secrets sealed');
  const deps: AppDeps = { config, orm, jwtSecret, log, sessionCache: newSessionCache() };
  const admin = await ensureFirstAdmin(orm.em.fork(), config.admin, { production: config.production });
  if (admin.created) log.info({ username: config.admin.username }, 'first Admin created');

  const readiness: Readiness = { ready: false };
  const app = await createApp(deps, readiness);
  // Sends the Telegram notifications queued by any replica; stopped before the pool closes.
  const notifications = await startNotifications(deps);
  // Purges the activity journal past AUDIT_RETENTION_DAYS, once a day, on the notifications' pg-boss.
  const auditRetention = await startAuditRetention(deps, notifications.jobQueue);
  // The nightly backup (BACKUP_SCHEDULE), taken by one replica, on the same pg-boss.
  const backupSchedule = await startBackupSchedule(deps, notifications.jobQueue);
  // Sends the outbox's mail (invoices, reminders, tests) queued by any replica, on the same pg-boss.
  const mail = await startMail(deps, {}, notifications.jobQueue);
  // Chases unpaid invoices once a day, taken by one replica, on the same pg-boss.
  const reminderJob = await startReminderJob(deps, notifications.jobQueue);
  // Hands issued invoices to the Plateforme Agréée, whichever replica issued them, on the same pg-boss.
  const eInvoicing = await startEInvoicing(
    deps,
    { readFile: issuedInvoiceFile, fileSupplierInvoice },
    notifications.jobQueue,
  );
  await app.listen({ port: config.port, host: config.host });
  readiness.ready = true;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      readiness.ready = false;
      const grace = new Promise<void>((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref());
      const notificationsStopped = notifications
        .stop()
        .catch((err: unknown) => log.error({ err }, 'stopping notifications failed'));
      const retentionStopped = auditRetention
        .stop()
        .catch((err: unknown) => log.error({ err }, 'stopping the journal purge failed'));
      const backupStopped = backupSchedule
        ?.stop()
        .catch((err: unknown) => log.error({ err }, 'stopping the backup schedule failed'));
      const remindersStopped = reminderJob
        .stop()
        .catch((err: unknown) => log.error({ err }, 'stopping the reminders failed'));
      const mailStopped = mail.stop().catch((err: unknown) => log.error({ err }, 'stopping the mail worker failed'));
      const eInvoicingStopped = eInvoicing
        .stop()
        .catch((err: unknown) => log.error({ err }, 'stopping the e-invoicing worker failed'));
      await Promise.race([
        Promise.all([
          app.close(),
          notificationsStopped,
          retentionStopped,
          backupStopped,
          remindersStopped,
          mailStopped,
          eInvoicingStopped,
        ]),
        grace,
      ]);
      await orm.close(true).catch((err: unknown) => log.error({ err }, 'closing the database pool failed'));
      if (embedded) await embedded.stop().catch((err: unknown) => log.error({ err }, 'stopping PostgreSQL failed'));
    })();
    return stopping;
  };
  return { app, deps, url: `http://${shownHost}:${port}`, generatedAdminPassword: admin.generatedPassword, stop };
}
