import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDate, formatEuro } from '../../../lib/format';
import type { RecentTransaction } from '../dashboard-figures';
import { DashboardPanel } from './DashboardPanel';

export function RecentFinancesPanel({
  transactions,
  loading = false,
}: {
  transactions: RecentTransaction[];
  loading?: boolean;
}) {
  return (
    <DashboardPanel
      title="Finances récentes"
      emptyText="Aucune transaction récente trouvée."
      isEmpty={transactions.length === 0}
      placeholderRows={loading ? 5 : undefined}
    >
      {transactions.map((transaction) => (
        <ListItem key={transaction.id} divider>
          <ListItemText primary={transaction.description} secondary={formatDate(transaction.date)} />
          <Typography
            sx={{
              fontWeight: 600,
              whiteSpace: 'nowrap',
              color: transaction.amount >= 0 ? 'success.main' : 'error.main',
            }}
          >
            {transaction.amount > 0 ? '+' : ''}
            {formatEuro(transaction.amount)}
          </Typography>
        </ListItem>
      ))}
    </DashboardPanel>
  );
}
