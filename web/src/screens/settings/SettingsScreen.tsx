import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session/SessionProvider';
import type { Banner } from '../../components/TimedAlert';
import {
  GlobalSettingsDocument,
  SendTelegramTestDocument,
  UpdateGlobalSettingsDocument,
  UpdateMySettingsDocument,
  VerifyTelegramDocument,
} from '../../graphql/generated/graphql';
import { errorCode, errorMessage } from '../../lib/errors';
import { messages } from '../../lib/messages';
import { EMPTY_SETTINGS, type SettingsValues } from './settings-values';
import { DeadLettersPanel } from './components/DeadLettersPanel';
import { BackupPanel } from './components/BackupPanel';
import { MailPanel } from './components/MailPanel';
import { CompanyIdentityPanel } from '../invoices/generator/CompanyIdentityPanel';
import { EInvoicingPanel } from './components/EInvoicingPanel';
import { SettingsView } from './SettingsView';
import {
  failedCheckBanner,
  testBanner as testResultBanner,
  verifyBanner as verifyResultBanner,
} from './telegram-banners';

function loadErrorText(error: unknown): string {
  if (errorCode(error) === 'FORBIDDEN') return messages.settingsForbidden;
  return `${messages.settingsLoadFailed}${errorMessage(error, 'erreur inconnue')}`;
}

export function SettingsScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const isAdmin = session.user?.role === 'Admin';
  const settings = useQuery(GlobalSettingsDocument, { skip: !isAdmin, fetchPolicy: 'network-only' });
  const [updateMine] = useMutation(UpdateMySettingsDocument);
  const [updateGlobal] = useMutation(UpdateGlobalSettingsDocument);
  const [verifyTelegram] = useMutation(VerifyTelegramDocument);
  const [sendTelegramTest] = useMutation(SendTelegramTestDocument);
  const [generation, setGeneration] = useState(0);
  const [saving, setSaving] = useState(false);
  const [saveBanner, setSaveBanner] = useState<Banner | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [verifyBanner, setVerifyBanner] = useState<Banner | null>(null);
  const [testing, setTesting] = useState(false);
  const [testBanner, setTestBanner] = useState<Banner | null>(null);

  const stored = settings.data?.settings;
  const initial: SettingsValues = {
    ...EMPTY_SETTINGS,
    ...(stored && {
      botToken: stored.telegramBotToken,
      notificationTasksEnabled: stored.notificationTasksEnabled,
      notificationFinancialsEnabled: stored.notificationFinancialsEnabled,
      notificationAllTasksDoneEnabled: stored.notificationAllTasksDoneEnabled,
      require2faForAdmins: stored.require2faForAdmins,
    }),
    chatId: session.user?.telegramChatId ?? '',
  };

  const save = async (values: SettingsValues) => {
    setSaving(true);
    const results: string[] = [];
    let failed = false;
    try {
      await updateMine({ variables: { input: { telegramChatId: values.chatId.trim() || null } } });
      results.push(messages.chatIdSaved);
    } catch (error) {
      failed = true;
      results.push(`${messages.chatIdSaveFailed}${errorMessage(error, 'erreur inconnue')}`);
    }
    if (isAdmin) {
      try {
        const {
          botToken,
          notificationTasksEnabled,
          notificationFinancialsEnabled,
          notificationAllTasksDoneEnabled,
          require2faForAdmins,
        } = values;
        const input = {
          telegramBotToken: botToken.trim(),
          notificationTasksEnabled,
          notificationFinancialsEnabled,
          notificationAllTasksDoneEnabled,
          require2faForAdmins,
        };
        await updateGlobal({ variables: { input } });
        results.push(messages.globalSettingsSaved);
      } catch (error) {
        failed = true;
        results.push(`${messages.globalSettingsSaveFailed}${errorMessage(error, 'erreur inconnue')}`);
      }
    }
    await session.refresh().catch(() => undefined);
    setSaveBanner({ severity: failed ? 'error' : 'success', text: results.join(' ') });
    setSaving(false);
  };

  const check = async (
    run: () => Promise<Banner>,
    failurePrefix: string,
    setBusy: (busy: boolean) => void,
    setBanner: (banner: Banner) => void,
  ) => {
    setBusy(true);
    setBanner(await run().catch((error: unknown) => failedCheckBanner(failurePrefix, error)));
    setBusy(false);
  };
  const verify = async (chatId: string) => {
    const { data } = await verifyTelegram({ variables: { input: { chatId } } });
    return verifyResultBanner(data!.verifyTelegram);
  };
  // The test message goes to the saved chat id, as the server reads it from the account.
  const test = async () => {
    const { data } = await sendTelegramTest();
    return testResultBanner(data!.sendTelegramTest);
  };

  return (
    <SettingsView
      key={`${generation}-${stored ? 'loaded' : 'empty'}`}
      isAdmin={isAdmin}
      loading={settings.loading && !stored}
      loadError={settings.error ? loadErrorText(settings.error) : null}
      initial={initial}
      saving={saving}
      saveBanner={saveBanner}
      verifying={verifying}
      verifyBanner={verifyBanner}
      testing={testing}
      testBanner={testBanner}
      onSave={(values) => void save(values)}
      onVerify={(chatId) => void check(() => verify(chatId), messages.verifyFailed, setVerifying, setVerifyBanner)}
      onTest={() => void check(test, messages.testFailed, setTesting, setTestBanner)}
      deadLetters={isAdmin ? <DeadLettersPanel /> : undefined}
      backups={isAdmin ? <BackupPanel /> : undefined}
      mail={isAdmin ? <MailPanel /> : undefined}
      company={<CompanyIdentityPanel />}
      eInvoicing={isAdmin ? <EInvoicingPanel /> : undefined}
      onLogout={() => void session.logout().then(() => navigate('/login', { replace: true }))}
      onReload={() => {
        void Promise.all([session.refresh(), isAdmin ? settings.refetch() : null]).finally(() =>
          setGeneration((n) => n + 1),
        );
      }}
    />
  );
}
