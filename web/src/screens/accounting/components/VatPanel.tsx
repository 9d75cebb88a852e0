import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { VatSummaryFieldsFragment } from '../../../graphql/generated/graphql';
import { formatEuro } from '../../../lib/format';

/** The VAT return's figures: the 3310-CA3 boxes, or under the franchise the turnover against its thresholds. */
export function VatPanel({ summary }: { summary: VatSummaryFieldsFragment | null }) {
  if (!summary) return <Typography color="text.secondary">Chargement de la synthèse de TVA...</Typography>;
  if (summary.franchise)
    return (
      <Stack spacing={2}>
        <Alert severity="info">{summary.message}</Alert>
        <Table size="small" aria-label="Seuils de la franchise">
          <TableHead>
            <TableRow>
              <TableCell>Activité</TableCell>
              <TableCell align="right">Chiffre d’affaires</TableCell>
              <TableCell align="right">Seuil</TableCell>
              <TableCell align="right">Seuil majoré</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {summary.thresholds.map((row) => (
              <TableRow key={row.activity}>
                <TableCell>{row.activity}</TableCell>
                <TableCell align="right">{formatEuro(row.turnover)}</TableCell>
                <TableCell align="right">{formatEuro(row.base)}</TableCell>
                <TableCell align="right">{formatEuro(row.higher)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Stack>
    );
  return (
    <Stack spacing={2}>
      <Alert severity={summary.net >= 0 ? 'info' : 'success'}>{summary.message}</Alert>
      <Typography variant="body2" color="text.secondary">
        TVA des prestations de services exigible{' '}
        {summary.servicesBasis === 'debits' ? 'sur les débits' : 'aux encaissements'}; ventes de biens sur les débits.{' '}
        {summary.deductibleNote}
      </Typography>
      <Table size="small" aria-label="Cases de la déclaration 3310-CA3">
        <TableHead>
          <TableRow>
            <TableCell>Case</TableCell>
            <TableCell>Libellé</TableCell>
            <TableCell align="right">Base hors taxe</TableCell>
            <TableCell align="right">Montant</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {summary.boxes.map((row) => (
            <TableRow key={row.box}>
              <TableCell>{row.box}</TableCell>
              <TableCell>{row.label}</TableCell>
              <TableCell align="right">{row.base === null ? '' : formatEuro(row.base)}</TableCell>
              <TableCell align="right">{formatEuro(row.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
