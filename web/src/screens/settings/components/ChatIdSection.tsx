import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import VerifiedIcon from '@mui/icons-material/Verified';
import { TimedAlert, type Banner } from '../../../components/TimedAlert';
import { TEST_BANNER_MS, VERIFY_BANNER_MS } from '../settings-values';

interface ChatIdSectionProps {
  chatId: string;
  onChange(chatId: string): void;
  /** False without a chat id, and for an Admin also without a bot token. */
  canCheck: boolean;
  verifying: boolean;
  testing: boolean;
  verifyBanner: Banner | null;
  testBanner: Banner | null;
  onVerify(): void;
  onTest(): void;
}

export function ChatIdSection({
  chatId,
  onChange,
  canCheck,
  verifying,
  testing,
  verifyBanner,
  testBanner,
  onVerify,
  onTest,
}: ChatIdSectionProps) {
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        Configuration Telegram personnelle
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Les notifications vous sont envoyées sur ce chat Telegram.
      </Typography>
      <Stack spacing={2}>
        <TextField
          label="Chat ID Telegram"
          name="chatId"
          value={chatId}
          onChange={(e) => onChange(e.target.value)}
          placeholder="123456789"
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            variant="outlined"
            startIcon={<VerifiedIcon />}
            disabled={!canCheck}
            loading={verifying}
            onClick={onVerify}
          >
            Vérifier la configuration
          </Button>
          <Button variant="outlined" startIcon={<SendIcon />} disabled={!canCheck} loading={testing} onClick={onTest}>
            Envoyer un message de test
          </Button>
        </Stack>
        <TimedAlert banner={verifyBanner} durationMs={VERIFY_BANNER_MS} />
        <TimedAlert banner={testBanner} durationMs={TEST_BANNER_MS} />
      </Stack>
    </Paper>
  );
}
