import type { GraphQLFormattedError } from 'graphql';

// Recognised by shape, not by class: Apollo Client's CombinedGraphQLErrors and ServerError (signed-in
// screens) and lib/graphql-post's GraphqlErrors and HttpStatusError (before sign-in, without Apollo).
const graphqlErrors = (error: unknown): readonly GraphQLFormattedError[] | undefined => {
  const errors = error instanceof Error ? (error as { errors?: unknown }).errors : undefined;
  return Array.isArray(errors) ? (errors as readonly GraphQLFormattedError[]) : undefined;
};

/** The HTTP status of a transport failure (no GraphQL answer), when that is what `error` is. */
export function httpStatusOf(error: unknown): number | undefined {
  if (!(error instanceof Error) || graphqlErrors(error)) return undefined;
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** The GraphQL error code (`extensions.code`) of the first error, when the server sent one. */
export function errorCode(error: unknown): string | undefined {
  return graphqlErrors(error)?.[0]?.extensions?.code as string | undefined;
}

/**
 * What to show for a failed call: the server's French message when it sent one, the HTTP status
 * when the transport failed, otherwise the screen's fallback text.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const errors = graphqlErrors(error);
  if (errors) return errors[0]?.message || fallback;
  const status = httpStatusOf(error);
  if (status !== undefined) return `Erreur HTTP: ${status}`;
  // Plain Errors are the client's own French messages; TypeError and the like are not for users.
  if (error instanceof Error && error.name === 'Error' && error.message) return error.message;
  return fallback;
}
