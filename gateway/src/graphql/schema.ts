import 'reflect-metadata';
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AuthResolver } from '../auth/auth.resolver';
import { InvoiceSettingsResolver } from '../invoice-settings/invoice-settings.resolver';
import { SettingsResolver } from '../settings/settings.resolver';
import { SignupTokensResolver } from '../signup-tokens/signup-tokens.resolver';
import { UsersResolver } from '../users/users.resolver';

export const resolvers = [AuthResolver, UsersResolver, SignupTokensResolver, SettingsResolver, InvoiceSettingsResolver] as const;

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
