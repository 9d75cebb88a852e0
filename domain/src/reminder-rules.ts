/**
 * Reminders (relances) of unpaid invoices: the schedule an invoice's settings hold, its checks,
 * which level is due on a day, and the late-payment penalties the last level states. Shared by the
 * gateway (the daily job, « Relancer maintenant ») and the browser (the settings form).
 */

import { addDays } from './calendar';
import { MAIL_MESSAGE_MAX, MAIL_SUBJECT_MAX, hasLineBreak } from './mail-rules';

/** The levels a schedule has; `mail_outbox.reminder_level` accepts these. */
export const REMINDER_LEVEL_COUNT = 3;
export const REMINDER_DAYS_MAX = 365;

export interface ReminderLevel {
  level: number;
  enabled: boolean;
  /** Days after the due date. */
  daysAfterDue: number;
  subject: string;
  body: string;
}

/** The placeholders a reminder's subject and text may hold. */
export const REMINDER_PLACEHOLDERS = ['numero', 'montant_du', 'echeance'] as const;

export const DEFAULT_REMINDER_LEVELS: readonly ReminderLevel[] = Object.freeze([
  {
    level: 1,
    enabled: true,
    daysAfterDue: 7,
    subject: 'Rappel : facture {numero} échue le {echeance}',
    body:
      'Bonjour,\n\nSauf erreur de notre part, la facture {numero} arrivée à échéance le {echeance} reste impayée ' +
      'pour un montant de {montant_du}.\n\nSi le règlement est en cours, merci de ne pas tenir compte de ce message.',
  },
  {
    level: 2,
    enabled: true,
    daysAfterDue: 15,
    subject: 'Deuxième rappel : facture {numero}',
    body:
      'Bonjour,\n\nMalgré notre premier rappel, la facture {numero} échue le {echeance} reste impayée ' +
      '({montant_du}).\n\nMerci de procéder à son règlement dans les meilleurs délais.',
  },
  {
    level: 3,
    enabled: true,
    daysAfterDue: 30,
    subject: 'Dernière relance avant recouvrement : facture {numero}',
    body:
      'Bonjour,\n\nLa facture {numero}, échue le {echeance}, reste impayée à ce jour pour un montant de {montant_du}.\n\n' +
      'Vous trouverez ci-joint notre lettre de relance. Sans règlement de votre part, nous engagerons une procédure de recouvrement.',
  },
]);

export const reminderMessages = {
  levelCount: `Le calendrier des relances compte exactement ${REMINDER_LEVEL_COUNT} niveaux.`,
  levelOrder: (index: number) => `La relance n° ${index} doit porter le niveau ${index}.`,
  days: (level: number) =>
    `Relance n° ${level} : le délai après l'échéance doit être un nombre entier de jours entre 1 et ${REMINDER_DAYS_MAX}.`,
  daysOrder: (level: number) =>
    `Relance n° ${level} : son délai doit dépasser celui de la relance active qui la précède.`,
  subjectRequired: (level: number) => `Relance n° ${level} : le sujet est obligatoire.`,
  subjectTooLong: (level: number) =>
    `Relance n° ${level} : le sujet ne peut pas dépasser ${MAIL_SUBJECT_MAX} caractères.`,
  subjectLineBreak: (level: number) => `Relance n° ${level} : le sujet ne peut pas contenir de retour à la ligne.`,
  bodyRequired: (level: number) => `Relance n° ${level} : le texte est obligatoire.`,
  bodyTooLong: (level: number) =>
    `Relance n° ${level} : le texte ne peut pas dépasser ${MAIL_MESSAGE_MAX.toLocaleString('fr-FR')} caractères.`,
  unknownPlaceholder: (level: number, name: string) =>
    `Relance n° ${level} : la variable {${name}} est inconnue (variables possibles : {numero}, {montant_du}, {echeance}).`,
};

/** The first problem of a schedule, in French, or null when it can be saved. */
export function reminderScheduleProblem(levels: readonly ReminderLevel[]): string | null {
  if (levels.length !== REMINDER_LEVEL_COUNT) return reminderMessages.levelCount;
  let previousDays = 0;
  for (const [index, level] of levels.entries()) {
    const n = index + 1;
    if (level.level !== n) return reminderMessages.levelOrder(n);
    if (!Number.isInteger(level.daysAfterDue) || level.daysAfterDue < 1 || level.daysAfterDue > REMINDER_DAYS_MAX)
      return reminderMessages.days(n);
    if (level.enabled && level.daysAfterDue <= previousDays) return reminderMessages.daysOrder(n);
    if (level.enabled) previousDays = level.daysAfterDue;
    const subject = level.subject.trim();
    if (subject === '') return reminderMessages.subjectRequired(n);
    if (hasLineBreak(subject)) return reminderMessages.subjectLineBreak(n);
    if (subject.length > MAIL_SUBJECT_MAX) return reminderMessages.subjectTooLong(n);
    if (level.body.trim() === '') return reminderMessages.bodyRequired(n);
    if (level.body.length > MAIL_MESSAGE_MAX) return reminderMessages.bodyTooLong(n);
    for (const [, name] of `${subject}\n${level.body}`.matchAll(/\{([a-z_]+)\}/g)) {
      if (!(REMINDER_PLACEHOLDERS as readonly string[]).includes(name))
        return reminderMessages.unknownPlaceholder(n, name);
    }
  }
  return null;
}

