import type { AmountRule, FieldRules } from './field-rules';
import { messages } from './messages';
import { optionalChoice, optionalId, optionalText, requiredText } from './rule-builders';
import { TRANSACTION_CATEGORIES, TRANSACTION_TYPES } from './transaction-categories';

const amount: AmountRule = { kind: 'amount', notANumber: messages.amountNotANumber, invalid: messages.amountInvalid };
const description = requiredText(messages.descriptionRequired, 1000, messages.descriptionTooLong);
const relatedSource = optionalText(200, messages.sourceInvalid);

/** The add form: the amount is stored as given (its sign says revenue or expense); no date means today. */
export const newTransactionRules = {
  amount,
  description,
  date: { kind: 'day', nullable: true, timestamp: true, message: messages.dateInvalid },
  category: optionalChoice(['', ...TRANSACTION_CATEGORIES], messages.categoryInvalid),
  relatedEmployeeId: optionalId(messages.relatedEmployeeInvalid),
  relatedSource,
} satisfies FieldRules;

/** The edit modal: the type decides the sign, the category is free text, the date is required. */
export const transactionEditRules = {
  description,
  amount,
  type: optionalChoice(TRANSACTION_TYPES, messages.typeInvalid),
  date: { kind: 'day', required: messages.dateRequired, timestamp: true, message: messages.dateInvalid },
  category: optionalText(100, messages.categoryTooLong),
  employeeId: optionalId(messages.relatedEmployeeInvalid),
  relatedSource,
} satisfies FieldRules;
