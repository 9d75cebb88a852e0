import type { Transporter } from 'nodemailer';
import type { MailConfig } from '../../kernel/config/config';
import { lazyModule } from '../../kernel/helpers/lazy-module';

// nodemailer is loaded with the first SMTP connection: a gateway that sends no mail never needs it.
export const nodemailer = lazyModule<typeof import('nodemailer')>('nodemailer');

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The bytes, base64: how the outbox keeps them (jsonb). */
  content: string;
}

/** One queued message as the worker hands it to the SMTP server. */
export interface OutboxMessage {
  messageId: string;
  to: string;
  cc: string[];
  subject: string;
  body: string;
  attachments: MailAttachment[];
}

/**
 * The SMTP connection of SMTP_URL: STARTTLS whenever the server offers it on smtp://, implicit TLS
 * on smtps://, its options (`?tls.rejectUnauthorized=false`, …) read by nodemailer. Signs with
 * DKIM when a key and selector are configured.
 */
export function createMailTransport(config: MailConfig): Transporter {
  return nodemailer().createTransport(config.smtpUrl, {
    from: config.from,
    ...(config.dkim ? { dkim: config.dkim } : {}),
  });
}

/** The domain of the sender's address: the right-hand side of our Message-IDs. */
export function senderDomain(from: string): string {
  const address = /<([^>]*)>\s*$/.exec(from)?.[1] ?? from;
  return address.split('@')[1] ?? 'localhost';
}

/**
 * Sends one message. The Message-ID is the outbox row's: sent again after a crash mid-send, it is
 * the same message to the receiving servers and mail clients, which drop the second copy.
 */
export async function sendOutboxMessage(transport: Transporter, message: OutboxMessage): Promise<void> {
  await transport.sendMail({
    messageId: message.messageId,
    to: message.to,
    cc: message.cc.length > 0 ? message.cc : undefined,
    subject: message.subject,
    text: message.body,
    attachments: message.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: Buffer.from(attachment.content, 'base64'),
    })),
  });
}
