import { apiMessages } from '@pilotage/domain';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import type { FastifyRequest } from 'fastify';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';

// The web client's largest operation has under 100 tokens, 4 levels, no alias and no directive.
export const MAX_TOKENS = 1000;
export const MAX_DEPTH = 8;
export const MAX_ALIASES = 20;
export const MAX_DIRECTIVES = 10;

/** A request refused for its size or cost: the caller's doing, so a French 400 with BAD_USER_INPUT. */
export class QueryLimitError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
  }
}

/** The limit refusal behind `error`, also once Apollo has wrapped it as a validation error. */
export function queryLimitRefusal(error: unknown): QueryLimitError | undefined {
  if (error instanceof QueryLimitError) return error;
  if (error instanceof GraphQLError && error.originalError instanceof QueryLimitError) return error.originalError;
  return undefined;
}

/**
 * Armor's rules report their own English message; ours replaces it. They count each fragment
 * once (memoised), so a document of fragments spreading each other twice is measured in linear time.
 */
const refuseWith = (message: string) => ({
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null) => context?.reportError(new QueryLimitError(message))],
});

export const queryLimitRules: ValidationRule[] = [
  // Fragments add no level (flattenFragments); introspection is measured like any other query.
  maxDepthRule({
    n: MAX_DEPTH,
    flattenFragments: true,
    ignoreIntrospection: false,
    ...refuseWith(apiMessages.graphqlTooDeep(MAX_DEPTH)),
  }),
  maxAliasesRule({ n: MAX_ALIASES, ...refuseWith(apiMessages.graphqlTooManyAliases(MAX_ALIASES)) }),
  maxDirectivesRule({ n: MAX_DIRECTIVES, ...refuseWith(apiMessages.graphqlTooManyDirectives(MAX_DIRECTIVES)) }),
];

const tooLong = () => new QueryLimitError(apiMessages.graphqlTooLong(MAX_TOKENS));
// Thrown from onReject, so that it is told apart from the syntax errors the parse may also raise.
const tokenLimit = {
  n: MAX_TOKENS,
  propagateOnRejection: false,
  onReject: [
    () => {
      throw tooLong();
    },
  ],
};

// A document within the limit stays so: each distinct one is lexed once. Only short texts are
// kept (a token may be a long string), and not too many; a refused document is lexed every time.
const MAX_KNOWN_DOCUMENTS = 1000;
const MAX_KNOWN_LENGTH = 10_000;
const documentsWithinLimit = new Set<string>();

/**
 * Refuses a document of more than MAX_TOKENS tokens; armor's lexer stops at the first token too
 * many. Apollo's `parseOptions.maxTokens` has the same bound, but gives a generic syntax error.
 * Called while building the request's context: what is thrown there reaches the client through
 * formatError as a 400, whereas an error thrown by a plugin hook would be masked as a 500.
 */
export function refuseLongDocument(request: FastifyRequest): void {
  const params = (request.method === 'GET' ? request.query : request.body) as { query?: unknown } | null | undefined;
  refuseLongSource(params?.query);
}

/** The same refusal for a document received otherwise (a WebSocket subscription). */
export function refuseLongSource(source: unknown): void {
  if (typeof source !== 'string') return; // Apollo refuses requests without a document itself
  if (documentsWithinLimit.has(source)) return;
  try {
    new MaxTokensParserWLexer(source, tokenLimit).parseDocument();
  } catch (error) {
    // Other syntax errors are left to Apollo's parse, which reports them.
    if (error instanceof QueryLimitError) throw error;
    return;
  }
  if (source.length > MAX_KNOWN_LENGTH) return;
  if (documentsWithinLimit.size >= MAX_KNOWN_DOCUMENTS) documentsWithinLimit.clear();
  documentsWithinLimit.add(source);
}
