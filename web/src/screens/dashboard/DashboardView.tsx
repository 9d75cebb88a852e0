import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { ErrorBox } from '../../components/ErrorBox';
import { PageHeader } from '../../components/PageHeader';
import { PeriodPresets } from '../../components/PeriodPresets';
import { StatCard } from '../../components/StatCard';
import { formatEuro, formatInteger } from '../../lib/format';
import { type BankFigures, BankPanel } from './components/BankPanel';
import { RecentFinancesPanel } from './components/RecentFinancesPanel';
import { RecentTasksPanel } from './components/RecentTasksPanel';
import { TopEmployeesPanel } from './components/TopEmployeesPanel';
import type { Period, PeriodPreset } from '../../lib/periods';
import {
  DASHBOARD_PERIOD_LABELS,
  type DashboardStats,
  type EmployeeRate,
  type RecentTask,
  type RecentTransaction,
} from './dashboard-figures';

export interface DashboardViewProps {
  loading: boolean;
  error: string | null;
  onRetry(): void;
  stats: DashboardStats | null;
  recentTasks: RecentTask[];
  recentTransactions: RecentTransaction[];
  topEmployees: EmployeeRate[];
  /** Admins: the last good backup is older than 48 hours. */
  backupWarning?: string | null;
  /** The bank panel's figures; null when they could not be read (the panel is left out). */
  bank?: BankFigures | null;
  /** The business day, the period the figures cover, and how to choose another one. */
  today: string;
  period: Period;
  onPeriodChange(period: Period, preset: PeriodPreset): void;
}

const count = (value: number | null) => (value === null ? '—' : formatInteger(value));

export function DashboardView({
  loading,
  error,
  onRetry,
  stats,
  recentTasks,
  recentTransactions,
  topEmployees,
  backupWarning = null,
  bank = null,
  today,
  period,
  onPeriodChange,
}: DashboardViewProps) {
  const refresh = (
    <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onRetry} disabled={loading}>
      Actualiser
    </Button>
  );
  if (loading && !stats) {
    return (
      <>
        <PageHeader title="Tableau de Bord Principal" />
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>Chargement du tableau de bord...</Typography>
        </Box>
      </>
    );
  }
  if (error) {
    return (
      <>
        <PageHeader title="Tableau de Bord Principal" />
        <ErrorBox message={error} onRetry={onRetry} />
      </>
    );
  }
  const cards = stats
    ? [
        { label: "Chiffre d'affaires", value: formatEuro(stats.revenue), tone: 'success' as const },
        { label: 'Dépenses', value: formatEuro(stats.expenses), tone: 'error' as const },
        {
          label: 'Bénéfice net',
          value: formatEuro(stats.netProfit),
          tone: stats.netProfit >= 0 ? ('success' as const) : ('error' as const),
        },
        { label: 'Employés actifs', value: count(stats.activeEmployees) },
        { label: 'Tâches terminées', value: count(stats.completedTasks) },
        {
          label: 'Tâches en retard',
          value: count(stats.overdueTasks),
          tone: stats.overdueTasks ? ('error' as const) : undefined,
        },
      ]
    : [];
  return (
    <>
      <PageHeader title="Tableau de Bord Principal" actions={refresh} />
      {backupWarning && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {backupWarning}
        </Alert>
      )}
      <Box sx={{ mb: 2 }}>
        <PeriodPresets period={period} today={today} onChange={onPeriodChange} labels={DASHBOARD_PERIOD_LABELS} />
      </Box>
      <Grid container spacing={2} sx={{ mb: 3 }} aria-busy={loading}>
        {cards.map((card) => (
          <Grid key={card.label} size={{ xs: 6, lg: 4 }}>
            <StatCard label={card.label} value={card.value} scope={stats?.scope} tone={card.tone} />
          </Grid>
        ))}
      </Grid>
      {bank && <BankPanel bank={bank} />}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 4 }}>
          <RecentTasksPanel tasks={recentTasks} />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <RecentFinancesPanel transactions={recentTransactions} />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <TopEmployeesPanel employees={topEmployees} />
        </Grid>
      </Grid>
    </>
  );
}
