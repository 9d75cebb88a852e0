import { addDays, addMonths, isCalendarDay, nextDueDate, today } from '@pilotage/domain';

describe('nextDueDate', () => {
  it.each([
    ['2026-03-10', 'Journalier', '2026-03-11'],
    ['2026-12-31', 'Journalier', '2027-01-01'],
    ['2026-03-10', 'Hebdomadaire', '2026-03-17'],
    ['2026-03-25', 'Bi-hebdomadaire', '2026-04-08'],
    ['2026-01-15', 'Mensuel', '2026-02-15'],
    ['2026-01-31', 'Mensuel', '2026-02-28'],
    ['2028-01-31', 'Mensuel', '2028-02-29'],
    ['2026-03-31', 'Mensuel', '2026-04-30'],
    ['2026-12-31', 'Mensuel', '2027-01-31'],
    ['2026-11-30', 'Trimestriel', '2027-02-28'],
    ['2026-08-31', 'Trimestriel', '2026-11-30'],
    ['2028-02-29', 'Annuel', '2029-02-28'],
    ['2026-06-15', 'Annuel', '2027-06-15'],
  ] as const)('%s + %s = %s', (due, frequency, next) => {
    expect(nextDueDate(due, frequency, '2000-01-01')).toBe(next);
  });

  it('counts from the completion day when the task has no due date', () => {
    expect(nextDueDate(null, 'Hebdomadaire', '2026-05-04')).toBe('2026-05-11');
    expect(nextDueDate(null, 'Mensuel', '2026-01-31')).toBe('2026-02-28');
  });
});

describe('calendar days', () => {
  it('checks real days only', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
    expect(isCalendarDay(20260101)).toBe(false);
  });

  it('computes today in the business time zone', () => {
    // 23:30 UTC on 31 December is already 1 January in Paris, still 31 December in New York.
    const instant = new Date('2026-12-31T23:30:00Z');
    expect(today('Europe/Paris', instant)).toBe('2027-01-01');
    expect(today('America/New_York', instant)).toBe('2026-12-31');
  });

  it('adds days and months across years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addMonths('2026-10-31', 4)).toBe('2027-02-28');
  });
});
