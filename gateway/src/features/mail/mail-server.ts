import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type MailSecurity, senderAddress } from '@pilotage/domain';
import type { AppDeps } from '../../kernel/context/context';
import { MAIL_PASSWORD_CONTEXT } from '../../kernel/credentials/stored-secrets';
import { open } from '../../kernel/credentials/secret-box';
import { query } from '../../kernel/database/sql';
import { createMailTransport, nodemailer } from './mail-transport';

/** The server mail goes through now, and the sender it writes as. */
export interface MailServer {
  source: 'environment' | 'settings';
  from: string;
  transport: Transporter;
}

/** The row of mail_settings (the Admin's form), its password still sealed. */
export interface MailSettingsRow {
  host: string;
  port: number;
  security: MailSecurity;
  username: string;
  password: string | null;
  sender: string;
  version: string;
}

export async function readMailSettings(em: EntityManager): Promise<MailSettingsRow | null> {
  const [row] = await query<MailSettingsRow>(
    em,
    `select host, port, security, username, password, sender, updated_at::text as version from mail_settings where id = 1`,
  );
  return row ?? null;
}

/** nodemailer's options for the form's settings: the security chosen is required, never downgraded. */
function settingsTransport(deps: AppDeps, row: MailSettingsRow): Transporter {
  const options: SMTPTransport.Options = {
    host: row.host,
    port: row.port,
    secure: row.security === 'tls',
    requireTLS: row.security === 'starttls',
    ignoreTLS: row.security === 'none',
    ...(row.username !== ''
      ? { auth: { user: row.username, pass: row.password ? open(row.password, MAIL_PASSWORD_CONTEXT) : '' } }
      : {}),
    ...(deps.config.mailCa ? { tls: { ca: [deps.config.mailCa] } } : {}),
  };
  const dkim = deps.config.mailDkim;
  return nodemailer().createTransport(options, {
    from: row.sender,
    ...(dkim ? { dkim: { ...dkim, domainName: dkim.domainName ?? senderAddress(row.sender)!.split('@')[1] } } : {}),
  });
}

interface Cached {
  version: string;
  server: MailServer | null;
}

// One transport per gateway (per deps: the tests run several in one process), built again when the
// settings' version changes: a save here or on another replica takes effect at the next message.
const cache = new WeakMap<AppDeps, Cached>();

/**
 * The mail server: SMTP_URL when the environment sets it (it wins), else the Admin's settings, else
 * null. Reads the settings' version on each call (one row), so nothing needs a restart.
 */
export async function currentMailServer(deps: AppDeps, em: EntityManager): Promise<MailServer | null> {
  const cached = cache.get(deps);
  if (deps.config.mail) {
    if (cached?.version === 'environment') return cached.server;
    const server: MailServer = {
      source: 'environment',
      from: deps.config.mail.from,
      transport: createMailTransport(deps.config.mail),
    };
    cache.set(deps, { version: 'environment', server });
    return server;
  }
  const row = await readMailSettings(em);
  const version = row?.version ?? 'none';
  if (cached?.version === version) return cached.server;
  cached?.server?.transport.close();
  const server: MailServer | null = row
    ? { source: 'settings', from: row.sender, transport: settingsTransport(deps, row) }
    : null;
  cache.set(deps, { version, server });
  return server;
}

/** Drops the cached transport (a save of the settings, the worker's stop). */
export function forgetMailServer(deps: AppDeps): void {
  cache.get(deps)?.server?.transport.close();
  cache.delete(deps);
}
