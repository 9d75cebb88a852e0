import type { FieldRules } from './field-rules';
import { messages } from './messages';
import { optionalId, optionalText, requiredText } from './rule-builders';

/** The employee add and edit forms; managerUserId is only taken from Admin callers. */
export const employeeRules = {
  name: requiredText(messages.nameRequired, 200, messages.nameTooLong),
  notes: optionalText(5000, messages.notesInvalid),
  managerUserId: optionalId(messages.managerInvalid),
} satisfies FieldRules;
