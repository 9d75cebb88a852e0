import fs from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { openApiDocument } from '../../gateway/src/composition/rest-api';
import { servedRoutes } from '../security/routes';
import { login } from '../support/actors';
import { businessApi, parisToday } from '../support/business';
import { type ApiResponse, type RequestOptions, call } from '../support/http';
import { enableTwoFactor, totpCode } from '../support/two-factor';
import { type TestServer, type Tokens, withTestServer } from '../support/server';
import { storedSettingValue } from '../support/stored-settings';
import { PLAIN_PDF, PNG } from '../support/supplier-documents';
import { upload as uploadSupplierFile } from '../support/supplier-invoices';
import { csvDebitCredit } from '../support/bank/statements';
import { FAKE_PA_CLIENT_ID, FAKE_PA_CLIENT_SECRET, startFakePa } from '../support/fake-pa';
import { upload as uploadStatement } from '../support/bank/upload';

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => ((server = s), (tokens = t)));

interface Operation {
  parameters?: {
    name: string;
    in: string;
    example?: string;
    schema: {
      type?: string;
      enum?: string[];
      minimum?: number;
      maximum?: number;
      format?: string;
      maxLength?: number;
      pattern?: string;
      items?: { enum?: string[] };
    };
  }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  security?: unknown[];
}
type OpenApi = { openapi: string; info: { title: string }; paths: Record<string, Record<string, Operation>> };

const COMMITTED = path.join(__dirname, '..', '..', 'schema', 'openapi.json');
const isDocumentation = (url: string) => url === '/api/openapi.json' || url.startsWith('/api/docs');

async function servedDocument(): Promise<OpenApi> {
  const response = await call(server.url, 'GET', '/api/openapi.json');
  expect(response.status).toBe(200);
  return response.body;
}

