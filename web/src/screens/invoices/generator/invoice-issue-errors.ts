import { invoiceMessages as m } from '@pilotage/domain';

/**
 * Which input of the generator a refusal of the gateway is about, so the dialog shows it next to
 * that input. The gateway answers with the domain's French messages and no field name: the
 * message itself says which field it is.
 */

const BY_MESSAGE = new Map<string, string>([
  [m.numberInvalid, 'invoiceNumber'],
  [m.clientNameRequired, 'clientName'],
  [m.clientNameTooLong, 'clientName'],
  [m.clientAddressRequired, 'clientAddress'],
  [m.clientAddressTooLong, 'clientAddress'],
  [m.clientSirenInvalid, 'clientSiren'],
  [m.clientVatNumberInvalid, 'clientVatNumber'],
  [m.clientEmailInvalid, 'clientEmail'],
  [m.issueDateInvalid, 'issueDate'],
  [m.issueDateInFuture, 'issueDate'],
  [m.serviceDateInvalid, 'serviceDate'],
  [m.dueDateInvalid, 'dueDate'],
  [m.dueDateBeforeIssue, 'dueDate'],
  [m.operationCategoryRequired, 'operationCategory'],
  [m.operationCategoryInvalid, 'operationCategory'],
  [m.notesTooLong, 'notes'],
  [m.sellerIncomplete, 'companyName'],
  [m.sellerVatNumberMissing, 'vatNumber'],
]);

const LINE_FIELDS = new Map<string, string>([
  [m.lineDescriptionRequired, 'description'],
  [m.lineDescriptionTooLong, 'description'],
  [m.quantityInvalid, 'quantity'],
  [m.unitPriceInvalid, 'unitPrice'],
  [m.vatRateInvalid, 'vatRate'],
  [m.vatRateUnderFranchise, 'vatRate'],
]);

/** « La date d'émission ne peut pas précéder celle de la dernière facture émise (…). » */
const ISSUE_DATE_BEFORE_LAST = m.issueDateBeforeLast('', '').split('(')[0];
/** « Le prochain numéro de la série est F-2026-0012. » */
const NUMBER_OUT_OF_SERIES = m.numberOutOfSeries('').slice(0, -1);

/** The `name` of the input the message is about, or null when it is about the whole invoice. */
export function issueErrorField(message: string): string | null {
  const exact = BY_MESSAGE.get(message);
  if (exact) return exact;
  const line = /^Ligne (\d+) : (.+)$/.exec(message);
  if (line) return `lines.${Number(line[1]) - 1}.${LINE_FIELDS.get(line[2]) ?? 'description'}`;
  if (message.startsWith(ISSUE_DATE_BEFORE_LAST)) return 'issueDate';
  if (message.startsWith(NUMBER_OUT_OF_SERIES)) return 'invoiceNumber';
  return null;
}
