import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
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
import { matchingPreset, type Period, type PeriodPreset } from '../../lib/periods';
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

// Read by screen readers, not drawn: the placeholders show the wait.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

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
  if (error) {
    return (
      <>
        <PageHeader title="Tableau de Bord Principal" />
        <ErrorBox message={error} onRetry={onRetry} />
      </>
    );
  }
  // Before the first figures: the same screen with placeholders where they go (the signed-in page's HTML,
  // prerender/signed-in-shell.tsx, is this state), so that nothing moves when they arrive.
  const waiting = loading && !stats;
  const figure = (value: (stats: DashboardStats) => string) => (stats ? value(stats) : null);
  const cards = [
    { label: "Chiffre d'affaires", value: figure((s) => formatEuro(s.revenue)), tone: 'success' as const },
    { label: 'Dépenses', value: figure((s) => formatEuro(s.expenses)), tone: 'error' as const },
    {
      label: 'Bénéfice net',
      value: figure((s) => formatEuro(s.netProfit)),
      tone: stats && stats.netProfit < 0 ? ('error' as const) : ('success' as const),
    },
    { label: 'Employés actifs', value: figure((s) => count(s.activeEmployees)) },
    { label: 'Tâches terminées', value: figure((s) => count(s.completedTasks)) },
    {
      label: 'Tâches en retard',
      value: figure((s) => count(s.overdueTasks)),
      tone: stats?.overdueTasks ? ('error' as const) : undefined,
    },
  ];
  // The figures' scope while they load: the chosen period's name, as the server's totals will say.
  const preset = matchingPreset(period, today);
  const scope = stats?.scope ?? (preset ? (DASHBOARD_PERIOD_LABELS[preset] ?? preset) : undefined);
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
      {waiting && (
        <Box role="status" sx={visuallyHidden}>
          Chargement du tableau de bord...
        </Box>
      )}
      {(stats || waiting) && (
        <Grid container spacing={2} sx={{ mb: 3 }} aria-busy={loading}>
          {cards.map((card) => (
            <Grid key={card.label} size={{ xs: 6, lg: 4 }}>
              <StatCard label={card.label} value={card.value} scope={scope} tone={card.tone} />
            </Grid>
          ))}
        </Grid>
      )}
      {(bank || waiting) && <BankPanel bank={bank} />}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 4 }}>
          <RecentTasksPanel tasks={recentTasks} loading={waiting} />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <RecentFinancesPanel transactions={recentTransactions} loading={waiting} />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <TopEmployeesPanel employees={topEmployees} loading={waiting} />
        </Grid>
      </Grid>
    </>
  );
}
