import { backupsToKeep } from '../../gateway/src/features/backups/backup-retention';
import { backupFileName, backupTakenAt } from '../../gateway/src/features/backups/take-backup';

/** One backup a night at 02:30 Paris time, for `nights` nights up to 2026-11-26. */
function nightly(nights: number) {
  return Array.from({ length: nights }, (_, i) => {
    const takenAt = new Date(Date.UTC(2026, 10, 26 - i, 1, 30));
    return { name: backupFileName(takenAt, false), takenAt };
  });
}

describe('backupsToKeep (BACKUP_KEEP)', () => {
  const keep = { daily: 7, weekly: 4, monthly: 12 };

  it('keeps the last 7 nights, the newest of each of the last 4 weeks and of the last 12 months', () => {
    const backups = nightly(400);
    const kept = [...backupsToKeep(backups, keep, 'Europe/Paris')].map((name) => backupTakenAt(name)!.toISOString());
    const days = kept.map((at) => at.slice(0, 10)).sort();
    // 7 nights (20–26 Nov); 4 weeks: this one (26) and the Sundays closing the 3 before (22, 15,
    // 8 Nov); 12 months: this one (26) and the last night of the 11 before (31 Oct … 31 Dec 2025).
    expect(days).toEqual([
      '2025-12-31',
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      '2026-11-08',
      '2026-11-15',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
  });

  it('keeps the newest of a day with several backups, and everything when there are few', () => {
    const twice = [
      { name: 'a', takenAt: new Date('2026-11-26T01:30:00Z') },
      { name: 'b', takenAt: new Date('2026-11-26T10:00:00Z') },
    ];
    expect(backupsToKeep(twice, { daily: 7, weekly: 0, monthly: 0 }, 'Europe/Paris')).toEqual(new Set(['b']));
    const few = nightly(3);
    expect(backupsToKeep(few, keep, 'Europe/Paris')).toEqual(new Set(few.map((backup) => backup.name)));
  });

  it('counts days in the business time zone: 23:30 UTC is already the next day in Paris', () => {
    const late = [
      { name: 'late', takenAt: new Date('2026-11-25T23:30:00Z') },
      { name: 'next', takenAt: new Date('2026-11-26T08:00:00Z') },
    ];
    expect(backupsToKeep(late, { daily: 2, weekly: 0, monthly: 0 }, 'Europe/Paris')).toEqual(new Set(['next']));
    expect(backupsToKeep(late, { daily: 2, weekly: 0, monthly: 0 }, 'UTC')).toEqual(new Set(['late', 'next']));
  });

  it('reads the time back from a backup file name, and nothing from other files', () => {
    const at = new Date('2026-11-26T01:30:00.123Z');
    expect(backupTakenAt(backupFileName(at, true))).toEqual(at);
    expect(backupTakenAt('notes.txt')).toBeNull();
    expect(backupTakenAt(`${backupFileName(at, false)}.sha256`)).toBeNull();
  });
});
