import { useCallback, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { GridPaginationModel } from '@mui/x-data-grid';
import type { Banner } from '../../../components/TimedAlert';
import {
  type DeadLetterRowFragment,
  DismissTelegramDeadLetterDocument,
  ResendTelegramDeadLetterDocument,
  TelegramDeadLettersDocument,
} from '../../../graphql/generated/graphql';
import { errorMessage } from '../../../lib/errors';
import { DEFAULT_PAGE_SIZE } from '../../../lib/list-url-state';
import { DeadLettersSection } from './DeadLettersSection';

/** The dead letters' container (Admins): one page of them, and their « Renvoyer » and « Ignorer ». */
export function DeadLettersPanel() {
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({ page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const page = { limit: paginationModel.pageSize, offset: paginationModel.page * paginationModel.pageSize };
  const letters = useQuery(TelegramDeadLettersDocument, {
    variables: { page },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const [resend] = useMutation(ResendTelegramDeadLetterDocument);
  const [dismiss] = useMutation(DismissTelegramDeadLetterDocument);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const { refetch } = letters;
  const loaded = letters.data?.telegramDeadLetters;

  const settle = useCallback(
    async (letter: DeadLetterRowFragment, action: () => Promise<string>, failure: string) => {
      setBusyId(letter.id);
      try {
        setBanner({ severity: 'success', text: await action() });
      } catch (error) {
        setBanner({ severity: 'error', text: `${failure}${errorMessage(error, 'erreur inconnue')}` });
      }
      // Refetched either way: a refusal (already settled by another Admin) also changes the list.
      await refetch().catch(() => undefined);
      setBusyId(null);
    },
    [refetch],
  );
  const onResend = useCallback(
    (letter: DeadLetterRowFragment) =>
      void settle(
        letter,
        async () => (await resend({ variables: { id: letter.id } })).data!.resendTelegramDeadLetter.message,
        'Erreur lors du renvoi : ',
      ),
    [settle, resend],
  );
  const onDismiss = useCallback(
    (letter: DeadLetterRowFragment) =>
      void settle(
        letter,
        async () => (await dismiss({ variables: { id: letter.id } })).data!.dismissTelegramDeadLetter.message,
        'Erreur : ',
      ),
    [settle, dismiss],
  );

  // The last row of a later page settled: that page is gone, show the one before.
  const total = loaded?.total ?? 0;
  if (loaded && paginationModel.page > 0 && page.offset >= total) {
    setPaginationModel({ ...paginationModel, page: Math.max(0, Math.ceil(total / paginationModel.pageSize) - 1) });
  }

  return (
    <DeadLettersSection
      letters={loaded?.items ?? []}
      total={total}
      loading={letters.loading}
      loadError={
        letters.error ? errorMessage(letters.error, 'Impossible de charger les notifications non délivrées.') : null
      }
      paginationModel={paginationModel}
      onPaginationModelChange={setPaginationModel}
      busyId={busyId}
      banner={banner}
      onResend={onResend}
      onDismiss={onDismiss}
    />
  );
}
