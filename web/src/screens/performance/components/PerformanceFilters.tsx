import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import FilterIcon from '@mui/icons-material/FilterAlt';
import ResetIcon from '@mui/icons-material/RestartAlt';
import { DayField } from '../../../components/DayField';
import { EmployeeAutocomplete } from '../../../components/EmployeeAutocomplete';
import { PeriodPresets } from '../../../components/PeriodPresets';
import { NO_FILTER, type PerformanceFilter, performanceTexts, validateFilter } from '../performance-rules';

interface PerformanceFiltersProps {
  /** The filter the figures follow; the fields start from it. */
  applied: PerformanceFilter;
  onApply(filter: PerformanceFilter): void;
  /** The business day, around which the presets « Ce mois-ci »… are computed. */
  today: string;
}

/**
 * Dates and employee are drafts until 'Filtrer'; a period preset, like 'Réinitialiser', applies at
 * once (with the employee as drafted).
 */
export function PerformanceFilters({ applied, onApply, today }: PerformanceFiltersProps) {
  const [draft, setDraft] = useState<PerformanceFilter>(applied);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateFilter(draft);
    setError(problem);
    if (!problem) onApply(draft);
  };
  const reset = () => {
    setDraft(NO_FILTER);
    setError(null);
    onApply(NO_FILTER);
  };
  return (
    <Paper component="form" noValidate onSubmit={submit} aria-label="Filtres" sx={{ p: 2, mb: 3 }}>
      <Stack spacing={2}>
        {error && <Alert severity="error">{error}</Alert>}
        <PeriodPresets
          period={draft}
          today={today}
          onChange={(period) => {
            const next = { ...draft, ...period };
            setDraft(next);
            setError(null);
            onApply(next);
          }}
        />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <DayField
            label="Date de début"
            name="startDate"
            value={draft.startDate}
            onChange={(startDate) => setDraft({ ...draft, startDate })}
          />
          <DayField
            label="Date de fin"
            name="endDate"
            value={draft.endDate}
            onChange={(endDate) => setDraft({ ...draft, endDate })}
          />
          <EmployeeAutocomplete
            label="Employé"
            name="employeeId"
            value={draft.employee}
            noneLabel={performanceTexts.allEmployees}
            loadFailed={performanceTexts.employeesLoadFailed}
            onChange={(employee) => setDraft({ ...draft, employee })}
          />
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            <Button type="submit" variant="contained" startIcon={<FilterIcon />}>
              Filtrer
            </Button>
            <Button onClick={reset} startIcon={<ResetIcon />}>
              Réinitialiser
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </Paper>
  );
}
