import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CopyButton } from '../../../components/CopyButton';
import { messages } from '../../../lib/messages';
import { useSubmit } from '../../../lib/useSubmit';
import { MAX_TOKEN_QUANTITY, parseTokenQuantity } from '../../../lib/validation';

export interface TokenGeneratorProps {
  /** Tokens generated during this visit, newest batch first. */
  generated: string[];
  onGenerate(quantity: number): Promise<void>;
}

/** The page that registers with this token: /register fills its token field from the link. */
export const registrationLink = (token: string): string =>
  `${window.location.origin}/register?token=${encodeURIComponent(token)}`;

export function TokenGenerator({ generated, onGenerate }: TokenGeneratorProps) {
  const [quantity, setQuantity] = useState('1');
  const [copyError, setCopyError] = useState(false);
  const { submitting, error, setError, run } = useSubmit(messages.tokenGenerationFailed);
  const generate = () => {
    const parsed = parseTokenQuantity(quantity);
    if (parsed === null) return setError(messages.invalidTokenQuantity);
    void run(() => onGenerate(parsed));
  };
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography variant="h2" sx={{ mb: 2 }}>
        Jetons d&apos;inscription
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label="Quantité"
          name="quantity"
          type="number"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          slotProps={{ htmlInput: { min: 1, max: MAX_TOKEN_QUANTITY, step: 1 } }}
          sx={{ maxWidth: { sm: 140 } }}
        />
        <Button variant="contained" onClick={generate} loading={submitting} sx={{ whiteSpace: 'nowrap' }}>
          Générer Jeton(s)
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      {copyError && (
        <Alert severity="error" sx={{ mt: 2 }} onClose={() => setCopyError(false)}>
          {messages.tokenCopyFailed}
        </Alert>
      )}
      {generated.length > 0 && (
        <List aria-label="Jetons générés" dense sx={{ mt: 2 }}>
          {generated.map((token) => (
            <ListItem key={token} disableGutters>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ width: '100%', alignItems: { xs: 'flex-start', sm: 'center' } }}
              >
                <Typography component="code" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flexGrow: 1 }}>
                  {token}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                  <CopyButton text={token} onError={() => setCopyError(true)} />
                  <CopyButton
                    text={registrationLink(token)}
                    label="Copier le lien"
                    onError={() => setCopyError(true)}
                  />
                </Stack>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
