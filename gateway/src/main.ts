import { applyHeapPolicy } from './kernel/runtime/heap-policy';
applyHeapPolicy();
import 'reflect-metadata';
import type { Logger } from 'pino';
import { type Config, ConfigError, loadConfig } from './kernel/config/config';
import { createLogger } from './kernel/logging/logger';
import { type MetricsServer, startMetricsServer } from './transports/http/metrics';
import { startServer } from './composition/server';
import { startupFailureMessage } from './kernel/config/startup-error';
import { keepGeneratedPassword } from './features/users/first-admin';

// Kept for the start-failure line below: what was configured, and where to log the details.
const started: { config: Config | null; log: Logger | null } = { config: null, log: null };

async function main() {
  const config = (started.config = loadConfig());
  const log = (started.log = createLogger(config.logLevel));
  const server = await startServer(config, log);
  let metrics: MetricsServer | null = null;
  if (config.metricsPort !== null) {
    // A taken port must not leave the gateway (and an embedded PostgreSQL) running behind a failed start.
    metrics = await startMetricsServer({ host: config.host, port: config.metricsPort }, log).catch(
      async (error: unknown) => {
        await server.stop();
        throw error;
      },
    );
    log.info({ url: `${metrics.url}/metrics` }, 'metrics listening');
  }
  // The log stream (JSON lines, kept by container runtimes) never carries a password; the banner is
  // for the person who ran `npm start` in a terminal, in one write so it stays whole.
  const password = server.generatedAdminPassword;
  if (process.stdout.isTTY) {
    const banner = [`\nPilotage est prêt : ${server.url}`];
    if (password) {
      banner.push(`Premier compte Admin : ${config.admin.username} / ${password}`);
      banner.push('Ce mot de passe ne sera plus affiché : notez-le, puis changez-le depuis « Utilisateurs ».');
    }
    console.log(banner.join('\n') + '\n');
  } else if (password) {
    const passwordFile = await keepGeneratedPassword(config.dataDir, password);
    log.warn(
      { username: config.admin.username, passwordFile },
      'first Admin password generated: read it in this file, then delete the file',
    );
  }
  log.info({ url: server.url }, 'ready');

  let signals = 0;
  const shutdown = (signal: NodeJS.Signals) => {
    signals += 1;
    if (signals > 1) process.exit(1);
    log.info({ signal }, 'shutting down');
    Promise.all([server.stop(), metrics?.close()]).then(
      () => process.exit(0),
      (err: unknown) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled rejection'));
}

// Whatever stops the start ends in one French line saying what to do, not a stack trace (that
// goes to the log at debug level); exiting also stops an embedded PostgreSQL already started.
main().catch((error: unknown) => {
  started.log?.debug({ err: error }, 'start failed');
  console.error(startupFailureMessage(error, started.config));
  process.exit(error instanceof ConfigError ? 2 : 1);
});
