import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { matchingPreset, PERIOD_PRESETS, presetPeriod, type Period, type PeriodPreset } from '../lib/periods';

interface PeriodPresetsProps {
  period: Period;
  /** The business day the presets are computed around ('YYYY-MM-DD'). */
  today: string;
  onChange(period: Period, preset: PeriodPreset): void;
  /** A screen's own name for a preset (the dashboard calls « Tout » « Globaux »). */
  labels?: Partial<Record<PeriodPreset, string>>;
}

/** « Ce mois-ci », « Mois dernier », « Ce trimestre », « Cette année », « Tout »: one tap each, the chosen one pressed. */
export function PeriodPresets({ period, today, onChange, labels = {} }: PeriodPresetsProps) {
  const chosen = matchingPreset(period, today);
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }} role="group" aria-label="Période">
      {PERIOD_PRESETS.map((preset) => (
        <Chip
          key={preset}
          label={labels[preset] ?? preset}
          clickable
          color={chosen === preset ? 'primary' : 'default'}
          variant={chosen === preset ? 'filled' : 'outlined'}
          aria-pressed={chosen === preset}
          onClick={() => onChange(presetPeriod(preset, today), preset)}
        />
      ))}
    </Stack>
  );
}
