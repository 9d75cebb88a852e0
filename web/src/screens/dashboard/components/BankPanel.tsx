import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatEuro, formatInteger } from '../../../lib/format';

export interface BankFigures {
  accounts: number;
  bankBalance: number;
  toReconcile: number;
}

/**
 * The bank's own panel, below the six cards: what the bank says the business has, and what is left to reconcile.
 * `null` while loading: the figures' places, held by placeholders.
 */
export function BankPanel({ bank }: { bank: BankFigures | null }) {
  return (
    <Paper component="section" aria-label="Banque" sx={{ p: 2, mb: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h2" sx={{ flexShrink: 0 }}>
          Banque
        </Typography>
        {bank?.accounts === 0 ? (
          <Typography color="text.secondary" sx={{ flex: 1 }}>
            Aucun compte bancaire.
          </Typography>
        ) : (
          <>
            <div>
              <Typography variant="caption" color="text.secondary">
                Solde bancaire
              </Typography>
              <Typography variant="h6" component="p">
                {bank ? formatEuro(bank.bankBalance) : <Skeleton width="8em" />}
              </Typography>
            </div>
            <div style={{ flex: 1 }}>
              <Typography variant="caption" color="text.secondary">
                Lignes à rapprocher
              </Typography>
              <Typography variant="h6" component="p" color={bank && bank.toReconcile > 0 ? 'warning.main' : undefined}>
                {bank ? formatInteger(bank.toReconcile) : <Skeleton width="3em" />}
              </Typography>
            </div>
          </>
        )}
        <Button component={RouterLink} to="/bank" variant="outlined">
          Ouvrir la banque
        </Button>
      </Stack>
    </Paper>
  );
}
