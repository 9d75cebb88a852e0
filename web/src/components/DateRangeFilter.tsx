import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DayField } from './DayField';
import { PeriodPresets } from './PeriodPresets';
import { dayRangeProblem } from '@pilotage/domain';

export interface DateRange {
  /** 'YYYY-MM-DD' or '' for no bound. */
  startDate: string;
  endDate: string;
}

export const ALL_DATES: DateRange = { startDate: '', endDate: '' };

/** docs/product.md §5's date-order rule, as on the performance screen. */
export const dateRangeError = (range: DateRange): string | null => dayRangeProblem(range.startDate, range.endDate);

interface DateRangeFilterProps {
  range: DateRange;
  onChange(range: DateRange): void;
  /** The business day: with it, the presets « Ce mois-ci » … « Tout » are offered above the dates. */
  today?: string;
}

/** Inclusive bounds for the table, the totals and the chart; applied as soon as they are valid. */
export function DateRangeFilter({ range, onChange, today }: DateRangeFilterProps) {
  const error = dateRangeError(range);
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {today && <PeriodPresets period={range} today={today} onChange={(period) => onChange(period)} />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, maxWidth: 640 }}>
        <DayField
          label="Du"
          name="startDate"
          value={range.startDate}
          onChange={(startDate) => onChange({ ...range, startDate })}
        />
        <DayField
          label="Au"
          name="endDate"
          value={range.endDate}
          onChange={(endDate) => onChange({ ...range, endDate })}
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
