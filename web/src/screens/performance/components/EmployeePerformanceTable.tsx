import type { GridColDef } from '@mui/x-data-grid';
import Typography from '@mui/material/Typography';
import { DataTable } from '../../../components/DataTable';
import { RowCard } from '../../../components/RowCard';
import type { PerformanceStatsQuery } from '../../../graphql/generated/graphql';
import { countOrNA, performanceTexts, rateOrNA } from '../performance-rules';

export type EmployeePerformance = PerformanceStatsQuery['performanceStats']['employeePerformance'][number];

// One row per employee: the server sends them all at once, so the grid sorts and pages them itself.
const COLUMNS: GridColDef<EmployeePerformance>[] = [
  {
    field: 'employeeName',
    headerName: 'Employé',
    flex: 1.5,
    minWidth: 160,
    valueFormatter: (value: string | null) => value ?? performanceTexts.missing,
  },
  {
    field: 'assignedTasks',
    headerName: 'Tâches Assignées',
    type: 'number',
    flex: 1,
    minWidth: 130,
    valueFormatter: (value: number | null) => countOrNA(value),
  },
  {
    field: 'completedTasks',
    headerName: 'Tâches Terminées',
    type: 'number',
    flex: 1,
    minWidth: 130,
    valueFormatter: (value: number | null) => countOrNA(value),
  },
  {
    field: 'completionRate',
    headerName: 'Taux de Complétion',
    type: 'number',
    flex: 1,
    minWidth: 140,
    valueFormatter: (value: number | null) => rateOrNA(value),
  },
  {
    field: 'overdueTasks',
    headerName: 'Tâches en Retard',
    type: 'number',
    flex: 1,
    minWidth: 130,
    valueFormatter: (value: number | null) => countOrNA(value),
  },
];

export function EmployeePerformanceTable({ rows, loading }: { rows: EmployeePerformance[]; loading: boolean }) {
  return (
    <DataTable
      label="Performance par employé"
      rows={rows}
      columns={COLUMNS}
      loading={loading}
      emptyText={performanceTexts.empty}
      getRowId={(row) => row.employeeId}
      card={(row) => (
        <RowCard
          title={row.employeeName ?? performanceTexts.missing}
          figure={<Typography sx={{ fontWeight: 600 }}>{rateOrNA(row.completionRate)}</Typography>}
          alert={(row.overdueTasks ?? 0) > 0}
          details={[
            <span>
              Tâches Assignées : {countOrNA(row.assignedTasks)} · Tâches Terminées : {countOrNA(row.completedTasks)}
            </span>,
            <Typography component="span" variant="body2" color={(row.overdueTasks ?? 0) > 0 ? 'error' : undefined}>
              Tâches en Retard : {countOrNA(row.overdueTasks)}
            </Typography>,
          ]}
        />
      )}
    />
  );
}
