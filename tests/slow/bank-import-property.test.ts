import fc from 'fast-check';
import { addDays } from '@pilotage/domain';
import { loginAdmin } from '../support/actors';
import { call } from '../support/http';
import { type TestServer, startTestServer } from '../support/server';
import { type Movement, camt053, csvDebitCredit } from '../support/bank/statements';
import { upload } from '../support/bank/upload';

/**
 * Importing any set of overlapping statements, in any order, stores the same lines as importing
 * their union once. A statement covers whole days, as banks issue them; within them, lines with
 * the bank's id and lines told apart only by their content (identical card payments of a day
 * included) are mixed.
 */

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const FIRST_DAY = '2026-03-01';
const LABELS = ['CB BOULANGERIE', 'CB LA POSTE', 'PRLV ORANGE', 'VIR DUPONT SARL', 'RETRAIT DAB'];

const movement = fc.record({
  day: fc.integer({ min: 0, max: 14 }),
  cents: fc.constantFrom(-350, -350, -4590, 150000, -12000, 1),
  label: fc.constantFrom(...LABELS),
  withRef: fc.boolean(),
});

const ledgerAndStatements = fc.array(movement, { minLength: 1, maxLength: 40 }).chain((raw) =>
  fc.record({
    ledger: fc.constant(
      raw
        .map((m, index) => ({
          date: addDays(FIRST_DAY, m.day),
          cents: m.cents,
          label: m.label,
          ref: m.withRef ? `REF-${index}` : undefined,
        }))
        .sort((a, b) => a.date.localeCompare(b.date)),
    ),
    // Day windows [from, to]: the statements, possibly overlapping, possibly leaving gaps.
    windows: fc.array(
      fc
        .tuple(fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 6 }))
        .map(([from, length]) => [from, from + length]),
      { minLength: 1, maxLength: 6 },
    ),
    format: fc.constantFrom('camt', 'csv'),
    order: fc.infiniteStream(fc.nat()),
  }),
);

const within = (ledger: Movement[], [from, to]: number[]) =>
  ledger.filter((m) => m.date >= addDays(FIRST_DAY, from) && m.date <= addDays(FIRST_DAY, to));

async function account(iban: string): Promise<number> {
  const created = await call(server.url, 'POST', '/api/bank-accounts', {
    token,
    body: { name: iban, iban, opening_date: '2026-01-01' },
  });
  return created.body.id;
}

async function importInto(id: number, movements: Movement[], format: string): Promise<void> {
  if (movements.length === 0) return;
  // A CSV has no bank id: its lines are told apart by their content only.
  const file = format === 'camt' ? camt053(movements) : csvDebitCredit(movements.map(({ ref: _ref, ...m }) => m));
  const answer = await upload(server.url, `/api/bank-accounts/${id}/statements`, token, file);
  expect(answer.status).toBe(201);
}

const stored = async (id: number) =>
  (
    await server.sql<{ line: string }>(
      `select booking_date::text || ' ' || amount::text || ' ' || label || ' ' || coalesce(bank_ref, '-') as line
         from bank_lines where account_id = $1 order by 1`,
      [id],
    )
  ).map((row) => row.line);

describe('statement import', () => {
  it('gives the same lines for overlapping statements in any order as for their union once', async () => {
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(ledgerAndStatements, async ({ ledger, windows, format, order }) => {
        await server.reset();
        token = await loginAdmin(server);
        const piecewise = await account('FR7630006000011234567890189');
        const once = await account('DE89370400440532013000');
        const statements = windows.map((window) => within(ledger, window));
        const shuffled = [...statements.keys()]
          .map((index) => ({ index, key: order.next().value as number }))
          .sort((a, b) => a.key - b.key);
        // Each statement imported, some twice, in a random order.
        for (const { index } of [...shuffled, ...shuffled.slice(0, 2)])
          await importInto(piecewise, statements[index], format);
        const union = ledger.filter((m) => statements.some((statement) => statement.includes(m)));
        await importInto(once, union, format);
        expect(await stored(piecewise)).toEqual(await stored(once));
        compared += 1;
      }),
      { numRuns: 25, endOnFailure: true },
    );
    expect(compared).toBe(25);
  }, 240_000);
});
