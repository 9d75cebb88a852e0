import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, today } from '../../domain/src';
import { loadConfig } from '../../gateway/src/kernel/config/config';
import { type MailWorker, startMail } from '../../gateway/src/features/mail/mail';
import { runDueReminders } from '../../gateway/src/features/invoices/reminders/reminders.service';
import { MAIL_QUEUE } from '../../gateway/src/kernel/jobs/queue';
import { loginAdmin, signedIn } from '../support/actors';
import { eventually } from '../support/eventually';
import { call, graphql } from '../support/http';
import { SELLER, issued, saveSeller } from '../support/invoices';
import { startTestServer, type TestServer } from '../support/server';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';

const MAIL = { SMTP_URL: '', MAIL_FROM: 'Atelier Dupont <factures@example.fr>' };
/** fr-FR separates thousands and the euro sign with narrow and plain no-break spaces. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

let sink: SmtpSink;
let server: TestServer;
let worker: MailWorker;
let admin: string;
let day: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ mail: loadConfig({ ...MAIL, SMTP_URL: sink.url }).mail });
  worker = await startMail(server.deps, {
    retry: { retryLimit: 2, retryDelay: 1, retryBackoff: false },
    pollingIntervalSeconds: 0.5,
    stopTimeoutMs: 3000,
  });
});
beforeEach(async () => {
  await server.reset();
  await server.sql('delete from mail_outbox');
  sink.messages.length = 0;
  admin = await loginAdmin(server);
  await saveSeller(server, admin, { ...SELLER, late_penalty_rate: '10 % par an' });
  day = today(server.deps.config.timezone);
});
afterAll(async () => {
  await worker.stop();
  await server.close();
  await sink.close();
});

/** An invoice of 300 € TTC (2 × 150, franchise) to `email`, its due date then moved to `daysAgo` days before today. */
async function lateInvoice(
  daysAgo: number,
  extra: Record<string, unknown> = {},
): Promise<{ id: number; number: string }> {
  const invoice = await issued(server, admin, { client_email: 'compta@client.fr', ...extra });
  await moveDueDate(invoice.id, addDays(day, -daysAgo));
  return invoice;
}

/** Issued invoices are frozen by a trigger: the test lifts it for this one update, as a time machine would. */
async function moveDueDate(id: number, dueDate: string): Promise<void> {
  if (!Number.isInteger(id) || !/^\d{4}-\d{2}-\d{2}$/.test(dueDate)) throw new Error('bad arguments');
  // One statement (a DO block): the trigger is back even if the update fails.
  await server.sql(
    `do $$ begin
       alter table invoices disable trigger invoices_keep_issued;
       update invoices set due_date = '${dueDate}', issue_date = least(issue_date, '${dueDate}') where id = ${id};
       alter table invoices enable trigger invoices_keep_issued;
     end $$`,
  );
}

async function outbox(invoiceId: number) {
  return server.sql<{ level: number; status: string }>(
    `select reminder_level as level, status from mail_outbox where invoice_id = $1 and kind = 'reminder' order by reminder_level`,
    [invoiceId],
  );
}

async function mailSettled(): Promise<void> {
  await eventually(async () => {
    const [row] = await server.sql<{ n: number }>(
      "select count(*)::int as n from pgboss.job where name = $1 and state in ('created', 'retry', 'active')",
      [MAIL_QUEUE],
    );
    expect(row.n).toBe(0);
  }, 30_000);
}

