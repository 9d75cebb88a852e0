import { useState, type FormEvent } from 'react';
import {
  type FieldRules,
  checkFields,
  disableTwoFactorRules,
  enableTwoFactorRules,
  regenerateRecoveryCodesRules,
  setupTwoFactorRules,
} from '@pilotage/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { CopyButton } from '../../../components/CopyButton';
import { QrCode } from '../../../components/QrCode';
import { downloadBlob } from '../../../lib/download';
import { useSubmit } from '../../../lib/useSubmit';

export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
}

export interface TwoFactorPanelProps {
  enabled: boolean;
  /** The settings demand it of this Admin, who can do nothing else before. */
  required: boolean;
  /** Every change asks for the password again: a session left open is not enough to change a factor. */
  onSetup(password: string): Promise<TwoFactorSetup>;
  /** Resolves with the recovery codes. */
  onEnable(values: Proof): Promise<string[]>;
  /** Resolves with the server's confirmation. */
  onDisable(values: Proof): Promise<string>;
  /** Resolves with the new recovery codes; the old ones no longer work. */
  onRegenerate(values: Proof): Promise<string[]>;
  /** What the panel shows first (stories): the setup under way or the codes just received. */
  initialStep?: Step;
}

/** The password, and a code of the application or a recovery code. */
export interface Proof {
  password: string;
  code: string;
}

export type Step =
  | { kind: 'idle' }
  | { kind: 'confirm' }
  | { kind: 'setup'; setup: TwoFactorSetup; password: string }
  | { kind: 'codes'; recoveryCodes: string[]; renewed?: boolean }
  | { kind: 'disable' }
  | { kind: 'regenerate' };

const TITLE_ID = 'account-two-factor';

/** « Double authentification » of « Mon compte »: its state, turning it on (QR code, first code, recovery codes) and off. */
export function TwoFactorPanel({
  enabled,
  required,
  onSetup,
  onEnable,
  onDisable,
  onRegenerate,
  initialStep = { kind: 'idle' },
}: TwoFactorPanelProps) {
  const [step, setStep] = useState<Step>(initialStep);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const { submitting, error, setError, run } = useSubmit('Erreur lors du réglage de la double authentification.');
  const go = (next: Step) => {
    setError(null);
    setConfirmation(null);
    setStep(next);
  };
  /** The domain's rules first (the server's own messages), then the call. */
  const send = (rules: FieldRules, values: Record<string, string>, call: () => Promise<void>) => {
    const problem = checkFields(rules, values);
    if (problem) return setError(problem);
    void run(call);
  };
  return (
    <Paper component="section" aria-labelledby={TITLE_ID} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography id={TITLE_ID} variant="h2">
          Double authentification
        </Typography>
        <Chip size="small" color={enabled ? 'success' : 'default'} label={enabled ? 'Activée' : 'Désactivée'} />
      </Stack>
      <Stack spacing={2}>
        {required && !enabled && (
          <Alert severity="warning">
            La double authentification est obligatoire pour les administrateurs : activez-la pour accéder au reste de
            l’application.
          </Alert>
        )}
        {confirmation && (
          <Alert severity="success" role="status">
            {confirmation}
          </Alert>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        {step.kind === 'idle' && (
          <>
            <Typography variant="body2" color="text.secondary">
              {enabled
                ? "Chaque connexion demande, après le mot de passe, le code à 6 chiffres de votre application d'authentification."
                : "Protégez votre compte : après le mot de passe, la connexion demandera le code à 6 chiffres d'une application d'authentification (Google Authenticator, Microsoft Authenticator, FreeOTP…)."}
            </Typography>
            <Box>
              {enabled ? (
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                  <Button variant="outlined" onClick={() => go({ kind: 'regenerate' })}>
                    Nouveaux codes de secours
                  </Button>
                  <Button color="error" variant="outlined" onClick={() => go({ kind: 'disable' })}>
                    Désactiver
                  </Button>
                </Stack>
              ) : (
                <Button variant="contained" onClick={() => go({ kind: 'confirm' })}>
                  Activer
                </Button>
              )}
            </Box>
          </>
        )}
        {step.kind === 'confirm' && (
          <PasswordStep
            submitting={submitting}
            onCancel={() => go({ kind: 'idle' })}
            onSubmit={(password) =>
              send(setupTwoFactorRules, { password }, async () =>
                go({ kind: 'setup', setup: await onSetup(password), password }),
              )
            }
          />
        )}
        {step.kind === 'setup' && (
          <SetupStep
            setup={step.setup}
            submitting={submitting}
            onCancel={() => go({ kind: 'idle' })}
            onSubmit={(code) =>
              send(enableTwoFactorRules, { password: step.password, code }, async () =>
                go({ kind: 'codes', recoveryCodes: await onEnable({ password: step.password, code }) }),
              )
            }
          />
        )}
        {step.kind === 'codes' && (
          <RecoveryCodes codes={step.recoveryCodes} renewed={step.renewed} onDone={() => go({ kind: 'idle' })} />
        )}
        {step.kind === 'regenerate' && (
          <ProofStep
            label="Renouveler les codes de secours"
            intro="Les anciens codes de secours ne serviront plus. Confirmez avec votre mot de passe et un code de l'application (ou un code de secours)."
            submitLabel="Renouveler les codes"
            submitting={submitting}
            onCancel={() => go({ kind: 'idle' })}
            onSubmit={(values) =>
              send(regenerateRecoveryCodesRules, { ...values }, async () =>
                go({ kind: 'codes', recoveryCodes: await onRegenerate(values), renewed: true }),
              )
            }
          />
        )}
        {step.kind === 'disable' && (
          <ProofStep
            label="Désactiver la double authentification"
            intro="Confirmez avec votre mot de passe et un code de l'application (ou un code de secours)."
            submitLabel="Désactiver"
            danger
            submitting={submitting}
            onCancel={() => go({ kind: 'idle' })}
            onSubmit={(values) =>
              send(disableTwoFactorRules, { ...values }, async () => {
                const message = await onDisable(values);
                go({ kind: 'idle' });
                setConfirmation(message);
              })
            }
          />
        )}
      </Stack>
    </Paper>
  );
}

function CodeField({
  value,
  onChange,
  label = 'Code de vérification',
}: {
  value: string;
  onChange(value: string): void;
  label?: string;
}) {
  return (
    <TextField
      label={label}
      name="code"
      autoComplete="one-time-code"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}

function PasswordField({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <TextField
      label="Mot de passe"
      name="password"
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required
    />
  );
}

/** Before anything is set up: the password, so that an open session alone cannot bind another authenticator. */
function PasswordStep(props: { submitting: boolean; onSubmit(password: string): void; onCancel(): void }) {
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(password);
  };
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label="Confirmer avec le mot de passe">
      <Typography variant="body2">Confirmez d'abord avec votre mot de passe.</Typography>
      <PasswordField value={password} onChange={setPassword} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={props.onCancel}>Annuler</Button>
        <Button type="submit" variant="contained" loading={props.submitting}>
          Continuer
        </Button>
      </Stack>
    </Stack>
  );
}

function SetupStep(props: {
  setup: TwoFactorSetup;
  submitting: boolean;
  onSubmit(code: string): void;
  onCancel(): void;
}) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(code.replace(/\s/g, ''));
  };
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label="Activer la double authentification">
      <Typography variant="body2">
        1. Scannez ce QR code avec votre application d'authentification, ou saisissez-y la clé ci-dessous.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ p: 1, bgcolor: '#ffffff', borderRadius: 1, width: 'fit-content', lineHeight: 0 }}>
          <QrCode value={props.setup.otpauthUrl} label="QR code de la double authentification" />
        </Box>
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            Clé à saisir à la main
          </Typography>
          <Typography
            data-testid="totp-secret"
            sx={{ fontFamily: 'monospace', fontSize: '1.05rem', overflowWrap: 'anywhere' }}
          >
            {props.setup.secret}
          </Typography>
          <Box>
            <CopyButton text={props.setup.secret} label="Copier la clé" />
          </Box>
        </Stack>
      </Stack>
      <Typography variant="body2">2. Saisissez le code à 6 chiffres que l'application affiche.</Typography>
      <CodeField value={code} onChange={setCode} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={props.onCancel}>Annuler</Button>
        <Button type="submit" variant="contained" loading={props.submitting}>
          Activer
        </Button>
      </Stack>
    </Stack>
  );
}

