import { type TestServer, startTestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const accepted = async (): Promise<string[]> => {
  const [{ def }] = await server.sql<{ def: string }>(
    `select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'audit_log_entity_type_check'`,
  );
  return [...def.matchAll(/'([a-z_]+)'/g)].map((match) => match[1]).sort();
};

const journal = (entityType: string) =>
  server.sql(`insert into audit_log (action, entity_type, entity_id) values ('create', $1, '1')`, [entityType]);

describe('audit_allow_entity_type', () => {
  it('adds one kind to the journal and keeps every kind it accepted before', async () => {
    const before = await accepted();
    expect(before).toEqual(expect.arrayContaining(['user', 'invoice', 'mail', 'bank_line', 'accounting_period']));
    await expect(journal('parcel')).rejects.toThrow(/audit_log_entity_type_check/);

    await server.sql(`select audit_allow_entity_type('parcel')`);
    expect(await accepted()).toEqual([...before, 'parcel'].sort());
    await journal('parcel');

    await server.sql(`select audit_allow_entity_type('parcel')`);
    expect(await accepted()).toEqual([...before, 'parcel'].sort());
  });
});
