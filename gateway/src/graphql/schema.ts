import 'reflect-metadata';
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AuthResolver } from '../auth/auth.resolver';
import { EmployeesResolver } from '../employees/employees.resolver';
import { DailyBalanceResolver } from '../financials/daily-balance.resolver';
import { FinancialsResolver } from '../financials/financials.resolver';
import { InvoiceSettingsResolver } from '../invoice-settings/invoice-settings.resolver';
import { PerformanceResolver } from '../performance/performance.resolver';
import { TelegramResolver } from '../notifications/telegram.resolver';
import { SessionsResolver } from '../sessions/sessions.resolver';
import { SettingsResolver } from '../settings/settings.resolver';
import { SignupTokensResolver } from '../signup-tokens/signup-tokens.resolver';
import { TasksResolver } from '../tasks/tasks.resolver';
import { UsersResolver } from '../users/users.resolver';

export const resolvers = [
  AuthResolver,
  SessionsResolver,
  UsersResolver,
  SignupTokensResolver,
  SettingsResolver,
  TelegramResolver,
  InvoiceSettingsResolver,
  EmployeesResolver,
  TasksResolver,
  FinancialsResolver,
  DailyBalanceResolver,
  PerformanceResolver,
] as const;

let built: Promise<GraphQLSchema> | null = null;

/** Services validate their own input (the same rules for REST), so type-graphql does not. */
export function graphqlSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({ resolvers, validate: false });
  return built;
}

/** The SDL committed as schema/schema.graphql, sorted so it diffs cleanly. */
export async function schemaSdl(): Promise<string> {
  return printSchema(lexicographicSortSchema(await graphqlSchema())) + '\n';
}
