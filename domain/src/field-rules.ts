import { isCalendarDay, isIsoTimestamp } from './calendar';
import { isValidIban } from './iban';
import { isNumeric, parseCents } from './money';
import { compactIdentifier, isValidSiren, isValidSiret } from './siret';
import { isValidVatNumber } from './vat-number';

/**
 * Field rules as data: what the gateway's input classes enforce (through class-validator) and
 * what the web forms check before sending, so both refuse exactly the same values with the same
 * French messages. A form checks the values it is about to send (trimmed where it trims them).
 */

export interface Limit {
  readonly value: number;
  readonly message: string;
}

export interface TextRule {
  readonly kind: 'text';
  /** Message when the value is absent, null, not text, or only spaces. Without it the field is optional. */
  readonly required?: string;
  /** Lengths count the value as sent, spaces included. */
  readonly minLength?: Limit;
  readonly maxLength?: Limit;
  readonly pattern?: { readonly regex: RegExp; readonly message: string };
  readonly oneOf?: { readonly values: readonly string[]; readonly message: string };
  /** Check digits no pattern can verify: the value, spaces aside, is empty or a valid identifier. */
  readonly identifier?: { readonly kind: IdentifierKind; readonly message: string };
}

/** The identifiers a text rule can check, by the name the rule data carries. */
const IDENTIFIER_CHECKS = {
  siret: isValidSiret,
  siren: isValidSiren,
  vatNumber: isValidVatNumber,
  iban: isValidIban,
} satisfies Record<string, (value: string) => boolean>;
export type IdentifierKind = keyof typeof IDENTIFIER_CHECKS;

/** A whole number in [min, max]; `nullable` lets null and absence through (an optional id). */
export interface IntegerRule {
  readonly kind: 'integer';
  readonly min: number;
  readonly max: number;
  readonly nullable?: boolean;
  readonly message: string;
}

/** A required amount: a number (or numeric text) that numeric(14,2) holds exactly. */
export interface AmountRule {
  readonly kind: 'amount';
  /** When it is not a number at all. */
  readonly notANumber: string;
  /** When it is a number the column cannot hold: more than two decimals, or too large. */
  readonly invalid: string;
}

/** A 'YYYY-MM-DD' day; `timestamp` also takes an ISO 8601 timestamp (read as its business day). */
export interface DayRule {
  readonly kind: 'day';
  readonly required?: string;
  readonly nullable?: boolean;
  readonly timestamp?: boolean;
  readonly message: string;
}

/** true or false; absence and null pass (they leave the value as it is). */
export interface BooleanRule {
  readonly kind: 'boolean';
  readonly message: string;
}

/**
 * A decimal number, or its text as a form sends it, with `decimals` decimals at most (quantities to
 * the thousandth, prices to the cent), within [min, max] (`exclusiveMin`: above min), and one of
 * `oneOf` when given; `nullable` lets null and absence through.
 */
export interface DecimalRule {
  readonly kind: 'decimal';
  readonly decimals: number;
  readonly min: number;
  readonly exclusiveMin?: boolean;
  readonly max: number;
  readonly oneOf?: readonly number[];
  readonly nullable?: boolean;
  readonly message: string;
}

/**
 * A list of objects (an invoice's lines), each checked with `items`; a broken item's message is
 * prefixed with its name and position (« Ligne 2 : … »). `nullable` lets null and absence through.
 */
export interface ListRule {
  readonly kind: 'list';
  readonly items: FieldRules;
  /** « Ligne » makes « Ligne 2 : <message> ». */
  readonly itemName: string;
  /** Also the message when the value is absent or not a list. */
  readonly minItems: Limit;
  readonly maxItems: Limit;
  readonly nullable?: boolean;
}

export type FieldRule = TextRule | IntegerRule | AmountRule | DayRule | BooleanRule | DecimalRule | ListRule;
export type FieldRules = Readonly<Record<string, FieldRule>>;

const isAbsent = (value: unknown): value is null | undefined => value === undefined || value === null;

/** The rule's required message when the value is missing (absent, null, not text, or blank), else null. */
export function missingMessage(rule: FieldRule, value: unknown): string | null {
  if (!('required' in rule) || !rule.required) return null;
  return typeof value === 'string' && value.trim() !== '' ? null : rule.required;
}

function textProblem(rule: TextRule, value: unknown): string | null {
  if (isAbsent(value)) return null;
  const invalid =
    rule.identifier?.message ??
    rule.oneOf?.message ??
    rule.pattern?.message ??
    rule.maxLength?.message ??
    rule.minLength?.message ??
    null;
  if (typeof value !== 'string') return invalid;
  if (rule.minLength && value.length < rule.minLength.value) return rule.minLength.message;
  if (rule.maxLength && value.length > rule.maxLength.value) return rule.maxLength.message;
  if (rule.pattern && !rule.pattern.regex.test(value)) return rule.pattern.message;
  if (rule.oneOf && !rule.oneOf.values.includes(value)) return rule.oneOf.message;
  if (rule.identifier && compactIdentifier(value) !== '' && !IDENTIFIER_CHECKS[rule.identifier.kind](value))
    return rule.identifier.message;
  return null;
}

