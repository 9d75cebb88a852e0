import { generateKeyPairSync } from 'node:crypto';
import { loadConfig } from '../../gateway/src/kernel/config/config';
import { type MailWorker, startMail } from '../../gateway/src/features/mail/mail';
import { MAIL_QUEUE } from '../../gateway/src/kernel/jobs/queue';
import { loginAdmin, signedIn } from '../support/actors';
import { eventually } from '../support/eventually';
import { call, graphql } from '../support/http';
import { startTestServer, type TestServer } from '../support/server';
import { type SmtpSink, type SmtpSinkOptions, startSmtpSink } from '../support/smtp-sink';

const TEST = '/api/settings/mail/test';
const FAILURES = '/api/settings/mail/failures';

/** A gateway whose SMTP_URL points at the sink, and its mail worker (no backoff: retries come at once). */
async function gatewayFor(sink: SmtpSink, extra: Record<string, string> = {}, retryLimit = 2) {
  const mail = loadConfig({ SMTP_URL: sink.url, MAIL_FROM: 'Pilotage <factures@example.fr>', ...extra }).mail;
  const server = await startTestServer({ mail });
  const worker = await startMail(server.deps, {
    retry: { retryLimit, retryDelay: 1, retryBackoff: false },
    pollingIntervalSeconds: 0.5,
    stopTimeoutMs: 3000,
  });
  return { server, worker };
}

async function mailQueueSettled(server: TestServer): Promise<void> {
  await eventually(async () => {
    const [row] = await server.sql<{ n: number }>(
      "select count(*)::int as n from pgboss.job where name = $1 and state in ('created', 'retry', 'active')",
      [MAIL_QUEUE],
    );
    expect(row.n).toBe(0);
  }, 30_000);
}

describe.each<[string, SmtpSinkOptions]>([
  ['plain, no authentication', {}],
  ['STARTTLS with authentication', { starttls: true, auth: { user: 'pilotage', pass: 's3cret' } }],
  ['implicit TLS (smtps://) with authentication', { implicitTls: true, auth: { user: 'pilotage', pass: 's3cret' } }],
])('a test mail through a real SMTP server, %s', (_name, options) => {
  let sink: SmtpSink;
  let server: TestServer;
  let worker: MailWorker;
  beforeAll(async () => {
    sink = await startSmtpSink(options);
    ({ server, worker } = await gatewayFor(sink));
  });
  afterAll(async () => {
    await worker.stop();
    await server.close();
    await sink.close();
  });

  it('reaches the server once, from MAIL_FROM, with its Message-ID, and is marked sent', async () => {
    const admin = await loginAdmin(server);
    const answer = await call(server.url, 'POST', TEST, { token: admin, body: { to: 'gerant@example.fr' } });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Courriel de test mis en file d’envoi vers gerant@example.fr.');
    await eventually(async () => expect(sink.messages).toHaveLength(1), 20_000);
    await mailQueueSettled(server);
    const [mail] = sink.messages;
    expect(mail.subject).toBe('Pilotage : courriel de test');
    expect(mail.from?.value[0].address).toBe('factures@example.fr');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0].address : null).toBe('gerant@example.fr');
    const [row] = await server.sql<{ status: string; message_id: string }>(
      'select status, message_id from mail_outbox',
    );
    expect(row.status).toBe('sent');
    expect(mail.messageId).toBe(row.message_id);
    expect(sink.messages).toHaveLength(1);
  });
});

