import type { Meta, StoryObj } from '@storybook/react';
import { RecordHistoryDialog } from '../../../web/src/components/record-history/RecordHistoryDialog';
import { taskHistory } from '../../support/audit-fixtures';

const meta = {
  title: 'Composants/Historique/RecordHistoryDialog',
  component: RecordHistoryDialog,
  args: {
    open: true,
    title: 'Historique de la tâche « Inventaire »',
    entries: taskHistory,
    total: taskHistory.length,
    loading: false,
    error: null,
    onRetry: () => undefined,
    onClose: () => undefined,
    journalPath: '/audit-log?entity_type=task&entity_id=57',
  },
} satisfies Meta<typeof RecordHistoryDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Task: Story = {};
export const MoreInJournal: Story = { args: { total: 240 } };
export const Loading: Story = { args: { entries: [], total: 0, loading: true } };
export const Empty: Story = { args: { entries: [], total: 0, title: "Historique de l'employé « Jean Dupont »" } };
export const LoadError: Story = {
  args: { entries: [], total: 0, error: "Erreur lors du chargement du journal d'activité." },
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
