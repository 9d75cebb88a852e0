/**
 * What an outgoing mail may hold, checked in the gateway before anything is queued and in the
 * browser's dialogs before anything is sent. Addresses are plain `local@domain.tld` (no display
 * name, no comment): a line break, a comma or angle brackets in a header would let one field
 * forge others (header injection), so they are refused rather than cleaned.
 */

import type { FieldRules } from './field-rules';
import { optionalText, requiredText } from './rule-builders';

export const MAIL_ADDRESS_PATTERN = /^[^\s@<>",;:()[\]\\]+@[^\s@<>",;:()[\]\\]+\.[^\s@<>",;:()[\]\\]+$/;
export const MAIL_SUBJECT_MAX = 200;
export const MAIL_MESSAGE_MAX = 10_000;
export const MAIL_CC_MAX = 10;
const ADDRESS_MAX = 254;

export const mailRuleMessages = {
  recipientRequired: 'Indiquez l’adresse du destinataire.',
  invalidAddress: (address: string) => `Adresse de courriel invalide : « ${address} ».`,
  addressTooLong: 'Adresse de courriel trop longue : 254 caractères au plus.',
  lineBreak: 'Le sujet et les adresses ne peuvent pas contenir de retour à la ligne.',
  subjectTooLong: `Le sujet ne peut pas dépasser ${MAIL_SUBJECT_MAX} caractères.`,
  messageTooLong: `Le message ne peut pas dépasser ${MAIL_MESSAGE_MAX.toLocaleString('fr-FR')} caractères.`,
  tooManyCc: `${MAIL_CC_MAX} adresses en copie au maximum.`,
};

/** A header value with a CR or LF: the one way to forge a further header. */
export const hasLineBreak = (value: string): boolean => /[\r\n]/.test(value);

/** The message for a refused address, or null when it is a valid one. */
export function mailAddressError(address: string): string | null {
  if (hasLineBreak(address)) return mailRuleMessages.lineBreak;
  if (address.length > ADDRESS_MAX || !MAIL_ADDRESS_PATTERN.test(address))
    return mailRuleMessages.invalidAddress(address);
  return null;
}

/** Copy addresses typed with commas or semicolons: the list, or the first problem found. */
export function parseMailAddressList(raw: string): { addresses: string[] } | { error: string } {
  if (hasLineBreak(raw)) return { error: mailRuleMessages.lineBreak };
  const addresses = raw
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (addresses.length > MAIL_CC_MAX) return { error: mailRuleMessages.tooManyCc };
  for (const address of addresses) {
    const error = mailAddressError(address);
    if (error !== null) return { error };
  }
  return { addresses };
}

/** Fills `{name}` placeholders; an unknown placeholder stays as typed, so a typo shows in the mail. */
export function fillPlaceholders(template: string, values: Record<string, string>): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The input of a test mail: the recipient, the Admin's own address when absent. */
export const testMailRules = {
  to: optionalText(ADDRESS_MAX, mailRuleMessages.addressTooLong),
} satisfies FieldRules;

/** Sending an invoice: the recipient, copies (commas or semicolons), an optional subject and message. */
export const sendInvoiceRules = {
  to: requiredText(mailRuleMessages.recipientRequired, ADDRESS_MAX, mailRuleMessages.addressTooLong),
  cc: optionalText(ADDRESS_MAX * MAIL_CC_MAX, mailRuleMessages.tooManyCc),
  subject: optionalText(MAIL_SUBJECT_MAX, mailRuleMessages.subjectTooLong),
  message: optionalText(MAIL_MESSAGE_MAX, mailRuleMessages.messageTooLong),
} satisfies FieldRules;
