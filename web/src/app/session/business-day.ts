import { useSyncExternalStore } from 'react';
import { isKnownTimeZone, today } from '@pilotage/domain';
import { type SessionUser, useSession } from './SessionProvider';

type BusinessCalendar = Pick<SessionUser, 'businessTimeZone' | 'today'>;

/**
 * Today in the business time zone the server announced (APP_TIMEZONE), never the browser's:
 * computed from the zone, so it turns at the business midnight even in a tab left open; the
 * server's own `today` when this browser does not know the zone. '' before anyone signs in.
 */
export function businessToday(calendar: BusinessCalendar | null, now: Date = new Date()): string {
  if (!calendar) return '';
  return isKnownTimeZone(calendar.businessTimeZone) ? today(calendar.businessTimeZone, now) : calendar.today;
}

// Checked every minute: a screen left open past midnight re-renders with the new day.
const everyMinute = (onChange: () => void) => {
  const timer = setInterval(onChange, 60_000);
  return () => clearInterval(timer);
};

/** The business day for default dates, kept current while the screen stays open. */
export function useBusinessToday(): string {
  const { user } = useSession();
  return useSyncExternalStore(everyMinute, () => businessToday(user));
}
