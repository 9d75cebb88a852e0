import { type FieldValues, checkFields, employeeRules } from '@pilotage/domain';

/** The employee form's check of what it sends, with the gateway's rules (@pilotage/domain). */
export const validateEmployee = (input: FieldValues<typeof employeeRules>): string | null =>
  checkFields(employeeRules, input);
