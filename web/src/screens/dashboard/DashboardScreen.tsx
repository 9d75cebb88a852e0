import { useDeferredValue, useMemo, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { DASHBOARD_ENTITY_TYPES } from '@pilotage/domain';
import { useBusinessToday } from '../../app/session/business-day';
import { useSession } from '../../app/session/SessionProvider';
import { DashboardBackupDocument, DashboardDocument } from '../../graphql/generated/graphql';
import { DashboardText } from '../../graphql/generated/operation-texts';
import { takeFirstAnswer } from '../../lib/first-answers';
import { errorMessage } from '../../lib/errors';
import { messages } from '../../lib/messages';
import { presetOfSlug, presetPeriod, presetSlug } from '../../lib/periods';
import { useLiveChanges } from '../../lib/useLiveChanges';
import { DASHBOARD_PERIOD_LABELS, TOP_EMPLOYEES, dashboardStats, topEmployees } from './dashboard-figures';
import { DashboardView } from './DashboardView';
import { backupWarning } from './backup-warning';

export function DashboardScreen() {
  // The period is the URL's (`?periode=mois`); none is « Globaux », the all-time figures.
  const today = useBusinessToday();
  const [params, setParams] = useSearchParams();
  const preset = presetOfSlug(params.get('periode')) ?? 'Tout';
  const period = presetPeriod(preset, today);
  const variables = {
    top: TOP_EMPLOYEES,
    startDate: period.startDate || undefined,
    endDate: period.endDate || undefined,
  };
  const client = useApolloClient();
  // The page's first figures, fetched by its entry beside the session's query (app/first-screen.ts, only
  // without a chosen period): written into the cache, then read from it without a new request.
  const [fresh] = useState(() => {
    const answer = takeFirstAnswer(DashboardText);
    if (answer) client.writeQuery({ query: DashboardDocument, variables, data: answer });
    return answer !== null;
  });
  // Partial data is still shown: a failing statistics query falls back to the recent rows.
  const query = useQuery(DashboardDocument, {
    variables,
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
    ...(fresh ? { fetchPolicy: 'cache-first' as const } : {}),
  });
  // Apollo's answer arrives as an urgent update; the figures' render (cards, lists) is deferred, so React
  // does it in slices rather than one long task that would hold a phone's input.
  const { data, loading, error, refetch } = useDeferredValue(query);
  // The figures follow the tasks, transactions and employees as anyone changes them.
  useLiveChanges(DASHBOARD_ENTITY_TYPES, () =>
    client.query({
      query: DashboardDocument,
      variables,
      errorPolicy: 'all',
      fetchPolicy: 'network-only',
    }),
  );
  const isAdmin = useSession().user?.role === 'Admin';
  const backup = useQuery(DashboardBackupDocument, { skip: !isAdmin, fetchPolicy: 'network-only' });
  const warning = backupWarning(backup.data?.backupStatus);
  // The view renders again only when what it shows changes: an answer that changes nothing on screen (the
  // backup's, most often; Apollo's own on subscribing) would otherwise cost a phone a whole render of it.
  return useMemo(() => {
    const tasks = data?.tasks?.items ?? [];
    const transactions = data?.financialTransactions?.items ?? [];
    const failed = error && !data?.tasks && !data?.financialTransactions;
    return (
      <DashboardView
        loading={loading}
        error={failed ? errorMessage(error, messages.dashboardLoadFailed) : null}
        onRetry={() => void refetch()}
        stats={
          data
            ? dashboardStats(
                data.performanceStats?.overallStats,
                transactions,
                tasks,
                DASHBOARD_PERIOD_LABELS[preset] ?? preset,
              )
            : null
        }
        today={today}
        period={presetPeriod(preset, today)}
        onPeriodChange={(_, chosen) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (chosen === 'Tout') next.delete('periode');
              else next.set('periode', presetSlug(chosen));
              return next;
            },
            { replace: true },
          )
        }
        recentTasks={tasks}
        recentTransactions={transactions}
        topEmployees={topEmployees(data?.performanceStats?.employeePerformance ?? [])}
        backupWarning={warning}
        bank={data?.bankSummary ?? null}
      />
    );
  }, [data, loading, error, refetch, preset, today, setParams, warning]);
}
