import type { DecimalRule, FieldRules } from './field-rules';
import { messages } from './messages';
import { parseCents } from './money';
import { optionalBoolean, optionalChoice, optionalId, optionalText, requiredText } from './rule-builders';
import { TRANSACTION_CATEGORIES } from './transaction-categories';

/**
 * Bank accounts, their statements and their reconciliation (docs/product.md, « Banque »): the
 * vocabulary, the field rules and the French answers shared by the gateway and the « Banque » screen.
 */

/** The state of a statement line. */
export const BANK_LINE_STATES = ['À rapprocher', 'Rapprochée', 'Ignorée'] as const;
export type BankLineState = (typeof BANK_LINE_STATES)[number];

/**
 * What a line is matched with: an invoice paid by it, an existing transaction, a transaction it
 * created (by hand or by a rule), or an approved supplier invoice it paid (a debit).
 */
export const BANK_MATCH_KINDS = ['invoice', 'transaction', 'create', 'rule', 'supplier_invoice'] as const;
export type BankMatchKind = (typeof BANK_MATCH_KINDS)[number];

export const STATEMENT_FORMATS = ['camt053', 'ofx', 'csv'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** 10 MB and 50,000 lines per statement file. */
export const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;
export const MAX_STATEMENT_LINES = 50_000;

/** How many days apart a bank line and an existing transaction of the same amount may be. */
export const TRANSACTION_MATCH_DAYS = 5;

const frenchAmount = (cents: number): string =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);

export const bankMessages = {
  accountNotFound: 'Compte bancaire introuvable.',
  lineNotFound: 'Ligne de relevé introuvable.',
  ruleNotFound: 'Règle de rapprochement introuvable.',
  nameRequired: 'Le nom du compte est obligatoire.',
  nameTooLong: 'Le nom du compte ne peut pas dépasser 100 caractères.',
  ibanRequired: "L'IBAN est obligatoire.",
  ibanInvalid: 'IBAN invalide : vérifiez-le (sa clé de contrôle ne correspond pas).',
  openingBalanceInvalid: "Solde d'ouverture invalide : un montant avec deux décimales au plus est attendu.",
  openingDateRequired: "La date du solde d'ouverture est obligatoire.",
  openingDateInvalid: "Date du solde d'ouverture invalide : format AAAA-MM-JJ attendu.",
  accountDeleted: 'Compte bancaire supprimé.',
  accountHasMatches: 'Ce compte a des lignes rapprochées : annulez leur rapprochement avant de le supprimer.',
  ibanTaken: 'Un compte bancaire avec cet IBAN existe déjà.',

  fileRequired: 'Envoyez le relevé dans un champ fichier (multipart/form-data).',
  fileTooLarge: 'Relevé trop volumineux (10 Mo au maximum).',
  tooManyLines: 'Relevé trop long : 50 000 lignes au maximum par fichier.',
  unknownFormat: 'Format de relevé non reconnu : CAMT.053, OFX ou CSV attendu.',
  emptyStatement: 'Le relevé ne contient aucune ligne.',
  xmlDoctype: 'Fichier XML refusé : les déclarations DOCTYPE et ENTITY ne sont pas acceptées.',
  xmlMalformed: (line: number) => `Fichier XML mal formé ou tronqué (ligne ${line}).`,
  camtVersion: 'Version CAMT non prise en charge : camt.053.001.02 à camt.053.001.08 attendues.',
  unreadable: (count: number) =>
    `Relevé illisible : ${count} ligne${count > 1 ? 's' : ''} en erreur, aucune ligne importée.`,
  badDate: (value: string) => `date illisible « ${value} »`,
  missingDate: 'date absente',
  badAmount: (value: string) => `montant illisible « ${value} »`,
  missingAmount: 'montant absent',
  badDirection: (value: string) => `sens illisible « ${value} » (CRDT ou DBIT attendu)`,
  csvNoTable: 'Tableau introuvable : aucune ligne avec une date et un montant.',
  csvMappingInvalid:
    'Correspondance des colonnes invalide : une colonne de date, de libellé et de montant (ou débit et crédit) est attendue.',
  balanceMismatch: (openingCents: number, movementsCents: number, closingCents: number) =>
    `Soldes incohérents : ouverture ${frenchAmount(openingCents)} + mouvements ${frenchAmount(movementsCents)} = ${frenchAmount(openingCents + movementsCents)}, mais clôture ${frenchAmount(closingCents)}.`,

  lineAlreadySettled: 'Cette ligne est déjà rapprochée ou ignorée.',
  lineNotSettled: "Cette ligne n'est ni rapprochée ni ignorée.",
  matchTargetRequired: 'Choisissez la facture, la facture fournisseur, la transaction ou la règle à rapprocher.',
  invoiceNotPayable: "Cette facture n'attend pas de paiement (déjà payée, avoir ou annulée par avoir).",
  invoiceNeedsCredit: "Une facture client se rapproche d'un crédit sur le compte.",
  invoiceAmountDiffers: (lineCents: number, dueCents: number) =>
    `Le montant de la ligne (${frenchAmount(lineCents)}) diffère du reste à payer de la facture (${frenchAmount(dueCents)}).`,
  transactionAmountDiffers: 'Le montant de la transaction diffère de celui de la ligne.',
  transactionTaken: 'Cette transaction est déjà rapprochée d’une autre ligne.',
  ruleDoesNotApply: 'Cette règle ne correspond pas à la ligne.',
  ruleConditionRequired: 'Une règle a besoin d’un libellé à chercher ou d’une fourchette de montants.',
  ruleAmountsInverted: 'Le montant minimum dépasse le montant maximum.',
  ruleLabelTooLong: 'Le libellé cherché ne peut pas dépasser 100 caractères.',
  ruleTextTooLong: 'Ce champ ne peut pas dépasser 200 caractères.',
  ruleAmountInvalid: 'Montant invalide : deux décimales au plus.',
  relatedEmployeeInvalid: 'Employé lié introuvable.',
  ruleDeleted: 'Règle de rapprochement supprimée.',
  transactionReconciled:
    'Cette transaction est rapprochée d’une ligne de relevé : annulez le rapprochement depuis « Banque ».',
  ruleEnabledInvalid: 'Indiquez si la règle est active (vrai ou faux).',
  ruleDisabled: 'Cette règle est désactivée : réactivez-la pour rapprocher avec elle.',
  ruleMoveInvalid: 'Sens de déplacement invalide : up ou down attendu.',
  supplierInvoiceNotPayable:
    "Cette facture fournisseur n'attend pas de paiement (seule une facture « Approuvée » se rapproche).",
  supplierInvoiceNeedsDebit: "Une facture fournisseur se rapproche d'un débit sur le compte.",
  supplierInvoiceAmountDiffers: (lineCents: number, totalCents: number) =>
    `Le montant de la ligne (${frenchAmount(-lineCents)}) diffère du total TTC de la facture fournisseur (${frenchAmount(totalCents)}).`,
  supplierInvoiceDateBeforeIssue: "La ligne précède la date d'émission de la facture fournisseur.",
  unmatchReason: (lineId: number) => `Rapprochement bancaire annulé (ligne ${lineId}).`,
  autoMatched: (count: number) =>
    count === 0
      ? 'Aucune ligne rapprochée automatiquement : aucune proposition sans ambiguïté.'
      : `${count} ligne${count > 1 ? 's' : ''} rapprochée${count > 1 ? 's' : ''} automatiquement.`,
} as const;

