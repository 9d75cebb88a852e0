import type { FieldRules, ListRule } from './field-rules';
import { optionalBoolean, requiredText } from './rule-builders';
import { TRANSACTION_CATEGORIES } from './transaction-categories';

/**
 * The accountant's vocabulary (docs/product.md « Comptabilité »): journals, the chart of accounts
 * with its French PCG defaults, the FEC's columns (article A47 A-1 du LPF) and the boxes of the
 * 3310-CA3 VAT return.
 */

export const JOURNAL_KEYS = ['sales', 'purchases', 'bank', 'misc'] as const;
export type JournalKey = (typeof JOURNAL_KEYS)[number];
export interface Journal {
  code: string;
  label: string;
}
export const DEFAULT_JOURNALS: Record<JournalKey, Journal> = {
  sales: { code: 'VE', label: 'Ventes' },
  purchases: { code: 'AC', label: 'Achats' },
  bank: { code: 'BQ', label: 'Banque' },
  misc: { code: 'OD', label: 'Opérations diverses' },
};

export const ACCOUNT_KEYS = [
  'clients',
  'suppliers',
  'salesServices',
  'salesGoods',
  'vatCollected',
  'vatDeductible',
  'bank',
] as const;
export type AccountKey = (typeof ACCOUNT_KEYS)[number];
export interface Account {
  number: string;
  label: string;
}
export const DEFAULT_ACCOUNTS: Record<AccountKey, Account> = {
  clients: { number: '411', label: 'Clients' },
  suppliers: { number: '401', label: 'Fournisseurs' },
  salesServices: { number: '706', label: 'Prestations de services' },
  salesGoods: { number: '707', label: 'Ventes de marchandises' },
  vatCollected: { number: '44571', label: 'TVA collectée' },
  vatDeductible: { number: '44566', label: 'TVA déductible sur autres biens et services' },
  bank: { number: '512', label: 'Banque' },
};

/** The account of each transaction category of the add form (spec.md §5), from the PCG. */
export const DEFAULT_CATEGORY_ACCOUNTS: Record<(typeof TRANSACTION_CATEGORIES)[number], Account> = {
  Abonnement: { number: '7061', label: 'Prestations de services - abonnements' },
  Pourboire: { number: '7588', label: 'Produits divers de gestion courante - pourboires' },
  'Média Privé': { number: '7062', label: 'Prestations de services - médias privés' },
  'Autre Revenu': { number: '758', label: 'Produits divers de gestion courante' },
  'Dépense Logiciel': { number: '651', label: 'Redevances pour logiciels' },
  'Dépense Marketing': { number: '6231', label: 'Annonces et insertions' },
  'Autre Dépense': { number: '628', label: 'Divers' },
};
/** A category typed freely (the edit form) waits in the suspense account until the settings give it one. */
export const UNMAPPED_CATEGORY_ACCOUNT: Account = { number: '471', label: 'Compte d’attente' };
/** The key of a category's account in the settings. */
export const categoryAccountKey = (category: string) => `category:${category}`;

export const ACCOUNT_NUMBER_PATTERN = /^[0-9]{3,20}$/;
export const JOURNAL_CODE_PATTERN = /^[A-Z0-9]{1,6}$/;

/** The 18 columns of the FEC, in the order and spelling of article A47 A-1 du LPF. */
export const FEC_COLUMNS = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
] as const;

/** A month of the books, AAAA-MM. */
export const PERIOD_PATTERN = /^[0-9]{4}-(0[1-9]|1[0-2])$/;
export const periodOf = (day: string) => day.slice(0, 7);

/**
 * The fiscal year named `year` is the one that closes in `year` (the FEC's file name carries its
 * closing date): with a start month of 1 it is the calendar year, with 7 it runs from July 1st of
 * the year before to June 30th.
 */
export function fiscalYearRange(year: number, startMonth: number): { from: string; to: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const startYear = startMonth === 1 ? year : year - 1;
  const endMonth = startMonth === 1 ? 12 : startMonth - 1;
  const lastDay = new Date(Date.UTC(year, endMonth, 0)).getUTCDate();
  return { from: `${startYear}-${pad(startMonth)}-01`, to: `${year}-${pad(endMonth)}-${pad(lastDay)}` };
}
/** The fiscal year a day belongs to (named by its closing year). */
export function fiscalYearOf(day: string, startMonth: number): number {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return startMonth === 1 || month < startMonth ? year : year + 1;
}

/**
 * Franchise en base (art. 293 B du CGI): the turnover thresholds of 2025 and 2026 (base, and the
 * higher one whose crossing ends the franchise at once), by kind of activity.
 */
export const FRANCHISE_THRESHOLDS = {
  services: { base: 37_500, higher: 41_250 },
  goods: { base: 85_000, higher: 93_500 },
} as const;

