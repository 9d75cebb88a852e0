import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import type { AuditEntityType } from '@pilotage/domain';
import { AuditLogDocument } from '../../graphql/generated/graphql';
import { errorMessage } from '../../lib/errors';
import { historyTitle } from '../../lib/audit-sentence';
import { auditTexts } from '../../lib/audit-texts';
import type { RecordHistoryDialogProps } from './RecordHistoryDialog';

/** The rows the dialog shows: a record's history rarely holds more; the journal screen pages the rest. */
const HISTORY_LIMIT = 100;

interface Target {
  id: string;
  name: string;
}

/**
 * « Historique » on the rows of a list: `onHistory` opens the dialog on a row (absent for anyone
 * but an Admin, since the journal is theirs only), `dialog` holds the props of its RecordHistoryDialog.
 * The screen says whether the signed-in user is an Admin: a shared part does not read the session.
 */
export function useRecordHistory<R>(
  entityType: AuditEntityType,
  describe: (row: R) => { id: number | string; name: string },
  isAdmin: boolean,
) {
  const [target, setTarget] = useState<Target | null>(null);
  const [open, setOpen] = useState(false);
  const history = useQuery(AuditLogDocument, {
    variables: { filter: { entityType, entityId: target?.id }, page: { limit: HISTORY_LIMIT } },
    skip: target === null,
    // A record's history grows with every edit made since the dialog last opened.
    fetchPolicy: 'cache-and-network',
  });
  const page = history.data?.auditLog;
  const dialog: RecordHistoryDialogProps = {
    open,
    title: target ? historyTitle(entityType, target.name) : '',
    entries: page?.items ?? [],
    total: page?.total ?? 0,
    loading: history.loading,
    error: history.error ? errorMessage(history.error, auditTexts.loadFailed) : null,
    onRetry: () => void history.refetch(),
    // The record stays until it animates closed.
    onClose: () => setOpen(false),
    journalPath: `/audit-log?${new URLSearchParams({ entity_type: entityType, entity_id: target?.id ?? '' }).toString()}`,
  };
  const onHistory = (row: R) => {
    const { id, name } = describe(row);
    setTarget({ id: String(id), name });
    setOpen(true);
  };
  return { onHistory: isAdmin ? onHistory : undefined, dialog };
}
