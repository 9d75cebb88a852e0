import { messages } from './messages';

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_TOKEN_QUANTITY = 50;

// spec.md §5: "email must look like {email}", i.e. something@something.something.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface NewUserValues {
  username: string;
  email: string;
  password: string;
  role: string;
}

/** Each validator returns the first French message that applies, or null when the values pass. */
export function validateNewUser(values: NewUserValues): string | null {
  if (!values.username.trim() || !values.email.trim() || !values.password) return messages.requiredUserFields;
  if (values.password.length < MIN_PASSWORD_LENGTH) return messages.passwordTooShort;
  if (!EMAIL.test(values.email.trim())) return messages.invalidEmail;
  return null;
}

export function validateUserEdit(values: { username: string; email: string }): string | null {
  if (!values.username.trim() || !values.email.trim()) return messages.requiredUserEditFields;
  if (!EMAIL.test(values.email.trim())) return messages.invalidEmail;
  return null;
}

export function validatePasswordReset(newPassword: string): string | null {
  return newPassword.length < MIN_PASSWORD_LENGTH ? messages.newPasswordTooShort : null;
}

/** The quantity as typed: an integer from 1 to 50. */
export function parseTokenQuantity(raw: string): number | null {
  if (!/^\s*\d+\s*$/.test(raw)) return null;
  const quantity = Number(raw);
  return quantity >= 1 && quantity <= MAX_TOKEN_QUANTITY ? quantity : null;
}

export interface RegistrationValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  signupToken: string;
}

export function validateRegistration(values: RegistrationValues): string | null {
  const all = [values.username, values.email, values.password, values.confirmPassword, values.signupToken];
  if (all.some((value) => !value.trim())) return messages.registrationRequired;
  if (values.password !== values.confirmPassword) return messages.passwordsDiffer;
  if (values.password.length < MIN_PASSWORD_LENGTH) return messages.registrationPasswordTooShort;
  return null;
}
