import { useApolloClient, useQuery } from '@apollo/client/react';
import { DASHBOARD_ENTITY_TYPES } from '@pilotage/domain';
import { useSession } from '../../app/session/SessionProvider';
import { DashboardBackupDocument, DashboardDocument } from '../../graphql/generated/graphql';
import { errorMessage } from '../../lib/errors';
import { messages } from '../../lib/messages';
import { useLiveChanges } from '../../lib/useLiveChanges';
import { TOP_EMPLOYEES, dashboardStats, topEmployees } from './dashboard-figures';
import { DashboardView } from './DashboardView';
import { backupWarning } from './backup-warning';

export function DashboardScreen() {
  // Partial data is still shown: a failing statistics query falls back to the recent rows.
  const { data, loading, error, refetch } = useQuery(DashboardDocument, {
    variables: { top: TOP_EMPLOYEES },
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
  });
  // The figures follow the tasks, transactions and employees as anyone changes them.
  const client = useApolloClient();
  useLiveChanges(DASHBOARD_ENTITY_TYPES, () =>
    client.query({
      query: DashboardDocument,
      variables: { top: TOP_EMPLOYEES },
      errorPolicy: 'all',
      fetchPolicy: 'network-only',
    }),
  );
  const isAdmin = useSession().user?.role === 'Admin';
  const backup = useQuery(DashboardBackupDocument, { skip: !isAdmin, fetchPolicy: 'network-only' });
  const tasks = data?.tasks?.items ?? [];
  const transactions = data?.financialTransactions?.items ?? [];
  const failed = error && !data?.tasks && !data?.financialTransactions;
  return (
    <DashboardView
      loading={loading}
      error={failed ? errorMessage(error, messages.dashboardLoadFailed) : null}
      onRetry={() => void refetch()}
      stats={data ? dashboardStats(data.performanceStats?.overallStats, transactions, tasks) : null}
      recentTasks={tasks}
      recentTransactions={transactions}
      topEmployees={topEmployees(data?.performanceStats?.employeePerformance ?? [])}
      backupWarning={backupWarning(backup.data?.backupStatus)}
      bank={data?.bankSummary ?? null}
    />
  );
}
