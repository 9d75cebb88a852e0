import {
  DEFAULT_ACCOUNTS,
  DEFAULT_CATEGORY_ACCOUNTS,
  DEFAULT_JOURNALS,
  type Account,
  type AccountKey,
} from '@pilotage/domain';
import fc from 'fast-check';
import type { Chart } from '../../gateway/src/features/accounting/chart';
import { type PurchaseRow, purchaseLines } from '../../gateway/src/features/accounting/sources/purchase-rows';

/**
 * A supplier document's AC entry balances whatever the document said: consistent or not, with its
 * VAT per rate, as a total only, or not at all, each line a positive amount on one side and the
 * supplier credited (debited for a credit note) its TTC total exactly.
 */

const chart: Chart = {
  fiscalStartMonth: 1,
  vatOnDebits: false,
  journals: DEFAULT_JOURNALS,
  accounts: DEFAULT_ACCOUNTS as Record<AccountKey, Account>,
  categories: new Map(Object.entries(DEFAULT_CATEGORY_ACCOUNTS)),
};

const euros = fc.option(
  fc.integer({ min: 0, max: 5_000_000 }).map((cents) => cents / 100),
  { nil: null },
);
const row = fc.record({
  totalCents: fc.integer({ min: 1, max: 10_000_000 }),
  vatTotalCents: fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: null }),
  vat: fc.array(
    fc.record({ rate: fc.option(fc.constantFrom(0, 2.1, 5.5, 10, 20), { nil: null }), base: euros, amount: euros }),
    { maxLength: 4 },
  ),
  kind: fc.constantFrom('invoice' as const, 'credit_note' as const),
  category: fc.constantFrom('', 'Dépense Logiciel', 'Dépense Marketing', 'Autre Dépense'),
});

/** A consistent invoice: its bases and VAT per rate add up to its total. */
const consistent = fc
  .array(fc.record({ rate: fc.constantFrom(5.5, 10, 20), base: fc.integer({ min: 1, max: 1_000_000 }) }), {
    minLength: 1,
    maxLength: 3,
  })
  .map((rates) => rates.map(({ rate, base }) => ({ rate, base, vat: Math.round((base * rate) / 100) })));

const purchase = (fields: Partial<PurchaseRow> & Pick<PurchaseRow, 'totalCents'>): PurchaseRow => ({
  id: 7,
  reference: 'FF-2026-0007',
  number: 'FA-7',
  kind: 'invoice',
  supplierName: 'Lefèvre & Fils',
  supplierSiren: '552032534',
  date: '2026-03-05',
  category: 'Dépense Logiciel',
  vatTotalCents: null,
  vat: [],
  paidAt: null,
  paymentCents: null,
  ...fields,
});

describe('the entry of a supplier document', () => {
  it('always balances, every line positive on one side, the supplier for the TTC total', () => {
    fc.assert(
      fc.property(row, (fields) => {
        const lines = purchaseLines(chart, purchase(fields), fields.kind === 'credit_note' ? -1 : 1);
        const debit = lines.reduce((sum, line) => sum + line.debitCents, 0);
        const credit = lines.reduce((sum, line) => sum + line.creditCents, 0);
        expect(debit).toBe(credit);
        for (const line of lines) {
          expect(Number.isInteger(line.debitCents) && Number.isInteger(line.creditCents)).toBe(true);
          expect(line.debitCents > 0 !== line.creditCents > 0).toBe(true);
        }
        const supplier = lines.filter((line) => line.account.number === '401');
        expect(supplier).toHaveLength(1);
        const side = fields.kind === 'credit_note' ? 'debitCents' : 'creditCents';
        expect(supplier[0][side]).toBe(fields.totalCents);
        expect(supplier[0].aux).toEqual({ number: 'F552032534', label: 'Lefèvre & Fils' });
      }),
    );
  });

  it('books a consistent invoice per rate: each base on the expense account, each VAT on 44566', () => {
    fc.assert(
      fc.property(consistent, (rates) => {
        const totalCents = rates.reduce((sum, rate) => sum + rate.base + rate.vat, 0);
        const lines = purchaseLines(
          chart,
          purchase({
            totalCents,
            vat: rates.map((rate) => ({ rate: rate.rate, base: rate.base / 100, amount: rate.vat / 100 })),
          }),
          1,
        );
        expect(lines.filter((line) => line.account.number === '651').map((line) => line.debitCents)).toEqual(
          rates.map((rate) => rate.base),
        );
        expect(lines.filter((line) => line.account.number === '44566').map((line) => line.debitCents)).toEqual(
          rates.map((rate) => rate.vat).filter((vat) => vat > 0),
        );
      }),
    );
  });
});
