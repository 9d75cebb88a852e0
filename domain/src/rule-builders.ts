import type { BooleanRule, IntegerRule, Limit, TextRule } from './field-rules';

/** Small builders for the rule tables; each returns plain data. */

const limit = (value: number, message: string): Limit => ({ value, message });

/** Required text of at most `max` characters. */
export const requiredText = (
  required: string,
  max: number,
  tooLong: string,
  extra: Partial<TextRule> = {},
): TextRule => ({
  kind: 'text',
  required,
  maxLength: limit(max, tooLong),
  ...extra,
});

/** Optional text of at most `max` characters (absent or null leaves the stored value as it is). */
export const optionalText = (max: number, message: string, extra: Partial<TextRule> = {}): TextRule => ({
  kind: 'text',
  maxLength: limit(max, message),
  ...extra,
});

/** Optional choice among `values`; absent or null passes. */
export const optionalChoice = (values: readonly string[], message: string): TextRule => ({
  kind: 'text',
  oneOf: { values, message },
});

/** A PostgreSQL integer id, or null. */
export const optionalId = (message: string): IntegerRule => ({
  kind: 'integer',
  min: 1,
  max: 2_147_483_647,
  nullable: true,
  message,
});

export const optionalBoolean = (message: string): BooleanRule => ({ kind: 'boolean', message });

export const minLength = (value: number, message: string): Partial<TextRule> => ({ minLength: limit(value, message) });
