import { lazy, Suspense, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { isCalendarDay } from '@pilotage/domain';
import {
  CreateFinancialTransactionDocument,
  DeleteFinancialTransactionDocument,
  FinancialDailyBalancesDocument,
  FinancialTransactionsDocument,
  type TransactionRowFragment,
  UpdateFinancialTransactionDocument,
} from '../../graphql/generated/graphql';
import { useBusinessToday } from '../../app/session/business-day';
import { errorCode, errorMessage } from '../../lib/errors';
import type { ListUrlSpec } from '../../lib/list-url-state';
import { LiveHighlightContext, useLiveChanges } from '../../lib/useLiveChanges';
import { storedFileBlobUrl } from '../../lib/stored-file';
import { restSort, useServerList } from '../../lib/useServerList';
import { RecordHistoryDialog } from '../../components/record-history/RecordHistoryDialog';
import { useSession } from '../../app/session/SessionProvider';
import { useRecordHistory } from '../../components/record-history/useRecordHistory';
import { type DateRange, dateRangeError } from '../../components/DateRangeFilter';
import { TRANSACTION_SORT_KEYS } from '../../components/TransactionsTable';
import { financialTexts } from './financial-rules';
import { FinancialsView } from './FinancialsView';

const InvoiceGeneratorDialog = lazy(() => import('../invoices/generator/InvoiceGeneratorDialog'));

/** `/financials?start_date=2024-01-01&end_date=2024-03-31&q=loyer`: most recent first by default. */
const TRANSACTION_LIST: ListUrlSpec<'start_date' | 'end_date'> = {
  sortKeys: TRANSACTION_SORT_KEYS,
  initialSort: [{ field: 'date', sort: 'desc' }],
  filters: { start_date: isCalendarDay, end_date: isCalendarDay },
  filtersValid: (dates) => !dateRangeError({ startDate: dates.start_date, endDate: dates.end_date }),
};

export function FinancialsScreen() {
  const today = useBusinessToday();
  const list = useServerList({
    query: FinancialTransactionsDocument,
    url: TRANSACTION_LIST,
    variables: ({ page, sort, filters, search }) => ({
      filter: { ...periodFilter(filters), q: search || undefined, ...sort },
      page,
    }),
    pageOf: (data) => data.financialTransactions,
    loadFailed: financialTexts.loadFailed,
    csv: { path: '/api/financials.csv', params: (view) => ({ ...view.filters, q: view.search, ...restSort(view) }) },
    live: ['transaction', 'employee'],
  });
  // The period applied is the URL's; the one typed stays on screen while its bounds are in the wrong order.
  const applied: DateRange = { startDate: list.filters.start_date, endDate: list.filters.end_date };
  const [range, setRange] = useState(applied);
  const [shown, setShown] = useState(applied);
  if (shown.startDate !== applied.startDate || shown.endDate !== applied.endDate) {
    setShown(applied);
    setRange(applied);
  }
  // The totals and the chart cover the period, whatever is searched in the list.
  // A long period comes grouped by week or month (the server decides by the period's length).
  const dailyVariables = { filter: periodFilter(list.filters), bucket: 'auto' };
  const daily = useQuery(FinancialDailyBalancesDocument, { variables: dailyVariables });
  const client = useApolloClient();
  useLiveChanges(['transaction'], () =>
    client.query({
      query: FinancialDailyBalancesDocument,
      variables: dailyVariables,
      fetchPolicy: 'network-only',
    }),
  );
  // The dialog's code loads on the first click, then stays mounted so it can animate closed.
  const [invoiceOpen, setInvoiceOpen] = useState(false);
  const [invoiceRequested, setInvoiceRequested] = useState(false);
  const refetch = {
    refetchQueries: [FinancialTransactionsDocument, FinancialDailyBalancesDocument],
    awaitRefetchQueries: true,
  };
  const [createTransaction] = useMutation(CreateFinancialTransactionDocument, refetch);
  const [updateTransaction] = useMutation(UpdateFinancialTransactionDocument, refetch);
  const [deleteTransaction] = useMutation(DeleteFinancialTransactionDocument, refetch);
  const isAdmin = useSession().user?.role === 'Admin';
  const history = useRecordHistory(
    'transaction',
    (transaction: TransactionRowFragment) => ({ id: transaction.id, name: transaction.description }),
    isAdmin,
  );

  return (
    <LiveHighlightContext value={list.highlighted}>
      <FinancialsView
        today={today}
        transactions={list.rows}
        loading={list.loading || daily.loading}
        error={list.error ?? (daily.error ? errorMessage(daily.error, financialTexts.loadFailed) : null)}
        actionError={list.actionError}
        paging={list.paging}
        days={(daily.data ?? daily.previousData)?.financialDailyBalances ?? []}
        range={range}
        onRangeChange={(next) => {
          setRange(next);
          if (!dateRangeError(next)) list.setFilters({ start_date: next.startDate, end_date: next.endDate });
        }}
        search={list.search}
        onSearchChange={list.setSearch}
        onRefresh={() => void Promise.all([list.refetch(), daily.refetch()])}
        onOpenInvoice={() => {
          setInvoiceRequested(true);
          setInvoiceOpen(true);
        }}
        onCreate={async (input) => {
          try {
            await createTransaction({ variables: { input } });
          } catch (failure) {
            // docs/product.md §8: an expired session on this form says so in French.
            if (errorCode(failure) === 'UNAUTHENTICATED') throw new Error(financialTexts.authFailed);
            throw failure;
          }
        }}
        onUpdate={async (id, input) => void (await updateTransaction({ variables: { id, input } }))}
        onDelete={(id) => list.run(() => deleteTransaction({ variables: { id } }), financialTexts.deleteFailed)}
        onHistory={history.onHistory}
        onOpenAttachment={(transaction) =>
          list.run(async () => {
            // A new tab shows the receipt with the browser's own viewer; the URL lives as long as this page.
            window.open(await storedFileBlobUrl(`/api/financials/${transaction.id}/attachment`), '_blank', 'noopener');
          }, financialTexts.attachmentFailed)
        }
      />
      <RecordHistoryDialog {...history.dialog} />
      {invoiceRequested && (
        <Suspense fallback={null}>
          <InvoiceGeneratorDialog open={invoiceOpen} onClose={() => setInvoiceOpen(false)} today={today} />
        </Suspense>
      )}
    </LiveHighlightContext>
  );
}

/** The GraphQL filter of the URL's period: a missing bound is no bound. */
function periodFilter(dates: Readonly<Record<'start_date' | 'end_date', string>>) {
  return { startDate: dates.start_date || undefined, endDate: dates.end_date || undefined };
}