function RecoveryCodes({ codes, renewed = false, onDone }: { codes: string[]; renewed?: boolean; onDone(): void }) {
  const text = codes.join('\n');
  return (
    <Stack spacing={2}>
      <Alert severity="success">
        {renewed
          ? 'Nouveaux codes de secours créés ; les anciens ne servent plus.'
          : 'Double authentification activée.'}{' '}
        Gardez ces codes de secours en lieu sûr : ils ne seront plus affichés. Chacun permet une connexion sans
        l'application.
      </Alert>
      <Box
        component="ol"
        aria-label="Codes de secours"
        sx={{ m: 0, pl: 5, columns: 2, fontFamily: 'monospace', fontSize: '1.05rem' }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <CopyButton text={text} label="Copier les codes" />
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() =>
            downloadBlob('pilotage-codes-de-secours.txt', new Blob([text + '\n'], { type: 'text/plain;charset=utf-8' }))
          }
        >
          Télécharger
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" onClick={onDone}>
          J'ai noté mes codes
        </Button>
      </Stack>
    </Stack>
  );
}

interface ProofStepProps {
  label: string;
  intro: string;
  submitLabel: string;
  danger?: boolean;
  submitting: boolean;
  onSubmit(values: Proof): void;
  onCancel(): void;
}

/** The password and a code (or a recovery code): disabling, new recovery codes. */
function ProofStep(props: ProofStepProps) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit({ password, code: code.trim() });
  };
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label={props.label}>
      <Typography variant="body2">{props.intro}</Typography>
      <PasswordField value={password} onChange={setPassword} />
      <CodeField value={code} onChange={setCode} label="Code de vérification ou code de secours" />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={props.onCancel}>Annuler</Button>
        <Button type="submit" color={props.danger ? 'error' : 'primary'} variant="contained" loading={props.submitting}>
          {props.submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
