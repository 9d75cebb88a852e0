/**
 * What an outgoing mail may hold, checked in the gateway before anything is queued and in the
 * browser's dialogs before anything is sent. Addresses are plain `local@domain.tld` (no display
 * name, no comment): a line break, a comma or angle brackets in a header would let one field
 * forge others (header injection), so they are refused rather than cleaned.
 */

import type { FieldRules } from './field-rules';
import { optionalBoolean, optionalChoice, optionalText, requiredText } from './rule-builders';

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

/** How the connection to the mail server is protected: « Aucune », « STARTTLS », « TLS implicite ». */
export const MAIL_SECURITIES = ['none', 'starttls', 'tls'] as const;
export type MailSecurity = (typeof MAIL_SECURITIES)[number];

export const mailSettingsMessages = {
  hostRequired: 'Indiquez le serveur d’envoi (hôte).',
  hostInvalid: 'Le serveur d’envoi doit être un nom d’hôte ou une adresse IP, sans espace.',
  portInvalid: 'Le port doit être un nombre entier entre 1 et 65535.',
  securityInvalid: 'Sécurité inconnue : choisissez « Aucune », « STARTTLS » ou « TLS implicite ».',
  senderRequired: 'Indiquez l’adresse d’expéditeur.',
  senderInvalid: (sender: string) => `Expéditeur invalide : « ${sender} » (une adresse, ou « Nom <adresse> »).`,
  lineBreak: 'Les réglages du serveur d’envoi ne peuvent pas contenir de retour à la ligne.',
  tooLong: 'Un réglage du serveur d’envoi ne peut pas dépasser 254 caractères.',
  configuredByEnvironment:
    'Le serveur d’envoi est configuré par l’environnement (SMTP_URL) : modifiez-le là, ou retirez SMTP_URL pour le régler ici.',
};

/** The form's values, as typed (the password: '' keeps the stored one). */
export interface MailSettingsValues {
  host: string;
  port: number;
  security: string;
  user: string;
  password: string;
  from: string;
}

/** The sender: `address` or `Name <address>`; null when it is neither. */
export function senderAddress(sender: string): string | null {
  const named = /^([^<>"\r\n]*)<([^<>]+)>$/.exec(sender.trim());
  const address = named ? named[2].trim() : sender.trim();
  return mailAddressError(address) === null ? address : null;
}

/** The first problem of the mail server's settings, in French, or null when they can be saved. */
export function mailSettingsError(values: MailSettingsValues): string | null {
  const texts = [values.host, values.security, values.user, values.password, values.from];
  if (texts.some(hasLineBreak)) return mailSettingsMessages.lineBreak;
  if (texts.some((text) => text.length > ADDRESS_MAX)) return mailSettingsMessages.tooLong;
  const host = values.host.trim();
  if (host === '') return mailSettingsMessages.hostRequired;
  if (!/^[A-Za-z0-9.:[\]_-]+$/.test(host)) return mailSettingsMessages.hostInvalid;
  if (!Number.isInteger(values.port) || values.port < 1 || values.port > 65535) return mailSettingsMessages.portInvalid;
  if (!(MAIL_SECURITIES as readonly string[]).includes(values.security)) return mailSettingsMessages.securityInvalid;
  if (values.from.trim() === '') return mailSettingsMessages.senderRequired;
  if (senderAddress(values.from) === null) return mailSettingsMessages.senderInvalid(values.from.trim());
  return null;
}

/** The saved fields' types and lengths; what they must say together is mailSettingsError's. */
export const mailSettingsRules = {
  host: optionalText(ADDRESS_MAX, mailSettingsMessages.tooLong),
  port: { kind: 'integer', min: 1, max: 65535, nullable: true, message: mailSettingsMessages.portInvalid },
  security: optionalChoice(MAIL_SECURITIES, mailSettingsMessages.securityInvalid),
  user: optionalText(ADDRESS_MAX, mailSettingsMessages.tooLong),
  password: optionalText(ADDRESS_MAX, mailSettingsMessages.tooLong),
  clearPassword: optionalBoolean('« Effacer le mot de passe » vaut true ou false.'),
  from: optionalText(ADDRESS_MAX, mailSettingsMessages.tooLong),
} satisfies FieldRules;
