import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { InvoiceTotals, VatRegime } from '@pilotage/domain';
import { formatEuroCents } from '../../../../lib/format';
import { VAT_EXEMPTION_NOTE } from '@pilotage/domain/invoice-pdf/invoice-remarks';
import { formatVatRate } from '../invoice-totals';

export interface InvoiceTotalsSummaryProps {
  totals: Pick<InvoiceTotals, 'subtotalCents' | 'vat' | 'totalCents'>;
  vatRegime: VatRegime;
}

const ROW = { display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 } as const;

function Row({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  const weight = strong ? 700 : undefined;
  return (
    <Box sx={strong ? { ...ROW, borderTop: 1, borderColor: 'divider' } : ROW}>
      <Typography component="dt" sx={{ fontWeight: weight }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: weight }}>
        {formatEuroCents(cents)}
      </Typography>
    </Box>
  );
}

/**
 * Under the franchise no VAT is charged, so the total repeats the subtotal (docs/product.md §9);
 * a liable seller's totals are HT, the VAT of each rate on its base, and TTC.
 */
export function InvoiceTotalsSummary({ totals, vatRegime }: InvoiceTotalsSummaryProps) {
  const liable = vatRegime === 'liable';
  return (
    <Box sx={{ alignSelf: 'flex-end', width: { xs: '100%', sm: 340 }, fontVariantNumeric: 'tabular-nums' }}>
      <Box component="dl" aria-live="polite" sx={{ m: 0 }}>
        {liable ? (
          <>
            <Row label="Total HT" cents={totals.subtotalCents} />
            {totals.vat.map((entry) => (
              <Row
                key={entry.rate}
                label={`TVA ${formatVatRate(entry.rate)} sur ${formatEuroCents(entry.baseCents)}`}
                cents={entry.vatCents}
              />
            ))}
            <Row label="Total TTC" cents={totals.totalCents} strong />
          </>
        ) : (
          <>
            <Row label="Sous-total" cents={totals.subtotalCents} />
            <Row label="Total" cents={totals.totalCents} strong />
          </>
        )}
      </Box>
      {!liable && (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ textAlign: 'right' }}>
          {VAT_EXEMPTION_NOTE}
        </Typography>
      )}
    </Box>
  );
}
