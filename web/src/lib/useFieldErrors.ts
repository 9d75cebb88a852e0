import { useCallback, useEffect, useRef, useState } from 'react';
import { focusField } from './focus-field';

export type FieldErrors = Readonly<Record<string, string>>;

/**
 * A form's refusals by field: each is shown beside its field (the fields read `errors[name]`),
 * and after a refused submit the focus moves to the first marked field in the page's order.
 * `formRef` goes on the element holding the fields (a form, a dialog's content).
 */
export function useFieldErrors<E extends HTMLElement = HTMLFormElement>() {
  const formRef = useRef<E>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Each refused submit asks once for the focus, after the marks are rendered.
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    focusField(formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]'));
  }, [focusRequest]);

  /** Shows these refusals; true when there is none (the form may go on). */
  const report = useCallback((found: Readonly<Record<string, string | undefined>>): boolean => {
    const kept = Object.fromEntries(Object.entries(found).filter((entry): entry is [string, string] => !!entry[1]));
    setErrors(kept);
    const clean = Object.keys(kept).length === 0;
    if (!clean) setFocusRequest((count) => count + 1);
    return clean;
  }, []);

  /** A field being corrected drops its mark. */
  const clear = useCallback(
    (name: string) =>
      setErrors((current) => {
        if (!(name in current)) return current;
        const { [name]: _dropped, ...rest } = current;
        return rest;
      }),
    [],
  );

  const reset = useCallback(() => setErrors({}), []);

  /** A field's change handler that also drops its mark. */
  const edited = useCallback(
    <T>(name: string, set: (value: T) => void) =>
      (value: T) => {
        clear(name);
        set(value);
      },
    [clear],
  );

  return { formRef, errors, report, clear, reset, edited };
}
