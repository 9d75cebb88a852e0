import type { DecimalRule, FieldRules } from './field-rules';
import { messages } from './messages';
import { optionalBoolean, optionalChoice, optionalId, optionalText, requiredText } from './rule-builders';
import { supplierInvoiceMessages as say } from './supplier-invoice-vocabulary';
import { TRANSACTION_CATEGORIES } from './transaction-categories';

/** The field rules of supplier invoices, for the gateway's inputs and the web forms alike. */

const amount: DecimalRule = {
  kind: 'decimal',
  decimals: 2,
  min: -999_999_999_999.99,
  max: 999_999_999_999.99,
  nullable: true,
  message: say.amountInvalid,
};
const day = (message: string) => ({ kind: 'day', nullable: true, message }) as const;

/** « Modifier » while À valider: a receipt's fields, or a correction of what was misread. */
export const supplierInvoiceEditRules = {
  supplierName: optionalText(200, say.supplierNameTooLong),
  supplierSiren: optionalText(20, say.sirenFieldInvalid, {
    identifier: { kind: 'siren', message: say.sirenFieldInvalid },
  }),
  supplierVatNumber: optionalText(20, say.vatNumberFieldInvalid, {
    identifier: { kind: 'vatNumber', message: say.vatNumberFieldInvalid },
  }),
  number: optionalText(100, say.numberTooLong),
  issueDate: day(messages.dateInvalid),
  dueDate: day(messages.dueDateInvalid),
  subtotal: amount,
  vatTotal: amount,
  total: amount,
  iban: optionalText(34, say.ibanInvalid),
} satisfies FieldRules;

/** « Approuver »: the expense's category and related employee, and the confirmation when problems were found. */
export const supplierInvoiceApprovalRules = {
  category: optionalChoice(['', ...TRANSACTION_CATEGORIES], messages.categoryInvalid),
  relatedEmployeeId: optionalId(messages.relatedEmployeeInvalid),
  confirm: optionalBoolean(say.confirmInvalid),
} satisfies FieldRules;

export const supplierInvoiceRefusalRules = {
  reason: requiredText(say.refusalReasonRequired, 500, say.reasonTooLong),
} satisfies FieldRules;

export const supplierInvoicePaymentRules = {
  date: { kind: 'day', required: say.paymentDateRequired, message: messages.dateInvalid },
} satisfies FieldRules;
