import { businessApi } from '../support/business';
import { graphql } from '../support/http';
import { type Tokens, type TestServer, withTestServer } from '../support/server';

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => {
  server = s;
  tokens = t;
});

const AUDIT_LOG = `query AuditLog($filter: AuditLogFilterInput, $page: PageArgs) {
  auditLog(filter: $filter, page: $page) {
    total
    items { id at actorId actorUsername ip action entityType entityId changes { field before after } }
  }
}`;

describe('auditLog', () => {
  it('answers the same rows as REST, each change as text', async () => {
    const api = businessApi(server, tokens.admin);
    const task = await api.task('Inventaire');
    await api.transaction(-12.5, { description: 'Papeterie' });
    const result = await graphql(
      server.url,
      AUDIT_LOG,
      { filter: { entityType: 'task', entityId: String(task.id) } },
      tokens.admin,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data.auditLog.total).toBe(1);
    const [entry] = result.data.auditLog.items;
    expect(entry).toMatchObject({
      actorId: 1,
      actorUsername: 'admin',
      ip: '127.0.0.1',
      action: 'create',
      entityType: 'task',
      entityId: String(task.id),
    });
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'title', before: null, after: 'Inventaire' },
        { field: 'is_routine', before: null, after: 'false' },
      ]),
    );
    const money = await graphql(
      server.url,
      AUDIT_LOG,
      { filter: { entityType: 'transaction', action: 'create' }, page: { limit: 1 } },
      tokens.admin,
    );
    expect(money.data.auditLog.items[0].changes).toContainEqual({ field: 'amount', before: null, after: '-12.5' });
  });

  it('is refused to Managers, and bad filters are refused in French', async () => {
    const refused = await graphql(server.url, AUDIT_LOG, {}, tokens.manager);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const bad = await graphql(server.url, AUDIT_LOG, { filter: { action: 'read' } }, tokens.admin);
    expect(bad.errors?.[0].message).toContain('action');
  });
});
