import { openApiDocument } from '../../gateway/src/composition/rest-api';
import { loginAdmin } from '../support/actors';
import { call } from '../support/http';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** The JSON answers the REST facade documents, one per route, method and status. */
async function documentedJsonAnswers(): Promise<number> {
  const paths = (await openApiDocument()).paths as Record<string, Record<string, { responses?: object }>>;
  let count = 0;
  for (const operations of Object.values(paths))
    for (const operation of Object.values(operations))
      for (const response of Object.values(operation.responses ?? {}) as { content?: Record<string, unknown> }[])
        if (response.content?.['application/json']) count += 1;
  return count;
}

describe('response serializers', () => {
  it('are compiled when a route first answers, and every one of them compiles', async () => {
    const token = await loginAdmin(server);
    const first = await call(server.url, 'GET', '/api/financials?limit=5', { token });
    expect(first.status).toBe(200);

    // Only the sign-in's and the list's were needed: every other documented answer (and the HEAD
    // routes' copies, which fastify adds) is still to compile.
    const compiled = server.app.compileResponseSerializers();
    expect(compiled).toBeGreaterThanOrEqual((await documentedJsonAnswers()) - 2);
    expect(server.app.compileResponseSerializers()).toBe(0);

    // A route answered before and after compiling everything answers the same.
    const again = await call(server.url, 'GET', '/api/financials?limit=5', { token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('content-length')).toBe(first.headers.get('content-length'));
  });
});
