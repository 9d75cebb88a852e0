import type { FieldRules, IntegerRule, TextRule } from './field-rules';
import { messages } from './messages';
import { ROLES } from './roles';
import { minLength, optionalChoice, optionalText, requiredText } from './rule-builders';

const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_MAX_LENGTH = 1024;
const USERNAME_MAX_LENGTH = 150;
const EMAIL_MAX_LENGTH = 254;

/**
 * One address rule for every form and the server: something@something, no spaces. No dot is
 * required, so single-label hosts pass (the first Admin defaults to admin@localhost).
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

const username = (required: string): TextRule => requiredText(required, USERNAME_MAX_LENGTH, messages.usernameTooLong);
const email = (required: string): TextRule =>
  requiredText(required, EMAIL_MAX_LENGTH, messages.invalidEmail, { pattern: { regex: EMAIL_PATTERN, message: messages.invalidEmail } });
const password = (required: string, tooShort: string): TextRule =>
  requiredText(required, PASSWORD_MAX_LENGTH, messages.passwordTooLong, minLength(PASSWORD_MIN_LENGTH, tooShort));
const role = optionalChoice(ROLES, messages.roleInvalid);

/** Sign-in: lengths only, and a too long value reads as wrong credentials (nothing about accounts leaks). */
export const loginRules = {
  username: requiredText(messages.credentialsRequired, USERNAME_MAX_LENGTH, messages.invalidCredentials),
  password: requiredText(messages.credentialsRequired, PASSWORD_MAX_LENGTH, messages.invalidCredentials),
} satisfies FieldRules;

/** Registration with a sign-up token (docs/product.md §5); the form also wants the password twice. */
export const registrationRules = {
  username: username(messages.registrationRequired),
  email: email(messages.registrationRequired),
  password: password(messages.registrationRequired, messages.registrationPasswordTooShort),
  signupToken: requiredText(messages.registrationRequired, 64, messages.signupTokenInvalid),
} satisfies FieldRules;

/** The users screen's add form (docs/product.md §5). */
export const newUserRules = {
  username: username(messages.requiredUserFields),
  email: email(messages.requiredUserFields),
  password: password(messages.requiredUserFields, messages.passwordTooShort),
  role,
} satisfies FieldRules;

/** The users screen's edit form (docs/product.md §5); the role stays when absent. */
export const userEditRules = {
  username: username(messages.requiredUserEditFields),
  email: email(messages.requiredUserEditFields),
  role,
} satisfies FieldRules;

/** An Admin's password reset (docs/product.md §5). */
export const passwordResetRules = {
  newPassword: password(messages.newPasswordTooShort, messages.newPasswordTooShort),
} satisfies FieldRules;

/** One's own password change: the new one follows the reset's rules, the current one proves who asks. */
export const passwordChangeRules = {
  ...passwordResetRules,
  currentPassword: requiredText(messages.currentPasswordRequired, PASSWORD_MAX_LENGTH, messages.currentPasswordWrong),
} satisfies FieldRules;

/** Sign-up tokens generated at once: an integer from 1 to 50 (docs/product.md §5). */
export const tokenQuantityRule: IntegerRule = { kind: 'integer', min: 1, max: 50, message: messages.invalidTokenQuantity };

/** A Telegram chat: a numeric id (negative for groups) or a @channel name; empty removes it. */
const CHAT_ID_PATTERN = /^\s*(|-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})\s*$/;

export const mySettingsRules = {
  telegramChatId: optionalText(64, messages.chatIdInvalid, { pattern: { regex: CHAT_ID_PATTERN, message: messages.chatIdInvalid } }),
} satisfies FieldRules;
