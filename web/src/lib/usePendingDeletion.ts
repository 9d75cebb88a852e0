import { useState } from 'react';

/**
 * A row the user asked to delete, held until the ConfirmDialog settles it: `dialog` is that
 * dialog's open state and handlers, and confirming calls `onConfirmed` before closing.
 */
export function usePendingDeletion<T>(onConfirmed: (item: T) => void) {
  const [pending, setPending] = useState<T | null>(null);
  const dialog = {
    open: pending !== null,
    onConfirm: () => {
      if (pending !== null) onConfirmed(pending);
      setPending(null);
    },
    onCancel: () => setPending(null),
  };
  return { pending, request: setPending, dialog };
}
