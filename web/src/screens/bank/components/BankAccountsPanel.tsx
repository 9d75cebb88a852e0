import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatIban } from '@pilotage/domain';
import { formatEuro, formatInteger } from '../../../lib/format';
import { type BankAccountRow, bankTexts } from '../bank-texts';

interface BankAccountsPanelProps {
  accounts: BankAccountRow[];
  /** The account whose lines are shown; null for all. */
  selectedId: number | null;
  onSelect(id: number | null): void;
}

/** One card per account: its bank balance beside Pilotage's (the lines reconciled) and what is left to reconcile. */
export function BankAccountsPanel({ accounts, selectedId, onSelect }: BankAccountsPanelProps) {
  if (accounts.length === 0) return <Typography sx={{ mb: 2 }}>{bankTexts.noAccount}</Typography>;
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      {accounts.map((account) => {
        const selected = account.id === selectedId;
        return (
          <Grid key={account.id} size={{ xs: 12, md: 6, lg: 4 }}>
            <Card
              variant="outlined"
              sx={{ borderColor: selected ? 'primary.main' : undefined, borderWidth: selected ? 2 : 1 }}
            >
              <CardActionArea aria-pressed={selected} onClick={() => onSelect(selected ? null : account.id)}>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {account.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1, fontFamily: 'monospace' }}>
                    {formatIban(account.iban)}
                  </Typography>
                  <Stack direction="row" spacing={3}>
                    <div>
                      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                        {bankTexts.bankBalance}
                      </Typography>
                      <Typography sx={{ fontWeight: 600 }}>{formatEuro(account.bankBalance)}</Typography>
                    </div>
                    <div>
                      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                        {bankTexts.pilotageBalance}
                      </Typography>
                      <Typography sx={{ fontWeight: 600 }}>{formatEuro(account.pilotageBalance)}</Typography>
                    </div>
                    <div>
                      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                        {bankTexts.toReconcile}
                      </Typography>
                      <Typography sx={{ fontWeight: 600 }}>{formatInteger(account.toReconcile)}</Typography>
                    </div>
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
