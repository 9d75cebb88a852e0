import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/Lock';
import type { AccountingOverviewQuery } from '../../../graphql/generated/graphql';
import { formatDateTime } from '../../../lib/format';
import { monthLabel } from '../accounting-texts';

export type PeriodRow = AccountingOverviewQuery['accountingPeriods'][number];

/** The months of the fiscal year: closed ones locked, finished open ones closable by an Admin. */
export function PeriodsPanel({
  periods,
  currentMonth,
  canClose,
  onClose,
}: {
  periods: PeriodRow[];
  /** AAAA-MM of the business day: a month closes once it is over. */
  currentMonth: string;
  canClose: boolean;
  onClose(period: string): void;
}) {
  return (
    <Stack spacing={1} aria-label="Périodes">
      {periods.map((row) => (
        <Stack
          key={row.period}
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          data-period={row.period}
        >
          <Typography sx={{ width: 140 }}>{monthLabel(row.period)}</Typography>
          {row.closed ? (
            <Chip icon={<LockIcon />} color="default" label={`Clôturée le ${formatDateTime(row.closedAt)}`} />
          ) : (
            <Chip color="success" variant="outlined" label="Ouverte" />
          )}
          {canClose && !row.closed && row.period < currentMonth && (
            <Button size="small" variant="outlined" onClick={() => onClose(row.period)}>
              Clôturer
            </Button>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