function integerProblem(rule: IntegerRule, value: unknown): string | null {
  if (rule.nullable && isAbsent(value)) return null;
  return Number.isInteger(value) && (value as number) >= rule.min && (value as number) <= rule.max
    ? null
    : rule.message;
}

function amountProblem(rule: AmountRule, value: unknown): string | null {
  if (!isNumeric(value)) return rule.notANumber;
  return parseCents(value) === null ? rule.invalid : null;
}

const DECIMAL = /^([-+]?)(\d{1,15})(?:\.(\d+))?$/;

/**
 * A decimal number or numeric text in integer units of its last allowed decimal: (1.5, 3) → 1500,
 * ('12.30', 2) → 1230. Null when it is not a plain decimal or has more than `decimals` decimals. A
 * number is read as its shortest decimal writing, so 0.1 is exactly 100 thousandths.
 */
export function parseDecimal(value: unknown, decimals: number): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > decimals) return null;
  const units = Number(whole) * 10 ** decimals + Number(significant.padEnd(decimals, '0') || '0');
  if (!Number.isSafeInteger(units)) return null;
  return sign === '-' && units !== 0 ? -units : units;
}

function decimalProblem(rule: DecimalRule, value: unknown): string | null {
  if (rule.nullable && isAbsent(value)) return null;
  const units = parseDecimal(value, rule.decimals);
  if (units === null) return rule.message;
  const scale = 10 ** rule.decimals;
  const min = Math.round(rule.min * scale);
  if (units < min || (rule.exclusiveMin && units === min) || units > Math.round(rule.max * scale)) return rule.message;
  return rule.oneOf && !rule.oneOf.some((allowed) => Math.round(allowed * scale) === units) ? rule.message : null;
}

function listProblem(rule: ListRule, value: unknown): string | null {
  if (rule.nullable && isAbsent(value)) return null;
  if (!Array.isArray(value) || value.length < rule.minItems.value) return rule.minItems.message;
  if (value.length > rule.maxItems.value) return rule.maxItems.message;
  for (const [index, item] of value.entries()) {
    const problem =
      item !== null && typeof item === 'object' && !Array.isArray(item)
        ? checkFields(rule.items, item as Record<string, unknown>)
        : 'Données invalides : un objet JSON est attendu.';
    if (problem) return `${rule.itemName} ${index + 1} : ${problem}`;
  }
  return null;
}

function dayProblem(rule: DayRule, value: unknown): string | null {
  if (value === undefined || (rule.nullable && value === null)) return null;
  return isCalendarDay(value) || (rule.timestamp && isIsoTimestamp(value)) ? null : rule.message;
}

/** The French message of the first rule the value breaks, or null when it passes. */
export function checkField(rule: FieldRule, value: unknown): string | null {
  const missing = missingMessage(rule, value);
  if (missing) return missing;
  switch (rule.kind) {
    case 'text':
      return textProblem(rule, value);
    case 'integer':
      return integerProblem(rule, value);
    case 'amount':
      return amountProblem(rule, value);
    case 'day':
      return dayProblem(rule, value);
    case 'boolean':
      return isAbsent(value) || typeof value === 'boolean' ? null : rule.message;
    case 'decimal':
      return decimalProblem(rule, value);
    case 'list':
      return listProblem(rule, value);
  }
}

export type FieldValues<R extends FieldRules> = { readonly [K in keyof R]?: unknown };

/** The required message of the first missing field, in the order the fields are declared. */
export function firstMissing<R extends FieldRules>(rules: R, values: FieldValues<R>): string | null {
  for (const field of Object.keys(rules)) {
    const missing = missingMessage(rules[field], values[field]);
    if (missing) return missing;
  }
  return null;
}

/**
 * The first message for a set of fields, as the gateway reports it: a missing required field
 * first (any of them), then the first broken rule in the order the fields are declared.
 */
export function checkFields<R extends FieldRules>(rules: R, values: FieldValues<R>): string | null {
  const missing = firstMissing(rules, values);
  if (missing) return missing;
  for (const field of Object.keys(rules)) {
    const problem = checkField(rules[field], values[field]);
    if (problem) return problem;
  }
  return null;
}

/**
 * Every broken field's message, by field name, in the order the fields are declared: a form marks
 * each field beside itself instead of showing only the first problem.
 */
export function fieldProblems<R extends FieldRules>(
  rules: R,
  values: FieldValues<R>,
): Partial<Record<keyof R, string>> {
  const problems: Partial<Record<keyof R, string>> = {};
  for (const field of Object.keys(rules) as (keyof R & string)[]) {
    const problem = checkField(rules[field], values[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}
