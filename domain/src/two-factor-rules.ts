import type { FieldRules } from './field-rules';
import { messages } from './messages';
import { optionalText, requiredText } from './rule-builders';

/** The French texts of two-factor sign-in (docs/product.md, « Double authentification »). */
export const twoFactorMessages = {
  codeRequired: 'Veuillez saisir le code de vérification.',
  codeInvalid: 'Code de vérification invalide.',
  codeOrRecoveryRequired: 'Saisissez le code de vérification ou un code de secours.',
  challengeExpired: 'Votre connexion a expiré : saisissez de nouveau votre nom d’utilisateur et votre mot de passe.',
  alreadyEnabled: 'La double authentification est déjà activée.',
  notEnabled: "La double authentification n'est pas activée.",
  setupFirst: 'Commencez par la configuration : scannez le QR code, puis saisissez le code affiché.',
} as const;

/** How many recovery codes `enable` hands out, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

const code = (required: string) => requiredText(required, 64, twoFactorMessages.codeInvalid);

export const enableTwoFactorRules = {
  code: code(twoFactorMessages.codeRequired),
} satisfies FieldRules;

/** The code may be one from the authenticator or an unused recovery code. */
export const disableTwoFactorRules = {
  password: requiredText('Veuillez saisir votre mot de passe.', 1024, messages.currentPasswordWrong),
  code: code(twoFactorMessages.codeRequired),
} satisfies FieldRules;

/** The second step of a sign-in: the challenge, and a code or a recovery code (the service wants one of them). */
export const loginTwoFactorRules = {
  mfaToken: requiredText(twoFactorMessages.challengeExpired, 64, twoFactorMessages.challengeExpired),
  code: optionalText(64, twoFactorMessages.codeInvalid),
  recoveryCode: optionalText(64, twoFactorMessages.codeInvalid),
} satisfies FieldRules;
