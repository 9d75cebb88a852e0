import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { INVOICE_KINDS, INVOICE_STATUSES, NETWORK_FILTERS, NETWORK_FILTER_LABELS } from '@pilotage/domain';
import { KIND_FILTER_LABELS } from '../invoice-rules';

interface InvoiceFiltersProps {
  /** '' for every status. */
  status: string;
  /** '' for invoices and credit notes alike, else `invoice` or `credit_note`. */
  kind: string;
  onStatusChange(status: string): void;
  onKindChange(kind: string): void;
  /** « Relancée »: '' for all, 'true' or 'false'; absent, no selector. */
  reminded?: string;
  onRemindedChange?(reminded: string): void;
  /** « Réseau »: '' for all, else a network state (`deposited`, `refused`…); absent, no selector. */
  networkState?: string;
  onNetworkStateChange?(networkState: string): void;
}

/** The Statut and Type selectors of the « Factures » list. */
export function InvoiceFilters({
  status,
  kind,
  onStatusChange,
  onKindChange,
  reminded,
  onRemindedChange,
  networkState,
  onNetworkStateChange,
}: InvoiceFiltersProps) {
  const select = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        label="Statut"
        name="status"
        value={status}
        onChange={(e) => onStatusChange(e.target.value)}
        sx={{ minWidth: 200 }}
        slotProps={select}
      >
        <MenuItem value="">Tous</MenuItem>
        {INVOICE_STATUSES.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {choice}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Type"
        name="kind"
        value={kind}
        onChange={(e) => onKindChange(e.target.value)}
        sx={{ minWidth: 160 }}
        slotProps={select}
      >
        <MenuItem value="">Tous</MenuItem>
        {INVOICE_KINDS.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {KIND_FILTER_LABELS[choice]}
          </MenuItem>
        ))}
      </TextField>
      {onRemindedChange && (
        <TextField
          select
          label="Relancée"
          name="reminded"
          value={reminded ?? ''}
          onChange={(e) => onRemindedChange(e.target.value)}
          sx={{ minWidth: 160 }}
          slotProps={select}
        >
          <MenuItem value="">Toutes</MenuItem>
          <MenuItem value="true">Relancées</MenuItem>
          <MenuItem value="false">Non relancées</MenuItem>
        </TextField>
      )}
      {onNetworkStateChange && (
        <TextField
          select
          label="Réseau"
          name="networkState"
          value={networkState ?? ''}
          onChange={(e) => onNetworkStateChange(e.target.value)}
          sx={{ minWidth: 200 }}
          slotProps={select}
        >
          <MenuItem value="">Tous</MenuItem>
          {NETWORK_FILTERS.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {NETWORK_FILTER_LABELS[choice]}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
