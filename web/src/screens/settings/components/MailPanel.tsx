import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { Banner } from '../../../components/TimedAlert';
import {
  DismissMailFailureDocument,
  MailFailuresDocument,
  type MailFailureRowFragment,
  ResendMailFailureDocument,
  SendTestMailDocument,
} from '../../../graphql/generated/graphql';
import { errorMessage } from '../../../lib/errors';
import { MailSection } from './MailSection';

/** The « Courriel » container (Admins): the test mail and the first page of failed mail. */
export function MailPanel() {
  const failures = useQuery(MailFailuresDocument, { variables: { page: { limit: 50 } }, fetchPolicy: 'network-only' });
  const [sendTest] = useMutation(SendTestMailDocument);
  const [resend] = useMutation(ResendMailFailureDocument);
  const [dismiss] = useMutation(DismissMailFailureDocument);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);

  const act = async (id: string, action: () => Promise<string>) => {
    setBusyId(id);
    try {
      setBanner({ severity: 'success', text: await action() });
    } catch (error) {
      setBanner({ severity: 'error', text: `Erreur : ${errorMessage(error, 'erreur inconnue')}` });
    }
    await failures.refetch().catch(() => undefined);
    setBusyId(null);
  };
  const settle = (failure: MailFailureRowFragment, how: 'resend' | 'dismiss') =>
    void act(failure.id, async () =>
      how === 'resend'
        ? (await resend({ variables: { id: failure.id } })).data!.resendMailFailure.message
        : (await dismiss({ variables: { id: failure.id } })).data!.dismissMailFailure.message,
    );

  return (
    <MailSection
      failures={failures.data?.mailFailures.items ?? []}
      total={failures.data?.mailFailures.total ?? 0}
      loadError={
        failures.error ? errorMessage(failures.error, 'Impossible de charger les courriels non délivrés.') : null
      }
      busyId={busyId}
      banner={banner}
      onTest={() => void act('test', async () => (await sendTest()).data!.sendTestMail.message)}
      onResend={(failure) => settle(failure, 'resend')}
      onDismiss={(failure) => settle(failure, 'dismiss')}
    />
  );
}