/** Every operation of the document, as `METHOD /path/{id}`, with a URL to call it at (an unknown id). */
function operations(document: OpenApi) {
  return Object.entries(document.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${template}`,
      method: method.toUpperCase(),
      url: template.replace(/\{\w+\}/g, '2147483647'),
      operation,
    })),
  );
}

describe('the OpenAPI document of /api', () => {
  it('is a valid OpenAPI 3.1 document, titled « Pilotage API »', async () => {
    const document = await servedDocument();
    expect(document.openapi).toBe('3.1.0');
    // The parser dereferences in place: give it a copy.
    const parsed = await SwaggerParser.validate(structuredClone(document) as never);
    expect(parsed.info.title).toBe('Pilotage API');
  });

  it('schema/openapi.json is the document the gateway serves (run `npm run schema` after changing a route, a view or an input)', async () => {
    const committed = JSON.parse(fs.readFileSync(COMMITTED, 'utf8'));
    expect(await servedDocument()).toEqual(committed);
    expect(await openApiDocument()).toEqual(committed);
  });

  it("serves its reference page at /api/docs, under the gateway's own Content-Security-Policy", async () => {
    const page = await call(server.url, 'GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/<script>|<style|style=/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self';");
    // Swagger UI's own redirect of /static/index.html kept a query string and looped.
    for (const url of ['/api/docs/static/index.html?page=2', '/api/docs/static/index.html/']) {
      const response = await fetch(server.url + url, { redirect: 'manual' });
      expect({ url, status: response.status, location: response.headers.get('location') }).toEqual({
        url,
        status: 302,
        location: '/api/docs/',
      });
    }
  });

  it('documents every route fastify serves under /api, with its method, and no other', async () => {
    const document = await servedDocument();
    const served = servedRoutes(server.app)
      .filter((route) => route.url.startsWith('/api/') && !isDocumentation(route.url))
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(
      operations(document)
        .map((operation) => operation.name)
        .sort(),
    ).toEqual([...new Set(served)].sort());
  });

  it('lists for each operation the statuses its shape implies, and the service failures', async () => {
    for (const { name, method, url, operation } of operations(await servedDocument())) {
      const statuses = Object.keys(operation.responses);
      const listed = (status: string) => expect({ name, has: statuses.includes(status) }).toEqual({ name, has: true });
      expect({ name, success: statuses.filter((status) => ['200', '201', '204'].includes(status)).length }).toEqual({
        name,
        success: 1,
      });
      if (operation.parameters?.length || operation.requestBody) listed('400');
      if (operation.security?.length) listed('401');
      if (url.includes('2147483647')) listed('404');
      if (['POST', 'PUT', 'DELETE'].includes(method)) ['400', '413', '415'].forEach(listed);
    }
    const paths = (await servedDocument()).paths;
    for (const [route, method] of [
      ['/api/register', 'post'],
      ['/api/users', 'post'],
      ['/api/users/{id}', 'put'],
    ]) {
      expect(Object.keys(paths[route][method].responses)).toContain('409');
    }
    for (const [route, method] of [
      ['/api/login', 'post'],
      ['/api/register', 'post'],
      ['/api/settings/telegram/verify', 'post'],
      ['/api/settings/telegram/test', 'post'],
    ]) {
      expect(Object.keys(paths[route][method].responses)).toContain('429');
    }
  });

  it('says 403 exactly where a role is refused, and 401 where a token is needed', async () => {
    // Every answer of call() is also checked against the document (tests/support/openapi-check.ts).
    const all = operations(await servedDocument());
    // Logging out ends the Employé's session: last.
    all.sort((a, b) => Number(a.url === '/api/logout') - Number(b.url === '/api/logout'));
    for (const { name, method, url, operation } of all) {
      const anonymous = await call(server.url, method, url);
      expect({ name, anonymous: anonymous.status === 401 }).toEqual({
        name,
        anonymous: Boolean(operation.security?.length),
      });
      const employe = await call(server.url, method, url, { token: tokens.employe });
      const manager = await call(server.url, method, url, { token: tokens.manager });
      const refused = employe.status === 403 || manager.status === 403;
      expect({ name, refused }).toEqual({ name, refused: '403' in operation.responses });
      if (url.includes('2147483647') && (method === 'GET' || method === 'DELETE')) {
        expect({ name, status: (await call(server.url, method, url, { token: tokens.admin })).status }).toEqual({
          name,
          status: 404,
        });
      }
    }
  });

  it('documents what fastify answers to a malformed, oversized or non-JSON body', async () => {
    for (const { name, method, url } of operations(await servedDocument()).filter(({ method }) => method !== 'GET')) {
      const sent = (options: RequestOptions) => call(server.url, method, url, { token: tokens.admin, ...options });
      expect({ name, status: (await sent({ rawBody: '{"title": ' })).status }).toEqual({ name, status: 400 });
      expect({ name, status: (await sent({ rawBody: `"${'x'.repeat(1_100_000)}"` })).status }).toEqual({
        name,
        status: 413,
      });
      expect({
        name,
        status: (await sent({ rawBody: '<task/>', headers: { 'content-type': 'application/xml' } })).status,
      }).toEqual({
        name,
        status: 415,
      });
    }
  });

  it('documents the query parameters as their parsers read them: every value it lists is taken, values just outside are refused', async () => {
    for (const { name, url, operation } of operations(await servedDocument())) {
      for (const { name: parameter, schema, example } of (operation.parameters ?? []).filter(
        (candidate) => candidate.in === 'query',
      )) {
        const taken: unknown[] = [];
        const refused: unknown[] = [];
        if (schema.enum) {
          taken.push(...schema.enum);
          refused.push('zzz');
        }
        if (schema.type === 'integer') {
          taken.push(schema.minimum, schema.maximum);
          refused.push(schema.minimum! - 1, schema.maximum! + 1, '1.5');
        }
        if (schema.type === 'string' && schema.maxLength !== undefined) {
          taken.push('é', 'x'.repeat(schema.maxLength));
          refused.push('x'.repeat(schema.maxLength + 1));
        }
        if (schema.type === 'array' && schema.items?.enum) {
          taken.push(...schema.items.enum);
          refused.push('zzz');
        }
        // A pattern's valid value is the parameter's example (fastify-swagger moves `examples` there).
        if (schema.type === 'string' && schema.pattern && example !== undefined) {
          taken.push(example);
          refused.push('zzz');
        }
        if (schema.format === 'date') {
          taken.push('2026-01-31');
          refused.push('2026-02-30', '31/01/2026');
        }
        expect({ name, parameter, described: taken.length > 0 }).toEqual({ name, parameter, described: true });
        const status = async (value: unknown) =>
          (
            await call(server.url, 'GET', `${url}?${new URLSearchParams({ [parameter]: String(value) })}`, {
              token: tokens.admin,
            })
          ).status;
        for (const value of taken)
          expect({ name, parameter, value, status: await status(value) }).toEqual({
            name,
            parameter,
            value,
            status: 200,
          });
        for (const value of refused)
          expect({ name, parameter, value, status: await status(value) }).toEqual({
            name,
            parameter,
            value,
            status: 400,
          });
      }
    }
  });

  it('describes the real answers of every operation (each 2xx answer checked against its schema)', async () => {
    const answered = new Set<string>();
    const api = async (
      method: string,
      url: string,
      template: string,
      options: RequestOptions = {},
    ): Promise<ApiResponse> => {
      const response = await call(server.url, method, url, { token: tokens.admin, ...options });
      if (response.status >= 300)
        throw new Error(`${method} ${template} a répondu ${response.status} : ${JSON.stringify(response.body)}`);
      answered.add(`${method} ${template}`);
      return response;
    };
    const business = businessApi(server, tokens.manager);
    const employee = await business.employee('Léa Martin', { notes: 'Temps partiel' });
    await business.task('Préparer la réunion', {
      due_date: '2026-01-20',
      assigned_employee_id: employee.id,
      is_routine: true,
      frequency: 'Hebdomadaire',
    });
    await business.transaction(-42.5, { related_employee_id: employee.id, category: 'Dépense Logiciel' });

    await api('POST', '/api/web-vitals', '/api/web-vitals', {
      token: undefined,
      body: { name: 'LCP', value: 1234.5, rating: 'good' },
    });
    await api('POST', '/api/login', '/api/login', {
      token: undefined,
      body: { username: 'admin', password: 'admin-password' },
    });
    const { tokens: signup } = (
      await api('POST', '/api/admin/generate-token', '/api/admin/generate-token', { body: { quantity: 2 } })
    ).body;
    await api('POST', '/api/register', '/api/register', {
      token: undefined,
      body: { username: 'nouveau', email: 'nouveau@example.fr', password: 'secret-123', signup_token: signup[0] },
    });
    const manager = await login(server, 'nouveau', 'secret-123');
    await api('GET', '/api/me', '/api/me', { token: manager });
    await api('PUT', '/api/me/settings', '/api/me/settings', {
      token: manager,
      body: { telegram_chat_id: '123456789' },
    });
    await api('PUT', '/api/me/password', '/api/me/password', {
      token: manager,
      body: { current_password: 'secret-123', new_password: 'secret-456' },
    });
    await api('POST', '/api/logout', '/api/logout', { token: manager });

    // Two-factor sign-in, turned on, used with a recovery code, then off.
    const again = await login(server, 'nouveau', 'secret-456');
    const { secret } = (
      await api('POST', '/api/me/2fa/setup', '/api/me/2fa/setup', { token: again, body: { password: 'secret-456' } })
    ).body;
    const enabled = await api('POST', '/api/me/2fa/enable', '/api/me/2fa/enable', {
      token: again,
      body: { password: 'secret-456', code: totpCode(secret) },
    });
    const codes: string[] = enabled.body.recovery_codes;
    const challenge = await api('POST', '/api/login', '/api/login', {
      token: undefined,
      body: { username: 'nouveau', password: 'secret-456' },
    });
    await api('POST', '/api/login/2fa', '/api/login/2fa', {
      token: undefined,
      body: { mfa_token: challenge.body.mfa_token, recovery_code: codes[0] },
    });
    const renewed = await api('POST', '/api/me/2fa/recovery-codes', '/api/me/2fa/recovery-codes', {
      token: again,
      body: { password: 'secret-456', code: codes[1] },
    });
    await api('PUT', '/api/me/email', '/api/me/email', {
      token: again,
      body: { email: 'nouveau.b@example.fr', password: 'secret-456' },
    });
    await api('POST', '/api/me/2fa/disable', '/api/me/2fa/disable', {
      token: again,
      body: { password: 'secret-456', code: renewed.body.recovery_codes[0] },
    });

    const user = (
      await api('POST', '/api/users', '/api/users', {
        body: { username: 'claire', email: 'claire@example.fr', password: 'secret-123', role: 'Manager' },
      })
    ).body;
    await api('GET', '/api/users', '/api/users');
    await enableTwoFactor(server.url, await login(server, 'claire', 'secret-123'), 'secret-123');
    await api('DELETE', `/api/users/${user.id}/2fa`, '/api/users/{id}/2fa');
    await api('GET', '/api/users.csv', '/api/users.csv');
    await api('PUT', `/api/users/${user.id}`, '/api/users/{id}', {
      body: { username: 'claire', email: 'claire.b@example.fr', role: 'Employé' },
    });
    await api('POST', `/api/users/${user.id}/reset-password`, '/api/users/{id}/reset-password', {
      body: { new_password: 'secret-789' },
    });
    await api('DELETE', `/api/users/${user.id}`, '/api/users/{id}');

    const [token] = (await api('GET', '/api/admin/signup-tokens', '/api/admin/signup-tokens')).body;
    await api('GET', '/api/admin/signup-tokens/stats', '/api/admin/signup-tokens/stats');
    await api('DELETE', `/api/admin/signup-tokens/${token.id}`, '/api/admin/signup-tokens/{id}');

    await api('PUT', '/api/settings', '/api/settings', { body: { notification_tasks_enabled: 'false' } });
    await api('GET', '/api/settings', '/api/settings');
    await api('POST', '/api/settings/telegram/verify', '/api/settings/telegram/verify', { body: {} });
    await api('POST', '/api/settings/telegram/test', '/api/settings/telegram/test');
    // Two notifications given up after their retries: one resent (that needs a bot token), one dismissed.
    await server.sql(
      `insert into settings (key, value) values ('telegram_bot_token', $1) on conflict (key) do update set value = excluded.value`,
      [storedSettingValue('telegram_bot_token', 'jeton-du-bot')],
    );
    const letters = await server.sql<{ id: string }>(
      `insert into notification_dead_letters (job_id, kind, chat_id, text, error, attempts)
       select gen_random_uuid(), 'task_created', '123456789', 'Nouvelle tâche', 'Telegram est injoignable.', 11 from generate_series(1, 2) returning job_id::text as id`,
    );
    await api('GET', '/api/settings/telegram/dead-letters', '/api/settings/telegram/dead-letters');
    await api(
      'POST',
      `/api/settings/telegram/dead-letters/${letters[0].id}/resend`,
      '/api/settings/telegram/dead-letters/{id}/resend',
    );
    await api(
      'POST',
      `/api/settings/telegram/dead-letters/${letters[1].id}/dismiss`,
      '/api/settings/telegram/dead-letters/{id}/dismiss',
    );
    await server.sql(`delete from settings where key = 'telegram_bot_token'`);
    await api('PUT', '/api/invoice-settings', '/api/invoice-settings', {
      body: { company_name: 'Atelier Dupont', iban: 'FR76 3000 6000 0112 3456 7890 189' },
    });
    await api('GET', '/api/invoice-settings', '/api/invoice-settings');

    const other = (await api('POST', '/api/employees', '/api/employees', { body: { name: 'Marc Petit' } })).body;
    await api('GET', '/api/employees', '/api/employees');
    await api('GET', '/api/employees.csv', '/api/employees.csv');
    await api('GET', `/api/employees/${other.id}`, '/api/employees/{id}');
    await api('PUT', `/api/employees/${other.id}`, '/api/employees/{id}', {
      body: { name: 'Marc Petit', notes: 'Arrivé en janvier' },
    });

    const task = (
      await api('POST', '/api/tasks', '/api/tasks', { body: { title: 'Inventaire', assigned_employee_id: other.id } })
    ).body;
    const tasks = await api('GET', '/api/tasks', '/api/tasks');
    expect(tasks.headers.get('x-total-count')).toBe('2');
    await api('GET', '/api/tasks.csv', '/api/tasks.csv');
    await api('GET', `/api/tasks/${task.id}`, '/api/tasks/{id}');
    await api('PUT', `/api/tasks/${task.id}`, '/api/tasks/{id}', { body: { status: 'Terminé' } });
    await api('DELETE', `/api/tasks/${task.id}`, '/api/tasks/{id}');

    const transaction = (
      await api('POST', '/api/financials', '/api/financials', {
        body: { amount: '1250.75', description: 'Abonnement annuel', category: 'Abonnement' },
      })
    ).body;
    await api('GET', '/api/financials', '/api/financials');
    await api('GET', '/api/financials.csv', '/api/financials.csv');
    await api('GET', '/api/financials/daily-balance', '/api/financials/daily-balance');
    await api('GET', `/api/financials/${transaction.id}`, '/api/financials/{id}');
    await api('PUT', `/api/financials/${transaction.id}`, '/api/financials/{id}', {
      body: {
        description: 'Abonnement annuel',
        amount: 1250.75,
        type: 'Revenu',
        date: '2026-01-16',
        employee_id: other.id,
      },
    });
    await api('DELETE', `/api/financials/${transaction.id}`, '/api/financials/{id}');
    await api('GET', '/api/performance-stats', '/api/performance-stats');
    await api('DELETE', `/api/employees/${other.id}`, '/api/employees/{id}');

    // Issuing needs the seller's address and SIRET.
    await api('PUT', '/api/invoice-settings', '/api/invoice-settings', {
      body: { company_address1: '12 rue des Lilas', siret: '732 829 320 00074' },
    });
    await api('GET', '/api/invoices/next-number', '/api/invoices/next-number');
    const invoice = (
      await api('POST', '/api/invoices', '/api/invoices', {
        body: {
          client_name: 'Zoé Martin',
          client_address: '3 place Bellecour, 69002 Lyon',
          client_siren: '552 100 554',
          operation_category: 'Services',
          lines: [{ description: 'Conseil', quantity: '1.5', unit_price: 80.1 }],
        },
      })
    ).body;
    await api('GET', '/api/invoices', '/api/invoices');
    await api('GET', '/api/invoices.csv', '/api/invoices.csv');
    await api('GET', `/api/invoices/${invoice.id}`, '/api/invoices/{id}');
    await api('GET', `/api/invoices/${invoice.id}/factur-x.xml`, '/api/invoices/{id}/factur-x.xml');
    // The mail server an Admin saves (no SMTP_URL yet), read back without its password.
    await api('PUT', '/api/settings/mail', '/api/settings/mail', {
      body: {
        host: 'smtp.example.fr',
        port: 587,
        security: 'starttls',
        user: 'u',
        password: 'p',
        from: 'f@example.fr',
      },
    });
    await api('GET', '/api/settings/mail', '/api/settings/mail');
    // Mail: a server configured (no worker runs here, so nothing leaves), then the outbox's failures.
    server.deps.config.mail = { smtpUrl: 'smtp://127.0.0.1:9', from: 'factures@example.fr', dkim: null };
    await api('POST', `/api/invoices/${invoice.id}/send`, '/api/invoices/{id}/send', {
      body: { to: 'zoe@example.fr', cc: 'compta@example.fr' },
    });
    await api('POST', '/api/settings/mail/test', '/api/settings/mail/test', { body: {} });
    const schedule = (await api('GET', '/api/invoice-settings/reminders', '/api/invoice-settings/reminders')).body;
    await api('PUT', '/api/invoice-settings/reminders', '/api/invoice-settings/reminders', { body: schedule });
    // Only a late invoice with a client address is reminded: this one is made so in SQL (its trigger lifted).
    await server.sql(
      `do $$ begin
         alter table invoices disable trigger invoices_keep_issued;
         update invoices set client_email = 'zoe@example.fr', due_date = current_date - 10,
                issue_date = least(issue_date, current_date - 10) where id = ${Number(invoice.id)};
         alter table invoices enable trigger invoices_keep_issued;
       end $$`,
    );
    await api('POST', `/api/invoices/${invoice.id}/remind`, '/api/invoices/{id}/remind');
    await api('GET', `/api/invoices/${invoice.id}/reminders`, '/api/invoices/{id}/reminders');
    const failed = await server.sql<{ id: string }>(
      `insert into mail_outbox (message_id, kind, recipient, subject, body, status, attempts, last_error)
       select '<' || gen_random_uuid() || '@example.fr>', 'test', 'a@example.fr', 'Test', 'Test', 'failed', 9, 'Refusé'
         from generate_series(1, 2) returning id::text`,
    );
    await api('GET', '/api/settings/mail/failures', '/api/settings/mail/failures');
    await api('POST', `/api/settings/mail/failures/${failed[0].id}/resend`, '/api/settings/mail/failures/{id}/resend');
    await api(
      'POST',
      `/api/settings/mail/failures/${failed[1].id}/dismiss`,
      '/api/settings/mail/failures/{id}/dismiss',
    );
    server.deps.config.mail = null;
    await api('POST', `/api/invoices/${invoice.id}/credit-note`, '/api/invoices/{id}/credit-note', {
      body: { reason: 'Remise', lines: [{ description: 'Remise', quantity: 1, unit_price: 20 }] },
    });
    await api('POST', `/api/invoices/${invoice.id}/payment`, '/api/invoices/{id}/payment', {
      body: { date: parisToday() },
    });
    await api('POST', `/api/invoices/${invoice.id}/cancel-payment`, '/api/invoices/{id}/cancel-payment', {
      body: { reason: 'Saisi par erreur' },
    });
    // An issued invoice is never changed: PUT and DELETE always answer 409 (their 200 is documented, never sent).
    for (const method of ['PUT', 'DELETE']) {
      expect(
        (await call(server.url, method, `/api/invoices/${invoice.id}`, { token: tokens.admin, body: {} })).status,
      ).toBe(409);
      answered.add(`${method} /api/invoices/{id}`);
    }
    // Supplier invoices: a receipt sent as multipart/form-data (checked against the document by upload()).
    const receipt = await uploadSupplierFile(server, tokens.admin, PLAIN_PDF, 'ticket.pdf');
    expect(receipt.status).toBe(201);
    answered.add('POST /api/supplier-invoices');
    const supplierInvoice = `/api/supplier-invoices/${receipt.body.id}`;
    await api('GET', '/api/supplier-invoices', '/api/supplier-invoices');
    await api('GET', supplierInvoice, '/api/supplier-invoices/{id}');
    await api('GET', `${supplierInvoice}/file`, '/api/supplier-invoices/{id}/file');
    await api('PUT', supplierInvoice, '/api/supplier-invoices/{id}', {
      body: { supplier_name: 'Papeterie Martin', total: 12.5 },
    });
    await api('POST', `${supplierInvoice}/approve`, '/api/supplier-invoices/{id}/approve', { body: {} });
    const paid = await api('POST', `${supplierInvoice}/payment`, '/api/supplier-invoices/{id}/payment', {
      body: { date: parisToday() },
    });
    await api(
      'GET',
      `/api/financials/${paid.body.payment_transaction_id}/attachment`,
      '/api/financials/{id}/attachment',
    );
    const attached = await uploadSupplierFile(
      server,
      tokens.admin,
      PLAIN_PDF,
      'autre.pdf',
      `/api/financials/${paid.body.payment_transaction_id}/attachment`,
    );
    expect(attached.status).toBe(200);
    answered.add('POST /api/financials/{id}/attachment');
    // The payment undone through the supplier invoice, then made again.
    await api('POST', `${supplierInvoice}/cancel-payment`, '/api/supplier-invoices/{id}/cancel-payment');
    await api('POST', `${supplierInvoice}/payment`, '/api/supplier-invoices/{id}/payment', {
      body: { date: parisToday() },
    });
    const refusedOne = await uploadSupplierFile(server, tokens.admin, PNG, 'photo.png');
    await api('POST', `/api/supplier-invoices/${refusedOne.body.id}/refuse`, '/api/supplier-invoices/{id}/refuse', {
      body: { reason: 'Doublon papier' },
    });
    // The bank: an account, a statement previewed and imported, its lines matched, a rule.
    const account = (
      await api('POST', '/api/bank-accounts', '/api/bank-accounts', {
        body: { name: 'Compte courant', iban: 'FR7630006000011234567890189', opening_date: '2026-01-01' },
      })
    ).body;
    await api('GET', '/api/bank-accounts', '/api/bank-accounts');
    await api('GET', `/api/bank-accounts/${account.id}`, '/api/bank-accounts/{id}');
    await api('PUT', `/api/bank-accounts/${account.id}`, '/api/bank-accounts/{id}', {
      body: { name: 'Compte pro', iban: 'FR7630006000011234567890189', opening_date: '2026-01-01' },
    });
    const statement = csvDebitCredit([
      { date: '2026-01-05', cents: -350, label: 'CB BOULANGERIE' },
      { date: '2026-01-06', cents: 12000, label: 'VIR CLIENT' },
      { date: '2026-01-07', cents: -990, label: 'PRLV OVH' },
    ]);
    for (const [path, template] of [
      [`/api/bank-accounts/${account.id}/statements/preview`, '/api/bank-accounts/{id}/statements/preview'],
      [`/api/bank-accounts/${account.id}/statements`, '/api/bank-accounts/{id}/statements'],
    ]) {
      const uploaded = await uploadStatement(server.url, path, tokens.admin, statement);
      expect(uploaded.status).toBeLessThan(300);
      answered.add(`POST ${template}`);
    }
    const preview = await uploadStatement(
      server.url,
      `/api/bank-accounts/${account.id}/statements/preview`,
      tokens.admin,
      statement,
    );
    await api('PUT', `/api/bank-accounts/${account.id}/csv-mapping`, '/api/bank-accounts/{id}/csv-mapping', {
      body: preview.body.mapping,
    });
    const bankLines = (await api('GET', '/api/bank-lines', '/api/bank-lines')).body;
    await api('GET', `/api/bank-lines/${bankLines[0].id}`, '/api/bank-lines/{id}');
    await api('POST', `/api/bank-lines/${bankLines[0].id}/match`, '/api/bank-lines/{id}/match', {
      body: { kind: 'create' },
    });
    await api('POST', `/api/bank-lines/${bankLines[0].id}/unmatch`, '/api/bank-lines/{id}/unmatch');
    await api('POST', `/api/bank-lines/${bankLines[1].id}/ignore`, '/api/bank-lines/{id}/ignore');
    const bankRule = (
      await api('POST', `/api/bank-lines/${bankLines[2].id}/rule`, '/api/bank-lines/{id}/rule', { body: {} })
    ).body;
    await api('POST', '/api/bank-rules', '/api/bank-rules', {
      body: { label_contains: 'OVH', category: 'Dépense Logiciel' },
    });
    await api('GET', '/api/bank-rules', '/api/bank-rules');
    await api('POST', `/api/bank-rules/${bankRule.id}/move`, '/api/bank-rules/{id}/move', {
      body: { direction: 'down' },
    });
    await api('PUT', `/api/bank-rules/${bankRule.id}`, '/api/bank-rules/{id}', { body: { label_contains: 'PRLV' } });
    await api('POST', '/api/bank-lines/auto-match', '/api/bank-lines/auto-match', { body: {} });
    await api('GET', '/api/bank-summary', '/api/bank-summary');
    await api('DELETE', `/api/bank-rules/${bankRule.id}`, '/api/bank-rules/{id}');
    const spare = (
      await api('POST', '/api/bank-accounts', '/api/bank-accounts', {
        body: { name: 'Livret', iban: 'DE89370400440532013000', opening_date: '2026-01-01' },
      })
    ).body;
    await api('DELETE', `/api/bank-accounts/${spare.id}`, '/api/bank-accounts/{id}');

    // The accountant's side: settings, the ledger derived from the records above, a closed month, the FEC, the VAT.
    await api('GET', '/api/accounting/settings', '/api/accounting/settings');
    await api('PUT', '/api/accounting/settings', '/api/accounting/settings', {
      body: { vat_on_debits: true, accounts: [{ key: 'bank', number: '512100', label: 'Banque' }] },
    });
    await api('GET', '/api/accounting/entries?journal=VE', '/api/accounting/entries');
    await api('GET', '/api/accounting/balance', '/api/accounting/balance');
    await api('GET', '/api/accounting/periods', '/api/accounting/periods');
    const lastYear = Number(parisToday().slice(0, 4)) - 1;
    await api('POST', `/api/accounting/periods/${lastYear}-12/close`, '/api/accounting/periods/{period}/close');
    await api('GET', `/api/accounting/fec?year=${lastYear + 1}`, '/api/accounting/fec');
    await api('GET', `/api/accounting/vat?from=${lastYear}-01-01`, '/api/accounting/vat');
    // The Plateforme Agréée: its settings, a connection test (none configured), its calls, an invoice's state.
    await api('GET', '/api/settings/e-invoicing', '/api/settings/e-invoicing');
    await api('PUT', '/api/settings/e-invoicing', '/api/settings/e-invoicing', { body: { client_id: 'pilotage' } });
    await api('POST', '/api/settings/e-invoicing/test', '/api/settings/e-invoicing/test', { body: {} });
    await api('GET', '/api/settings/e-invoicing/exchanges', '/api/settings/e-invoicing/exchanges');
    await api('GET', `/api/invoices/${invoice.id}/e-invoicing`, '/api/invoices/{id}/e-invoicing');
    // A platform's callback, with the installation's secret, about a flow it holds.
    const platform = await startFakePa();
    try {
      const settings = await api('PUT', '/api/settings/e-invoicing', '/api/settings/e-invoicing', {
        body: {
          flow_url: platform.flowUrl,
          token_url: platform.tokenUrl,
          client_id: FAKE_PA_CLIENT_ID,
          client_secret: FAKE_PA_CLIENT_SECRET,
        },
      });
      const flow = platform.deliverLifecycle(
        fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'cdar', 'refused-210.xml')),
      );
      await api('POST', '/api/e-invoicing/webhook', '/api/e-invoicing/webhook', {
        token: undefined,
        headers: { 'X-Pilotage-Webhook-Secret': settings.body.webhook_secret },
        body: { flowInfo: { flowId: flow.flowId } },
      });
      expect(platform.violations).toEqual([]);
    } finally {
      await platform.close();
    }
    // Every change above is journaled: the journal answers rows of each kind.
    const journal = await api('GET', '/api/audit-log?limit=500', '/api/audit-log');
    expect(journal.body.length).toBeGreaterThan(10);
    // Before any backup, then after one recorded.
    expect((await api('GET', '/api/backups/status', '/api/backups/status')).body.last_backup).toBeNull();
    await server.sql(
      `insert into backup_runs (started_at, succeeded, file_name, size_bytes, sha256) values (now(), true, 'pilotage-x.tar.gz', 1234, 'aa')`,
    );
    expect((await api('GET', '/api/backups/status', '/api/backups/status')).body.last_backup.size_bytes).toBe(1234);

    expect([...answered].sort()).toEqual(
      operations(await servedDocument())
        .map((operation) => operation.name)
        .sort(),
    );
  });
});
