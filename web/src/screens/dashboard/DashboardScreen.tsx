import { useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DASHBOARD_ENTITY_TYPES } from '@pilotage/domain';
import { useBusinessToday } from '../../app/session/business-day';
import { useSession } from '../../app/session/SessionProvider';
import { DashboardText } from '../../graphql/generated/operation-texts';
import { takeFirstAnswer } from '../../lib/first-answers';
import { errorMessage } from '../../lib/errors';
import { messages } from '../../lib/messages';
import { presetOfSlug, presetPeriod, presetSlug } from '../../lib/periods';
import { useLiveChanges } from '../../lib/useLiveChanges';
import { DASHBOARD_PERIOD_LABELS, dashboardStats, topEmployees } from './dashboard-figures';
import { DashboardView } from './DashboardView';
import { useBackupWarning } from './backup-warning';
import { dashboardVariables } from './dashboard-query';
import { useDashboardFigures } from './useDashboardFigures';

export function DashboardScreen() {
  // The period is the URL's (`?periode=mois`); none is « Globaux », the all-time figures.
  const today = useBusinessToday();
  const [params, setParams] = useSearchParams();
  const preset = presetOfSlug(params.get('periode')) ?? 'Tout';
  const period = presetPeriod(preset, today);
  const variables = dashboardVariables(period);
  // The page's first figures, fetched by its entry beside the session's query (app/first-screen.ts, only without
  // a chosen period): shown without asking again.
  const [first] = useState(() => takeFirstAnswer(DashboardText));
  const figures = useDashboardFigures(variables, first);
  // An answer is rendered in a transition; a new period's urgent render keeps the figures' render deferred, so
  // React does it in slices rather than one long task that would hold a phone's input.
  const { data, loading, error } = useDeferredValue(figures.answered);
  const { refetch, refresh } = figures;
  // The figures follow the tasks, transactions and employees as anyone changes them.
  useLiveChanges(DASHBOARD_ENTITY_TYPES, refresh);
  const warning = useBackupWarning(useSession().user?.role === 'Admin');
  // The view renders again only when what it shows changes: an answer that changes nothing on screen (the
  // backup's, most often) would otherwise cost a phone a whole render of it.
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
