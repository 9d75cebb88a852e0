import Chip from '@mui/material/Chip';
import type { SupplierInvoiceStatus } from '@pilotage/domain';

const COLORS: Record<SupplierInvoiceStatus, 'warning' | 'info' | 'default' | 'success'> = {
  'À valider': 'warning',
  Approuvée: 'info',
  Refusée: 'default',
  Payée: 'success',
};

export function SupplierInvoiceStatusChip({ status }: { status: string }) {
  return <Chip size="small" label={status} color={COLORS[status as SupplierInvoiceStatus] ?? 'default'} />;
}
