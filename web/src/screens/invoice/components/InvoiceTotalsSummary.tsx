import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatEuroCents } from '../../../lib/format';
import { VAT_EXEMPTION_NOTE } from '../invoice-remarks';

export interface InvoiceTotalsSummaryProps {
  subtotalCents: number;
  totalCents: number;
}

const ROW = { display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 } as const;

/** No VAT is charged, so the total repeats the subtotal (docs/product.md §9). */
export function InvoiceTotalsSummary({ subtotalCents, totalCents }: InvoiceTotalsSummaryProps) {
  return (
    <Box sx={{ alignSelf: 'flex-end', width: { xs: '100%', sm: 300 }, fontVariantNumeric: 'tabular-nums' }}>
      <Box component="dl" aria-live="polite" sx={{ m: 0 }}>
        <Box sx={ROW}>
          <Typography component="dt">Sous-total</Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {formatEuroCents(subtotalCents)}
          </Typography>
        </Box>
        <Box sx={{ ...ROW, borderTop: 1, borderColor: 'divider' }}>
          <Typography component="dt" sx={{ fontWeight: 700 }}>
            Total
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
            {formatEuroCents(totalCents)}
          </Typography>
        </Box>
      </Box>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ textAlign: 'right' }}>
        {VAT_EXEMPTION_NOTE}
      </Typography>
    </Box>
  );
}
