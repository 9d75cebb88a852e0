export interface Keep {
  daily: number;
  weekly: number;
  monthly: number;
}

export interface Dated {
  name: string;
  takenAt: Date;
}

/** The business day (`YYYY-MM-DD`) of an instant. */
function businessDay(at: Date, timezone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The Monday starting the ISO week of a business day. */
function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/**
 * Grandfather-father-son: the newest backup of each of the last `daily` days that have one, of
 * the last `weekly` weeks and of the last `monthly` months (business time zone). Answers the
 * names to keep; the newest is always among them.
 */
export function backupsToKeep(backups: readonly Dated[], keep: Keep, timezone: string): Set<string> {
  const newestFirst = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const kept = new Set<string>();
  const periods: [number, (day: string) => string][] = [
    [keep.daily, (day) => day],
    [keep.weekly, weekOf],
    [keep.monthly, (day) => day.slice(0, 7)],
  ];
  for (const [count, period] of periods) {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      const key = period(businessDay(backup.takenAt, timezone));
      if (seen.has(key)) continue;
      if (seen.size >= count) break;
      seen.add(key);
      kept.add(backup.name);
    }
  }
  return kept;
}
