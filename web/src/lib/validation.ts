import {
  type FieldRules,
  type FieldValues,
  checkField,
  checkFields,
  firstMissing,
  messages,
  newUserRules,
  passwordResetRules,
  registrationRules,
  tokenQuantityRule,
  userEditRules,
} from '@pilotage/domain';

/**
 * The users and registration forms' checks: the gateway's field rules (@pilotage/domain), applied
 * to exactly what each form sends, so a form refuses what the server would refuse and nothing
 * else. Each validator returns the first French message that applies, or null.
 */

export interface NewUserValues {
  username: string;
  email: string;
  password: string;
  role: string;
}

/** Names and addresses are sent without their surrounding spaces. */
const trimmedIdentity = <T extends { username: string; email: string }>(values: T): T => ({
  ...values,
  username: values.username.trim(),
  email: values.email.trim(),
});

/** What the add-user form sends. */
export const newUserInput = (values: NewUserValues): NewUserValues => trimmedIdentity(values);

export function validateNewUser(values: NewUserValues): string | null {
  return checkFields(newUserRules, newUserInput(values));
}

export interface UserEditValues {
  username: string;
  email: string;
  role?: string;
}

/** What the edit-user form sends. */
export const userEditInput = <T extends UserEditValues>(values: T): T => trimmedIdentity(values);

export function validateUserEdit(values: UserEditValues): string | null {
  return checkFields(userEditRules, userEditInput(values));
}

export function validatePasswordReset(newPassword: string): string | null {
  return checkFields(passwordResetRules, { newPassword });
}

/** Each field's first broken rule, for forms that show their messages next to the fields. */
export function fieldErrors<R extends FieldRules>(rules: R, values: FieldValues<R>): Partial<Record<keyof R, string>> {
  const errors: Partial<Record<keyof R, string>> = {};
  for (const field of Object.keys(rules) as (keyof R & string)[]) {
    const message = checkField(rules[field], values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** Upper bound of the quantity field. */
export const MAX_TOKEN_QUANTITY = tokenQuantityRule.max;

/** The quantity as typed: a whole number the server accepts (1 to 50), else null. */
export function parseTokenQuantity(raw: string): number | null {
  if (!/^\s*\d+\s*$/.test(raw)) return null;
  const quantity = Number(raw);
  return checkField(tokenQuantityRule, quantity) === null ? quantity : null;
}

export interface RegistrationValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  signupToken: string;
}

/** The registration form also asks for the password twice. */
const registrationForm = {
  ...registrationRules,
  confirmPassword: { kind: 'text', required: messages.registrationRequired },
} satisfies FieldRules;

/** What the registration form hands on (the screen sends all but the confirmation): names and the token trimmed. */
export const registrationInput = (values: RegistrationValues): RegistrationValues => ({
  ...trimmedIdentity(values),
  signupToken: values.signupToken.trim(),
});

/** docs/product.md §5's order: every field filled in, passwords alike, then the field rules. */
export function validateRegistration(values: RegistrationValues): string | null {
  const sent = registrationInput(values);
  return (
    firstMissing(registrationForm, sent) ??
    (values.password !== values.confirmPassword ? messages.passwordsDiffer : null) ??
    checkFields(registrationRules, sent)
  );
}
