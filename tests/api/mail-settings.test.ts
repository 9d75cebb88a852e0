import { generateKeyPairSync } from 'node:crypto';
import { type MailWorker, startMail } from '../../gateway/src/features/mail/mail';
import { loadConfig } from '../../gateway/src/kernel/config/config';
import { MAIL_QUEUE } from '../../gateway/src/kernel/jobs/queue';
import { loginAdmin, signedIn } from '../support/actors';
import { eventually } from '../support/eventually';
import { call, graphql } from '../support/http';
import { issued, saveSeller } from '../support/invoices';
import { startTestServer, type TestServer } from '../support/server';
import { type SmtpSink, type SmtpSinkOptions, selfSignedCertificate, startSmtpSink } from '../support/smtp-sink';

const SETTINGS = '/api/settings/mail';
const TEST = '/api/settings/mail/test';
const PASSWORD = 'Tr3s-s3cret-smtp';
const SETTINGS_FIELDS = 'source host port security user passwordSet from dkim';

/** A gateway without SMTP_URL (unless given), trusting the sink's certificate, and its mail worker. */
async function gateway(overrides: Parameters<typeof startTestServer>[0] = {}) {
  const server = await startTestServer({ mail: null, mailCa: selfSignedCertificate().cert, ...overrides });
  const worker = await startMail(server.deps, {
    retry: { retryLimit: 1, retryDelay: 1, retryBackoff: false },
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

const addressOf = (field: { value: { address?: string }[] } | { value: { address?: string }[] }[] | undefined) =>
  field && !Array.isArray(field) ? field.value[0].address : undefined;

describe.each<[string, SmtpSinkOptions, string]>([
  ['without security nor authentication', {}, 'none'],
  ['STARTTLS with authentication', { starttls: true, auth: { user: 'pilotage', pass: PASSWORD } }, 'starttls'],
  ['implicit TLS with authentication', { implicitTls: true, auth: { user: 'pilotage', pass: PASSWORD } }, 'tls'],
])('the mail server saved by an Admin, %s', (_name, options, security) => {
  let sink: SmtpSink;
  let server: TestServer;
  let worker: MailWorker;
  let admin: string;
  const settings = () => ({
    host: '127.0.0.1',
    port: sink.port,
    security,
    user: options.auth?.user ?? '',
    password: options.auth?.pass ?? '',
    from: 'Atelier Dupont <factures@example.fr>',
  });
  beforeAll(async () => {
    sink = await startSmtpSink(options);
    ({ server, worker } = await gateway());
    admin = await loginAdmin(server);
  });
  afterAll(async () => {
    await worker.stop();
    await server.close();
    await sink.close();
  });

  it('carries the test mail and an invoice, without a restart, and never gives the password back', async () => {
    const before = await call(server.url, 'POST', TEST, { token: admin, body: { to: 'gerant@example.fr' } });
    expect(before.status).toBe(409);
    expect(before.body.error).toBe("Aucun serveur d'envoi de courriels n'est configuré.");

    const saved = await call(server.url, 'PUT', SETTINGS, { token: admin, body: settings() });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      source: 'settings',
      host: '127.0.0.1',
      port: sink.port,
      security,
      password_set: options.auth !== undefined,
      from: 'Atelier Dupont <factures@example.fr>',
    });

    const test = await call(server.url, 'POST', TEST, { token: admin, body: { to: 'gerant@example.fr' } });
    expect(test.status).toBe(200);
    await eventually(async () => expect(sink.messages).toHaveLength(1), 20_000);
    expect(sink.messages[0].subject).toBe('Pilotage : courriel de test');
    expect(addressOf(sink.messages[0].from)).toBe('factures@example.fr');
    expect(addressOf(sink.messages[0].to)).toBe('gerant@example.fr');

    await saveSeller(server, admin);
    const invoice = await issued(server, admin);
    const sent = await call(server.url, 'POST', `/api/invoices/${invoice.id}/send`, {
      token: admin,
      body: { to: 'client@example.fr' },
    });
    expect(sent.status).toBe(200);
    await eventually(async () => expect(sink.messages).toHaveLength(2), 20_000);
    expect(addressOf(sink.messages[1].to)).toBe('client@example.fr');
    expect(sink.messages[1].attachments.map((attachment) => attachment.contentType)).toContain('application/pdf');
    await mailQueueSettled(server);
    const statuses = await server.sql<{ status: string }>('select status from mail_outbox');
    expect(statuses.map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('keeps the stored password when saved empty, takes a new sender at once, and clears it on « Effacer »', async () => {
    sink.messages.length = 0;
    const kept = await call(server.url, 'PUT', SETTINGS, {
      token: admin,
      body: { ...settings(), password: '', from: 'compta@example.fr' },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.password_set).toBe(options.auth !== undefined);
    await call(server.url, 'POST', TEST, { token: admin, body: { to: 'gerant@example.fr' } });
    await eventually(async () => expect(sink.messages).toHaveLength(1), 20_000);
    // The same password still opens the server, and the new sender went without a restart.
    expect(addressOf(sink.messages[0].from)).toBe('compta@example.fr');

    const graph = await graphql(
      server.url,
      `mutation($input: MailSettingsInput!) { updateMailSettings(input: $input) { ${SETTINGS_FIELDS} } }`,
      { input: { ...settings(), password: '', clearPassword: true } },
      admin,
    );
    expect(graph.errors).toBeUndefined();
    expect(graph.data.updateMailSettings.passwordSet).toBe(false);
    const [row] = await server.sql<{ password: string | null }>('select password from mail_settings');
    expect(row.password).toBeNull();
  });
});

describe('the mail settings guard their password and their input', () => {
  let server: TestServer;
  let worker: MailWorker;
  let admin: string;
  const valid = {
    host: 'smtp.example.fr',
    port: 587,
    security: 'starttls',
    user: 'factures@example.fr',
    password: PASSWORD,
    from: 'factures@example.fr',
  };
  beforeAll(async () => {
    ({ server, worker } = await gateway());
  });
  beforeEach(async () => {
    await server.reset();
    admin = await loginAdmin(server);
  });
  afterAll(async () => {
    await worker.stop();
    await server.close();
  });

  it('seals the password at rest and never shows it in an answer or in the journal', async () => {
    const saved = await call(server.url, 'PUT', SETTINGS, { token: admin, body: valid });
    expect(saved.status).toBe(200);
    const read = await call(server.url, 'GET', SETTINGS, { token: admin });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      source: 'settings',
      host: 'smtp.example.fr',
      port: 587,
      security: 'starttls',
      user: 'factures@example.fr',
      password_set: true,
      from: 'factures@example.fr',
      dkim: false,
    });
    const graph = await graphql(server.url, `{ mailSettings { ${SETTINGS_FIELDS} } }`, {}, admin);
    expect(graph.data.mailSettings.passwordSet).toBe(true);
    const [{ password }] = await server.sql<{ password: string }>('select password from mail_settings');
    expect(password).toMatch(/^v1:/);
    for (const text of [JSON.stringify(saved.body), JSON.stringify(read.body), JSON.stringify(graph)]) {
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain(password);
    }
    // A second save with a new password: journaled as a change, its value masked.
    await call(server.url, 'PUT', SETTINGS, { token: admin, body: { ...valid, password: 'un-autre-secret' } });
    const journal = await server.sql<{ action: string; changes: Record<string, unknown> }>(
      "select action, changes from audit_log where entity_type = 'mail_settings' order by id",
    );
    expect(journal.map((row) => row.action)).toEqual(['create', 'update']);
    expect(journal[0].changes).toMatchObject({ host: [null, 'smtp.example.fr'], password: [null, '***'] });
    expect(journal[1].changes).toEqual({ password: ['***', '***'] });
    const text = JSON.stringify(journal);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain('un-autre-secret');
    expect(text).not.toContain('v1:');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no host', { ...valid, host: '' }, 'Indiquez le serveur d’envoi (hôte).'],
    ['port 0', { ...valid, port: 0 }, 'Le port doit être un nombre entier entre 1 et 65535.'],
    ['port 65536', { ...valid, port: 65536 }, 'Le port doit être un nombre entier entre 1 et 65535.'],
    ['no port', { ...valid, port: null }, 'Le port doit être un nombre entier entre 1 et 65535.'],
    [
      'an unknown security',
      { ...valid, security: 'ssl' },
      'Sécurité inconnue : choisissez « Aucune », « STARTTLS » ou « TLS implicite ».',
    ],
    [
      'a bad sender',
      { ...valid, from: 'factures' },
      'Expéditeur invalide : « factures » (une adresse, ou « Nom <adresse> »).',
    ],
    ['no sender', { ...valid, from: '' }, 'Indiquez l’adresse d’expéditeur.'],
    [
      'a line break in the sender',
      { ...valid, from: 'factures@example.fr\r\nBcc: x@example.fr' },
      'Les réglages du serveur d’envoi ne peuvent pas contenir de retour à la ligne.',
    ],
    [
      'a line break in the host',
      { ...valid, host: 'smtp.example.fr\nRCPT TO' },
      'Les réglages du serveur d’envoi ne peuvent pas contenir de retour à la ligne.',
    ],
    [
      'a line break in the user',
      { ...valid, user: 'a\r\nb' },
      'Les réglages du serveur d’envoi ne peuvent pas contenir de retour à la ligne.',
    ],
    [
      'a host with a space',
      { ...valid, host: 'smtp example' },
      'Le serveur d’envoi doit être un nom d’hôte ou une adresse IP, sans espace.',
    ],
  ])('refuses %s with a French 400 and changes nothing', async (_name, body, message) => {
    await call(server.url, 'PUT', SETTINGS, { token: admin, body: valid });
    const before = await server.sql('select * from mail_settings');
    const answer = await call(server.url, 'PUT', SETTINGS, { token: admin, body });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(message);
    expect(await server.sql('select * from mail_settings')).toEqual(before);
  });

  it('removes the configuration when everything is emptied', async () => {
    await call(server.url, 'PUT', SETTINGS, { token: admin, body: valid });
    const emptied = await call(server.url, 'PUT', SETTINGS, {
      token: admin,
      body: { host: '', port: null, security: 'starttls', user: '', password: '', from: '' },
    });
    expect(emptied.status).toBe(200);
    expect(emptied.body).toMatchObject({ source: 'none', host: '', password_set: false });
    const test = await call(server.url, 'POST', TEST, { token: admin, body: {} });
    expect(test.status).toBe(409);
  });

  it('is for Admins only: a Manager gets 403 and changes nothing', async () => {
    await call(server.url, 'PUT', SETTINGS, { token: admin, body: valid });
    const before = await server.sql('select * from mail_settings');
    const manager = await signedIn(server, 'Manager');
    expect((await call(server.url, 'GET', SETTINGS, { token: manager.token })).status).toBe(403);
    const put = await call(server.url, 'PUT', SETTINGS, { token: manager.token, body: { ...valid, host: 'evil' } });
    expect(put.status).toBe(403);
    const graph = await graphql(server.url, `{ mailSettings { ${SETTINGS_FIELDS} } }`, {}, manager.token);
    expect(graph.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const mutation = await graphql(
      server.url,
      `
        mutation ($input: MailSettingsInput!) {
          updateMailSettings(input: $input) {
            host
          }
        }
      `,
      { input: { ...valid, host: 'evil' } },
      manager.token,
    );
    expect(mutation.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await server.sql('select * from mail_settings')).toEqual(before);
  });
});

describe('with SMTP_URL in the environment', () => {
  let envSink: SmtpSink;
  let formSink: SmtpSink;
  let server: TestServer;
  let worker: MailWorker;
  let admin: string;
  beforeAll(async () => {
    envSink = await startSmtpSink({ starttls: true, auth: { user: 'env', pass: 'mot-de-passe-env' } });
    formSink = await startSmtpSink();
    const mail = loadConfig({ SMTP_URL: envSink.url, MAIL_FROM: 'Env <env@example.fr>' }).mail;
    ({ server, worker } = await gateway({ mail }));
    admin = await loginAdmin(server);
  });
  afterAll(async () => {
    await worker.stop();
    await server.close();
    await envSink.close();
    await formSink.close();
  });

  it('the environment wins: shown read-only, the form refused, the mail goes through SMTP_URL', async () => {
    // A row saved before SMTP_URL was set stays unused.
    await server.sql(
      `insert into mail_settings (id, host, port, security, sender) values (1, '127.0.0.1', $1, 'none', 'form@example.fr')`,
      [formSink.port],
    );
    const read = await call(server.url, 'GET', SETTINGS, { token: admin });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      source: 'environment',
      host: '127.0.0.1',
      port: envSink.port,
      user: 'env',
      password_set: true,
      from: 'Env <env@example.fr>',
    });
    expect(JSON.stringify(read.body)).not.toContain('mot-de-passe-env');
    const put = await call(server.url, 'PUT', SETTINGS, {
      token: admin,
      body: { host: 'smtp.example.fr', port: 25, security: 'none', user: '', password: '', from: 'a@example.fr' },
    });
    expect(put.status).toBe(409);
    expect(put.body.error).toMatch(/configuré par l’environnement \(SMTP_URL\)/);
    await call(server.url, 'POST', TEST, { token: admin, body: { to: 'gerant@example.fr' } });
    await eventually(async () => expect(envSink.messages).toHaveLength(1), 20_000);
    expect(addressOf(envSink.messages[0].from)).toBe('env@example.fr');
    expect(formSink.messages).toHaveLength(0);
  });
});

describe('DKIM from the environment signs the mail of the saved server', () => {
  let sink: SmtpSink;
  let server: TestServer;
  let worker: MailWorker;
  beforeAll(async () => {
    sink = await startSmtpSink();
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const { mailDkim } = loadConfig({
      DKIM_SELECTOR: 'pilotage',
      DKIM_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    });
    ({ server, worker } = await gateway({ mailDkim }));
  });
  afterAll(async () => {
    await worker.stop();
    await server.close();
    await sink.close();
  });

  it('with the sender’s domain', async () => {
    const admin = await loginAdmin(server);
    const saved = await call(server.url, 'PUT', SETTINGS, {
      token: admin,
      body: {
        host: '127.0.0.1',
        port: sink.port,
        security: 'none',
        user: '',
        password: '',
        from: 'Atelier <f@atelier.fr>',
      },
    });
    expect(saved.body.dkim).toBe(true);
    await call(server.url, 'POST', TEST, { token: admin, body: { to: 'gerant@example.fr' } });
    await eventually(async () => expect(sink.raw).toHaveLength(1), 20_000);
    expect(sink.raw[0].toString('utf8')).toMatch(
      /^DKIM-Signature: v=1; a=rsa-sha256; c=relaxed\/relaxed; d=atelier\.fr;[\s\S]*s=pilotage;/m,
    );
  });
});
