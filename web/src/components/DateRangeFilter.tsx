import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { dayRangeProblem } from '@pilotage/domain';

export interface DateRange {
  /** 'YYYY-MM-DD' or '' for no bound. */
  startDate: string;
  endDate: string;
}

export const ALL_DATES: DateRange = { startDate: '', endDate: '' };

/** docs/product.md §5's date-order rule, as on the performance screen. */
export const dateRangeError = (range: DateRange): string | null => dayRangeProblem(range.startDate, range.endDate);

/** Inclusive bounds for the table, the totals and the chart; applied as soon as they are valid. */
export function DateRangeFilter({ range, onChange }: { range: DateRange; onChange(range: DateRange): void }) {
  const error = dateRangeError(range);
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, maxWidth: 640 }}>
        <TextField
          label="Du"
          name="startDate"
          type="date"
          value={range.startDate}
          onChange={(e) => onChange({ ...range, startDate: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Au"
          name="endDate"
          type="date"
          value={range.endDate}
          onChange={(e) => onChange({ ...range, endDate: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          onClick={() => onChange(ALL_DATES)}
          disabled={!range.startDate && !range.endDate}
          sx={{ flexShrink: 0 }}
        >
          Toutes les dates
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
