import { messages } from '../../lib/messages';
import { MIN_PASSWORD_LENGTH } from '../../lib/validation';

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const EMPTY_PASSWORD_CHANGE: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The first French message that applies, or null when the form may be sent. */
export function validatePasswordChange(values: PasswordChangeValues): string | null {
  if (!values.currentPassword || !values.newPassword || !values.confirmPassword) return messages.requiredUserFields;
  if (values.newPassword.length < MIN_PASSWORD_LENGTH) return messages.newPasswordTooShort;
  if (values.newPassword !== values.confirmPassword) return messages.passwordsDiffer;
  return null;
}
