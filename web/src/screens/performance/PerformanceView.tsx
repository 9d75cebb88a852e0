import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { ErrorBox } from '../../components/ErrorBox';
import { PageHeader } from '../../components/PageHeader';
import type { EmployeeOption } from '../employees/components/EmployeeSelect';
import { EmployeePerformanceTable, type EmployeePerformance } from './components/EmployeePerformanceTable';
import { PerformanceFilters } from './components/PerformanceFilters';
import { PerformanceStatCards, type OverallStats } from './components/PerformanceStatCards';
import { activeFiltersText, type PerformanceFilter, performanceTexts } from './performance-rules';

export interface PerformanceViewProps {
  filter: PerformanceFilter;
  employees: EmployeeOption[];
  employeesError: string | null;
  loading: boolean;
  error: string | null;
  stats: OverallStats | null;
  rows: EmployeePerformance[];
  onFilter(filter: PerformanceFilter): void;
  onRefresh(): void;
}

export function PerformanceView({ filter, employees, employeesError, loading, error, stats, rows, onFilter, onRefresh }: PerformanceViewProps) {
  const employeeName = employees.find((employee) => employee.id === filter.employeeId)?.name;
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
        {activeFiltersText(filter, employeeName)}
      </Typography>
      {employeesError && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {employeesError}
        </Alert>
      )}
      {/* A new key when the filter changes from outside resets the drafts to it. */}
      <PerformanceFilters key={JSON.stringify(filter)} applied={filter} employees={employees} onApply={onFilter} />
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
