import { businessApi, parisToday } from '../support/business';
import { graphql } from '../support/http';
import { type TestServer, type Tokens, withTestServer } from '../support/server';

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => ((server = s), (tokens = t)));

const gql = (query: string, variables: Record<string, unknown>, token: string) =>
  graphql(server.url, query, variables, token);
const year = () => Number(parisToday().slice(0, 4));
const ENTRIES = `query ($filter: LedgerEntryFilterInput) {
  ledgerEntries(filter: $filter) { total items { number journalCode label lines { accountNumber debit credit } } }
}`;
const CLOSE = 'mutation ($period: String!) { closeAccountingPeriod(period: $period) { period closed } }';
const SETTINGS = `mutation ($input: AccountingSettingsInput!) { updateAccountingSettings(input: $input) { accounts { key number } } }`;

describe('accounting over GraphQL', () => {
  it('answers the same ledger and rules as REST: Managers read, Admins close and set', async () => {
    await businessApi(server, tokens.manager).transaction(-19.9, {
      description: 'Hébergement',
      date: `${year()}-01-08`,
      category: 'Dépense Logiciel',
    });
    const read = await gql(ENTRIES, { filter: { year: year(), q: 'hébergement' } }, tokens.manager);
    expect(read.errors).toBeUndefined();
    expect(read.data.ledgerEntries).toEqual({
      total: 1,
      items: [
        {
          number: 1,
          journalCode: 'BQ',
          label: 'Hébergement',
          lines: [
            { accountNumber: '651', debit: 19.9, credit: 0 },
            { accountNumber: '512', debit: 0, credit: 19.9 },
          ],
        },
      ],
    });

    const refused = await gql(CLOSE, { period: `${year()}-01` }, tokens.manager);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const closed = await gql(CLOSE, { period: `${year()}-01` }, tokens.admin);
    expect(closed.data.closeAccountingPeriod).toEqual({ period: `${year()}-01`, closed: true });
    const again = await gql(CLOSE, { period: `${year()}-01` }, tokens.admin);
    expect(again.errors?.[0]).toMatchObject({
      message: `La période ${year()}-01 est déjà clôturée.`,
      extensions: { code: 'CONFLICT' },
    });

    const bad = await gql(
      SETTINGS,
      { input: { accounts: [{ key: 'bank', number: '5l2', label: 'Banque' }] } },
      tokens.admin,
    );
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Compte 1 : Numéro de compte invalide : des chiffres uniquement (3 à 20).',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await server.sql('select * from accounting_settings')).toEqual([]);
    const vat = await gql(
      'query { vatSummary(from: "2026-01-01", to: "2026-01-31") { franchise boxes { box } } }',
      {},
      tokens.manager,
    );
    expect(vat.data.vatSummary.franchise).toBe(true);
  });
});
