import {
  IsEmail,
  IsIn,
  ValidateBy,
  ValidationError,
  ValidationOptions,
  getMetadataStorage,
  validate,
} from 'class-validator';
import { badInput } from './errors';

const REQUIRED = 'required';

/** A string with at least one non-space character. Checked before any other rule of the input. */
export function Required(message: string, options: ValidationOptions = {}) {
  return ValidateBy(
    { name: REQUIRED, validator: { validate: (value: unknown) => typeof value === 'string' && value.trim() !== '' } },
    { ...options, message },
  );
}

/** Optional in the payload; when present it must be a string (null or absent means "not given"). */
export function OptionalString(message: string, maxLength: number) {
  return ValidateBy(
    {
      name: 'optionalString',
      validator: {
        validate: (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.length <= maxLength),
      },
    },
    { message },
  );
}

export function MaxLengthOf(max: number, message: string) {
  return ValidateBy(
    { name: 'maxLengthOf', validator: { validate: (value: unknown) => typeof value !== 'string' || value.length <= max } },
    { message },
  );
}

export function EmailAddress(message: string) {
  // Accepts addresses on single-label hosts too (the first Admin defaults to admin@localhost).
  return IsEmail({ require_tld: false, allow_ip_domain: true }, { message });
}

export function OneOf(values: readonly unknown[], message: string) {
  return IsIn(values as unknown[], { message });
}

function declaredProperties(cls: new () => object): string[] {
  const metadata = getMetadataStorage().getTargetValidationMetadatas(cls, '', true, false);
  return [...new Set(metadata.map((m) => m.propertyName))];
}

function firstMessage(errors: ValidationError[]): string {
  const flat: ValidationError[] = [];
  const walk = (list: ValidationError[]) => list.forEach((e) => (flat.push(e), walk(e.children ?? [])));
  walk(errors);
  const required = flat.find((e) => e.constraints?.[REQUIRED]);
  if (required?.constraints) return required.constraints[REQUIRED];
  const first = flat.find((e) => e.constraints);
  return first?.constraints ? Object.values(first.constraints)[0] : 'Données invalides.';
}

/**
 * Builds an input object from untrusted data, keeping only the properties the input class
 * declares (nothing else can be assigned), and checks it with the class's rules.
 * Every transport calls services with raw data; this is the one place it is checked.
 */
export async function validated<T extends object>(cls: new () => T, raw: unknown): Promise<T> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw badInput('Données invalides : un objet JSON est attendu.');
  }
  const source = raw as Record<string, unknown>;
  const input = new cls() as Record<string, unknown>;
  for (const property of declaredProperties(cls)) {
    if (Object.prototype.hasOwnProperty.call(source, property)) input[property] = source[property];
  }
  // PostgreSQL text cannot hold NUL: refuse it here, with the other input errors.
  if (Object.values(input).some((value) => typeof value === 'string' && value.includes('\u0000'))) {
    throw badInput('Données invalides : caractère nul non accepté.');
  }
  const errors = await validate(input, { forbidUnknownValues: false, validationError: { target: false, value: false } });
  if (errors.length > 0) throw badInput(firstMessage(errors));
  return input as T;
}
