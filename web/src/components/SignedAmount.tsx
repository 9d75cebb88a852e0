import Typography from '@mui/material/Typography';
import { formatEuro } from '../lib/format';

/** Revenue and zero are green, expenses red (the chart's bars follow the same rule). */
export const amountTone = (amount: number): 'success.main' | 'error.main' =>
  amount >= 0 ? 'success.main' : 'error.main';

/** An amount as « 1 234,50 € », green when positive or zero, red when negative. */
export function SignedAmount({ amount }: { amount: number }) {
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ color: amountTone(amount), fontWeight: 600, whiteSpace: 'nowrap' }}
    >
      {formatEuro(amount)}
    </Typography>
  );
}
