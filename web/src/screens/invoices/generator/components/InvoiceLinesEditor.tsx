import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { lineTotalCents, VAT_RATES, type VatRate } from '@pilotage/domain';
import { MoneyField } from '../../../../components/MoneyField';
import { formatEuroCents } from '../../../../lib/format';
import { newInvoiceLine, type InvoiceLineDraft } from '../invoice-draft';
import { formatVatRate, isDecimal, parseCents, parseQuantityThousandths } from '../invoice-totals';

export interface InvoiceLinesEditorProps {
  lines: InvoiceLineDraft[];
  onChange(lines: InvoiceLineDraft[]): void;
  /** A seller liable for VAT chooses a rate per line; under the franchise there is none. */
  vatLiable?: boolean;
  /** The server's refusals, by input name (`lines.0.description`). */
  errors?: Readonly<Record<string, string>>;
}

// Description spans the whole row on phones; one row per line from the sm breakpoint.
const ROW = {
  display: 'grid',
  gap: 1.5,
  alignItems: 'center',
  gridTemplateColumns: { xs: '1fr 1fr auto', sm: 'minmax(0, 1fr) 96px 128px 112px auto' },
  gridTemplateAreas: {
    xs: '"description description description" "quantity price remove" "total total total"',
    sm: '"description quantity price total remove"',
  },
} as const;

const LIABLE_ROW = {
  ...ROW,
  gridTemplateColumns: { xs: '1fr 1fr auto', sm: 'minmax(0, 1fr) 88px 120px 92px 104px auto' },
  gridTemplateAreas: {
    xs: '"description description description" "quantity price remove" "vat total total"',
    sm: '"description quantity price vat total remove"',
  },
} as const;

/** Invoice lines with add and remove; a quantity or price that is not a number counts as 0. */
export function InvoiceLinesEditor({ lines, onChange, vatLiable = false, errors = {} }: InvoiceLinesEditorProps) {
  const refused = (name: string) => ({ error: Boolean(errors[name]), helperText: errors[name] });
  const update = (id: string, patch: Partial<InvoiceLineDraft>) =>
    onChange(lines.map((line) => (line.id === id ? { ...line, ...patch } : line)));
  // docs/product.md §5: a quantity that is not a non-negative number becomes 0 once the field is left;
  // a price that is not an amount is refused on its field (and counts as 0 in the totals).
  const settle = (id: string, raw: string) => {
    if (!isDecimal(raw)) update(id, { quantity: '0' });
  };
  return (
    <Stack spacing={2}>
      {lines.map((line, index) => {
        const position = index + 1;
        const total = lineTotalCents(parseQuantityThousandths(line.quantity), parseCents(line.unitPrice));
        return (
          <Box
            key={line.id}
            role="group"
            aria-label={`Ligne ${position}`}
            sx={{
              ...(vatLiable ? LIABLE_ROW : ROW),
              pb: { xs: 2, sm: 0 },
              borderBottom: { xs: 1, sm: 0 },
              borderColor: 'divider',
            }}
          >
            <TextField
              sx={{ gridArea: 'description' }}
              size="small"
              label="Description"
              name={`lines.${index}.description`}
              {...refused(`lines.${index}.description`)}
              autoComplete="off"
              value={line.description}
              onChange={(event) => update(line.id, { description: event.target.value })}
            />
            <TextField
              sx={{ gridArea: 'quantity' }}
              size="small"
              type="number"
              label="Quantité"
              name={`lines.${index}.quantity`}
              {...refused(`lines.${index}.quantity`)}
              value={line.quantity}
              onChange={(event) => update(line.id, { quantity: event.target.value })}
              onBlur={(event) => settle(line.id, event.target.value)}
              slotProps={{ htmlInput: { min: 0, step: 'any', inputMode: 'decimal' } }}
            />
            <MoneyField
              sx={{ gridArea: 'price' }}
              size="small"
              label="Prix unitaire"
              name={`lines.${index}.unitPrice`}
              error={errors[`lines.${index}.unitPrice`]}
              unsigned
              value={line.unitPrice}
              onChange={(unitPrice) => update(line.id, { unitPrice })}
            />
            {vatLiable && (
              <TextField
                select
                sx={{ gridArea: 'vat' }}
                size="small"
                label="TVA"
                name={`lines.${index}.vatRate`}
                {...refused(`lines.${index}.vatRate`)}
                value={String(line.vatRate)}
                onChange={(event) => update(line.id, { vatRate: Number(event.target.value) as VatRate })}
              >
                {VAT_RATES.map((rate) => (
                  <MenuItem key={rate} value={String(rate)}>
                    {formatVatRate(rate)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <Typography sx={{ gridArea: 'total', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
              {formatEuroCents(total)}
            </Typography>
            <Tooltip title="Supprimer la ligne">
              <span style={{ gridArea: 'remove' }}>
                <IconButton
                  aria-label={`Supprimer la ligne ${position}`}
                  disabled={lines.length === 1}
                  onClick={() => onChange(lines.filter((other) => other.id !== line.id))}
                >
                  <DeleteIcon />
                </IconButton>
              </span>
            </Tooltip>
          </Box>
        );
      })}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => onChange([...lines, newInvoiceLine()])}>
          Ajouter une ligne
        </Button>
      </Box>
    </Stack>
  );
}
