import { parseId } from './ids';
import { choiceParam, integerParam } from './pagination';

const absent = (value: unknown) => value === undefined || value === null || value === '';

/** An optional id filter such as `assigned_employee_id`: absent or empty means no filter, anything else must be an id. */
export const optionalIdParam = (raw: unknown): number | undefined => (absent(raw) ? undefined : parseId(raw));

/** An optional filter on one of `allowed`, such as `status`: absent or empty means no filter. */
export function optionalChoiceParam<T extends string>(
  raw: unknown,
  name: string,
  allowed: readonly T[],
): T | undefined {
  return absent(raw) ? undefined : choiceParam(raw, name, allowed, allowed[0]);
}

/** An optional integer between `min` and `max`, such as `top`: absent or empty means none. */
export const optionalIntegerParam = (raw: unknown, name: string, min: number, max: number): number | undefined =>
  absent(raw) ? undefined : integerParam(raw, name, min, max);
