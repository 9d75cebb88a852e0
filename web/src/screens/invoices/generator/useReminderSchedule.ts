import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { ReminderLevel } from '@pilotage/domain';
import type { Banner } from '../../../components/TimedAlert';
import { ReminderScheduleDocument, UpdateReminderScheduleDocument } from '../../../graphql/generated/graphql';
import { errorMessage } from '../../../lib/errors';
import type { ReminderSchedulePanelProps } from './components/ReminderSchedulePanel';

export const REMINDERS_SAVED = 'Calendrier des relances enregistré.';

/** The reminder schedule beside the invoice settings: read when the generator opens, saved whole. */
export function useReminderSchedule(open: boolean): ReminderSchedulePanelProps {
  const query = useQuery(ReminderScheduleDocument, { skip: !open, fetchPolicy: 'cache-and-network' });
  const [update] = useMutation(UpdateReminderScheduleDocument, {
    update(cache, { data }) {
      if (data)
        cache.writeQuery({ query: ReminderScheduleDocument, data: { reminderSchedule: data.updateReminderSchedule } });
    },
  });
  const [saving, setSaving] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);
  return {
    levels: query.data?.reminderSchedule.levels ?? null,
    loadError: query.error ? errorMessage(query.error, 'Impossible de charger les relances') : null,
    saving,
    banner,
    onSave: (levels: ReminderLevel[]) => void save(levels),
  };

  async function save(levels: ReminderLevel[]): Promise<void> {
    setSaving(true);
    setBanner(null);
    try {
      // Only the input's fields: the cache's objects carry __typename, which no input type takes.
      const input = levels.map(({ level, enabled, daysAfterDue, subject, body }) => ({
        level,
        enabled,
        daysAfterDue,
        subject,
        body,
      }));
      await update({ variables: { input: { levels: input } } });
      setBanner({ severity: 'success', text: REMINDERS_SAVED });
    } catch (error) {
      setBanner({ severity: 'error', text: `Erreur sauvegarde: ${errorMessage(error, 'erreur inconnue')}` });
    } finally {
      setSaving(false);
    }
  }
}