/** The level a schedule's penalties and letter go with: its last active one. */
export function lastActiveLevel(levels: readonly ReminderLevel[]): number | null {
  const active = levels.filter((level) => level.enabled);
  return active.length > 0 ? active[active.length - 1].level : null;
}

/**
 * What the daily job does for one invoice on `day`: the levels whose day has come and that are not
 * recorded yet. Only the highest of them is sent; the lower ones are recorded as skipped, so a
 * client never receives several reminders at once after a downtime, and a level below one already
 * recorded is never sent (a reminder never goes backwards).
 */
export function dueReminder(
  levels: readonly ReminderLevel[],
  dueDate: string,
  day: string,
  recorded: readonly number[],
): { send: number | null; skip: number[] } {
  const highestRecorded = Math.max(0, ...recorded);
  const due = levels
    .filter((level) => level.enabled && !recorded.includes(level.level) && addDays(dueDate, level.daysAfterDue) <= day)
    .map((level) => level.level);
  const sendable = due.filter((level) => level > highestRecorded);
  const send = sendable.length > 0 ? Math.max(...sendable) : null;
  return { send, skip: send === null ? [] : due.filter((level) => level < send) };
}

/** « Relancer maintenant »: the first active level above every recorded one, or null when all went. */
export function nextManualLevel(levels: readonly ReminderLevel[], recorded: readonly number[]): number | null {
  const highestRecorded = Math.max(0, ...recorded);
  return levels.find((level) => level.enabled && level.level > highestRecorded)?.level ?? null;
}

/**
 * The yearly percentage a penalty rate's text states (« 10 % », « 12,5 % par an »), as a decimal
 * string with a dot; null when it states none (« trois fois le taux d'intérêt légal »), because
 * the figure then depends on a rate the settings do not give.
 */
export function annualRatePercent(text: string): string | null {
  const match = /(\d{1,3}(?:[.,]\d{1,3})?)\s*%/.exec(text);
  return match ? match[1].replace(',', '.') : null;
}

/** Whole days from `from` to `to` (`YYYY-MM-DD`), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Late-payment penalties in cents: amount due × yearly rate × days late / 365, rounded to the
 * nearest cent (half up), computed on integers so that no float error creeps in. `ratePercent` is a
 * decimal string with at most 3 decimals (annualRatePercent's).
 */
export function latePenaltyCents(dueCents: number, ratePercent: string, daysLate: number): number {
  if (daysLate <= 0 || dueCents <= 0) return 0;
  const [whole, fraction = ''] = ratePercent.split('.');
  const rateThousandths = BigInt(whole) * 1000n + BigInt((fraction + '000').slice(0, 3));
  // cents × (rate/100) × days / 365 with rate in thousandths: divide by 100 × 1000 × 365.
  const numerator = BigInt(dueCents) * rateThousandths * BigInt(daysLate);
  const denominator = 100n * 1000n * 365n;
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/** What the last reminder claims: the amount due, the penalties to the day, the indemnity of a business client. */
export interface ReminderClaim {
  dueCents: number;
  /** The penalty rate as the invoice states it. */
  rateText: string;
  /** Null when the rate's text gives no percentage to compute with. */
  penalty: { ratePercent: string; days: number; cents: number } | null;
  /** RECOVERY_INDEMNITY_CENTS for a business client (one with a SIREN), else 0. */
  indemnityCents: number;
}

const claimEuro = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
/** Cents as « 1 234,56 € » (the reminder's texts and letter). */
export const reminderEuros = (cents: number): string => claimEuro.format(cents / 100);
const claimDay = (day: string) => day.split('-').reverse().join('/');

/** The claim of an invoice due `dueCents` since `dueDate`, stated on `day`. */
export function reminderClaim(
  dueCents: number,
  rateText: string,
  dueDate: string,
  day: string,
  business: boolean,
  indemnityCents: number,
): ReminderClaim {
  const ratePercent = annualRatePercent(rateText);
  const days = Math.max(0, daysBetween(dueDate, day));
  return {
    dueCents,
    rateText: rateText.trim(),
    penalty: ratePercent === null ? null : { ratePercent, days, cents: latePenaltyCents(dueCents, ratePercent, days) },
    indemnityCents: business ? indemnityCents : 0,
  };
}

/** The claim in French lines, label then amount: the mail's text and the letter's table. */
export function reminderClaimLines(claim: ReminderClaim, dueDate: string, day: string): [string, string][] {
  const lines: [string, string][] = [['Montant dû', reminderEuros(claim.dueCents)]];
  if (claim.penalty) {
    const rate = claim.penalty.ratePercent.replace('.', ',');
    lines.push([
      `Pénalités de retard au taux annuel de ${rate} %, ${claim.penalty.days} jour${claim.penalty.days > 1 ? 's' : ''} ` +
        `du ${claimDay(addDays(dueDate, 1))} au ${claimDay(day)}`,
      reminderEuros(claim.penalty.cents),
    ]);
  } else if (claim.rateText !== '') {
    lines.push([`Pénalités de retard : ${claim.rateText}, depuis le ${claimDay(addDays(dueDate, 1))}`, 'à calculer']);
  }
  if (claim.indemnityCents > 0)
    lines.push([
      'Indemnité forfaitaire pour frais de recouvrement (article L441-10 du Code de commerce)',
      reminderEuros(claim.indemnityCents),
    ]);
  const total = claim.dueCents + (claim.penalty?.cents ?? 0) + claim.indemnityCents;
  if (lines.length > 1) lines.push(['Total réclamé', reminderEuros(total)]);
  return lines;
}
