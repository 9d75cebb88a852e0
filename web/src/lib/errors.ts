import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** The GraphQL error code (`extensions.code`) of the first error, when the server sent one. */
export function errorCode(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.extensions?.code as string | undefined;
  return undefined;
}

/**
 * What to show for a failed call: the server's French message when it sent one, the HTTP status
 * when the transport failed, otherwise the screen's fallback text.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || fallback;
  if (ServerError.is(error)) return `Erreur HTTP: ${error.statusCode}`;
  // Plain Errors are the client's own French messages; TypeError and the like are not for users.
  if (error instanceof Error && error.name === 'Error' && error.message) return error.message;
  return fallback;
}
