import Chip from '@mui/material/Chip';
import CloudDownloadIcon from '@mui/icons-material/CloudDownloadOutlined';
import Typography from '@mui/material/Typography';
import { SUPPLIER_INVOICE_ORIGIN_LABELS, type SupplierInvoiceOrigin } from '@pilotage/domain';

/** « Plateforme » for an invoice the Plateforme Agréée delivered (a chip that stands out), « Dépôt » for an upload. */
export function SupplierInvoiceOriginChip({ origin }: { origin: string }) {
  const label = SUPPLIER_INVOICE_ORIGIN_LABELS[origin as SupplierInvoiceOrigin] ?? origin;
  if (origin !== 'platform')
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {label}
      </Typography>
    );
  return <Chip size="small" variant="outlined" color="primary" icon={<CloudDownloadIcon />} label={label} />;
}
