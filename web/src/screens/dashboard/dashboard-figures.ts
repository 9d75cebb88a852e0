import type { DashboardQuery } from '../../graphql/generated/graphql';

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
  /** 'Globaux' when the server gave overall totals, 'Récents' when summed from the recent rows. */
  scope: 'Globaux' | 'Récents';
}

export const TOP_EMPLOYEES = 3;

type Overall = Partial<DashboardQuery['performanceStats']['overallStats']> | null | undefined;

/**
 * The six cards' figures. Without overall money totals, revenue and expenses fall back to the
 * positive and negative amounts of the recent transactions (spec.md §7).
 */
export function dashboardStats(overall: Overall, recent: RecentTransaction[], recentTasks: RecentTask[]): DashboardStats {
  const hasTotals = overall?.totalRevenue != null && overall?.totalExpenses != null;
  const revenue = hasTotals ? overall!.totalRevenue! : recent.filter((t) => t.amount > 0).reduce((sum, t) => sum + t.amount, 0);
  const expenses = hasTotals ? overall!.totalExpenses! : Math.abs(recent.filter((t) => t.amount < 0).reduce((sum, t) => sum + t.amount, 0));
  return {
    revenue,
    expenses,
    netProfit: hasTotals && overall?.netProfit != null ? overall.netProfit : revenue - expenses,
    activeEmployees: overall?.activeEmployees ?? null,
    completedTasks: overall?.completedTasks ?? (overall ? null : recentTasks.filter((t) => t.status === 'Terminé').length),
    overdueTasks: overall?.overdueTasks ?? (overall ? null : recentTasks.filter((t) => t.isOverdue).length),
    scope: hasTotals ? 'Globaux' : 'Récents',
  };
}

/** The three best completion rates, best first (ties keep the server's order, by name). */
export function topEmployees(rows: EmployeeRate[]): EmployeeRate[] {
  return [...rows].sort((a, b) => b.completionRate - a.completionRate).slice(0, TOP_EMPLOYEES);
}
