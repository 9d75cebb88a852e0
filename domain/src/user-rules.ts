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

/**
 * Characters a username may not hold: control characters, the invisible ones (zero-width spaces
 * and joiners, word joiner, byte-order mark, soft hyphen…) and the bidirectional controls, which
 * make a name display as another (« admin » followed by a zero-width space). Written as escapes,
 * without the `u` flag, so the OpenAPI pattern reads the same everywhere.
 */
const USERNAME_FORBIDDEN =
  '\\u0000-\\u001F\\u007F-\\u009F\\u00AD\\u061C\\u115F\\u1160\\u180E\\u200B-\\u200F\\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFEFF\\uFFA0\\uFFF0-\\uFFFB';
const USERNAME_PATTERN = new RegExp(`^[^${USERNAME_FORBIDDEN}]*$`);

/**
 * The one writing of a username, for storing it and for finding it at sign-in: NFKC folds the
 * look-alike compatibility forms (full-width « ａｄｍｉｎ », ligatures, superscripts) into the plain
 * letters, and outer spaces go. Uniqueness then ignores case (the database's `lower(username)` index).
 */
export const normalizeUsername = (username: string): string => username.normalize('NFKC').trim();

const username = (required: string): TextRule =>
  requiredText(required, USERNAME_MAX_LENGTH, messages.usernameTooLong, {
    pattern: { regex: USERNAME_PATTERN, message: messages.usernameInvalidCharacters },
  });
const email = (required: string): TextRule =>
  requiredText(required, EMAIL_MAX_LENGTH, messages.invalidEmail, {
    pattern: { regex: EMAIL_PATTERN, message: messages.invalidEmail },
  });
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

/** One's own email: the new address, and the password proving who asks. */
export const emailChangeRules = {
  email: email(messages.emailRequired),
  password: requiredText(messages.passwordRequired, PASSWORD_MAX_LENGTH, messages.currentPasswordWrong),
} satisfies FieldRules;

/** One's own password change: the new one follows the reset's rules, the current one proves who asks. */
export const passwordChangeRules = {
  ...passwordResetRules,
  currentPassword: requiredText(messages.currentPasswordRequired, PASSWORD_MAX_LENGTH, messages.currentPasswordWrong),
} satisfies FieldRules;

/** Sign-up tokens generated at once: an integer from 1 to 50 (docs/product.md §5). */
export const tokenQuantityRule: IntegerRule = {
  kind: 'integer',
  min: 1,
  max: 50,
  message: messages.invalidTokenQuantity,
};

/** A Telegram chat: a numeric id (negative for groups) or a @channel name; empty removes it. */
const CHAT_ID_PATTERN = /^\s*(|-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})\s*$/;

export const mySettingsRules = {
  telegramChatId: optionalText(64, messages.chatIdInvalid, {
    pattern: { regex: CHAT_ID_PATTERN, message: messages.chatIdInvalid },
  }),
} satisfies FieldRules;
