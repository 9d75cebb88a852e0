import Chip, { type ChipProps } from '@mui/material/Chip';

const colourByStatus: Record<string, ChipProps['color']> = {
  'À faire': 'default',
  'En cours': 'info',
  Terminé: 'success',
};

export function TaskStatusChip({ status }: { status: string }) {
  return <Chip size="small" label={status} color={colourByStatus[status] ?? 'default'} />;
}
