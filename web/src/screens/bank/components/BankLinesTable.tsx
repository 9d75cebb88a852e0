import { useMemo } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { DataTable } from '../../../components/DataTable';
import { RowCard } from '../../../components/RowCard';
import { formatDate, formatEuro } from '../../../lib/format';
import type { ServerPaging } from '../../../lib/server-paging';
import { type BankLineRow, type BankProposal, bankTexts, settledWith } from '../bank-texts';
import { BankLineStateChip } from './BankLineStateChip';

interface BankLinesTableProps {
  lines: BankLineRow[];
  loading: boolean;
  paging: ServerPaging;
  /** The line being settled, its buttons disabled meanwhile. */
  busyId: number | null;
  onAccept(line: BankLineRow, proposal: BankProposal): void;
  onChoose(line: BankLineRow): void;
  onIgnore(line: BankLineRow): void;
  onUnmatch(line: BankLineRow): void;
}

/** The statement lines, newest first: each open one with its best proposal and accept / choose another / ignore. */
export function BankLinesTable({
  lines,
  loading,
  paging,
  busyId,
  onAccept,
  onChoose,
  onIgnore,
  onUnmatch,
}: BankLinesTableProps) {
  const handlers = useMemo(
    () => ({ busyId, onAccept, onChoose, onIgnore, onUnmatch }),
    [busyId, onAccept, onChoose, onIgnore, onUnmatch],
  );
  const columns = useMemo<GridColDef<BankLineRow>[]>(
    () => [
      {
        field: 'date',
        headerName: 'Date',
        width: 125,
        sortable: false,
        valueFormatter: (value: string) => formatDate(value),
      },
      {
        field: 'label',
        headerName: 'Libellé',
        flex: 1.2,
        minWidth: 200,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack sx={{ justifyContent: 'center', height: '100%', lineHeight: 1.3, overflow: 'hidden' }}>
            <Typography component="span" variant="body2" noWrap title={row.label}>
              {row.label}
            </Typography>
            {row.counterparty && (
              <Typography component="span" variant="caption" color="text.secondary" noWrap>
                {row.counterparty}
              </Typography>
            )}
          </Stack>
        ),
      },
      {
        field: 'amount',
        headerName: 'Montant',
        type: 'number',
        width: 120,
        sortable: false,
        renderCell: ({ row }) => <LineAmount amount={row.amount} />,
      },
      {
        field: 'state',
        headerName: 'État',
        width: 130,
        sortable: false,
        renderCell: ({ row }) => <BankLineStateChip state={row.state} />,
      },
      {
        field: 'proposals',
        headerName: 'Rapprochement',
        flex: 2,
        minWidth: 340,
        sortable: false,
        renderCell: ({ row }) => <Reconciliation line={row} {...handlers} />,
      },
    ],
    [handlers],
  );
  return (
    <DataTable
      label="Lignes de relevé"
      rows={lines}
      columns={columns}
      loading={loading}
      emptyText={bankTexts.empty}
      server={paging}
      card={(line) => (
        <RowCard
          title={line.label}
          figure={<LineAmount amount={line.amount} />}
          details={[
            <>
              <BankLineStateChip state={line.state} />
              <span>{formatDate(line.date)}</span>
            </>,
            ...(line.counterparty ? [<span>{line.counterparty}</span>] : []),
          ]}
          actions={<Reconciliation line={line} {...handlers} stacked />}
        />
      )}
    />
  );
}

function LineAmount({ amount }: { amount: number }) {
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ fontWeight: 600, whiteSpace: 'nowrap', color: amount >= 0 ? 'success.main' : 'error.main' }}
    >
      {formatEuro(amount)}
    </Typography>
  );
}

type ReconciliationProps = Pick<BankLinesTableProps, 'busyId' | 'onAccept' | 'onChoose' | 'onIgnore' | 'onUnmatch'> & {
  line: BankLineRow;
  /** On a card: the proposal on its own line, the buttons wrapping below it. */
  stacked?: boolean;
};

/** What a line is settled with and « Annuler », or its best proposal with accept / choose another / ignore. */
function Reconciliation({
  line: row,
  busyId,
  onAccept,
  onChoose,
  onIgnore,
  onUnmatch,
  stacked = false,
}: ReconciliationProps) {
  const busy = busyId === row.id;
  const layout = stacked
    ? ({ flexWrap: 'wrap', alignItems: 'center', width: '100%', gap: 0.5 } as const)
    : ({ alignItems: 'center', height: '100%', minWidth: 0, gap: 1 } as const);
  const text = { flex: stacked ? '1 1 100%' : 1, minWidth: 0 };
  if (row.state !== 'À rapprocher')
    return (
      <Stack direction="row" sx={layout}>
        <Typography variant="body2" noWrap={!stacked} sx={text} title={settledWith(row)}>
          {settledWith(row)}
        </Typography>
        <Button
          size="small"
          disabled={busy}
          onClick={() => onUnmatch(row)}
          aria-label={`Annuler le rapprochement de ${row.label}`}
        >
          Annuler
        </Button>
      </Stack>
    );
  const best = row.proposals[0];
  return (
    <Stack direction="row" sx={layout}>
      <Typography variant="body2" noWrap={!stacked} sx={text} title={best?.description}>
        {best ? best.description : bankTexts.noProposal}
      </Typography>
      {best && (
        <Button
          size="small"
          variant="contained"
          disabled={busy}
          onClick={() => onAccept(row, best)}
          aria-label={`Accepter : ${best.description}`}
        >
          Accepter
        </Button>
      )}
      <Button
        size="small"
        disabled={busy}
        onClick={() => onChoose(row)}
        aria-label={`Choisir un autre rapprochement pour ${row.label}`}
      >
        Choisir
      </Button>
      <Button
        size="small"
        color="inherit"
        disabled={busy}
        onClick={() => onIgnore(row)}
        aria-label={`Ignorer ${row.label}`}
      >
        Ignorer
      </Button>
    </Stack>
  );
}
