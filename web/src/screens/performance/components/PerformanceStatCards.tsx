import Grid from '@mui/material/Grid';
import { StatCard } from '../../../components/StatCard';
import type { PerformanceStatsQuery } from '../../../graphql/generated/graphql';
import { countOrNA, rateOrNA } from '../performance-rules';

export type OverallStats = PerformanceStatsQuery['performanceStats']['overallStats'];

/** The four global figures, after every filter. */
export function PerformanceStatCards({ stats }: { stats: Partial<OverallStats> | null }) {
  const cards = [
    { label: 'Tâches Totales', value: countOrNA(stats?.totalTasks) },
    { label: 'Tâches Terminées', value: countOrNA(stats?.completedTasks), tone: 'success' as const },
    {
      label: 'Tâches en Retard',
      value: countOrNA(stats?.overdueTasks),
      tone: stats?.overdueTasks ? ('error' as const) : undefined,
    },
    { label: 'Taux de Complétion (%)', value: rateOrNA(stats?.completionRate) },
  ];
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      {cards.map((card) => (
        <Grid key={card.label} size={{ xs: 6, lg: 3 }}>
          <StatCard label={card.label} value={card.value} tone={card.tone} />
        </Grid>
      ))}
    </Grid>
  );
}
