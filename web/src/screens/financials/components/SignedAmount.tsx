import Typography from '@mui/material/Typography';
import { formatEuro } from '../../../lib/format';
import { amountTone } from '../financial-rules';

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
