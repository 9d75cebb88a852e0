import { useCallback, useState } from 'react';
import { errorMessage } from './errors';

/** Runs a form's async action, keeping its pending state and its French error message. */
export function useSubmit(fallback: string) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (action: () => Promise<void>): Promise<boolean> => {
      setSubmitting(true);
      setError(null);
      try {
        await action();
        return true;
      } catch (failure) {
        setError(errorMessage(failure, fallback));
        return false;
      } finally {
        setSubmitting(false);
      }
    },
    [fallback],
  );
  return { submitting, error, setError, run };
}
