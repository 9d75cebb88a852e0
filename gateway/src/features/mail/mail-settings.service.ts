import { mailSettingsError, mailSettingsMessages } from '@pilotage/domain';
import { ADMIN, requireRole } from '../../kernel/context/access';
import type { Context } from '../../kernel/context/context';
import { MAIL_PASSWORD_CONTEXT } from '../../kernel/credentials/stored-secrets';
import { seal } from '../../kernel/credentials/secret-box';
import { query } from '../../kernel/database/sql';
import { badInput, conflict } from '../../kernel/helpers/errors';
import { validated } from '../../kernel/helpers/validation';
import { auditedTransaction } from '../../kernel/journal/audit-actor';
import { forgetMailServer, readMailSettings } from './mail-server';
import { MailSettingsInput, type MailSettingsView } from './mail-settings.types';

/** SMTP_URL as the form shows it, read-only: its password only as « set ». */
function environmentView(ctx: Context): MailSettingsView {
  const mail = ctx.deps.config.mail!;
  const url = new URL(mail.smtpUrl);
  const implicit = url.protocol === 'smtps:';
  return {
    source: 'environment',
    host: url.hostname,
    port: url.port ? Number(url.port) : implicit ? 465 : 587,
    security: implicit ? 'tls' : 'starttls',
    user: decodeURIComponent(url.username),
    passwordSet: url.password !== '',
    from: mail.from,
    dkim: mail.dkim !== null,
  };
}

/** Where mail goes now: the environment, the saved settings, or nowhere. Never the password. */
export async function getMailSettings(ctx: Context): Promise<MailSettingsView> {
  requireRole(ctx, ADMIN);
  if (ctx.deps.config.mail) return environmentView(ctx);
  const row = await readMailSettings(ctx.em);
  if (!row) {
    return {
      source: 'none',
      host: '',
      port: null,
      security: 'starttls',
      user: '',
      passwordSet: false,
      from: '',
      dkim: false,
    };
  }
  return {
    source: 'settings',
    host: row.host,
    port: row.port,
    security: row.security,
    user: row.username,
    passwordSet: row.password !== null,
    from: row.sender,
    dkim: ctx.deps.config.mailDkim !== null,
  };
}

/**
 * Saves the mail server (Admin). An empty password keeps the stored one, `clearPassword` removes
 * it; a new one is sealed. An empty host (and nothing else typed) removes the configuration. While
 * SMTP_URL is set the environment wins: 409, nothing saved. The next message uses the new server.
 */
export async function saveMailSettings(ctx: Context, raw: unknown): Promise<MailSettingsView> {
  requireRole(ctx, ADMIN);
  const input = await validated(MailSettingsInput, raw ?? {});
  if (ctx.deps.config.mail) throw conflict(mailSettingsMessages.configuredByEnvironment);
  const values = {
    host: input.host?.trim() ?? '',
    port: input.port ?? NaN,
    security: input.security ?? 'starttls',
    user: input.user?.trim() ?? '',
    password: input.password ?? '',
    from: input.from?.trim() ?? '',
  };
  const removing = values.host === '' && values.user === '' && values.password === '' && values.from === '';
  if (!removing) {
    const error = mailSettingsError(values);
    if (error !== null) throw badInput(error);
  }
  await auditedTransaction(ctx, async (em) => {
    if (removing) {
      await query(em, 'delete from mail_settings where id = 1');
      return;
    }
    const [stored] = await query<{ password: string | null }>(
      em,
      'select password from mail_settings where id = 1 for update',
    );
    const password = input.clearPassword
      ? null
      : values.password !== ''
        ? seal(values.password, MAIL_PASSWORD_CONTEXT)
        : (stored?.password ?? null);
    await query(
      em,
      `insert into mail_settings (id, host, port, security, username, password, sender, updated_at)
       values (1, $1, $2, $3, $4, $5, $6, now())
       on conflict (id) do update set host = $1, port = $2, security = $3, username = $4, password = $5,
         sender = $6, updated_at = now()`,
      [values.host, values.port, values.security, values.user, password, values.from],
    );
  });
  forgetMailServer(ctx.deps);
  return getMailSettings(ctx);
}
