import Chip, { type ChipProps } from '@mui/material/Chip';

const chipByStatus: Record<string, Pick<ChipProps, 'color' | 'variant'>> = {
  Émise: { color: 'default', variant: 'filled' },
  Payée: { color: 'success', variant: 'filled' },
  'En retard': { color: 'error', variant: 'filled' },
  // Outlined grey: the invoice still exists, but nothing is owed on it any more.
  'Annulée par avoir': { color: 'default', variant: 'outlined' },
};

export function InvoiceStatusChip({ status }: { status: string }) {
  return <Chip size="small" label={status} {...(chipByStatus[status] ?? chipByStatus['Émise'])} />;
}
