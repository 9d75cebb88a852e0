import { parseId } from './ids';
import { choiceParam } from './pagination';

const absent = (value: unknown) => value === undefined || value === null || value === '';

/** An optional id filter such as `assigned_employee_id`: absent or empty means no filter, anything else must be an id. */
export const optionalIdParam = (raw: unknown): number | undefined => (absent(raw) ? undefined : parseId(raw));

/** An optional filter on one of `allowed`, such as `status`: absent or empty means no filter. */
export function optionalChoiceParam<T extends string>(raw: unknown, name: string, allowed: readonly T[]): T | undefined {
  return absent(raw) ? undefined : choiceParam(raw, name, allowed, allowed[0]);
}