describe('mail failures and the outbox rules', () => {
  let sink: SmtpSink;
  let server: TestServer;
  let worker: MailWorker;
  let admin: string;
  beforeAll(async () => {
    sink = await startSmtpSink();
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    ({ server, worker } = await gatewayFor(sink, {
      DKIM_SELECTOR: 'pilotage',
      DKIM_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    }));
  });
  beforeEach(async () => {
    await server.reset();
    await server.sql('delete from mail_outbox');
    sink.messages.length = 0;
    sink.raw.length = 0;
    admin = await loginAdmin(server);
  });
  afterAll(async () => {
    await worker.stop();
    await server.close();
    await sink.close();
  });

  it('signs with DKIM when a key and a selector are configured', async () => {
    expect((await call(server.url, 'POST', TEST, { token: admin, body: {} })).status).toBe(200);
    // The raw bytes arrive before their parse: wait for both.
    await eventually(async () => {
      expect(sink.raw).toHaveLength(1);
      expect(sink.messages).toHaveLength(1);
    }, 20_000);
    const headers = sink.raw[0].toString('utf8').split('\r\n\r\n')[0];
    expect(headers).toMatch(
      /^DKIM-Signature: v=1; a=rsa-sha256; c=relaxed\/relaxed; d=example\.fr;[\s\S]*s=pilotage;/m,
    );
    // Sent to the Admin's own address by default.
    expect(sink.messages[0].to && !Array.isArray(sink.messages[0].to) ? sink.messages[0].to.text : '').toBe(
      'admin@example.fr',
    );
  });

  it('retries a temporary refusal and sends once; gives up a permanent one, shown to Admins to resend or dismiss', async () => {
    sink.refuseNext(1, 451);
    expect((await call(server.url, 'POST', TEST, { token: admin, body: { to: 'a@example.fr' } })).status).toBe(200);
    await eventually(async () => expect(sink.messages).toHaveLength(1), 20_000);
    await mailQueueSettled(server);
    const [sent] = await server.sql<{ status: string; attempts: number }>('select status, attempts from mail_outbox');
    expect(sent).toEqual({ status: 'sent', attempts: 2 });

    sink.refuseNext(1, 550);
    expect((await call(server.url, 'POST', TEST, { token: admin, body: { to: 'b@example.fr' } })).status).toBe(200);
    await mailQueueSettled(server);
    const failures = await call(server.url, 'GET', FAILURES, { token: admin });
    expect(failures.status).toBe(200);
    expect(failures.headers.get('x-total-count')).toBe('1');
    expect(failures.body[0]).toMatchObject({ recipient: 'b@example.fr', kind: 'test', attempts: 1 });
    expect(failures.body[0].error).toContain('Le serveur de courriel a refusé le message (550)');
    const id = failures.body[0].id as string;
    const manager = await signedIn(server, 'Manager');
    expect((await call(server.url, 'GET', FAILURES, { token: manager.token })).status).toBe(403);

    expect((await call(server.url, 'POST', `${FAILURES}/${id}/resend`, { token: admin, body: {} })).status).toBe(200);
    await eventually(async () => expect(sink.messages).toHaveLength(2), 20_000);
    await mailQueueSettled(server);
    // The same message again: the same Message-ID.
    const [row] = await server.sql<{ message_id: string; status: string }>(
      'select message_id, status from mail_outbox where id = $1',
      [id],
    );
    expect(row.status).toBe('sent');
    expect(sink.messages[1].messageId).toBe(row.message_id);
    expect((await call(server.url, 'POST', `${FAILURES}/${id}/resend`, { token: admin, body: {} })).status).toBe(409);

    sink.refuseNext(1, 554);
    expect((await call(server.url, 'POST', TEST, { token: admin, body: { to: 'c@example.fr' } })).status).toBe(200);
    await mailQueueSettled(server);
    const gql = await graphql(server.url, '{ mailFailures { total items { id recipient } } }', {}, admin);
    expect(gql.data.mailFailures.total).toBe(1);
    const other = gql.data.mailFailures.items[0].id as string;
    const dismissed = await graphql(
      server.url,
      'mutation($id: ID!) { dismissMailFailure(id: $id) { message } }',
      { id: other },
      admin,
    );
    expect(dismissed.data.dismissMailFailure.message).toBe('Courriel ignoré.');
    expect((await call(server.url, 'GET', FAILURES, { token: admin })).body).toEqual([]);
    expect((await call(server.url, 'POST', `${FAILURES}/${other}/dismiss`, { token: admin, body: {} })).status).toBe(
      409,
    );
    expect(
      (
        await call(server.url, 'POST', `${FAILURES}/00000000-0000-4000-8000-000000000000/dismiss`, {
          token: admin,
          body: {},
        })
      ).status,
    ).toBe(404);
  });

  it('a row already locked by another sender is left to it: the message goes once', async () => {
    // Another replica holds the row: this worker must not send it meanwhile.
    const { Client } = await import('pg');
    const other = new Client({ connectionString: server.deps.orm.config.get('clientUrl') });
    await other.connect();
    try {
      await other.query('begin');
      expect((await call(server.url, 'POST', TEST, { token: admin, body: { to: 'd@example.fr' } })).status).toBe(200);
      await other.query('select * from mail_outbox for update');
      await eventually(async () => {
        // This message's job: the earlier tests of the file left theirs in the same queue.
        const [job] = await server.sql<{ retry_count: number }>(
          'select retry_count from pgboss.job where name = $1 order by created_on desc limit 1',
          [MAIL_QUEUE],
        );
        expect(job.retry_count).toBeGreaterThan(0);
      }, 20_000);
      expect(sink.messages).toHaveLength(0);
      // The other sender marks it sent and commits: the retried job finds it sent and sends nothing.
      await other.query(`update mail_outbox set status = 'sent', sent_at = now()`);
      await other.query('commit');
    } finally {
      await other.end();
    }
    await mailQueueSettled(server);
    expect(sink.messages).toHaveLength(0);
  });

  it('refuses malformed addresses and header injection with a French 400, queueing nothing', async () => {
    for (const [to, error] of [
      ['pas-une-adresse', 'Adresse de courriel invalide : « pas-une-adresse ».'],
      [
        'a@example.fr\r\nBcc: victim@example.fr',
        'Le sujet et les adresses ne peuvent pas contenir de retour à la ligne.',
      ],
      ['Nom <a@example.fr>', 'Adresse de courriel invalide : « Nom <a@example.fr> ».'],
    ]) {
      const answer = await call(server.url, 'POST', TEST, { token: admin, body: { to } });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe(error);
    }
    expect(await server.sql('select 1 from mail_outbox')).toEqual([]);
  });
});

describe('without a mail server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers 409 and changes nothing', async () => {
    const admin = await loginAdmin(server);
    const answer = await call(server.url, 'POST', TEST, { token: admin, body: {} });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe("Aucun serveur d'envoi de courriels n'est configuré.");
    expect(await server.sql('select 1 from mail_outbox')).toEqual([]);
  });
});
