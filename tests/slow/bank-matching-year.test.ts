import { addDays } from '@pilotage/domain';
import { parisToday } from '../support/business';
import { loginAdmin } from '../support/actors';
import { call } from '../support/http';
import { saveSeller } from '../support/invoices';
import { type TestServer, startTestServer } from '../support/server';
import { type Movement, csvSignedIso } from '../support/bank/statements';
import { upload } from '../support/bank/upload';

/**
 * A generated year of a small business: invoices issued through the API, then a bank statement
 * where clients pay them (some naming the invoice, some only their name, some neither, a few not
 * at all) among card payments, direct debits and stray credits. « Rapprocher automatiquement »
 * must settle at least 95 % of the payments that can be told apart without doubt, and never pair
 * a line with an invoice it does not pay.
 */

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await loginAdmin(server);
  await saveSeller(server, token);
});
afterAll(() => server?.close());

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CLIENTS = [
  'Boulangerie Martin',
  'Garage Dupuis',
  'Cabinet Lefèvre',
  'Hôtel des Alpes',
  'Librairie Moreau',
  'Pharmacie Girard',
  'Atelier Roux',
  'Ferme Fournier',
  'Studio Lambert',
  'Café Bonnet',
  'Menuiserie Faure',
  'Agence Mercier',
  'Clinique Blanc',
  'École Guérin',
  'Transports Muller',
];

describe('automatic reconciliation over a year', () => {
  it('settles ≥ 95 % of the unambiguous payments and none wrongly', async () => {
    const next = random(20261128);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
    const today = parisToday();
    const start = addDays(today, -365);
    const invoices: { id: number; number: string; client: string; due: number; issued: string }[] = [];
    for (let i = 0; i < 160; i += 1) {
      const issued = addDays(start, Math.floor((i * 330) / 160));
      const client = pick(CLIENTS);
      const answer = await call(server.url, 'POST', '/api/invoices', {
        token,
        body: {
          client_name: client,
          client_address: '1 rue de la Paix\n75002 Paris',
          operation_category: 'Services',
          issue_date: issued,
          lines: [
            {
              description: 'Prestation',
              quantity: 1 + Math.floor(next() * 5),
              unit_price: (50 + Math.floor(next() * 90000) / 100).toFixed(2),
            },
          ],
        },
      });
      expect(answer.status).toBe(201);
      invoices.push({
        id: answer.body.id,
        number: answer.body.number,
        client,
        due: Math.round(answer.body.total * 100),
        issued,
      });
    }
    // Payments: the label names the invoice, or the client only, or nothing; some invoices stay unpaid.
    const movements: (Movement & { pays?: number; unambiguous: boolean })[] = [];
    for (const invoice of invoices) {
      const kind = next();
      if (kind < 0.1) continue;
      const date = addDays(invoice.issued, Math.floor(next() * 40));
      const paidOn = date > today ? today : date;
      const sameClientAndAmount = invoices.filter(
        (other) => other.client === invoice.client && other.due === invoice.due,
      ).length;
      if (kind < 0.6) {
        movements.push({
          date: paidOn,
          cents: invoice.due,
          label: `VIR SEPA ${invoice.client.toUpperCase()} FACT ${invoice.number}`,
          pays: invoice.id,
          unambiguous: true,
        });
      } else if (kind < 0.85) {
        movements.push({
          date: paidOn,
          cents: invoice.due,
          label: `VIR SEPA RECU ${invoice.client.toUpperCase()}`,
          pays: invoice.id,
          unambiguous: sameClientAndAmount === 1,
        });
      } else {
        movements.push({
          date: paidOn,
          cents: invoice.due,
          label: 'VIREMENT RECU',
          pays: invoice.id,
          unambiguous: false,
        });
      }
    }
    // The rest of the year: card payments, debits, and credits that pay nothing.
    for (let i = 0; i < 300; i += 1) {
      const date = addDays(start, Math.floor(next() * 365));
      const stray = next() < 0.15;
      movements.push({
        date,
        cents: stray ? 100 + Math.floor(next() * 50000) : -(100 + Math.floor(next() * 20000)),
        label: stray
          ? `VIR SEPA RECU ${pick(['REMBOURSEMENT', 'CAF', 'SUBVENTION'])}`
          : pick(['CB CARREFOUR', 'PRLV EDF', 'CB SNCF', 'PRLV URSSAF']),
        unambiguous: false,
      });
    }
    movements.sort((a, b) => a.date.localeCompare(b.date));
    const account = await call(server.url, 'POST', '/api/bank-accounts', {
      token,
      body: { name: 'Compte courant', iban: 'FR7630006000011234567890189', opening_date: start },
    });
    const imported = await upload(
      server.url,
      `/api/bank-accounts/${account.body.id}/statements`,
      token,
      csvSignedIso(movements),
    );
    expect(imported.body).toMatchObject({ added: movements.length });

    const auto = await call(server.url, 'POST', '/api/bank-lines/auto-match', { token, body: {} });
    expect(auto.status).toBe(200);
    const settled = await server.sql<{
      label: string;
      booking_date: string;
      amount: string;
      invoice_id: number | null;
    }>(`select label, booking_date::text, amount::text, invoice_id from bank_lines where state = 'Rapprochée'`);
    const key = (date: string, cents: number, label: string) => `${date}|${(cents / 100).toFixed(2)}|${label}`;
    const truth = new Map(movements.map((m) => [key(m.date, m.cents, m.label), m]));
    const wrong = settled.filter(
      (line) => truth.get(`${line.booking_date}|${line.amount}|${line.label}`)?.pays !== line.invoice_id,
    );
    expect(wrong).toEqual([]);
    const unambiguous = movements.filter((m) => m.unambiguous);
    const matched = settled.length;
    expect(unambiguous.length).toBeGreaterThan(80);
    expect(matched).toBeGreaterThanOrEqual(Math.ceil(unambiguous.length * 0.95));
    expect(auto.body.matched).toBe(matched);
    const paid = await server.sql<{ n: number }>(`select count(*)::int as n from invoices where paid_at is not null`);
    expect(paid[0].n).toBe(matched);
  }, 240_000);
});
