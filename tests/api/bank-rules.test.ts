import { call, graphql } from '../support/http';
import { type TestServer, type Tokens, withTestServer } from '../support/server';
import { csvDebitCredit } from '../support/bank/statements';
import { upload } from '../support/bank/upload';

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => ((server = s), (tokens = t)));

const rule = async (body: Record<string, unknown>) => {
  const created = await call(server.url, 'POST', '/api/bank-rules', { token: tokens.manager, body });
  expect(created.status).toBe(201);
  return created.body as { id: number; position: number; enabled: boolean };
};
const listed = async (query = '') => call(server.url, 'GET', `/api/bank-rules${query}`, { token: tokens.manager });
const order = async () => (await listed()).body.map((r: { id: number }) => r.id) as number[];
const move = (id: number, direction: unknown) =>
  call(server.url, 'POST', `/api/bank-rules/${id}/move`, { token: tokens.manager, body: { direction } });
const put = (id: number, body: Record<string, unknown>) =>
  call(server.url, 'PUT', `/api/bank-rules/${id}`, { token: tokens.manager, body });

/** One open debit « CB BOULANGERIE » on a new account: the rules below all apply to it. */
async function breadLine(): Promise<number> {
  const account = await call(server.url, 'POST', '/api/bank-accounts', {
    token: tokens.manager,
    body: { name: 'Compte courant', iban: 'FR7630006000011234567890189', opening_date: '2020-01-01' },
  });
  await upload(
    server.url,
    `/api/bank-accounts/${account.body.id}/statements`,
    tokens.manager,
    csvDebitCredit([{ date: '2026-11-03', cents: -350, label: 'CB BOULANGERIE 03/11' }]),
    {},
  );
  const lines = await call(server.url, 'GET', '/api/bank-lines', { token: tokens.manager });
  return lines.body[0].id;
}
const proposedRules = async (lineId: number) =>
  (await call(server.url, 'GET', `/api/bank-lines/${lineId}`, { token: tokens.manager })).body.proposals
    .filter((p: { kind: string }) => p.kind === 'rule')
    .map((p: { target_id: number }) => p.target_id) as number[];

