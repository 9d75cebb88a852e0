import 'reflect-metadata';
import { type GraphQLSchema, isObjectType, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema, getMetadataStorage } from 'type-graphql';
import { AuditResolver } from '../features/audit/audit.resolver';
import { AuthResolver } from '../features/auth/auth.resolver';
import { EmployeesResolver } from '../features/employees/employees.resolver';
import { DailyBalanceResolver } from '../features/financials/daily-balance.resolver';
import { FinancialsResolver } from '../features/financials/financials.resolver';
import { InvoiceSettingsResolver } from '../features/invoice-settings/invoice-settings.resolver';
import { InvoicesResolver } from '../features/invoices/invoices.resolver';
import { AccountingResolver } from '../features/accounting/accounting.resolver';
import { LiveResolver, topiclessPubSub } from '../features/live/live.resolver';
import { PurchasesResolver } from '../features/purchases/purchases.resolver';
import { PerformanceResolver } from '../features/performance/performance.resolver';
import { DeadLettersResolver } from '../features/notifications/dead-letters.resolver';
import { TelegramResolver } from '../features/notifications/telegram.resolver';
import { SessionsResolver } from '../features/sessions/sessions.resolver';
import { SettingsResolver } from '../features/settings/settings.resolver';
import { SignupTokensResolver } from '../features/signup-tokens/signup-tokens.resolver';
import { TasksResolver } from '../features/tasks/tasks.resolver';
import { TwoFactorResolver } from '../features/two-factor/two-factor.resolver';
import { UsersResolver } from '../features/users/users.resolver';
import { BackupsResolver } from '../features/backups/backups.resolver';
import { BankResolver } from '../features/bank/bank.resolver';
import { MailResolver } from '../features/mail/mail.resolver';
import { RemindersResolver } from '../features/invoices/reminders/reminders.resolver';
import { EInvoicingResolver } from '../features/e-invoicing/e-invoicing.resolver';

export const resolvers = [
  AuthResolver,
  TwoFactorResolver,
  SessionsResolver,
  UsersResolver,
  SignupTokensResolver,
  SettingsResolver,
  TelegramResolver,
  DeadLettersResolver,
  InvoiceSettingsResolver,
  EmployeesResolver,
  TasksResolver,
  FinancialsResolver,
  DailyBalanceResolver,
  InvoicesResolver,
  PerformanceResolver,
  AuditResolver,
  LiveResolver,
  BackupsResolver,
  PurchasesResolver,
  BankResolver,
  AccountingResolver,
  MailResolver,
  RemindersResolver,
  EInvoicingResolver,
] as const;

let built: Promise<GraphQLSchema> | null = null;

/**
 * type-graphql gives every data field a resolver running its middleware chain, empty as it is:
 * 550 calls for a page of 50 tasks. A field without middleware, roles or field resolver reads its
 * property, which graphql-js's default resolver does for less.
 */
function useDefaultResolvers(schema: GraphQLSchema): GraphQLSchema {
  const storage = getMetadataStorage();
  for (const objectType of storage.objectTypes) {
    const type = schema.getType(objectType.name);
    if (!isObjectType(type)) continue;
    const schemaFields = type.getFields();
    // Its own fields and those it inherits (a Page's items and total).
    const fields = storage.fields.filter(
      (field) => field.target === objectType.target || objectType.target.prototype instanceof field.target,
    );
    for (const field of fields) {
      const resolved = storage.fieldResolvers.some((resolver) => {
        const owner = resolver.getObjectType?.();
        return resolver.methodName === field.name && (owner === objectType.target || owner === field.target);
      });
      const plain = field.name === field.schemaName && !field.middlewares?.length && !field.roles?.length && !resolved;
      if (plain && schemaFields[field.schemaName]) schemaFields[field.schemaName].resolve = undefined;
    }
  }
  return schema;
}

/** Services validate their own input (the same rules for REST), so type-graphql does not. */
export function graphqlSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({ resolvers, validate: false, pubSub: topiclessPubSub }).then(useDefaultResolvers);
  return built;
}

/** The SDL committed as schema/schema.graphql, sorted so it diffs cleanly. */
export async function schemaSdl(): Promise<string> {
  return printSchema(lexicographicSortSchema(await graphqlSchema())) + '\n';
}
