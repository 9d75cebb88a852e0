import type { FieldRules, IdentifierKind } from './field-rules';
import { VAT_REGIMES } from './invoice-vocabulary';
import { messages } from './messages';
import { optionalBoolean, optionalChoice, optionalText } from './rule-builders';

/** A bot token as BotFather gives it (123456789:ABC…), or empty to remove it. */
const BOT_TOKEN_PATTERN = /^(|\d{1,20}:[A-Za-z0-9_-]{20,100})$/;

/** The Admin's global settings; absent keys stay as they are. */
export const globalSettingsRules = {
  telegramBotToken: { kind: 'text', pattern: { regex: BOT_TOKEN_PATTERN, message: messages.botTokenInvalid } },
  notificationTasksEnabled: optionalBoolean(messages.switchInvalid),
  notificationFinancialsEnabled: optionalBoolean(messages.switchInvalid),
  notificationAllTasksDoneEnabled: optionalBoolean(messages.switchInvalid),
  require2faForAdmins: optionalBoolean('Le réglage de la double authentification vaut true ou false.'),
} satisfies FieldRules;

/** The chat a Telegram check reaches (the caller's own when absent); Telegram itself judges it. */
export const telegramVerifyRules = {
  chatId: optionalText(64, messages.chatIdInvalid),
} satisfies FieldRules;

const invoiceField = optionalText(500, messages.invoiceFieldTooLong);

/** Spaces may separate the groups of digits as typed (« 732 829 320 00074 »); they are not stored. */
const identifierText = (max: number, allowed: RegExp, kind: IdentifierKind, message: string) =>
  optionalText(max, message, { pattern: { regex: allowed, message }, identifier: { kind, message } });

/**
 * The company, legal and payment details printed on invoices (Code de commerce L441-9); absent
 * fields keep their saved value. Identifiers are empty until the company has one.
 */
export const invoiceSettingsRules = {
  companyName: invoiceField,
  companyAddress1: invoiceField,
  companyAddress2: invoiceField,
  companyEmail: invoiceField,
  companyPhone: invoiceField,
  accountHolder: invoiceField,
  bankName: invoiceField,
  iban: invoiceField,
  bic: invoiceField,
  defaultNotes: optionalText(4000, messages.invoiceNotesTooLong),
  siret: identifierText(32, /^[\d\s]*$/, 'siret', messages.siretInvalid),
  legalForm: invoiceField,
  soleTrader: optionalBoolean(messages.soleTraderInvalid),
  shareCapital: invoiceField,
  registration: invoiceField,
  vatNumber: identifierText(32, /^[A-Za-z\d+*\s]*$/, 'vatNumber', messages.vatNumberInvalid),
  vatRegime: optionalChoice(VAT_REGIMES, messages.vatRegimeInvalid),
  // Code de commerce L441-10: 60 days from the invoice at most.
  paymentTermsDays: { kind: 'integer', min: 0, max: 60, nullable: true, message: messages.paymentTermsInvalid },
  latePenaltyRate: invoiceField,
} satisfies FieldRules;
