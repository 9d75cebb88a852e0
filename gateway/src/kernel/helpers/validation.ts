import { apiMessages } from '@pilotage/domain';
import { type ValidationError, getMetadataStorage, validate } from 'class-validator';
import { badInput } from './errors';

/** The constraint `validated()` reports first: a missing required field (see `Rule` in field-rules.ts). */
export const REQUIRED = 'required';

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
  return first?.constraints ? Object.values(first.constraints)[0] : apiMessages.invalidData;
}

/**
 * Builds an input object from untrusted data, keeping only the properties the input class
 * declares (nothing else can be assigned), and checks it with the class's rules.
 * Every transport calls services with raw data; this is the one place it is checked.
 */
export async function validated<T extends object>(cls: new () => T, raw: unknown): Promise<T> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw badInput(apiMessages.jsonObjectExpected);
  }
  const source = raw as Record<string, unknown>;
  const input = new cls() as Record<string, unknown>;
  for (const property of declaredProperties(cls)) {
    if (Object.prototype.hasOwnProperty.call(source, property)) input[property] = source[property];
  }
  // PostgreSQL text cannot hold NUL: refuse it here, with the other input errors.
  if (Object.values(input).some((value) => typeof value === 'string' && value.includes('\u0000'))) {
    throw badInput(apiMessages.nullCharacter);
  }
  const errors = await validate(input, {
    forbidUnknownValues: false,
    validationError: { target: false, value: false },
  });
  if (errors.length > 0) throw badInput(firstMessage(errors));
  return input as T;
}
