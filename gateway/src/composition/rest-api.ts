import Fastify, { type FastifyInstance } from 'fastify';
import { auditRoutes } from '../features/audit/audit.routes';
import { authRoutes } from '../features/auth/auth.routes';
import type { AppDeps } from '../kernel/context/context';
import { employeesRoutes } from '../features/employees/employees.routes';
import { financialsRoutes } from '../features/financials/financials.routes';
import { invoiceSettingsRoutes } from '../features/invoice-settings/invoice-settings.routes';
import { invoicesRoutes } from '../features/invoices/invoices.routes';
import { accountingRoutes } from '../features/accounting/accounting.routes';
import { deadLettersRoutes } from '../features/notifications/dead-letters.routes';
import { telegramRoutes } from '../features/notifications/telegram.routes';
import { registerOpenApi } from '../transports/http/openapi/document';
import { performanceRoutes } from '../features/performance/performance.routes';
import { sessionsRoutes } from '../features/sessions/sessions.routes';
import { settingsRoutes } from '../features/settings/settings.routes';
import { restRoutes } from '../transports/http/rest';
import { registerUploads } from '../transports/http/upload';
import { signupTokensRoutes } from '../features/signup-tokens/signup-tokens.routes';
import { tasksRoutes } from '../features/tasks/tasks.routes';
import { twoFactorRoutes } from '../features/two-factor/two-factor.routes';
import { usersRoutes } from '../features/users/users.routes';
import { purchasesRoutes } from '../features/purchases/purchases.routes';
import { webVitalsRoutes } from '../features/web-vitals/web-vitals.routes';
import { backupsRoutes } from '../features/backups/backups.routes';
import { bankRoutes } from '../features/bank/bank.routes';
import { mailRoutes } from '../features/mail/mail.routes';
import { remindersRoutes } from '../features/invoices/reminders/reminders.routes';
import { eInvoicingRoutes } from '../features/e-invoicing/e-invoicing.routes';

/** The REST facade `/api`: its OpenAPI document and reference page, then every route it documents. */
export async function registerRestApi(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerOpenApi(app);
  webVitalsRoutes(app);
  await registerUploads(app);
  const rest = restRoutes(app, deps);
  authRoutes(rest);
  twoFactorRoutes(rest);
  sessionsRoutes(rest);
  usersRoutes(rest);
  signupTokensRoutes(rest);
  settingsRoutes(rest);
  telegramRoutes(rest);
  deadLettersRoutes(rest);
  invoiceSettingsRoutes(rest);
  employeesRoutes(rest);
  tasksRoutes(rest);
  financialsRoutes(rest);
  invoicesRoutes(rest);
  performanceRoutes(rest);
  auditRoutes(rest);
  backupsRoutes(rest);
  purchasesRoutes(rest);
  bankRoutes(rest);
  accountingRoutes(rest);
  mailRoutes(rest);
  remindersRoutes(rest);
  eInvoicingRoutes(rest);
}

/**
 * The OpenAPI document, as `/api/openapi.json` serves it, without a database or a port
 * (`npm run schema` writes it to schema/openapi.json).
 */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const app = Fastify();
  // The handlers never run here: the document needs only the routes.
  await registerRestApi(app, {} as AppDeps);
  await app.ready();
  const document = app.swagger() as unknown as Record<string, unknown>;
  await app.close();
  return document;
}
