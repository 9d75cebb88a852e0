import { useCallback, useState } from 'react';
import { errorMessage } from './errors';
import { messages } from './messages';

/**
 * The banner of a list screen's last failed action (delete, toggle, export): `run` clears it,
 * runs the action and, when it fails, words the failure as `{prefix}{message}` ('Erreur: …').
 */
export function useActionError() {
  const [actionError, setActionError] = useState<string | null>(null);
  const run = useCallback(
    (action: () => Promise<unknown>, fallback: string, prefix: string = messages.deleteFailed) => {
      setActionError(null);
      action().catch((failure: unknown) => setActionError(prefix + errorMessage(failure, fallback)));
    },
    [],
  );
  return { actionError, run };
}
