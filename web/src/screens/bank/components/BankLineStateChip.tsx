import Chip from '@mui/material/Chip';

const COLORS = { 'À rapprocher': 'warning', Rapprochée: 'success', Ignorée: 'default' } as const;

export function BankLineStateChip({ state }: { state: string }) {
  return <Chip size="small" label={state} color={COLORS[state as keyof typeof COLORS] ?? 'default'} />;
}
