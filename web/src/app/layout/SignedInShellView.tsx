import type { PaletteMode } from '@mui/material/styles';
import { DashboardView } from '../../screens/dashboard/DashboardView';
import { AppLayoutView } from './AppLayoutView';

const nothing = () => undefined;
// « Globaux » (no bounds) is chosen whatever the day: any date does.
const ANY_DAY = '2000-01-01';

/**
 * The signed-in page before anyone is known: the header and navigation's frame, and the dashboard waiting
 * for its figures (its heading, the period's chips, the cards' placeholders), with no user data. Rendered
 * to HTML at build time (prerender/pages.tsx) and painted before the scripts; the client's first render of
 * the dashboard is the same screen, in the same places.
 */
export function SignedInShellView({ mode = 'light' }: { mode?: PaletteMode }) {
  return (
    <AppLayoutView
      entries={[]}
      currentPath="/dashboard"
      mode={mode}
      onToggleMode={nothing}
      onLogout={nothing}
      prerendered
    >
      <DashboardView
        loading
        error={null}
        onRetry={nothing}
        stats={null}
        recentTasks={[]}
        recentTransactions={[]}
        topEmployees={[]}
        bank={null}
        today={ANY_DAY}
        period={{ startDate: '', endDate: '' }}
        onPeriodChange={nothing}
      />
    </AppLayoutView>
  );
}
