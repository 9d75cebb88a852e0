import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { ErrorBox } from '../../components/ErrorBox';
import { activeFilterCount, FilterSheet } from '../../components/FilterSheet';
import { PageHeader } from '../../components/PageHeader';
import { EmployeePerformanceTable, type EmployeePerformance } from './components/EmployeePerformanceTable';
import { PerformanceFilters } from './components/PerformanceFilters';
import { PerformanceStatCards, type OverallStats } from './components/PerformanceStatCards';
import { activeFiltersText, type PerformanceFilter, performanceTexts } from './performance-rules';

export interface PerformanceViewProps {
  filter: PerformanceFilter;
  loading: boolean;
  error: string | null;
  stats: OverallStats | null;
  rows: EmployeePerformance[];
  onFilter(filter: PerformanceFilter): void;
  onRefresh(): void;
  /** The business day, for the period presets. */
  today: string;
}

export function PerformanceView({
  filter,
  loading,
  error,
  stats,
  rows,
  onFilter,
  onRefresh,
  today,
}: PerformanceViewProps) {
  return (
    <>
      <PageHeader
        title={performanceTexts.title}
        actions={
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onRefresh} disabled={loading}>
            Actualiser
          </Button>
        }
      />
      <Typography color="text.secondary" sx={{ mt: -2, mb: 2 }} aria-live="polite">
        {activeFiltersText(filter)}
      </Typography>
      {/* A new key when the filter changes from outside resets the drafts to it. */}
      <FilterSheet active={activeFilterCount(filter.startDate || filter.endDate, filter.employee)}>
        <PerformanceFilters key={JSON.stringify(filter)} applied={filter} onApply={onFilter} today={today} />
      </FilterSheet>
      {error ? (
        <ErrorBox message={error} onRetry={onRefresh} />
      ) : (
        <>
          <PerformanceStatCards stats={stats} />
          <EmployeePerformanceTable rows={rows} loading={loading} />
        </>
      )}
    </>
  );
}
