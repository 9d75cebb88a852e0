import Chip, { type ChipProps } from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';

const chipByState: Record<string, Pick<ChipProps, 'color' | 'variant'>> = {
  pending: { color: 'info', variant: 'outlined' },
  deposited: { color: 'info', variant: 'filled' },
  rejected: { color: 'error', variant: 'filled' },
  refused: { color: 'warning', variant: 'filled' },
  cashed: { color: 'success', variant: 'filled' },
  // Nothing happened on the network: outlined grey.
  not_transmitted: { color: 'default', variant: 'outlined' },
  not_applicable: { color: 'default', variant: 'outlined' },
};

interface NetworkStateChipProps {
  /** The API's networkState: pending, deposited, rejected, refused, cashed, not_transmitted, not_applicable. */
  state: string;
  /** « Déposée », « Refusée »… as the gateway words it. */
  label: string;
  /** The platform's rejection or the client's refusal reasons, in French. */
  reasons: readonly string[];
}

/**
 * Where an invoice stands on the e-invoicing network. A narrow column cuts a long label: the tooltip
 * gives it whole, with a rejection's or refusal's reasons.
 */
export function NetworkStateChip({ state, label, reasons }: NetworkStateChipProps) {
  const title = reasons.length > 0 ? `${label} — motifs : ${reasons.join(' ; ')}` : label;
  return (
    <Tooltip describeChild title={title}>
      <Chip
        size="small"
        label={label}
        {...(chipByState[state] ?? chipByState.not_transmitted)}
        sx={{ maxWidth: '100%' }}
        // Focusable when it has reasons, so the keyboard reaches them too.
        tabIndex={reasons.length > 0 ? 0 : undefined}
      />
    </Tooltip>
  );
}
