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
  disabled: 'Double authentification désactivée.',
  removed: 'Double authentification retirée.',
  removeOwn:
    'Pour votre propre compte, désactivez la double authentification dans « Mon compte » (mot de passe et code).',
} as const;

/** The lines of `npm run admin:reset-2fa -- <username>`, run from the server's shell. */
export const twoFactorResetMessages = {
  usage: "Usage : npm run admin:reset-2fa -- <nom d'utilisateur>",
  reset: (username: string) => `Double authentification retirée pour « ${username} » ; ses sessions ont été fermées.`,
  notEnabled: (username: string) =>
    `La double authentification n'est pas activée pour « ${username} » : rien n'a changé.`,
  unknownUser: (username: string) => `Utilisateur inconnu : « ${username} ». Aucune modification.`,
  failed: 'Le retrait de la double authentification a échoué :',
} as const;

/** How many recovery codes `enable` hands out, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

const code = (required: string) => requiredText(required, 64, twoFactorMessages.codeInvalid);
/** Changing a factor asks for the password again: a stolen access token alone cannot do it. */
const password = requiredText(messages.passwordRequired, 1024, messages.currentPasswordWrong);

export const setupTwoFactorRules = { password } satisfies FieldRules;

export const enableTwoFactorRules = {
  password,
  code: code(twoFactorMessages.codeRequired),
} satisfies FieldRules;

/** The code may be one from the authenticator or an unused recovery code. */
export const disableTwoFactorRules = {
  password,
  code: code(twoFactorMessages.codeRequired),
} satisfies FieldRules;

/** New recovery codes replace the old ones: the password and a code (or a recovery code) again. */
export const regenerateRecoveryCodesRules = {
  password,
  code: code(twoFactorMessages.codeRequired),
} satisfies FieldRules;

/** The second step of a sign-in: the challenge, and a code or a recovery code (the service wants one of them). */
export const loginTwoFactorRules = {
  mfaToken: requiredText(twoFactorMessages.challengeExpired, 64, twoFactorMessages.challengeExpired),
  code: optionalText(64, twoFactorMessages.codeInvalid),
  recoveryCode: optionalText(64, twoFactorMessages.codeInvalid),
} satisfies FieldRules;