describe('the reminder schedule in the invoice settings', () => {
  it('defaults to 7, 15 and 30 days, saves a valid schedule (journaled), refuses a bad one in French', async () => {
    const read = await call(server.url, 'GET', '/api/invoice-settings/reminders', { token: admin });
    expect(read.status).toBe(200);
    expect(read.body.levels.map((level: { days_after_due: number }) => level.days_after_due)).toEqual([7, 15, 30]);

    const levels = read.body.levels.map((level: Record<string, unknown>) => ({ ...level }));
    levels[1].enabled = false;
    levels[0].subject = 'Petit rappel : {numero}';
    const manager = await signedIn(server, 'Manager');
    const saved = await call(server.url, 'PUT', '/api/invoice-settings/reminders', {
      token: manager.token,
      body: { levels },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.levels[1].enabled).toBe(false);
    const journal = await server.sql<{ entity_id: string; actor_username: string }>(
      "select entity_id, actor_username from audit_log where entity_type = 'reminder_level' order by entity_id",
    );
    expect(journal.map((row) => row.entity_id)).toEqual(['1', '2', '3']);
    expect(journal[0].actor_username).toBe(manager.username);

    const bad = levels.map((level: Record<string, unknown>) => ({ ...level }));
    bad[2].days_after_due = 3;
    bad[0].subject = 'Rappel';
    const refused = await call(server.url, 'PUT', '/api/invoice-settings/reminders', {
      token: admin,
      body: { levels: bad },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(
      'Relance n° 3 : son délai doit dépasser celui de la relance active qui la précède.',
    );
    const after = await call(server.url, 'GET', '/api/invoice-settings/reminders', { token: admin });
    expect(after.body.levels[0].subject).toBe('Petit rappel : {numero}');

    const gql = await graphql(server.url, '{ reminderSchedule { levels { level enabled daysAfterDue } } }', {}, admin);
    expect(gql.data.reminderSchedule.levels[1]).toEqual({ level: 2, enabled: false, daysAfterDue: 15 });
  });
});

describe('the daily job', () => {
  it('sends each level on its day, once, with the amount due and the due date filled in', async () => {
    const invoice = await lateInvoice(8);
    const notYet = await lateInvoice(3);
    expect(await runDueReminders(server.deps)).toEqual({ sent: 1, skipped: 0 });
    expect(await runDueReminders(server.deps)).toEqual({ sent: 0, skipped: 0 });
    await eventually(async () => expect(sink.messages).toHaveLength(1), 20_000);
    const [first] = sink.messages;
    expect(first.subject).toBe(
      `Rappel : facture ${invoice.number} échue le ${addDays(day, -8).split('-').reverse().join('/')}`,
    );
    expect(plain(first.text ?? '')).toContain('pour un montant de 300,00 €');
    expect(first.attachments).toHaveLength(0);
    expect(await outbox(notYet.id)).toEqual([]);

    // A week later for the invoice: the second level, once.
    await moveDueDate(invoice.id, addDays(day, -16));
    expect(await runDueReminders(server.deps)).toEqual({ sent: 1, skipped: 0 });
    await mailSettled();
    expect(await outbox(invoice.id)).toEqual([
      { level: 1, status: 'sent' },
      { level: 2, status: 'sent' },
    ]);
    expect(sink.messages).toHaveLength(2);
  });

  it('after a downtime sends only the highest level due, the lower ones recorded as skipped, never later sent', async () => {
    const invoice = await lateInvoice(40, { client_siren: '552 100 554' });
    expect(await runDueReminders(server.deps)).toEqual({ sent: 1, skipped: 2 });
    await mailSettled();
    expect(await outbox(invoice.id)).toEqual([
      { level: 1, status: 'skipped' },
      { level: 2, status: 'skipped' },
      { level: 3, status: 'sent' },
    ]);
    expect(await runDueReminders(server.deps)).toEqual({ sent: 0, skipped: 0 });
    await mailSettled();
    expect(sink.messages).toHaveLength(1);

    // The last level: penalties at 10 % a year over 40 days on 300 € (300 × 0.10 × 40 / 365 = 3.287… → 3,29 €),
    // and the 40 € indemnity of a business client (it has a SIREN); the reminder letter attached.
    const [last] = sink.messages;
    const text = plain(last.text ?? '');
    expect(text).toContain(
      `- Pénalités de retard au taux annuel de 10 %, 40 jours du ${addDays(day, -39).split('-').reverse().join('/')} au ${day.split('-').reverse().join('/')} : 3,29 €`,
    );
    expect(text).toContain(
      '- Indemnité forfaitaire pour frais de recouvrement (article L441-10 du Code de commerce) : 40,00 €',
    );
    expect(text).toContain('- Total réclamé : 343,29 €');
    expect(last.attachments).toHaveLength(1);
    const [letter] = last.attachments;
    expect(letter.filename).toBe(`relance_${invoice.number}_Zoé Martin.pdf`);
    expect(letter.contentType).toBe('application/pdf');
    expect(letter.content.subarray(0, 5).toString()).toBe('%PDF-');
    const pdfText = letter.content.toString('latin1');
    expect(pdfText).toContain('/Title');
    fs.writeFileSync(path.join(os.tmpdir(), 'pilotage-reminder-letter.pdf'), letter.content);

    // A client without a SIREN owes no indemnity.
    const person = await lateInvoice(35);
    await runDueReminders(server.deps);
    await eventually(async () => expect(sink.messages).toHaveLength(2), 20_000);
    const personText = plain(sink.messages[1].text ?? '');
    expect(personText).toContain('Pénalités de retard au taux annuel de 10 %, 35 jours');
    expect(personText).not.toContain('Indemnité forfaitaire');
    expect(await outbox(person.id)).toHaveLength(3);
  });

  it('run by two gateway replicas at once, sends each level once', async () => {
    const replica = await startTestServer({
      databaseUrl: server.databaseUrl,
      mail: loadConfig({ ...MAIL, SMTP_URL: sink.url }).mail,
    });
    try {
      const invoices = await Promise.all([lateInvoice(8), lateInvoice(20), lateInvoice(31)]);
      const runs = await Promise.all([runDueReminders(server.deps), runDueReminders(replica.deps)]);
      expect(runs[0].sent + runs[1].sent).toBe(3);
      expect(runs[0].skipped + runs[1].skipped).toBe(1 + 2);
      await mailSettled();
      expect(sink.messages).toHaveLength(3);
      expect(new Set(sink.messages.map((message) => message.messageId)).size).toBe(3);
      for (const invoice of invoices)
        expect((await outbox(invoice.id)).filter((row) => row.status === 'sent')).toHaveLength(1);
    } finally {
      await replica.close();
    }
  });

  it('leaves alone paid, wholly credited and credit-note invoices, and those without a client address', async () => {
    const paid = await lateInvoice(10);
    expect(
      (await call(server.url, 'POST', `/api/invoices/${paid.id}/payment`, { token: admin, body: { date: day } }))
        .status,
    ).toBe(200);
    const credited = await lateInvoice(10);
    expect(
      (
        await call(server.url, 'POST', `/api/invoices/${credited.id}/credit-note`, {
          token: admin,
          body: { reason: 'Erreur' },
        })
      ).status,
    ).toBe(201);
    await lateInvoice(10, { client_email: null });
    expect(await runDueReminders(server.deps)).toEqual({ sent: 0, skipped: 0 });
    expect(await server.sql("select 1 from mail_outbox where kind = 'reminder'")).toEqual([]);
  });
});

describe('« Relancer maintenant »', () => {
  it('queues the next level by hand, shows it in the history, and the list filters on « Relancée »', async () => {
    const invoice = await lateInvoice(2);
    const other = await lateInvoice(2);
    const manager = await signedIn(server, 'Manager');
    const first = await call(server.url, 'POST', `/api/invoices/${invoice.id}/remind`, {
      token: manager.token,
      body: {},
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Relance n° 1 mise en file d’envoi vers compta@client.fr.');
    const second = await graphql(
      server.url,
      'mutation($id: Int!) { remindInvoice(invoiceId: $id) { message } }',
      { id: invoice.id },
      admin,
    );
    expect(second.data.remindInvoice.message).toBe('Relance n° 2 mise en file d’envoi vers compta@client.fr.');
    await mailSettled();
    // Two outbox jobs: the mail worker may deliver them in either order.
    expect(sink.messages.map((message) => message.subject).sort()).toEqual([
      `Deuxième rappel : facture ${invoice.number}`,
      expect.stringContaining(`Rappel : facture ${invoice.number}`),
    ]);

    const history = await call(server.url, 'GET', `/api/invoices/${invoice.id}/reminders`, { token: admin });
    expect(history.status).toBe(200);
    expect(history.body).toEqual([
      expect.objectContaining({ level: 1, recipient: 'compta@client.fr', status: 'sent', manual: true }),
      expect.objectContaining({ level: 2, recipient: 'compta@client.fr', status: 'sent', manual: true }),
    ]);
    expect(history.body[0].sent_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const reminded = await call(server.url, 'GET', '/api/invoices?reminded=true', { token: admin });
    expect(reminded.headers.get('x-total-count')).toBe('1');
    expect(reminded.body.map((row: { id: number }) => row.id)).toEqual([invoice.id]);
    const notReminded = await graphql(
      server.url,
      '{ invoices(filter: { reminded: false }) { total items { id } } }',
      {},
      admin,
    );
    expect(notReminded.data.invoices.items.map((row: { id: number }) => row.id)).toEqual([other.id]);
    expect((await call(server.url, 'GET', '/api/invoices?reminded=peut-etre', { token: admin })).status).toBe(400);

    // The third goes, then there is no fourth.
    expect(
      (await call(server.url, 'POST', `/api/invoices/${invoice.id}/remind`, { token: admin, body: {} })).status,
    ).toBe(200);
    const none = await call(server.url, 'POST', `/api/invoices/${invoice.id}/remind`, { token: admin, body: {} });
    expect(none.status).toBe(409);
    expect(none.body.error).toBe('Toutes les relances de cette facture sont déjà parties.');
    await mailSettled();
    expect(sink.messages[2].attachments).toHaveLength(1);
  });

  it('refuses, in French and queueing nothing, what cannot be reminded', async () => {
    const late = await lateInvoice(5);
    const paid = await lateInvoice(5);
    await call(server.url, 'POST', `/api/invoices/${paid.id}/payment`, { token: admin, body: { date: day } });
    const creditNote = await call(server.url, 'POST', `/api/invoices/${late.id}/credit-note`, {
      token: admin,
      body: { reason: 'Remise', lines: [{ description: 'Remise', quantity: 1, unit_price: 10 }] },
    });
    expect(creditNote.status).toBe(201);
    const cancelled = await lateInvoice(5);
    await call(server.url, 'POST', `/api/invoices/${cancelled.id}/credit-note`, {
      token: admin,
      body: { reason: 'Erreur' },
    });
    const noEmail = await lateInvoice(5, { client_email: null });
    const notDue = await issued(server, admin, { client_email: 'compta@client.fr' });
    const cases: [number, number, string][] = [
      [creditNote.body.id, 409, 'Un avoir ne se relance pas : seules les factures impayées le sont.'],
      [paid.id, 409, "Cette facture n'est pas à relancer : elle est payée ou annulée par un avoir."],
      [cancelled.id, 409, "Cette facture n'est pas à relancer : elle est payée ou annulée par un avoir."],
      [noEmail.id, 409, "Le client de cette facture n'a pas d'adresse de courriel : indiquez-la pour la relancer."],
      [notDue.id, 409, "Cette facture n'est pas encore échue : elle ne se relance qu'après son échéance."],
      [999_999, 404, 'Facture introuvable.'],
    ];
    for (const [id, status, error] of cases) {
      const answer = await call(server.url, 'POST', `/api/invoices/${id}/remind`, { token: admin, body: {} });
      expect([id, answer.status, answer.body.error]).toEqual([id, status, error]);
    }
    const employee = await signedIn(server, 'Employé');
    expect(
      (await call(server.url, 'POST', `/api/invoices/${late.id}/remind`, { token: employee.token, body: {} })).status,
    ).toBe(403);
    expect(await server.sql("select 1 from mail_outbox where kind = 'reminder'")).toEqual([]);
  });
});

describe('without a mail server', () => {
  it('« Relancer maintenant » answers 409 and the daily job queues nothing', async () => {
    const bare = await startTestServer();
    try {
      const token = await loginAdmin(bare);
      await saveSeller(bare, token);
      const invoice = await issued(bare, token, { client_email: 'compta@client.fr' });
      const answer = await call(bare.url, 'POST', `/api/invoices/${invoice.id}/remind`, { token, body: {} });
      expect(answer.status).toBe(409);
      expect(answer.body.error).toBe("Aucun serveur d'envoi de courriels n'est configuré.");
      expect(await runDueReminders(bare.deps)).toEqual({ sent: 0, skipped: 0 });
      expect(await bare.sql('select 1 from mail_outbox')).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
