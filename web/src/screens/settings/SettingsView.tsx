import { type ReactNode, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import LogoutIcon from '@mui/icons-material/Logout';
import RefreshIcon from '@mui/icons-material/Refresh';
import SaveIcon from '@mui/icons-material/Save';
import { PageHeader } from '../../components/PageHeader';
import { Spinner } from '../../components/Spinner';
import { TimedAlert, type Banner } from '../../components/TimedAlert';
import { ChatIdSection } from './components/ChatIdSection';
import { GlobalSettingsSection } from './components/GlobalSettingsSection';
import { SettingsDiagnostics } from './components/SettingsDiagnostics';
import { SAVE_BANNER_MS, type SettingsValues } from './settings-values';

export interface SettingsViewProps {
  isAdmin: boolean;
  loading: boolean;
  loadError: string | null;
  /** The stored values; the form starts from them (give the view a new key to start over). */
  initial: SettingsValues;
  saving: boolean;
  saveBanner: Banner | null;
  verifying: boolean;
  verifyBanner: Banner | null;
  testing: boolean;
  testBanner: Banner | null;
  onSave(values: SettingsValues): void;
  onVerify(chatId: string): void;
  onTest(chatId: string): void;
  onLogout(): void;
  onReload(): void;
  /** Admins: « Notifications non délivrées », a container of its own (DeadLettersPanel). */
  deadLetters?: ReactNode;
  /** Admins: « Sauvegardes », a container of its own (BackupPanel). */
  backups?: ReactNode;
  /** Admins: « Courriel », a container of its own (MailPanel). */
  mail?: ReactNode;
  /** « Entreprise et facturation », the invoice settings' container (CompanyIdentityPanel). */
  company?: ReactNode;
  /** Admins: « Facturation électronique », a container of its own (EInvoicingPanel). */
  eInvoicing?: ReactNode;
}

export function SettingsView(props: SettingsViewProps) {
  const { isAdmin, loading, loadError, saving, saveBanner } = props;
  const [values, setValues] = useState(props.initial);
  const chatId = values.chatId.trim();
  const canCheck = Boolean(chatId) && (!isAdmin || Boolean(values.botToken.trim()));
  return (
    <>
      <PageHeader title="Paramètres" />
      {loading ? (
        <Spinner label="Chargement des paramètres..." />
      ) : (
        <Stack spacing={3}>
          {loadError && <Alert severity="error">{loadError}</Alert>}
          <ChatIdSection
            chatId={values.chatId}
            onChange={(next) => setValues({ ...values, chatId: next })}
            canCheck={canCheck}
            verifying={props.verifying}
            testing={props.testing}
            verifyBanner={props.verifyBanner}
            testBanner={props.testBanner}
            onVerify={() => props.onVerify(chatId)}
            onTest={() => props.onTest(chatId)}
          />
          <GlobalSettingsSection isAdmin={isAdmin} values={values} onChange={setValues} />
          <SettingsDiagnostics
            tokenConfigured={isAdmin ? Boolean(values.botToken.trim()) : null}
            chatIdConfigured={Boolean(chatId)}
          />
          <TimedAlert banner={saveBanner} durationMs={SAVE_BANNER_MS} />
          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button color="error" startIcon={<LogoutIcon />} onClick={props.onLogout}>
              Déconnexion
            </Button>
            <Button variant="outlined" startIcon={<RefreshIcon />} onClick={props.onReload}>
              Recharger
            </Button>
            <Button variant="contained" startIcon={<SaveIcon />} loading={saving} onClick={() => props.onSave(values)}>
              Enregistrer les modifications
            </Button>
          </Stack>
          {props.company}
          {props.deadLetters}
          {props.backups}
          {props.mail}
          {props.eInvoicing}
        </Stack>
      )}
    </>
  );
}
