import { DONE, parseCents, sumCents } from '@pilotage/domain';
import type { DashboardQuery } from '../../graphql/generated/graphql';
import type { PeriodPreset } from '../../lib/periods';
import { TOP_EMPLOYEES } from './dashboard-query';

export type RecentTask = DashboardQuery['tasks']['items'][number];
export type RecentTransaction = DashboardQuery['financialTransactions']['items'][number];
export type EmployeeRate = DashboardQuery['performanceStats']['employeePerformance'][number];

export interface DashboardStats {
  revenue: number;
  expenses: number;
  netProfit: number;
  activeEmployees: number | null;
  completedTasks: number | null;
  overdueTasks: number | null;
  /**
   * 'Globaux' when the server gave overall totals, 'Récents' when summed from the recent rows, or
   * the name of the period the server's totals cover (« Ce mois-ci »…).
   */
  scope: string;
}

export { TOP_EMPLOYEES };

/** The dashboard names its all-time figures « Globaux » (docs/product.md §2), the other presets as everywhere. */
export const DASHBOARD_PERIOD_LABELS: Partial<Record<PeriodPreset, string>> = { Tout: 'Globaux' };

type Overall = Partial<DashboardQuery['performanceStats']['overallStats']> | null | undefined;

/**
 * The six cards' figures. Without overall money totals, revenue and expenses fall back to the
 * positive and negative amounts of the recent transactions (docs/product.md §7).
 */
export function dashboardStats(
  overall: Overall,
  recent: RecentTransaction[],
  recentTasks: RecentTask[],
  period = 'Globaux',
): DashboardStats {
  const hasTotals = overall?.totalRevenue != null && overall?.totalExpenses != null;
  // Summed in cents, exactly (0.1 + 0.2 is not 0.3 in binary floats).
  const euros = (rows: RecentTransaction[]) => sumCents(rows.map((t) => parseCents(t.amount) ?? 0)) / 100;
  const revenue = hasTotals ? overall!.totalRevenue! : euros(recent.filter((t) => t.amount > 0));
  const expenses = hasTotals ? overall!.totalExpenses! : Math.abs(euros(recent.filter((t) => t.amount < 0)));
  return {
    revenue,
    expenses,
    netProfit: hasTotals && overall?.netProfit != null ? overall.netProfit : revenue - expenses,
    activeEmployees: overall?.activeEmployees ?? null,
    completedTasks: overall?.completedTasks ?? (overall ? null : recentTasks.filter((t) => t.status === DONE).length),
    overdueTasks: overall?.overdueTasks ?? (overall ? null : recentTasks.filter((t) => t.isOverdue).length),
    scope: hasTotals ? period : 'Récents',
  };
}

/**
 * The three best completion rates, best first, ties by name: the server already sends them so
 * (`top`); sorting again keeps the card right whatever rows it is given.
 */
export function topEmployees(rows: EmployeeRate[]): EmployeeRate[] {
  return [...rows].sort((a, b) => b.completionRate - a.completionRate).slice(0, TOP_EMPLOYEES);
}