/** Boxes of the 3310-CA3 return (form n° 3310-CA3-SD) the sales and purchases feed. */
export const CA3_BOXES = {
  A1: 'Ventes, prestations de services',
  E2: 'Autres opérations non imposables',
  '08': 'Taux normal 20 %',
  '09': 'Taux réduit 5,5 %',
  '9B': 'Taux réduit 10 %',
  '14': 'Opérations imposables à un taux particulier (décompte sur l’annexe 3310-A : 2,1 %)',
  '16': 'Total de la TVA brute due (lignes 08 à 5B)',
  '19': 'TVA déductible sur biens constituant des immobilisations',
  '20': 'TVA déductible sur autres biens et services',
  '23': 'Total TVA déductible (lignes 19 à 2C)',
  '25': 'Crédit de TVA (ligne 23 − ligne 16)',
  '27': 'Crédit à reporter (ligne 25 − ligne 26 − ligne AA)',
  '28': 'TVA nette due (ligne 16 − ligne 23)',
  '32': 'Total à payer (lignes 28 + 29 + Z5 − AB)',
} as const;
export type Ca3Box = keyof typeof CA3_BOXES;

export const accountingMessages = {
  invalidAccountNumber: 'Numéro de compte invalide : des chiffres uniquement (3 à 20).',
  accountKeyRequired: 'Le compte à changer est obligatoire.',
  accountLabelRequired: 'Le libellé du compte est obligatoire.',
  accountLabelTooLong: 'Le libellé du compte fait 100 caractères au plus.',
  tooManyAccounts: 'Trop de comptes dans une seule demande (200 au plus).',
  unknownAccount: (key: string) => `Compte inconnu : « ${key} ».`,
  invalidJournalCode: 'Code journal invalide : 1 à 6 lettres majuscules ou chiffres.',
  journalKeyInvalid: `Journal inconnu : sales, purchases, bank ou misc.`,
  journalLabelRequired: 'Le libellé du journal est obligatoire.',
  journalLabelTooLong: 'Le libellé du journal fait 100 caractères au plus.',
  tooManyJournals: 'Quatre journaux au plus.',
  vatOnDebitsInvalid: 'L’option « TVA sur les débits » vaut true ou false.',
  duplicateJournalCode: (code: string) => `Le code journal ${code} est déjà utilisé par un autre journal.`,
  invalidStartMonth: 'Le mois de début d’exercice est un entier de 1 à 12.',
  invalidPeriod: 'Période invalide : format AAAA-MM attendu.',
  periodNotOver: (period: string) => `La période ${period} n’est pas terminée : elle ne peut pas encore être clôturée.`,
  periodAlreadyClosed: (period: string) => `La période ${period} est déjà clôturée.`,
  invalidYear: 'Exercice invalide : une année sur 4 chiffres est attendue.',
  noEntriesForYear: (year: number) => `Aucune écriture comptable pour l’exercice ${year}.`,
  invalidRange: 'Dates invalides : « from » et « to » au format AAAA-MM-JJ, « from » au plus tard « to ».',
  sirenMissing:
    'Le SIRET de l’entreprise manque dans les paramètres de facture : le nom du FEC commence par son SIREN.',
  fiscalYearFixed:
    'Le mois de début d’exercice ne peut plus changer : des écritures sont déjà numérotées dans leurs exercices.',
} as const;

const journalItems = {
  key: {
    kind: 'text',
    required: accountingMessages.journalKeyInvalid,
    oneOf: { values: JOURNAL_KEYS, message: accountingMessages.journalKeyInvalid },
  },
  code: requiredText(accountingMessages.invalidJournalCode, 6, accountingMessages.invalidJournalCode, {
    pattern: { regex: JOURNAL_CODE_PATTERN, message: accountingMessages.invalidJournalCode },
  }),
  label: requiredText(accountingMessages.journalLabelRequired, 100, accountingMessages.journalLabelTooLong),
} satisfies FieldRules;

const accountItems = {
  key: requiredText(accountingMessages.accountKeyRequired, 120, accountingMessages.accountKeyRequired),
  number: requiredText(accountingMessages.invalidAccountNumber, 20, accountingMessages.invalidAccountNumber, {
    pattern: { regex: ACCOUNT_NUMBER_PATTERN, message: accountingMessages.invalidAccountNumber },
  }),
  label: requiredText(accountingMessages.accountLabelRequired, 100, accountingMessages.accountLabelTooLong),
} satisfies FieldRules;

const list = (items: FieldRules, itemName: string, max: number, tooMany: string): ListRule => ({
  kind: 'list',
  items,
  itemName,
  minItems: { value: 0, message: tooMany },
  maxItems: { value: max, message: tooMany },
  nullable: true,
});

/** The « Comptabilité » settings (`PUT /api/accounting/settings`): absent fields keep their value. */
export const accountingSettingsRules = {
  fiscalStartMonth: { kind: 'integer', min: 1, max: 12, nullable: true, message: accountingMessages.invalidStartMonth },
  vatOnDebits: optionalBoolean(accountingMessages.vatOnDebitsInvalid),
  journals: list(journalItems, 'Journal', JOURNAL_KEYS.length, accountingMessages.tooManyJournals),
  accounts: list(accountItems, 'Compte', 200, accountingMessages.tooManyAccounts),
} satisfies FieldRules;
