import {
  addDays,
  addMonths,
  addPeriod,
  dayRangeProblem,
  formatCents,
  isCalendarDay,
  isIsoTimestamp,
  isKnownTimeZone,
  isNumeric,
  isOverdue,
  messages,
  parseCents,
  signedCents,
  sumCents,
  today,
} from '@pilotage/domain';

describe('money in cents (@pilotage/domain)', () => {
  it.each([
    ['12', 1200],
    ['12.3', 1230],
    ['12.30', 1230],
    [' 12.5 ', 1250],
    ['-0.05', -5],
    ['+7.1', 710],
    ['-0', 0],
    [0.1, 10],
    [0.29, 29], // 0.29 × 100 is 28.999999999999996 in binary floats
    [1.005, null],
    [-42.5, -4250],
    ['999999999999.99', 99_999_999_999_999],
    ['000000000000012.5', 1250],
  ] as const)('reads %p as %p cents', (amount, cents) => {
    expect(parseCents(amount)).toBe(cents);
  });

  it.each(['', ' ', 'abc', '12,5', '1e3', '12.345', '.5', '5.', '1 000', '1000000000000', '-1000000000000.00'])(
    'refuses %p',
    (amount) => {
      expect(parseCents(amount)).toBeNull();
    },
  );

  it('refuses numbers that no numeric(14,2) holds exactly', () => {
    for (const amount of [1e12, 1e21, 1e-7, 0.001, Infinity, -Infinity, NaN]) expect(parseCents(amount)).toBeNull();
    for (const amount of [null, undefined, true, {}]) expect(parseCents(amount)).toBeNull();
  });

  it('tells a number that is not exact from something that is no number at all', () => {
    expect([isNumeric('12.345'), isNumeric(1e13), isNumeric(' 3 '), isNumeric(Infinity)]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([isNumeric(''), isNumeric('  '), isNumeric('douze'), isNumeric(NaN), isNumeric(null)]).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('writes cents back as the decimal text numeric(14,2) stores', () => {
    expect([1230, -5, 0, 7, 100, -123456, 99_999_999_999_999].map(formatCents)).toEqual([
      '12.30',
      '-0.05',
      '0.00',
      '0.07',
      '1.00',
      '-1234.56',
      '999999999999.99',
    ]);
    for (const text of ['0.10', '-42.50', '12.34', '999999999999.99'])
      expect(formatCents(parseCents(text)!)).toBe(text);
  });

  it('sums exactly where binary floats drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(formatCents(sumCents([parseCents(0.1)!, parseCents(0.2)!]))).toBe('0.30');
    expect(sumCents([])).toBe(0);
    expect(sumCents([1999, -500, 1])).toBe(1500);
  });

  it('signs an amount by its type (docs/product.md §4), and keeps the sign without one', () => {
    expect([signedCents(1250, 'Dépense'), signedCents(-1250, 'Dépense'), signedCents(0, 'Dépense')]).toEqual([
      -1250, -1250, 0,
    ]);
    expect([signedCents(-1250, 'Revenu'), signedCents(1250, 'Revenu')]).toEqual([1250, 1250]);
    expect([signedCents(-1250, null), signedCents(1250, undefined)]).toEqual([-1250, 1250]);
  });
});

describe('the business calendar (@pilotage/domain)', () => {
  it('knows real days and ISO timestamps', () => {
    expect(['2028-02-29', '2026-12-31', '0001-01-01'].every(isCalendarDay)).toBe(true);
    expect(['2026-02-29', '2026-04-31', '2026-1-01', '2026-01-01T00:00:00Z', ''].some(isCalendarDay)).toBe(false);
    expect(isIsoTimestamp('2026-03-31T23:30:00.000Z')).toBe(true);
    expect(isIsoTimestamp('2026-03-31T23:30:00+02:00')).toBe(true);
    expect(isIsoTimestamp('2026-03-31T23:30:00')).toBe(false);
    expect(isIsoTimestamp('demain à midi')).toBe(false);
  });

  it('says what day it is in a time zone, whatever the machine', () => {
    const instant = new Date('2026-06-30T22:30:00Z');
    expect(today('Europe/Paris', instant)).toBe('2026-07-01');
    expect(today('UTC', instant)).toBe('2026-06-30');
    expect(today('America/Los_Angeles', instant)).toBe('2026-06-30');
    expect(today('Pacific/Kiritimati', new Date('2026-06-30T10:00:00Z'))).toBe('2026-07-01');
    expect(isKnownTimeZone('Europe/Paris')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
  });

  it('adds days across months and years, and months clamped to the last day', () => {
    expect([
      addDays('2026-02-28', 1),
      addDays('2028-02-28', 1),
      addDays('2026-12-31', 1),
      addDays('2026-01-01', -1),
    ]).toEqual(['2026-03-01', '2028-02-29', '2027-01-01', '2025-12-31']);
    expect([
      addMonths('2026-01-31', 1),
      addMonths('2028-01-31', 1),
      addMonths('2026-03-31', -1),
      addMonths('2026-10-31', 4),
    ]).toEqual(['2026-02-28', '2028-02-29', '2026-02-28', '2027-02-28']);
  });

  it.each([
    ['Journalier', '2026-03-11'],
    ['Hebdomadaire', '2026-03-17'],
    ['Bi-hebdomadaire', '2026-03-24'],
    ['Mensuel', '2026-04-10'],
    ['Trimestriel', '2026-06-10'],
    ['Annuel', '2027-03-10'],
  ] as const)('moves 2026-03-10 by one %s period to %s', (frequency, next) => {
    expect(addPeriod('2026-03-10', frequency)).toBe(next);
  });

  it('calls a task overdue when its due day is before today and it is not done (docs/product.md §4)', () => {
    const day = '2026-03-10';
    expect(isOverdue({ dueDate: '2026-03-09', status: 'À faire' }, day)).toBe(true);
    expect(isOverdue({ dueDate: '2026-03-09', status: 'En cours' }, day)).toBe(true);
    expect(isOverdue({ dueDate: '2026-03-09', status: 'Terminé' }, day)).toBe(false);
    expect(isOverdue({ dueDate: '2026-03-10', status: 'À faire' }, day)).toBe(false);
    expect(isOverdue({ dueDate: null, status: 'À faire' }, day)).toBe(false);
  });

  it('refuses a range whose start comes after its end, bounds included', () => {
    expect(dayRangeProblem('2026-03-01', '2026-03-31')).toBeNull();
    expect(dayRangeProblem('2026-03-31', '2026-03-31')).toBeNull();
    expect(dayRangeProblem('2026-04-01', '2026-03-31')).toBe(messages.dateOrder);
    expect([
      dayRangeProblem('', '2026-03-31'),
      dayRangeProblem('2026-04-01', null),
      dayRangeProblem(undefined, undefined),
    ]).toEqual([null, null, null]);
  });
});
