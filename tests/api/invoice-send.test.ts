import fs from 'node:fs';
import path from 'node:path';
import type { InvoiceDocument } from '@pilotage/domain';
import { issuedFileName, issuedInvoicePdf } from '../../domain/src/invoice-pdf/issued-invoice-pdf';
import { type MailWorker, startMail } from '../../gateway/src/features/mail/mail';
import { loadConfig } from '../../gateway/src/kernel/config/config';
import { MAIL_QUEUE } from '../../gateway/src/kernel/jobs/queue';
import { loginAdmin, signedIn } from '../support/actors';
import { eventually } from '../support/eventually';
import { call, graphql } from '../support/http';
import { issued, saveSeller } from '../support/invoices';
import { startTestServer, type TestServer } from '../support/server';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';

// The browser's own module and operations, loaded by path as tests/graphql/invoices.test.ts does.
const { toInvoiceDocument } = jest.requireActual<{ toInvoiceDocument(invoice: unknown): InvoiceDocument }>(
  '../../web/src/screens/invoices/invoice-document',
);
const operations = fs.readFileSync(path.join(__dirname, '../../web/src/screens/invoices/invoices.graphql'), 'utf8');
const fontsDir = path.join(__dirname, '../../domain/fonts');
const fonts = {
  regular: fs.readFileSync(path.join(fontsDir, 'DejaVuSans-latin.ttf')).toString('base64'),
  bold: fs.readFileSync(path.join(fontsDir, 'DejaVuSans-Bold-latin.ttf')).toString('base64'),
};

let sink: SmtpSink;
let server: TestServer;
let worker: MailWorker;
let admin: string;

beforeAll(async () => {
  sink = await startSmtpSink({ starttls: true, auth: { user: 'factures', pass: 'mot-de-passe' } });
  const mail = loadConfig({ SMTP_URL: sink.url, MAIL_FROM: 'factures@example.fr' }).mail;
  server = await startTestServer({ mail });
  worker = await startMail(server.deps, { retry: { retryLimit: 1, retryDelay: 1 }, pollingIntervalSeconds: 0.5 });
});
beforeEach(async () => {
  await server.reset();
  await server.sql('delete from mail_outbox');
  await server.sql('delete from pgboss.job where name = $1', [MAIL_QUEUE]);
  sink.messages.length = 0;
  admin = await loginAdmin(server);
  await saveSeller(server, admin);
});
afterAll(async () => {
  await worker.stop();
  await server.close();
  await sink.close();
});

const send = (id: number, body: Record<string, unknown>, token = admin) =>
  call(server.url, 'POST', `/api/invoices/${id}/send`, { token, body });

async function mailQueueSettled(): Promise<void> {
  await eventually(async () => {
    const [row] = await server.sql<{ n: number }>(
      "select count(*)::int as n from pgboss.job where name = $1 and state in ('created', 'retry', 'active')",
      [MAIL_QUEUE],
    );
    expect(row.n).toBe(0);
  }, 30_000);
}

/** The PDF as the browser downloads it: the GraphQL answer, the web's document, the shared rendering. */
async function browserDownload(id: number): Promise<{ fileName: string; bytes: Buffer }> {
  const answer = await call(server.url, 'POST', '/graphql', {
    token: admin,
    body: { query: operations, operationName: 'Invoice', variables: { id } },
  });
  const doc = toInvoiceDocument(answer.body.data.invoice);
  return { fileName: issuedFileName(doc), bytes: Buffer.from(await issuedInvoicePdf(doc, fonts)) };
}

it('mails the invoice with the very PDF the browser downloads, and journals the send', async () => {
  const invoice = await issued(server, admin);
  const manager = await signedIn(server, 'Manager');
  const answer = await send(
    invoice.id,
    { to: 'client@example.fr', cc: 'compta@example.fr; associe@example.fr', message: 'Bonjour Zoé,' },
    manager.token,
  );
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ message: 'Facture mise en file d’envoi vers client@example.fr.' });
  await eventually(async () => expect(sink.messages).toHaveLength(1), 20_000);
  await mailQueueSettled();
  const [mail] = sink.messages;
  expect(mail.subject).toMatch(new RegExp(`^Facture ${invoice.number} — .+`));
  expect(mail.text).toContain('Bonjour Zoé,');
  expect(mail.cc && !Array.isArray(mail.cc) ? mail.cc.value.map((a) => a.address) : []).toEqual([
    'compta@example.fr',
    'associe@example.fr',
  ]);
  expect(mail.attachments).toHaveLength(1);
  const download = await browserDownload(invoice.id);
  expect(mail.attachments[0].filename).toBe(download.fileName);
  expect(mail.attachments[0].contentType).toBe('application/pdf');
  expect(Buffer.compare(mail.attachments[0].content, download.bytes)).toBe(0);
  // Factur-X is embedded: the XML the gateway serves is in the file.
  const xml = await call(server.url, 'GET', `/api/invoices/${invoice.id}/factur-x.xml`, { token: admin });
  expect(mail.attachments[0].content.includes(Buffer.from('factur-x.xml'))).toBe(true);
  expect(xml.status).toBe(200);

  // The invoice says when it went.
  const shown = await call(server.url, 'GET', `/api/invoices/${invoice.id}`, { token: admin });
  expect(Date.parse(shown.body.sent_at)).toBeGreaterThan(Date.now() - 60_000);

  const journal = await server.sql<{ actor_username: string; entity_type: string; action: string }>(
    `select actor_username, entity_type, action from audit_log where entity_type = 'mail' and action = 'create'`,
  );
  expect(journal).toEqual([{ actor_username: manager.username, entity_type: 'mail', action: 'create' }]);
});

