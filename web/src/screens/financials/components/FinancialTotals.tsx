import Grid from '@mui/material/Grid';
import { StatCard } from '../../../components/StatCard';
import { formatEuro } from '../../../lib/format';
import type { DailyBalance } from '../financial-rules';

/** Revenue, expenses and net over every transaction of the filter, from the server's daily sums. */
export function FinancialTotals({ days }: { days: DailyBalance[] }) {
  const revenue = days.reduce((sum, day) => sum + day.revenue, 0);
  const expenses = days.reduce((sum, day) => sum + day.expenses, 0);
  const net = revenue - expenses;
  const cards = [
    { label: 'Revenus', value: formatEuro(revenue), tone: 'success' as const },
    { label: 'Dépenses', value: formatEuro(expenses), tone: 'error' as const },
    { label: 'Solde net', value: formatEuro(net), tone: net >= 0 ? ('success' as const) : ('error' as const) },
  ];
  return (
    <Grid container spacing={2} sx={{ mb: 3 }}>
      {cards.map((card) => (
        <Grid key={card.label} size={{ xs: 12, sm: 4 }}>
          <StatCard label={card.label} value={card.value} tone={card.tone} />
        </Grid>
      ))}
    </Grid>
  );
}
