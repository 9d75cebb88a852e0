import {
  checkField,
  invoiceLineRules,
  invoiceSettingsRules,
  isValidSiret,
  issueInvoiceRules,
  issueRequirementLabels as labels,
  MAX_AMOUNT_CENTS,
  missingMessage,
  type FieldRule,
} from '@pilotage/domain';
import type { IssueInvoiceInput } from '../../../graphql/generated/graphql';
import { vatRegimeOf, type InvoiceDraft, type InvoiceSettingsValues } from './invoice-draft';
import { issueInput } from './invoice-issue';
import { draftTotals } from './invoice-totals';

/**
 * Whether « Générer PDF » can issue the invoice (stored, numbered, Factur-X) or gives a draft:
 * every mention the gateway requires must be there, valid, and the number must be the series'
 * next one (an issued invoice never leaves a gap). Each requirement names the input to fill, so
 * the dialog can take the user there.
 */
export interface IssueRequirement {
  /** The `name` of the dialog's input that fulfils it (a settings field lives in the settings panel). */
  field: string;
  /** How it reads after « Pour émettre la facture : ». */
  text: string;
}

/** The inputs of the company settings panel, folded by default. */
export const SETTINGS_FIELDS: ReadonlySet<string> = new Set(Object.keys(invoiceSettingsRules));

/** The number the invoice would get instead of the one typed, or null when the typed one is the next (or none is typed). */
export function numberOffer(number: string | null, suggestion: string | null): string | null {
  const typed = number?.trim();
  return typed && suggestion && typed !== suggestion ? suggestion : null;
}

/** What the company settings still lack for an invoice to be issued (name, address, SIRET, VAT number…), in the panel's order. */
export function sellerRequirements(settings: InvoiceSettingsValues): IssueRequirement[] {
  const found: IssueRequirement[] = [];
  if (!settings.companyName.trim()) found.push({ field: 'companyName', text: labels.companyName });
  if (!settings.companyAddress1.trim()) found.push({ field: 'companyAddress1', text: labels.companyAddress1 });
  if (!settings.siret.trim()) found.push({ field: 'siret', text: labels.siret });
  else if (!isValidSiret(settings.siret)) found.push({ field: 'siret', text: labels.siretInvalid });
  if (vatRegimeOf(settings) === 'liable' && !settings.vatNumber.trim())
    found.push({ field: 'vatNumber', text: labels.vatNumber });
  // Anything else the settings rules refuse would stop their save, which issuing needs first.
  const invalid = Object.entries(invoiceSettingsRules).find(
    ([name, rule]: [string, FieldRule]) =>
      !found.some((item) => item.field === name) && checkField(rule, settings[name as keyof InvoiceSettingsValues]),
  );
  if (invalid) found.push({ field: invalid[0], text: labels.settingsInvalid });
  return found;
}

type InputField = keyof typeof issueInvoiceRules;

/** The requirement of one field of the issue form: its missing label, or its invalid one. */
const FIELD_LABELS: Partial<Record<InputField, { name: string; missing?: string; invalid: string }>> = {
  clientName: { name: 'clientName', missing: labels.clientName, invalid: labels.clientNameTooLong },
  clientAddress: { name: 'clientAddress', missing: labels.clientAddress, invalid: labels.clientAddressTooLong },
  clientSiren: { name: 'clientSiren', invalid: labels.clientSiren },
  clientVatNumber: { name: 'clientVatNumber', invalid: labels.clientVatNumber },
  clientEmail: { name: 'clientEmail', invalid: labels.clientEmail },
  issueDate: { name: 'issueDate', invalid: labels.issueDate },
  serviceDate: { name: 'serviceDate', invalid: labels.serviceDate },
  dueDate: { name: 'dueDate', invalid: labels.dueDate },
  operationCategory: { name: 'operationCategory', invalid: labels.operationCategory },
  notes: { name: 'notes', invalid: labels.notes },
};

function formRequirements(input: IssueInvoiceInput, today: string): IssueRequirement[] {
  const found: IssueRequirement[] = [];
  for (const [field, label] of Object.entries(FIELD_LABELS) as [
    InputField,
    { name: string; missing?: string; invalid: string },
  ][]) {
    const rule = issueInvoiceRules[field];
    const value = input[field];
    if (!checkField(rule, value)) continue;
    found.push({
      field: label.name,
      text: missingMessage(rule, value) && label.missing ? label.missing : label.invalid,
    });
  }
  const dated = (name: string) => found.some((item) => item.field === name);
  if (!dated('issueDate') && input.issueDate && input.issueDate > today)
    found.push({ field: 'issueDate', text: labels.issueDateInFuture });
  if (!dated('issueDate') && !dated('dueDate') && input.dueDate && input.issueDate && input.dueDate < input.issueDate)
    found.push({ field: 'dueDate', text: labels.dueDateBeforeIssue });
  if (!input.lines.length) found.push({ field: 'lines.0.description', text: labels.lines });
  input.lines.forEach((line, index) => {
    const position = index + 1;
    if (checkField(invoiceLineRules.description, line.description))
      found.push({ field: `lines.${index}.description`, text: labels.lineDescription(position) });
    if (checkField(invoiceLineRules.quantity, line.quantity))
      found.push({ field: `lines.${index}.quantity`, text: labels.lineQuantity(position) });
    if (checkField(invoiceLineRules.unitPrice, line.unitPrice))
      found.push({ field: `lines.${index}.unitPrice`, text: labels.lineUnitPrice(position) });
  });
  return found;
}

/**
 * What stands between the form and an issued invoice, in the order of the form: the client and
 * the number, the dates, the lines, then the company settings. Empty: « Générer PDF » issues.
 */
export function issueRequirements(
  invoice: InvoiceDraft,
  settings: InvoiceSettingsValues,
  suggestion: string | null,
  today: string,
): IssueRequirement[] {
  const input = issueInput(invoice, settings, suggestion);
  const found = formRequirements(input, today);
  const next = numberOffer(invoice.number, suggestion);
  // The number goes right after the client's name, where the form shows it.
  const numberAt = found.findIndex((item) => item.field !== 'clientName');
  const number = next
    ? { field: 'invoiceNumber', text: labels.nextNumber(next) }
    : input.number && checkField(issueInvoiceRules.number, input.number)
      ? { field: 'invoiceNumber', text: labels.number }
      : null;
  if (number) found.splice(numberAt < 0 ? found.length : numberAt, 0, number);
  if (draftTotals(invoice.lines, vatRegimeOf(settings)).totalCents > MAX_AMOUNT_CENTS)
    found.push({ field: 'lines.0.unitPrice', text: labels.total });
  return [...found, ...sellerRequirements(settings)];
}

/** « Générer PDF » issues the invoice when nothing is missing; otherwise it downloads a draft, stored nowhere. */
export type GenerationMode = 'issue' | 'draft';

export const generationMode = (requirements: readonly IssueRequirement[]): GenerationMode =>
  requirements.length ? 'draft' : 'issue';
