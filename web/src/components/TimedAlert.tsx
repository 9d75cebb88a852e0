import { useEffect, useState } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';

export interface Banner {
  severity: AlertColor;
  text: string;
}

interface TimedAlertProps {
  banner: Banner | null;
  /** How long the banner stays, in milliseconds. */
  durationMs: number;
  onExpire?: () => void;
}

/** A banner that clears itself after its duration; a new banner object restarts the clock. */
export function TimedAlert({ banner, durationMs, onExpire }: TimedAlertProps) {
  const [visible, setVisible] = useState<Banner | null>(banner);
  useEffect(() => {
    setVisible(banner);
    if (!banner) return;
    const timer = setTimeout(() => {
      setVisible(null);
      onExpire?.();
    }, durationMs);
    return () => clearTimeout(timer);
    // onExpire is left out on purpose: a new callback identity must not restart the clock.
  }, [banner, durationMs]);
  if (!visible) return null;
  return (
    <Alert severity={visible.severity} role={visible.severity === 'error' ? 'alert' : 'status'}>
      {visible.text}
    </Alert>
  );
}
