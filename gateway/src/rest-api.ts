import Fastify, { type FastifyInstance } from 'fastify';
import { auditRoutes } from './audit/audit.routes';
import { authRoutes } from './auth/auth.routes';
import type { AppDeps } from './context';
import { employeesRoutes } from './employees/employees.routes';
import { financialsRoutes } from './financials/financials.routes';
import { invoiceSettingsRoutes } from './invoice-settings/invoice-settings.routes';
import { invoicesRoutes } from './invoices/invoices.routes';
import { deadLettersRoutes } from './notifications/dead-letters.routes';
import { telegramRoutes } from './notifications/telegram.routes';
import { registerOpenApi } from './openapi/document';
import { performanceRoutes } from './performance/performance.routes';
import { sessionsRoutes } from './sessions/sessions.routes';
import { settingsRoutes } from './settings/settings.routes';
import { restRoutes } from './shared/rest';
import { signupTokensRoutes } from './signup-tokens/signup-tokens.routes';
import { tasksRoutes } from './tasks/tasks.routes';
import { twoFactorRoutes } from './two-factor/two-factor.routes';
import { usersRoutes } from './users/users.routes';
import { webVitalsRoutes } from './web-vitals/web-vitals.routes';

/** The REST facade `/api`: its OpenAPI document and reference page, then every route it documents. */
export async function registerRestApi(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerOpenApi(app);
  webVitalsRoutes(app);
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
