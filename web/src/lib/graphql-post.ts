import type { GraphQLFormattedError } from 'graphql';
import type { OperationText } from '../graphql/generated/operation-texts';
import { readAuthToken, removeAuthToken } from './auth-token';

/**
 * Signing in (both steps) and registering answer UNAUTHENTICATED for wrong credentials or codes: that is a form
 * error. Logging out of a session already ended clears it anyway (SessionProvider), without a reload.
 */
export const ANONYMOUS_OPERATIONS: ReadonlySet<string> = new Set(['Login', 'LoginTwoFactor', 'Register', 'Logout']);

/** The server answered GraphQL errors (the first one's message is French, for the user). */
export class GraphqlErrors extends Error {
  constructor(readonly errors: readonly GraphQLFormattedError[]) {
    super(errors.map((error) => error.message).join('\n'));
    this.name = 'GraphqlErrors';
  }
}

/** The transport failed: an HTTP status without a GraphQL answer. */
export class HttpStatusError extends Error {
  constructor(readonly statusCode: number) {
    super(`HTTP ${statusCode}`);
    this.name = 'HttpStatusError';
  }
}

/**
 * One GraphQL request by plain fetch (the operation's text, generated beside the typed documents), for the calls made before the signed-in app (and its Apollo Client)
 * loads: the session, signing in, registering. A rejected token ends the session as Apollo's link does
 * (apollo.ts): token removed, page reloaded.
 */
export async function postGraphql<Result, Variables>(
  { name, text }: OperationText<Result, Variables>,
  variables?: Variables,
  onSessionExpired: () => void = () => window.location.reload(),
): Promise<Result> {
  const token = readAuthToken();
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ operationName: name, query: text, variables: variables ?? {} }),
  });
  let body: { data?: Result | null; errors?: GraphQLFormattedError[] };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw new HttpStatusError(response.status);
  }
  if (body.errors?.length) {
    const unauthenticated = body.errors.some((error) => error.extensions?.code === 'UNAUTHENTICATED');
    if (unauthenticated && !ANONYMOUS_OPERATIONS.has(name) && readAuthToken()) {
      removeAuthToken();
      onSessionExpired();
    }
    throw new GraphqlErrors(body.errors);
  }
  if (!response.ok || !body.data) throw new HttpStatusError(response.status);
  return body.data;
}
