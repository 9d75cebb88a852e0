import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import panelMeta from '../../stories/screens/settings/components/BackupPanel.stories';
import sectionMeta, * as sectionStories from '../../stories/screens/settings/components/BackupSection.stories';
import dashboardMeta, * as dashboardStories from '../../stories/screens/dashboard/DashboardView.stories';
import { backupWarning } from '../../web/src/screens/dashboard/backup-warning';
import { formatBytes } from '../../web/src/lib/format';
import { scheduleText } from '../../web/src/screens/settings/components/BackupSection';
import { renderStory } from './render-story';

describe('« Sauvegardes » in Paramètres', () => {
  it('shows the last backup: its time, its size, its file and its remote copy', () => {
    renderStory(sectionMeta, sectionStories.LastBackup);
    expect(screen.getByRole('heading', { name: 'Sauvegardes' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Sauvegardes' });
    expect(list).toHaveTextContent(/Dernière sauvegarde26 nov\. 2026, \d\d:30 · 4,6 Mo/);
    expect(list).toHaveTextContent('pilotage-2026-11-26T01-30-00-000Z.tar.gz.enc (chiffré)');
    expect(list).toHaveTextContent('s3://sauvegardes-atelier/pilotage/');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns when the last good backup is older than 48 hours, and shows the failure since', () => {
    renderStory(sectionMeta, sectionStories.Stale);
    const alerts = screen.getAllByRole('alert');
    expect(alerts[0]).toHaveTextContent(/^La dernière sauvegarde date de plus de 48 heures \(22 nov\. 2026/);
    expect(alerts[1]).toHaveTextContent('ENOSPC: no space left on device');
  });

  it('says when there was never a backup, and when the schedule is off', () => {
    renderStory(sectionMeta, sectionStories.NeverBackedUp);
    expect(screen.getByRole('alert')).toHaveTextContent('Aucune sauvegarde depuis plus de 48 heures.');
    expect(screen.getByRole('list', { name: 'Sauvegardes' })).toHaveTextContent('Dernière sauvegardeAucune');
    expect(screen.getByRole('list', { name: 'Sauvegardes' })).toHaveTextContent(
      "Chaque jour à 02:30 (heure de l'entreprise)",
    );
  });

  it('says when the automatic backup is off', () => {
    renderStory(sectionMeta, sectionStories.Disabled);
    expect(screen.getByRole('list', { name: 'Sauvegardes' })).toHaveTextContent('Sauvegarde automatiqueDésactivée');
  });

  it('loads the status from the server (the container)', async () => {
    const decorator = (panelMeta.decorators as unknown[])[0] as (Story: () => ReactElement) => ReactElement;
    renderStory({ component: () => decorator(() => <panelMeta.component />) }, {});
    expect(await screen.findByText('pilotage-2026-11-26T01-30-00-000Z.tar.gz')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Sauvegardes' })).toHaveTextContent('1,2 Mo');
  });
});

describe('the dashboard', () => {
  it('warns an Admin when the last good backup is older than 48 hours', () => {
    renderStory(dashboardMeta, dashboardStories.BackupWarning);
    expect(screen.getByRole('alert')).toHaveTextContent(/il y a plus de 48 heures : voyez « Sauvegardes »/);
  });

  it('says nothing while the backups are fresh, or to a Manager (no status)', () => {
    expect(backupWarning(undefined)).toBeNull();
    expect(backupWarning({ stale: false, lastBackup: { finishedAt: '2026-11-26T01:30:00.000Z' } })).toBeNull();
    expect(backupWarning({ stale: true, lastBackup: null })).toBe(
      "Aucune sauvegarde de la base n'a réussi depuis plus de 48 heures : voyez « Sauvegardes » dans Paramètres.",
    );
  });
});

test('the schedule reads as a time of day', () => {
  expect(scheduleText('30 2 * * *')).toBe("Chaque jour à 02:30 (heure de l'entreprise)");
  expect(scheduleText('5 14 * * *')).toBe("Chaque jour à 14:05 (heure de l'entreprise)");
  expect(scheduleText('0 */6 * * *')).toBe("Selon la ligne cron « 0 */6 * * * » (heure de l'entreprise)");
  expect(scheduleText(null)).toBe('Désactivée');
});

test('sizes read as people write them', () => {
  expect([0, 512, 1024, 1_250_000, 4_823_551, 3 * 1024 ** 3].map(formatBytes)).toEqual([
    '0 o',
    '512 o',
    '1 Ko',
    '1,2 Mo',
    '4,6 Mo',
    '3 Go',
  ]);
});
