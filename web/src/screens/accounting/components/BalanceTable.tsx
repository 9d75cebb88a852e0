import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { CardList } from '../../../components/CardList';
import { RowCard } from '../../../components/RowCard';
import type { AccountingOverviewQuery } from '../../../graphql/generated/graphql';
import { formatEuro } from '../../../lib/format';

export type BalanceRow = AccountingOverviewQuery['accountBalance'][number];

/** Debit, credit and balance of each account over the period and journal shown, with the totals. */
export function BalanceTable({ rows }: { rows: BalanceRow[] }) {
  const total = (pick: (row: BalanceRow) => number) => rows.reduce((sum, row) => sum + pick(row), 0);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (phone)
    return (
      <>
        <CardList
          label="Balance"
          rows={rows}
          rowKey={(row) => row.accountNumber}
          card={(row) => (
            <RowCard
              title={`${row.accountNumber} ${row.accountLabel}`}
              figure={<strong>{formatEuro(row.balance)}</strong>}
              details={[
                <span>
                  Débit {formatEuro(row.debit)} · Crédit {formatEuro(row.credit)}
                </span>,
              ]}
            />
          )}
          emptyText="Aucun mouvement pour ces filtres."
        />
        {rows.length > 0 && (
          <Typography sx={{ mt: 1.5, fontWeight: 600 }}>
            Total : débit {formatEuro(total((row) => row.debit))} · crédit {formatEuro(total((row) => row.credit))}
          </Typography>
        )}
      </>
    );
  return (
    <Table size="small" aria-label="Balance">
      <TableHead>
        <TableRow>
          <TableCell>Compte</TableCell>
          <TableCell>Libellé</TableCell>
          <TableCell align="right">Débit</TableCell>
          <TableCell align="right">Crédit</TableCell>
          <TableCell align="right">Solde</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={5}>
              <Typography color="text.secondary">Aucun mouvement pour ces filtres.</Typography>
            </TableCell>
          </TableRow>
        )}
        {rows.map((row) => (
          <TableRow key={row.accountNumber}>
            <TableCell>{row.accountNumber}</TableCell>
            <TableCell>{row.accountLabel}</TableCell>
            <TableCell align="right">{formatEuro(row.debit)}</TableCell>
            <TableCell align="right">{formatEuro(row.credit)}</TableCell>
            <TableCell align="right">{formatEuro(row.balance)}</TableCell>
          </TableRow>
        ))}
        {rows.length > 0 && (
          <TableRow>
            <TableCell colSpan={2}>
              <strong>Total</strong>
            </TableCell>
            <TableCell align="right">
              <strong>{formatEuro(total((row) => row.debit))}</strong>
            </TableCell>
            <TableCell align="right">
              <strong>{formatEuro(total((row) => row.credit))}</strong>
            </TableCell>
            <TableCell align="right">
              <strong>{formatEuro(Math.round(total((row) => row.balance) * 100) / 100)}</strong>
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
