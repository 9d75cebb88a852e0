import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { Banner } from '../../../components/TimedAlert';
import {
  DismissMailFailureDocument,
  MailFailuresDocument,
  MailSettingsDocument,
  UpdateMailSettingsDocument,
  type MailFailureRowFragment,
  ResendMailFailureDocument,
  SendTestMailDocument,
} from '../../../graphql/generated/graphql';
import { errorMessage } from '../../../lib/errors';
import { MailSection } from './MailSection';
import type { MailServerSave } from './MailServerForm';

/** The « Courriel » container (Admins): the server's settings, the test mail and the first page of failed mail. */
export function MailPanel() {
  const failures = useQuery(MailFailuresDocument, { variables: { page: { limit: 50 } }, fetchPolicy: 'network-only' });
  const settings = useQuery(MailSettingsDocument, { fetchPolicy: 'network-only' });
  const [saveSettings] = useMutation(UpdateMailSettingsDocument);
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

  const save = (values: MailServerSave) =>
    void act('settings', async () => {
      await saveSettings({ variables: { input: values } });
      await settings.refetch();
      return 'Serveur d’envoi enregistré.';
    });

  return (
    <MailSection
      server={
        settings.data ? { settings: settings.data.mailSettings, saving: busyId === 'settings', onSave: save } : null
      }
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
