import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/AddCard';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import type { ServerPaging } from '../../lib/server-paging';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { activeFilterCount, FilterSheet } from '../../components/FilterSheet';
import { FormToggleButton } from '../../components/FormToggleButton';
import { ListScreenLayout } from '../../components/ListScreenLayout';
import { SearchBox } from '../../components/SearchBox';
import type {
  CreateFinancialTransactionInput,
  TransactionRowFragment,
  UpdateFinancialTransactionInput,
} from '../../graphql/generated/graphql';
import { usePendingDeletion } from '../../lib/usePendingDeletion';
import { useToast } from '../../components/ToastProvider';
import { AddTransactionForm } from './components/AddTransactionForm';
import { type DateRange, DateRangeFilter } from '../../components/DateRangeFilter';
import type { ChartBucket } from '@pilotage/domain';
import { BUCKET_CAPTIONS } from '../../lib/chart-labels';
import { EditTransactionDialog } from './components/EditTransactionDialog';
import { FinancialTotals } from './components/FinancialTotals';
import { TransactionsTable } from '../../components/TransactionsTable';
import { CHART_HEIGHT, type DailyBalance, financialTexts } from './financial-rules';

// The charts library is heavy: it loads after the rest of the screen.
const DailyBalanceChart = lazy(() =>
  import('./components/DailyBalanceChart').then((module) => ({ default: module.DailyBalanceChart })),
);

export interface FinancialsViewProps {
  transactions: TransactionRowFragment[];
  loading: boolean;
  error: string | null;
  /** A failed delete or CSV export, already worded ('Erreur: …'). */
  actionError: string | null;
  paging: ServerPaging;
  /** The server's daily sums over the whole filter, oldest day first. */
  days: DailyBalance[];
  /** The period shown; an invalid one (start after end) is not applied. */
  range: DateRange;
  onRangeChange(range: DateRange): void;
  /** The search the list applies; the box calls `onSearchChange` as typing pauses. */
  search: string;
  onSearchChange(search: string): void;
  onRefresh(): void;
  onOpenInvoice(): void;
  onCreate(values: CreateFinancialTransactionInput): Promise<void>;
  onUpdate(id: number, values: UpdateFinancialTransactionInput): Promise<void>;
  onDelete(id: number): void;
  /** « Historique » of a row (Admins only). */
  onHistory?(transaction: TransactionRowFragment): void;
  /** The paperclip: opens the receipt attached to the transaction. */
  onOpenAttachment?(transaction: TransactionRowFragment): void;
  initialAddOpen?: boolean;
  initialEditing?: TransactionRowFragment;
  /** The add form's default date: the business day (APP_TIMEZONE), not the browser's. */
  today: string;
}

export function FinancialsView(props: FinancialsViewProps) {
  const { transactions, loading, error, actionError, paging, days, onRefresh } = props;
  // The title stays « Solde Journalier… » (docs/product.md); a grouped chart says so beneath it.
  const caption = BUCKET_CAPTIONS[(days[0]?.bucket ?? 'day') as ChartBucket];
  const [adding, setAdding] = useState(props.initialAddOpen ?? false);
  const toast = useToast();
  const [editing, setEditing] = useState<TransactionRowFragment | null>(props.initialEditing ?? null);
  const deletion = usePendingDeletion<TransactionRowFragment>((transaction) => props.onDelete(transaction.id));
  return (
    <>
      <ListScreenLayout
        title={financialTexts.title}
        onRefresh={onRefresh}
        actions={
          <>
            <Button variant="outlined" startIcon={<ReceiptIcon />} onClick={props.onOpenInvoice}>
              Générer une facture
            </Button>
            <FormToggleButton
              open={adding}
              label="Ajouter une transaction"
              icon={<AddIcon />}
              onToggle={() => setAdding(!adding)}
            />
          </>
        }
        actionError={actionError}
        error={error}
        controls={
          <>
            {adding && (
              <AddTransactionForm
                today={props.today}
                onCancel={() => setAdding(false)}
                onSubmit={async (values, again) => {
                  await props.onCreate(values);
                  toast('Transaction ajoutée.');
                  if (!again) setAdding(false);
                }}
              />
            )}
            <Box sx={{ mb: 2 }}>
              <SearchBox value={props.search} onChange={props.onSearchChange} />
            </Box>
            <FilterSheet active={activeFilterCount(props.range.startDate || props.range.endDate)}>
              <DateRangeFilter range={props.range} onChange={props.onRangeChange} today={props.today} />
            </FilterSheet>
          </>
        }
      >
        {/* On a phone the list comes first, the totals and the chart below it. */}
        <Box sx={{ display: 'flex', flexDirection: 'column' }}>
          <FinancialTotals days={days} />
          <Paper component="section" aria-label={financialTexts.chartTitle} sx={{ p: 2, mb: 3 }}>
            <Typography variant="h2" sx={{ mb: 1 }}>
              {financialTexts.chartTitle}
            </Typography>
            {caption && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: -0.5, mb: 1 }}>
                {caption}
              </Typography>
            )}
            {days.length === 0 ? (
              <Box sx={{ height: CHART_HEIGHT, display: 'grid', placeItems: 'center' }}>
                <Typography color="text.secondary">{loading ? 'Chargement...' : financialTexts.empty}</Typography>
              </Box>
            ) : (
              <Suspense
                fallback={
                  <Box role="status" aria-label="Chargement du graphique">
                    <Skeleton variant="rectangular" height={CHART_HEIGHT} />
                  </Box>
                }
              >
                <DailyBalanceChart days={days} />
              </Suspense>
            )}
          </Paper>
          <Box sx={{ order: { xs: -1, sm: 0 }, mb: { xs: 3, sm: 0 } }}>
            <TransactionsTable
              transactions={transactions}
              loading={loading}
              paging={paging}
              onEdit={setEditing}
              onDelete={deletion.request}
              onHistory={props.onHistory}
              onOpenAttachment={props.onOpenAttachment}
            />
          </Box>
        </Box>
      </ListScreenLayout>
      {editing && (
        <EditTransactionDialog
          key={editing.id}
          transaction={editing}
          onClose={() => setEditing(null)}
          onSubmit={(values) => props.onUpdate(editing.id, values)}
        />
      )}
      <ConfirmDialog {...deletion.dialog} title="Supprimer la transaction" message={financialTexts.confirmDelete} />
    </>
  );
}
