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
}

/** A banner that clears itself after its duration; a new banner object restarts the clock. */
export function TimedAlert({ banner, durationMs }: TimedAlertProps) {
  // The banner whose time is up: a new banner object is shown at once, with no state to reset.
  const [expired, setExpired] = useState<Banner | null>(null);
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setExpired(banner), durationMs);
    return () => clearTimeout(timer);
  }, [banner, durationMs]);
  if (!banner || banner === expired) return null;
  return (
    <Alert severity={banner.severity} role={banner.severity === 'error' ? 'alert' : 'status'}>
      {banner.text}
    </Alert>
  );
}
