import { apiMessages } from '@pilotage/domain';
import type { ParsedMail } from 'mailparser';
import { Client } from 'pg';
import type { FakeTelegram } from './fake-telegram';
import type { SmtpSink } from './smtp-sink';
import type { Acknowledged } from './write-load';

// What the outboxes promise, checked at the receivers (the fake Telegram and the SMTP sink):
// - Telegram: each acknowledged message arrives once, or, when a worker died between marking it
//   « sending » and recording Telegram's answer, it is a dead letter « Envoi incertain » and arrived
//   at most once. No text ever arrives twice.
// - Mail: each acknowledged message arrives under its outbox row's Message-ID; a copy sent again
//   after a crash mid-send carries the same Message-ID (the receiver drops it), never another one.

export const OUTBOX_QUEUES = ['telegram-notifications', 'mail-outbox'];

/** The first line of a task's creation message, and the line of a transaction's message that names it. */
export const taskCreatedLine = (title: string) => `🆕 Nouvelle tâche : « ${title} »`;
const transactionLine = (text: string) => text.split('\n')[1];

export interface DeliveryFigures {
  /** `retried`: messages shown twice because a call got no answer and was tried again (the one documented exception). */
  telegram: { acknowledged: number; delivered: number; duplicated: number; uncertain: number; retried: number };
  /** `copies`: acknowledged messages received again (always under the Message-ID already received). */
  mail: { acknowledged: number; delivered: number; copies: number };
}

export interface DeliveryCheck {
  /** Acknowledged messages not (yet) at their receiver: may still come while the queues work. */
  missing: string[];
  /** Broken promises that waiting cannot mend: a second copy, a message given up, a stray Message-ID. */
  problems: string[];
  /** Jobs of the outboxes still waiting, retrying or being sent. */
  pending: number;
  /** Dead letters « Envoi incertain » not yet resolved, whatever message they hold. */
  uncertainLetters: number;
  figures: DeliveryFigures;
}

const recipients = (mail: ParsedMail): string[] =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) =>
    to.value.map((address) => address.address ?? ''),
  );

/**
 * `unanswered`: the ids of notification jobs the gateways logged as retried after a call that got
 * no answer from Telegram (« Telegram est injoignable »): their message may show twice, by policy.
 */
export async function checkDeliveries(
  databaseUrl: string,
  acknowledged: Acknowledged,
  telegram: FakeTelegram,
  sink: SmtpSink | null,
  unanswered: string[] = [],
): Promise<DeliveryCheck> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as T[];
    const [{ pending }] = await rows<{ pending: number }>(
      `select count(*)::int as pending from pgboss.job where name = any($1) and state in ('created', 'retry', 'active')`,
      [OUTBOX_QUEUES],
    );
    const letters = await rows<{ text: string; error: string }>(
      'select text, error from notification_dead_letters where resolved_at is null',
    );
    const outbox = await rows<{ recipient: string; message_id: string; status: string; last_error: string | null }>(
      `select recipient, message_id, status, last_error from mail_outbox where kind = 'invoice'`,
    );
    const retried = await rows<{ text: string }>(
      `select data->>'text' as text from pgboss.job where id = any($1::uuid[])
       union select data->>'text' from pgboss.archive where id = any($1::uuid[])`,
      [unanswered],
    );
    return judge(acknowledged, telegram, sink, { pending, letters, outbox, retried: retried.map((r) => r.text) });
  } finally {
    await client.end();
  }
}

function judge(
  acknowledged: Acknowledged,
  telegram: FakeTelegram,
  sink: SmtpSink | null,
  db: {
    pending: number;
    letters: { text: string; error: string }[];
    outbox: { recipient: string; message_id: string; status: string; last_error: string | null }[];
    retried: string[];
  },
): DeliveryCheck {
  const missing: string[] = [];
  const problems: string[] = [];
  const received = new Map<string, number>();
  for (const message of telegram.messages) received.set(message.text, (received.get(message.text) ?? 0) + 1);
  for (const [text, count] of received)
    if (count > 1 && !(count === 2 && db.retried.includes(text)))
      problems.push(`Telegram message received ${count} times: ${text.split('\n')[0]}`);
  const uncertain = db.letters.filter((letter) => letter.error === apiMessages.telegramSendUncertain);
  for (const letter of db.letters)
    if (letter.error !== apiMessages.telegramSendUncertain)
      problems.push(`notification given up (${letter.error}): ${letter.text.split('\n')[0]}`);

  const telegramFigures = { acknowledged: 0, delivered: 0, duplicated: 0, uncertain: 0, retried: 0 };
  const expect = (name: string, names: (text: string) => boolean) => {
    telegramFigures.acknowledged += 1;
    const copies = telegram.messages.filter((message) => names(message.text)).length;
    const doubtful = uncertain.some((letter) => names(letter.text));
    if (copies > 0) telegramFigures.delivered += 1;
    if (copies > 1) telegramFigures.duplicated += 1;
    if (copies > 1 && telegram.messages.some((message) => names(message.text) && db.retried.includes(message.text)))
      telegramFigures.retried += 1;
    if (doubtful) telegramFigures.uncertain += 1;
    if (copies === 0 && !doubtful) missing.push(`${name}: notification not received`);
  };
  for (const { created } of acknowledged.tasks.values())
    expect(`task « ${created} »`, (text) => text.split('\n')[0] === taskCreatedLine(created));
  for (const { description } of acknowledged.transactions.values())
    expect(`transaction « ${description} »`, (text) => transactionLine(text) === description);

  const mailFigures = { acknowledged: acknowledged.mails.size, delivered: 0, copies: 0 };
  if (sink) {
    const outbox = new Map(db.outbox.map((row) => [row.recipient, row]));
    for (const mail of sink.messages) {
      for (const to of recipients(mail)) {
        const row = outbox.get(to);
        if (row && row.message_id !== mail.messageId)
          problems.push(`mail to ${to} arrived as ${mail.messageId}, its outbox row is ${row.message_id}`);
      }
    }
    for (const to of acknowledged.mails.keys()) {
      const row = outbox.get(to);
      if (!row) problems.push(`mail to ${to} acknowledged but not in the outbox`);
      else if (row.status === 'failed') problems.push(`mail to ${to} given up: ${row.last_error}`);
      const copies = sink.messages.filter((mail) => recipients(mail).includes(to)).length;
      if (copies > 0) mailFigures.delivered += 1;
      else missing.push(`mail to ${to}: not received`);
      mailFigures.copies += Math.max(0, copies - 1);
    }
  }
  return {
    missing,
    problems,
    pending: db.pending,
    uncertainLetters: uncertain.length,
    figures: { telegram: telegramFigures, mail: mailFigures },
  };
}
