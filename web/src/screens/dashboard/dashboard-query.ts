import type { DashboardQueryVariables } from '../../graphql/generated/graphql';
import type { Period } from '../../lib/periods';

/**
 * The top employees card's size: the server ranks them and sends only those. Kept apart from the figures'
 * rules, with types as its only imports, for the page's entry (app/first-screen.ts) that sends the dashboard's
 * query first.
 */
export const TOP_EMPLOYEES = 3;

/** The dashboard query's variables for a period; « Globaux » (no dates) is the one the page's entry asks first. */
export const dashboardVariables = (period: Period): DashboardQueryVariables => ({
  top: TOP_EMPLOYEES,
  startDate: period.startDate || undefined,
  endDate: period.endDate || undefined,
});
