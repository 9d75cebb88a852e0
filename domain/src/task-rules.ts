import type { FieldRules } from './field-rules';
import { isFrequency } from './frequencies';
import { messages } from './messages';
import { optionalBoolean, optionalChoice, optionalId, optionalText, requiredText } from './rule-builders';
import { TASK_STATUSES } from './task-status';

/** The task add form; the edit form sends the same fields (absent ones keep their value). */
export const taskRules = {
  title: requiredText(messages.titleRequired, 300, messages.titleTooLong),
  description: optionalText(5000, messages.taskDescriptionInvalid),
  dueDate: { kind: 'day', nullable: true, message: messages.dueDateInvalid },
  status: optionalChoice(TASK_STATUSES, messages.statusInvalid),
  assignedEmployeeId: optionalId(messages.assignedEmployeeInvalid),
  isRoutine: optionalBoolean(messages.routineInvalid),
  frequency: optionalText(20, messages.frequencyRequired),
} satisfies FieldRules;

/** docs/product.md §5: a routine task needs one of the six frequencies; any other task keeps none. */
export const routineProblem = (isRoutine: boolean, frequency: unknown): string | null =>
  isRoutine && !isFrequency(frequency) ? messages.frequencyRequired : null;
