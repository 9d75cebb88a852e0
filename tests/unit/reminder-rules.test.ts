import {
  DEFAULT_REMINDER_LEVELS,
  annualRatePercent,
  daysBetween,
  dueReminder,
  latePenaltyCents,
  nextManualLevel,
  reminderClaim,
  reminderClaimLines,
  reminderScheduleProblem,
} from '../../domain/src';

const nbsp = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('late-payment penalties', () => {
  it('are amount × yearly rate × days / 365, to the cent, half up, without float error', () => {
    // 1 000,00 € at 10 % for 30 days: 1000 × 0.10 × 30 / 365 = 8.219178… → 8,22 €.
    expect(latePenaltyCents(100_000, '10', 30)).toBe(822);
    // 300,00 € at 12.15 % for 45 days: 300 × 0.1215 × 45 / 365 = 4.49383… → 4,49 €.
    expect(latePenaltyCents(30_000, '12.15', 45)).toBe(449);
    // Exactly half a cent rounds up: 365 days at 1 % of 0,50 € = 0.5 cent → 1 cent.
    expect(latePenaltyCents(50, '1', 365)).toBe(1);
    expect(latePenaltyCents(49, '1', 365)).toBe(0);
    // Large amounts stay exact (BigInt): 99 999 999 999 999 cents at 11.13 % for 400 days.
    const big = (99_999_999_999_999n * 11_130n * 400n * 2n + 100n * 1000n * 365n) / (100n * 1000n * 365n * 2n);
    expect(latePenaltyCents(99_999_999_999_999, '11.13', 400)).toBe(Number(big));
    expect(latePenaltyCents(100_000, '10', 0)).toBe(0);
    expect(latePenaltyCents(100_000, '10', -3)).toBe(0);
  });

  it('count the days from the due date to the reminder day, across months and leap years', () => {
    expect(daysBetween('2026-01-31', '2026-03-02')).toBe(30);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2); // across the switch to summer time
  });

  it('take the rate a penalty text states, or none', () => {
    expect(annualRatePercent('10 % par an')).toBe('10');
    expect(annualRatePercent('12,5%')).toBe('12.5');
    expect(annualRatePercent("trois fois le taux d'intérêt légal")).toBeNull();
  });

  it('state the claim with the 40 € indemnity for a business client only', () => {
    const business = reminderClaim(30_000, '10 % par an', '2026-01-10', '2026-02-09', true, 4000);
    expect(business.penalty).toEqual({ ratePercent: '10', days: 30, cents: 247 });
    expect(reminderClaimLines(business, '2026-01-10', '2026-02-09').map(([l, a]) => `${l} : ${nbsp(a)}`)).toEqual([
      'Montant dû : 300,00 €',
      'Pénalités de retard au taux annuel de 10 %, 30 jours du 11/01/2026 au 09/02/2026 : 2,47 €',
      'Indemnité forfaitaire pour frais de recouvrement (article L441-10 du Code de commerce) : 40,00 €',
      'Total réclamé : 342,47 €',
    ]);
    const person = reminderClaim(30_000, '10 % par an', '2026-01-10', '2026-02-09', false, 4000);
    expect(person.indemnityCents).toBe(0);
    expect(reminderClaimLines(person, '2026-01-10', '2026-02-09').map(([l]) => l)).not.toContain(
      'Indemnité forfaitaire pour frais de recouvrement (article L441-10 du Code de commerce)',
    );
  });
});

describe('which reminder is due', () => {
  const levels = DEFAULT_REMINDER_LEVELS.map((level) => ({ ...level }));

  it('sends each level on its day, once', () => {
    expect(dueReminder(levels, '2026-01-01', '2026-01-07', [])).toEqual({ send: null, skip: [] });
    expect(dueReminder(levels, '2026-01-01', '2026-01-08', [])).toEqual({ send: 1, skip: [] });
    expect(dueReminder(levels, '2026-01-01', '2026-01-09', [1])).toEqual({ send: null, skip: [] });
    expect(dueReminder(levels, '2026-01-01', '2026-01-16', [1])).toEqual({ send: 2, skip: [] });
  });

  it('after a downtime sends only the highest level due and skips the lower ones', () => {
    expect(dueReminder(levels, '2026-01-01', '2026-03-01', [])).toEqual({ send: 3, skip: [1, 2] });
    expect(dueReminder(levels, '2026-01-01', '2026-03-01', [1])).toEqual({ send: 3, skip: [2] });
    // A level switched off is neither sent nor skipped.
    const noSecond = levels.map((level) => (level.level === 2 ? { ...level, enabled: false } : level));
    expect(dueReminder(noSecond, '2026-01-01', '2026-03-01', [])).toEqual({ send: 3, skip: [1] });
    // Never backwards: a level below one recorded does not go.
    expect(dueReminder(levels, '2026-01-01', '2026-03-01', [3])).toEqual({ send: null, skip: [] });
  });

  it('by hand: the next active level, none once the last went', () => {
    expect(nextManualLevel(levels, [])).toBe(1);
    expect(nextManualLevel(levels, [1, 2])).toBe(3);
    expect(nextManualLevel(levels, [3])).toBeNull();
  });
});

describe('the schedule rules', () => {
  const levels = DEFAULT_REMINDER_LEVELS.map((level) => ({ ...level }));
  it('accepts the defaults and refuses, in French, what cannot be sent', () => {
    expect(reminderScheduleProblem(levels)).toBeNull();
    expect(reminderScheduleProblem(levels.slice(0, 2))).toBe('Le calendrier des relances compte exactement 3 niveaux.');
    expect(reminderScheduleProblem(levels.map((l) => (l.level === 2 ? { ...l, daysAfterDue: 5 } : l)))).toBe(
      'Relance n° 2 : son délai doit dépasser celui de la relance active qui la précède.',
    );
    expect(reminderScheduleProblem(levels.map((l) => (l.level === 1 ? { ...l, daysAfterDue: 0 } : l)))).toBe(
      "Relance n° 1 : le délai après l'échéance doit être un nombre entier de jours entre 1 et 365.",
    );
    expect(
      reminderScheduleProblem(levels.map((l) => (l.level === 3 ? { ...l, subject: 'a\r\nBcc: x@y.fr' } : l))),
    ).toBe('Relance n° 3 : le sujet ne peut pas contenir de retour à la ligne.');
    expect(reminderScheduleProblem(levels.map((l) => (l.level === 1 ? { ...l, body: 'Payez {montant}' } : l)))).toBe(
      'Relance n° 1 : la variable {montant} est inconnue (variables possibles : {numero}, {montant_du}, {echeance}).',
    );
  });
});
