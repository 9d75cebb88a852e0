import Chip, { type ChipProps } from '@mui/material/Chip';

// docs/product.md §2: Admin red, Manager yellow, every other role green.
const colourByRole: Record<string, ChipProps['color']> = { Admin: 'error', Manager: 'warning' };

export function RoleBadge({ role }: { role: string }) {
  return <Chip size="small" label={role} color={colourByRole[role] ?? 'success'} variant="filled" />;
}
