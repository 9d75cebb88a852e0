import type { MockLink } from '@apollo/client/testing';
import { getOperationAST } from 'graphql';
import { isDeepStrictEqual } from 'node:util';

/**
 * Answers the client's plain-fetch GraphQL calls (lib/graphql-post.ts: the session, signing in,
 * registering) from the same mocked responses Apollo's MockedProvider takes: matched by operation
 * name and variables, each used once. What nothing matches answers a GraphQL error, so the test sees it.
 */
export function mockGraphqlFetch(mocks: readonly MockLink.MockedResponse[]): jest.Mock {
  const unused = [...mocks];
  const fetchMock = jest.fn(async (_url: string, init: { body: string }) => {
    const { operationName, variables } = JSON.parse(init.body) as {
      operationName: string;
      variables: Record<string, unknown>;
    };
    const index = unused.findIndex(
      (mock) =>
        getOperationAST(mock.request.query)?.name?.value === operationName &&
        isDeepStrictEqual(mock.request.variables ?? {}, variables),
    );
    if (index < 0) {
      const message = `Aucune réponse prévue pour ${operationName} ${JSON.stringify(variables)}`;
      return { ok: true, status: 200, json: async () => ({ errors: [{ message }] }) };
    }
    const [mock] = unused.splice(index, 1);
    // A network failure, as fetch rejects it.
    if (mock.error) throw mock.error;
    const result = typeof mock.result === 'function' ? mock.result(variables) : mock.result;
    const answer: unknown = JSON.parse(JSON.stringify(result));
    return { ok: true, status: 200, json: async () => answer };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
