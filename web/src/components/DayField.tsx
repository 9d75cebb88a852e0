import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { frFR } from '@mui/x-date-pickers/locales';
import { fr } from 'date-fns/locale/fr';
import { format, isValid } from 'date-fns';
import { isCalendarDay } from '@pilotage/domain';
import { parseDay } from '../lib/format';

/** What a half-typed or impossible date is reported as: not a day, so the forms' day rules refuse it. */
export const INVALID_DAY = 'date-invalide';

const localeText = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

export interface DayFieldProps {
  label: string;
  name: string;
  /** 'YYYY-MM-DD', '' for none, or INVALID_DAY while what is typed is not a date. */
  value: string;
  onChange(value: string): void;
  required?: boolean;
  /** The form's refusal, shown beside the field (or just true, the message being helperText). */
  error?: string | boolean | null;
  helperText?: string;
  size?: 'small' | 'medium';
  /** The first and last days the calendar offers ('YYYY-MM-DD'). */
  min?: string;
  max?: string;
  sx?: SxProps<Theme>;
}

/**
 * A day typed or picked as jj/mm/aaaa whatever the browser's language (a native date input follows
 * the browser, not the page), and handed over as 'YYYY-MM-DD' like the API's days.
 */
export function DayField(props: DayFieldProps) {
  const { label, name, value, onChange, required, error, helperText, size, min, max, sx } = props;
  // The half-typed date stays in the field while the form holds INVALID_DAY.
  const [typing, setTyping] = useState<Date | null>(null);
  const picked = value === '' ? null : isCalendarDay(value) ? parseDay(value) : (typing ?? new Date(NaN));
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={fr} localeText={localeText}>
      <DatePicker
        label={label}
        value={picked}
        format="dd/MM/yyyy"
        minDate={min ? parseDay(min) : undefined}
        maxDate={max ? parseDay(max) : undefined}
        onChange={(date) => {
          if (date === null) return onChange('');
          if (isValid(date)) return onChange(format(date, 'yyyy-MM-dd'));
          setTyping(date);
          onChange(INVALID_DAY);
        }}
        sx={sx}
        slotProps={{
          textField: {
            name,
            required,
            size,
            fullWidth: true,
            error: Boolean(error),
            helperText: typeof error === 'string' ? error : helperText,
          },
        }}
      />
    </LocalizationProvider>
  );
}
