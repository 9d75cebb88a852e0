import { apiMessages } from '@pilotage/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { query } from '../../kernel/database/sql';
import { type MailAttachment, sendOutboxMessage } from './mail-transport';

export type MailOutcome = 'sent' | 'failed' | 'skipped';

/** A transient failure: the queue tries again later, with backoff. */
export class MailRetry extends Error {
  override readonly name = 'MailRetry';
}

interface OutboxRow {
  message_id: string;
  status: string;
  recipient: string;
  cc: string;
  subject: string;
  body: string;
  attachments: MailAttachment[];
}

interface SmtpError {
  responseCode?: number;
  response?: string;
  code?: string;
  message?: string;
}

/** The French reason kept on the row, and whether trying again may help (a 5xx answer will not). */
function describe(error: unknown): { message: string; permanent: boolean } {
  const smtp = (typeof error === 'object' && error !== null ? error : {}) as SmtpError;
  if (smtp.code === 'EAUTH') return { message: apiMessages.mailAuthFailed, permanent: true };
  if (typeof smtp.responseCode === 'number') {
    const response = (smtp.response ?? '').slice(0, 300);
    return { message: apiMessages.mailRefused(smtp.responseCode, response), permanent: smtp.responseCode >= 500 };
  }
  return { message: apiMessages.mailUnreachable(smtp.code ?? smtp.message ?? String(error)), permanent: false };
}

/**
 * Sends the outbox row `mailId` once. The row stays locked (`for update skip locked`) from before the
 * SMTP exchange until it is marked `sent`, in one transaction: another replica handed the same job
 * meanwhile finds it locked and retries later (by then it is `sent` and skipped). A failure counts
 * an attempt; the last attempt, or a refusal no retry can change, marks it `failed` for the Admins.
 */
export async function deliverMail(
  em: EntityManager,
  mailId: string,
  lastAttempt: boolean,
  transport: Transporter | null,
  log: Logger,
): Promise<MailOutcome> {
  let retry: string | null = null;
  const outcome = await em.transactional(async (tx): Promise<MailOutcome> => {
    const [row] = await query<OutboxRow>(
      tx,
      `select message_id, status, recipient, cc, subject, body, attachments from mail_outbox where id = $1 for update skip locked`,
      [mailId],
    );
    if (!row) {
      const [exists] = await query(tx, 'select 1 from mail_outbox where id = $1', [mailId]);
      if (!exists) return 'skipped';
      retry = 'Envoi en cours sur un autre serveur : nouvel essai plus tard.';
      return 'skipped';
    }
    if (row.status !== 'queued') return 'skipped';
    const fail = async (message: string, permanent: boolean): Promise<MailOutcome> => {
      const giveUp = permanent || lastAttempt;
      await query(
        tx,
        `update mail_outbox set attempts = attempts + 1, last_error = $2, status = case when $3 then 'failed' else status end where id = $1`,
        [mailId, message, giveUp],
      );
      if (giveUp) {
        log.warn({ mailId, error: message }, 'mail given up');
        return 'failed';
      }
      retry = message;
      return 'skipped';
    };
    if (transport === null) return fail(apiMessages.mailNotConfigured, false);
    try {
      await sendOutboxMessage(transport, {
        messageId: row.message_id,
        to: row.recipient,
        cc: row.cc === '' ? [] : row.cc.split(', '),
        subject: row.subject,
        body: row.body,
        attachments: row.attachments,
      });
    } catch (error) {
      const { message, permanent } = describe(error);
      return fail(message, permanent);
    }
    await query(
      tx,
      `update mail_outbox set status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = null where id = $1`,
      [mailId],
    );
    log.info({ mailId }, 'mail sent');
    return 'sent';
  });
  if (retry !== null) throw new MailRetry(retry);
  return outcome;
}
