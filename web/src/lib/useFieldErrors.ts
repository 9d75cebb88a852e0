import { useCallback, useEffect, useRef, useState } from 'react';

export type FieldErrors = Readonly<Record<string, string>>;

/**
 * A form's refusals by field: each is shown beside its field (the fields read `errors[name]`),
 * and after a refused submit the focus moves to the first marked field in the page's order.
 * `formRef` goes on the element holding the fields (a form, a dialog's content).
 */
export function useFieldErrors<E extends HTMLElement = HTMLFormElement>() {
  const formRef = useRef<E>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusPending, setFocusPending] = useState(false);

  useEffect(() => {
    if (!focusPending) return;
    setFocusPending(false);
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
    first?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [focusPending]);

  /** Shows these refusals; true when there is none (the form may go on). */
  const report = useCallback((found: Readonly<Record<string, string | undefined>>): boolean => {
    const kept = Object.fromEntries(Object.entries(found).filter((entry): entry is [string, string] => !!entry[1]));
    setErrors(kept);
    const clean = Object.keys(kept).length === 0;
    if (!clean) setFocusPending(true);
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

  /** Props for a TextField: red, with its message beside it. */
  const fieldProps = useCallback(
    (name: string, helperText?: string) => ({
      error: Boolean(errors[name]),
      helperText: errors[name] ?? helperText,
    }),
    [errors],
  );

  return { formRef, errors, report, clear, reset, edited, fieldProps };
}
