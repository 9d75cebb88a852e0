import type { DashboardQueryVariables } from '../../graphql/generated/graphql';
import type { Period } from '../../lib/periods';
import { TOP_EMPLOYEES } from './dashboard-query';

/** The dashboard query's variables for a period; « Globaux » (no dates) is the one the page's entry asks first. */
export const dashboardVariables = (period: Period): DashboardQueryVariables => ({
  top: TOP_EMPLOYEES,
  startDate: period.startDate || undefined,
  endDate: period.endDate || undefined,
});
