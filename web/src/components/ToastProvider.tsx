import { createContext, use, useCallback, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

/** How long a confirmation stays: long enough to read a short sentence, not enough to cover the page. */
export const TOAST_DURATION_MS = 4000;

type ShowToast = (message: string) => void;

// Without a provider (a story, a test of a view) a confirmation simply is not shown.
const ToastContext = createContext<ShowToast>(() => {});

/** A short confirmation after an action (« Transaction ajoutée. »), announced politely to screen readers. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<{ message: string; key: number } | null>(null);
  const show = useCallback<ShowToast>((message) => setToast({ message, key: Date.now() }), []);
  return (
    <ToastContext value={show}>
      {children}
      <Snackbar
        key={toast?.key}
        open={toast !== null}
        autoHideDuration={TOAST_DURATION_MS}
        onClose={(_event, reason) => reason !== 'clickaway' && setToast(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" role="status" onClose={() => setToast(null)}>
          {toast?.message}
        </Alert>
      </Snackbar>
    </ToastContext>
  );
}

export const useToast = (): ShowToast => use(ToastContext);