describe('bank rules', () => {
  it('are listed by page in their order, with X-Total-Count, every one switched on at first', async () => {
    const a = await rule({ label_contains: 'CB', category: 'Autre Dépense' });
    const b = await rule({ max_amount: 0, category: 'Dépense Logiciel' });
    const c = await rule({ label_contains: 'BOULANGERIE', min_amount: -10, max_amount: -1 });
    expect([a, b, c].map((r) => [r.position, r.enabled])).toEqual([
      [1, true],
      [2, true],
      [3, true],
    ]);
    const first = await listed('?limit=2');
    expect(first.headers.get('x-total-count')).toBe('3');
    expect(first.body.map((r: { id: number }) => r.id)).toEqual([a.id, b.id]);
    expect((await listed('?limit=2&offset=2')).body.map((r: { id: number }) => r.id)).toEqual([c.id]);
    expect((await listed('?limit=0')).status).toBe(400);
    expect((await call(server.url, 'GET', '/api/bank-rules', { token: tokens.employe })).status).toBe(403);
  });

  it('are edited with the checks of their creation, a refusal changing nothing', async () => {
    const a = await rule({ label_contains: 'PRLV ORANGE', category: 'Dépense Logiciel' });
    expect(await put(a.id, { min_amount: 10, max_amount: 1 })).toMatchObject({
      status: 400,
      body: { error: 'Le montant minimum dépasse le montant maximum.' },
    });
    expect(await put(a.id, { label_contains: '  ' })).toMatchObject({
      status: 400,
      body: { error: 'Une règle a besoin d’un libellé à chercher ou d’une fourchette de montants.' },
    });
    expect(await put(a.id, { label_contains: 'X', category: 'Loterie' })).toMatchObject({ status: 400 });
    expect(await put(a.id, { label_contains: 'X', enabled: 'peut-être' })).toMatchObject({
      status: 400,
      body: { error: 'Indiquez si la règle est active (vrai ou faux).' },
    });
    expect((await listed()).body[0]).toMatchObject({ label_contains: 'PRLV ORANGE', enabled: true });
    const changed = await put(a.id, { label_contains: 'ORANGE', max_amount: 0, category: 'Autre Dépense' });
    expect(changed.body).toMatchObject({ label_contains: 'ORANGE', max_amount: 0, category: 'Autre Dépense' });
    expect((await put(a.id, { label_contains: 'ORANGE', enabled: false })).body.enabled).toBe(false);
    // Left out, the switch stays as it was.
    expect((await put(a.id, { label_contains: 'ORANGE' })).body.enabled).toBe(false);
    expect((await put(9999, { label_contains: 'ORANGE' })).status).toBe(404);
  });

  it('propose in their order; moved, their proposals follow; switched off, they propose nothing', async () => {
    const lineId = await breadLine();
    const a = await rule({ label_contains: 'CB', category: 'Autre Dépense' });
    const b = await rule({ max_amount: 0, category: 'Dépense Logiciel' });
    const c = await rule({ label_contains: 'BOULANGERIE' });
    expect(await proposedRules(lineId)).toEqual([a.id, b.id, c.id]);

    expect((await move(c.id, 'up')).body.position).toBe(2);
    expect(await order()).toEqual([a.id, c.id, b.id]);
    expect(await proposedRules(lineId)).toEqual([a.id, c.id, b.id]);
    // At either end a rule stays where it is.
    expect((await move(a.id, 'up')).status).toBe(200);
    expect((await move(b.id, 'down')).status).toBe(200);
    expect(await order()).toEqual([a.id, c.id, b.id]);
    expect(await move(a.id, 'sideways')).toMatchObject({
      status: 400,
      body: { error: 'Sens de déplacement invalide : up ou down attendu.' },
    });
    expect((await move(9999, 'up')).status).toBe(404);

    await put(a.id, { label_contains: 'CB', category: 'Autre Dépense', enabled: false });
    expect(await proposedRules(lineId)).toEqual([c.id, b.id]);
    expect(
      await call(server.url, 'POST', `/api/bank-lines/${lineId}/match`, {
        token: tokens.manager,
        body: { kind: 'rule', target_id: a.id },
      }),
    ).toMatchObject({
      status: 409,
      body: { error: 'Cette règle est désactivée : réactivez-la pour rapprocher avec elle.' },
    });
    expect((await server.sql('select 1 from financial_transactions')).length).toBe(0);
  });

  it('are deleted, journaled from creation to deletion', async () => {
    const a = await rule({ label_contains: 'CB' });
    const b = await rule({ label_contains: 'PRLV' });
    await move(b.id, 'up');
    await put(a.id, { label_contains: 'CB', enabled: false });
    expect(await call(server.url, 'DELETE', `/api/bank-rules/${a.id}`, { token: tokens.manager })).toMatchObject({
      status: 200,
      body: { message: 'Règle de rapprochement supprimée.' },
    });
    expect((await call(server.url, 'DELETE', `/api/bank-rules/${a.id}`, { token: tokens.manager })).status).toBe(404);
    expect(await order()).toEqual([b.id]);
    const journal = await server.sql<{ action: string; entity_id: string; changes: Record<string, unknown> }>(
      `select action, entity_id, changes from audit_log where entity_type = 'bank_rule' order by id`,
    );
    expect(journal.map((row) => [row.action, Number(row.entity_id)])).toEqual([
      ['create', a.id],
      ['create', b.id],
      ['update', a.id],
      ['update', b.id],
      ['update', a.id],
      ['delete', a.id],
    ]);
    expect(JSON.stringify(journal[4].changes)).toContain('enabled');
  });

  it('have the same operations in GraphQL', async () => {
    const a = await rule({ label_contains: 'CB' });
    const b = await rule({ label_contains: 'PRLV' });
    const moved = await graphql(
      server.url,
      `mutation { moveBankRule(id: ${b.id}, direction: "up") { id position } }`,
      {},
      tokens.manager,
    );
    expect(moved.data).toEqual({ moveBankRule: { id: b.id, position: 1 } });
    const off = await graphql(
      server.url,
      `
        mutation ($id: Int!) {
          updateBankRule(id: $id, input: { labelContains: "CB", enabled: false }) {
            enabled
          }
        }
      `,
      { id: a.id },
      tokens.manager,
    );
    expect(off.data).toEqual({ updateBankRule: { enabled: false } });
    const page = await graphql(
      server.url,
      `
        {
          bankRules(page: { limit: 1, offset: 1 }) {
            total
            items {
              id
              enabled
              position
            }
          }
        }
      `,
      {},
      tokens.manager,
    );
    expect(page.data).toEqual({ bankRules: { total: 2, items: [{ id: a.id, enabled: false, position: 2 }] } });
    const refused = await graphql(
      server.url,
      `mutation { updateBankRule(id: ${a.id}, input: { minAmount: 5, maxAmount: 1 }) { id } }`,
      {},
      tokens.manager,
    );
    expect(refused.errors?.[0].message).toBe('Le montant minimum dépasse le montant maximum.');
    const gone = await graphql(server.url, `mutation { deleteBankRule(id: ${a.id}) { message } }`, {}, tokens.manager);
    expect(gone.data).toEqual({ deleteBankRule: { message: 'Règle de rapprochement supprimée.' } });
  });
});