it('keeps the client’s email on the invoice, checked, and the credit note takes it over', async () => {
  expect((await issued(server, admin)).sent_at).toBeNull();
  const invoice = await issued(server, admin, { client_email: 'zoe@example.fr' });
  expect(invoice.client_email).toBe('zoe@example.fr');
  const refused = await call(server.url, 'POST', '/api/invoices', {
    token: admin,
    body: { ...invoice, client_email: 'zoe@example.fr\r\nBcc: x@example.fr', number: undefined },
  });
  expect(refused.status).toBe(400);
  expect(refused.body.error).toBe('Adresse de courriel du client invalide.');
  const note = await call(server.url, 'POST', `/api/invoices/${invoice.id}/credit-note`, {
    token: admin,
    body: { reason: 'Erreur' },
  });
  expect(note.body.client_email).toBe('zoe@example.fr');
});

it('has a GraphQL twin with the same rules', async () => {
  const invoice = await issued(server, admin);
  const sent = await graphql(
    server.url,
    'mutation($id: Int!, $input: SendInvoiceInput!) { sendInvoice(invoiceId: $id, input: $input) { message } }',
    { id: invoice.id, input: { to: 'client@example.fr', subject: 'Votre facture' } },
    admin,
  );
  expect(sent.data.sendInvoice.message).toBe('Facture mise en file d’envoi vers client@example.fr.');
  await eventually(async () => expect(sink.messages).toHaveLength(1), 20_000);
  expect(sink.messages[0].subject).toBe('Votre facture');
  const refused = await graphql(
    server.url,
    'mutation($id: Int!, $input: SendInvoiceInput!) { sendInvoice(invoiceId: $id, input: $input) { message } }',
    { id: invoice.id, input: { to: 'client@example.fr', subject: 'Facture\r\nBcc: x@example.fr' } },
    admin,
  );
  expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
});

it('refuses bad input with a French 4xx and queues nothing', async () => {
  const invoice = await issued(server, admin);
  const cases: [number, Record<string, unknown>, number, string][] = [
    [invoice.id, { to: 'pas-une-adresse' }, 400, 'Adresse de courriel invalide : « pas-une-adresse ».'],
    [invoice.id, { to: '' }, 400, 'Indiquez l’adresse du destinataire.'],
    [
      invoice.id,
      { to: 'a@example.fr\r\nBcc: b@example.fr' },
      400,
      'Le sujet et les adresses ne peuvent pas contenir de retour à la ligne.',
    ],
    [
      invoice.id,
      { to: 'a@example.fr', cc: 'b@example.fr\nBcc: c@example.fr' },
      400,
      'Le sujet et les adresses ne peuvent pas contenir de retour à la ligne.',
    ],
    [
      invoice.id,
      { to: 'a@example.fr', subject: 'Facture\r\nBcc: c@example.fr' },
      400,
      'Le sujet et les adresses ne peuvent pas contenir de retour à la ligne.',
    ],
    [
      invoice.id,
      { to: 'a@example.fr', message: 'x'.repeat(10_001) },
      400,
      'Le message ne peut pas dépasser 10 000 caractères.',
    ],
    [999_999, { to: 'a@example.fr' }, 404, 'Facture introuvable.'],
  ];
  for (const [id, body, status, error] of cases) {
    const answer = await send(id, body);
    expect({ status: answer.status, error: answer.body.error }).toEqual({ status, error: expect.any(String) });
    if (status === 400) expect(answer.body.error.replace(/\u202f/g, ' ')).toBe(error);
  }
  // A 10 MB message is refused before it is read.
  expect((await send(invoice.id, { to: 'a@example.fr', message: 'x'.repeat(10 * 1024 * 1024) })).status).toBe(413);
  const employee = await signedIn(server, 'Employé');
  expect((await send(invoice.id, { to: 'a@example.fr' }, employee.token)).status).toBe(403);
  expect(await server.sql('select 1 from mail_outbox')).toEqual([]);
  expect(await server.sql('select 1 from pgboss.job where name = $1', [MAIL_QUEUE])).toEqual([]);
});

it('answers 409 without a mail server, queueing nothing', async () => {
  const bare = await startTestServer({ databaseUrl: server.deps.orm.config.get('clientUrl'), mail: null });
  try {
    const invoice = await issued(server, admin);
    const answer = await call(bare.url, 'POST', `/api/invoices/${invoice.id}/send`, {
      token: admin,
      body: { to: 'a@example.fr' },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe("Aucun serveur d'envoi de courriels n'est configuré.");
    expect(await server.sql('select 1 from mail_outbox')).toEqual([]);
  } finally {
    await bare.close();
  }
});
