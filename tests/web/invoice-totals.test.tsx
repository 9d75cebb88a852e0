/** @jest-environment node */
import { formatEuroCents } from '../../web/src/lib/format';
import { lineTotalCents } from '@pilotage/domain';
import {
  draftTotals,
  formatQuantity,
  formatVatRate,
  isDecimal,
  parseCents,
  parseQuantityThousandths,
} from '../../web/src/screens/invoices/generator/invoice-totals';

// Intl separates thousands with a narrow no-break space and puts a no-break space before « € ».
const euros = (cents: number) => formatEuroCents(cents).replace(/[\u202f\u00a0]/g, ' ');
const line = (quantity: string, unitPrice: string, vatRate: 20 | 10 | 5.5 | 2.1 | 0 = 20) => ({
  description: 'x',
  quantity,
  unitPrice,
  vatRate,
});
/** Under the franchise, the default regime. */
const computeInvoiceTotals = (lines: ReturnType<typeof line>[]) => draftTotals(lines, 'franchise');

describe('invoice amounts', () => {
  it('reads typed amounts as exact cents, with a comma or a point', () => {
    expect(parseCents('0.10')).toBe(10);
    expect(parseCents('0,1')).toBe(10);
    expect(parseCents('1234.5')).toBe(123450);
    expect(parseCents(' 12 ')).toBe(1200);
    expect(parseCents('.5')).toBe(50);
    expect(parseCents('19.999')).toBe(2000);
    expect(parseCents('0.004')).toBe(0);
    expect(parseCents('0.005')).toBe(1);
    expect(parseQuantityThousandths('1,5')).toBe(1500);
  });

  it('counts what is not a non-negative number as 0', () => {
    for (const raw of ['', ' ', 'abc', '-3', '1,2,3', '.', '12$', 'NaN']) {
      expect(parseCents(raw)).toBe(0);
      expect(parseQuantityThousandths(raw)).toBe(0);
      expect(isDecimal(raw)).toBe(false);
    }
    // A price copied from a formatted amount reads as the field shows it.
    expect(parseCents('1\u202f234,50 €')).toBe(123450);
    expect(isDecimal('0')).toBe(true);
    expect(isDecimal('3,10')).toBe(true);
  });

  it('never drifts by a cent', () => {
    expect(computeInvoiceTotals([line('3', '0.10')]).totalCents).toBe(30);
    expect(euros(computeInvoiceTotals([line('1', '0.1'), line('1', '0.2')]).totalCents)).toBe('0,30 €');
    expect(computeInvoiceTotals(Array.from({ length: 10 }, () => line('1', '0.1'))).totalCents).toBe(100);
    expect(computeInvoiceTotals([line('100', '1.15')]).totalCents).toBe(11500);
    expect(computeInvoiceTotals([line('3', '19.99')]).totalCents).toBe(5997);
  });

  it('rounds a fractional quantity half up to the cent, per line', () => {
    expect(lineTotalCents(500, 33)).toBe(17); // 0,5 × 0,33 € = 0,165 €
    expect(lineTotalCents(1500, 480)).toBe(720);
    expect(lineTotalCents(333, 100)).toBe(33);
  });

  it('has no tax: the total is the subtotal, the sum of the line totals', () => {
    const totals = computeInvoiceTotals([line('1', '1200'), line('0.5', '480'), line('3', '0.10'), line('abc', '50')]);
    expect(totals.lineTotalsCents).toEqual([120000, 24000, 30, 0]);
    expect(totals.subtotalCents).toBe(144030);
    expect(totals.vatTotalCents).toBe(0);
    expect(totals.totalCents).toBe(totals.subtotalCents);
    expect(computeInvoiceTotals([]).totalCents).toBe(0);
  });

  it('computes HT, the VAT of each rate on its base and TTC when liable, through the domain', () => {
    const lines = [
      line('1', '1200', 20),
      line('12', '18.90', 5.5),
      line('1', '350', 10),
      line('2', '0,125', 5.5),
      line('abc', '50', 10),
    ];
    const totals = draftTotals(lines, 'liable');
    expect(totals.lineTotalsCents).toEqual([120000, 22680, 35000, 26, 0]);
    expect(totals.subtotalCents).toBe(177706);
    // 0,125 € reads as 0,13 €. Highest rate first; 5,5 % of 227,06 € = 12,4883 € → 12,49 € (once per rate, half up).
    expect(totals.vat).toEqual([
      { rate: 20, baseCents: 120000, vatCents: 24000 },
      { rate: 10, baseCents: 35000, vatCents: 3500 },
      { rate: 5.5, baseCents: 22706, vatCents: 1249 },
    ]);
    expect(totals.vatTotalCents).toBe(28749);
    expect(totals.totalCents).toBe(206455);
    // The rates chosen on the lines are ignored under the franchise.
    expect(draftTotals(lines, 'franchise').vatTotalCents).toBe(0);
    expect(draftTotals(lines, 'franchise').totalCents).toBe(177706);
  });

  it('formats euros and quantities the French way', () => {
    expect(euros(123450)).toBe('1 234,50 €');
    expect(euros(30)).toBe('0,30 €');
    expect(euros(7407000)).toBe('74 070,00 €');
    expect(formatQuantity(1500)).toBe('1,5');
    expect(formatQuantity(3000)).toBe('3');
    expect(formatVatRate(5.5)).toBe('5,5 %');
    expect(formatVatRate(20)).toBe('20 %');
  });
});
