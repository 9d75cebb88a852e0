import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface StatCardProps {
  label: string;
  /** null while loading: a placeholder of the figure's height. */
  value: string | null;
  /** 'Globaux' or 'Récents': where the figure comes from. */
  scope?: string;
  tone?: 'default' | 'success' | 'error';
}

export function StatCard({ label, value, scope, tone = 'default' }: StatCardProps) {
  const colour = tone === 'success' ? 'success.main' : tone === 'error' ? 'error.main' : 'text.primary';
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}
        >
          <Typography variant="subtitle2" component="h2" color="text.secondary">
            {label}
          </Typography>
          {scope && <Chip label={scope} size="small" variant="outlined" />}
        </Stack>
        <Typography
          variant="h5"
          component="p"
          sx={{ mt: 1, fontWeight: 600, color: colour, fontSize: { xs: '1.2rem', sm: '1.5rem' } }}
        >
          {value ?? <Skeleton width="60%" />}
        </Typography>
      </CardContent>
    </Card>
  );
}
