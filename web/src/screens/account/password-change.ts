import {
  type FieldRules,
  checkField,
  checkFields,
  firstMissing,
  messages,
  passwordChangeRules,
} from '@pilotage/domain';

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const EMPTY_PASSWORD_CHANGE: PasswordChangeValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** The server's rules for the two passwords it receives, plus the confirmation the form asks for. */
const passwordChangeForm = {
  ...passwordChangeRules,
  confirmPassword: { kind: 'text', required: messages.requiredUserFields },
} satisfies FieldRules;

/** The first French message that applies, or null when the form may be sent. */
export function validatePasswordChange(values: PasswordChangeValues): string | null {
  if (firstMissing(passwordChangeForm, values)) return messages.requiredUserFields;
  return (
    checkField(passwordChangeRules.newPassword, values.newPassword) ??
    (values.newPassword !== values.confirmPassword ? messages.passwordsDiffer : null) ??
    checkFields(passwordChangeRules, values)
  );
}
