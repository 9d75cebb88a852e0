import type { Meta, StoryObj } from '@storybook/react';
import { type BackupStatus, BackupSection } from '../../../../web/src/screens/settings/components/BackupSection';

const healthy: BackupStatus = {
  lastBackup: {
    finishedAt: '2026-11-26T01:30:12.000Z',
    fileName: 'pilotage-2026-11-26T01-30-00-000Z.tar.gz.enc',
    sizeBytes: 4_823_551,
    encrypted: true,
    remoteLocation: 's3://sauvegardes-atelier/pilotage/pilotage-2026-11-26T01-30-00-000Z.tar.gz.enc',
  },
  lastFailure: null,
  stale: false,
  schedule: '30 2 * * *',
};

const meta = {
  title: 'Écrans/Paramètres/BackupSection',
  component: BackupSection,
  args: { status: healthy, loading: false, loadError: null },
} satisfies Meta<typeof BackupSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LastBackup: Story = {};
export const LocalOnly: Story = {
  args: {
    status: {
      ...healthy,
      lastBackup: {
        ...healthy.lastBackup!,
        fileName: 'pilotage-2026-11-26T01-30-00-000Z.tar.gz',
        encrypted: false,
        remoteLocation: null,
        sizeBytes: 812_300,
      },
    },
  },
};
export const Stale: Story = {
  args: {
    status: {
      ...healthy,
      stale: true,
      lastBackup: { ...healthy.lastBackup!, finishedAt: '2026-11-22T01:30:12.000Z' },
      lastFailure: {
        finishedAt: '2026-11-26T01:30:02.000Z',
        error: 'ENOSPC: no space left on device',
      },
    },
  },
};
export const NeverBackedUp: Story = {
  args: { status: { ...healthy, lastBackup: null, stale: true } },
};
export const Disabled: Story = { args: { status: { ...healthy, schedule: null } } };
export const Loading: Story = { args: { status: null, loading: true } };
export const LoadFailed: Story = { args: { status: null, loadError: 'Accès refusé : droits insuffisants.' } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
