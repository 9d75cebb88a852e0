import type { FieldRules } from './field-rules';
import { messages } from './messages';
import { optionalBoolean, optionalText } from './rule-builders';

/** A bot token as BotFather gives it (123456789:ABC…), or empty to remove it. */
const BOT_TOKEN_PATTERN = /^(|\d{1,20}:[A-Za-z0-9_-]{20,100})$/;

/** The Admin's global settings; absent keys stay as they are. */
export const globalSettingsRules = {
  telegramBotToken: { kind: 'text', pattern: { regex: BOT_TOKEN_PATTERN, message: messages.botTokenInvalid } },
  notificationTasksEnabled: optionalBoolean(messages.switchInvalid),
  notificationFinancialsEnabled: optionalBoolean(messages.switchInvalid),
  notificationAllTasksDoneEnabled: optionalBoolean(messages.switchInvalid),
} satisfies FieldRules;

/** The chat a Telegram check reaches (the caller's own when absent); Telegram itself judges it. */
export const telegramVerifyRules = {
  chatId: optionalText(64, messages.chatIdInvalid),
} satisfies FieldRules;

const invoiceField = optionalText(500, messages.invoiceFieldTooLong);

/** The company and payment details printed on invoices; absent fields keep their saved value. */
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
} satisfies FieldRules;