const amountRule = (nullable: boolean, message: string): DecimalRule => ({
  kind: 'decimal',
  decimals: 2,
  min: -999_999_999_999.99,
  max: 999_999_999_999.99,
  nullable,
  message,
});

export const bankAccountRules = {
  name: requiredText(bankMessages.nameRequired, 100, bankMessages.nameTooLong),
  iban: requiredText(bankMessages.ibanRequired, 42, bankMessages.ibanInvalid, {
    pattern: { regex: /^[A-Za-z0-9\s]*$/, message: bankMessages.ibanInvalid },
    identifier: { kind: 'iban', message: bankMessages.ibanInvalid },
  }),
  openingBalance: amountRule(true, bankMessages.openingBalanceInvalid),
  openingDate: {
    kind: 'day',
    required: bankMessages.openingDateRequired,
    message: bankMessages.openingDateInvalid,
  },
} satisfies FieldRules;

export const bankRuleRules = {
  labelContains: optionalText(100, bankMessages.ruleLabelTooLong),
  minAmount: amountRule(true, bankMessages.ruleAmountInvalid),
  maxAmount: amountRule(true, bankMessages.ruleAmountInvalid),
  category: optionalChoice(['', ...TRANSACTION_CATEGORIES], messages.categoryInvalid),
  description: optionalText(200, bankMessages.ruleTextTooLong),
  relatedEmployeeId: optionalId(bankMessages.relatedEmployeeInvalid),
  relatedSource: optionalText(200, bankMessages.ruleTextTooLong),
  enabled: optionalBoolean(bankMessages.ruleEnabledInvalid),
} satisfies FieldRules;

/**
 * What the field rules cannot say of a rule, checked alike by the « Banque » screen and the gateway:
 * a condition at least, and bounds in order. Answers the refusal, or null.
 */
export function bankRuleProblem(rule: {
  labelContains?: string | null;
  minAmount?: number | string | null;
  maxAmount?: number | string | null;
}): string | null {
  const min = rule.minAmount === undefined || rule.minAmount === null ? null : parseCents(rule.minAmount);
  const max = rule.maxAmount === undefined || rule.maxAmount === null ? null : parseCents(rule.maxAmount);
  if (!rule.labelContains?.trim() && min === null && max === null) return bankMessages.ruleConditionRequired;
  if (min !== null && max !== null && min > max) return bankMessages.ruleAmountsInverted;
  return null;
}

/** `POST /api/bank-lines/{id}/match`: what the line is settled with. */
export const bankMatchRules = {
  kind: requiredText(bankMessages.matchTargetRequired, 20, bankMessages.matchTargetRequired, {
    oneOf: { values: BANK_MATCH_KINDS, message: bankMessages.matchTargetRequired },
  }),
  targetId: optionalId(bankMessages.matchTargetRequired),
  category: optionalChoice(['', ...TRANSACTION_CATEGORIES], messages.categoryInvalid),
  description: optionalText(1000, messages.descriptionTooLong),
  relatedEmployeeId: optionalId(bankMessages.relatedEmployeeInvalid),
  relatedSource: optionalText(200, bankMessages.ruleTextTooLong),
} satisfies FieldRules;
