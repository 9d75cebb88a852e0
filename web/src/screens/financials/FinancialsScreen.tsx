import { lazy, Suspense, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import type { GridSortModel } from '@mui/x-data-grid';
import {
  CreateFinancialTransactionDocument,
  DeleteFinancialTransactionDocument,
  EmployeeOptionsDocument,
  FinancialDailyBalancesDocument,
  FinancialTransactionsDocument,
  type TransactionRowFragment,
  UpdateFinancialTransactionDocument,
} from '../../graphql/generated/graphql';
import { errorCode, errorMessage } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { downloadCsv, toCsv } from '../../lib/csv';
import { collectPages, useServerGrid } from '../../lib/server-grid';
import { ALL_DATES, type DateRange, dateRangeError } from './components/DateRangeFilter';
import { TRANSACTION_SORT_KEYS } from './components/TransactionsTable';
import { financialTexts } from './financial-rules';
import { FinancialsView } from './FinancialsView';

const InvoiceGeneratorDialog = lazy(() => import('../invoice/InvoiceGeneratorDialog'));

const INITIAL_SORT: GridSortModel = [{ field: 'date', sort: 'desc' }];

const CSV_COLUMNS = [
  { header: 'Date', value: (row: TransactionRowFragment) => formatDate(row.date) },
  { header: 'Description', value: (row: TransactionRowFragment) => row.description },
  // A plain decimal, so spreadsheets read it as a number.
  { header: 'Montant', value: (row: TransactionRowFragment) => row.amount.toFixed(2).replace('.', ',') },
  { header: 'Catégorie', value: (row: TransactionRowFragment) => row.category },
  { header: 'Employé Lié', value: (row: TransactionRowFragment) => row.relatedEmployeeName ?? '' },
  { header: 'Source', value: (row: TransactionRowFragment) => row.relatedSource },
];

export function FinancialsScreen() {
  const client = useApolloClient();
  const grid = useServerGrid({ sortKeys: TRANSACTION_SORT_KEYS, initialSort: INITIAL_SORT });
  const [range, setRange] = useState<DateRange>(ALL_DATES);
  // While the bounds are in the wrong order, the last valid period stays applied.
  const [applied, setApplied] = useState<DateRange>(ALL_DATES);
  const dates = { startDate: applied.startDate || undefined, endDate: applied.endDate || undefined };
  const filter = { ...dates, ...grid.variables.sort };
  const list = useQuery(FinancialTransactionsDocument, { variables: { filter, page: grid.variables.page }, notifyOnNetworkStatusChange: true });
  const page = (list.data ?? list.previousData)?.financialTransactions;
  const daily = useQuery(FinancialDailyBalancesDocument, { variables: { filter: dates } });
  const employees = useQuery(EmployeeOptionsDocument);
  // The dialog's code loads on the first click, then stays mounted so it can animate closed.
  const [invoiceOpen, setInvoiceOpen] = useState(false);
  const [invoiceRequested, setInvoiceRequested] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const refetch = { refetchQueries: [FinancialTransactionsDocument, FinancialDailyBalancesDocument], awaitRefetchQueries: true };
  const [createTransaction] = useMutation(CreateFinancialTransactionDocument, refetch);
  const [updateTransaction] = useMutation(UpdateFinancialTransactionDocument, refetch);
  const [deleteTransaction] = useMutation(DeleteFinancialTransactionDocument, refetch);

  const exportAll = async () => {
    const rows = await collectPages<TransactionRowFragment>(async (offset, limit) => {
      const { data } = await client.query({ query: FinancialTransactionsDocument, variables: { filter, page: { offset, limit } }, fetchPolicy: 'network-only' });
      return data?.financialTransactions ?? { items: [], total: 0 };
    });
    downloadCsv('Transactions', toCsv(CSV_COLUMNS, rows));
  };

  const loadError = list.error ?? daily.error;
  return (
    <>
      <FinancialsView
        transactions={page?.items ?? []}
        loading={list.loading || daily.loading}
        error={loadError ? errorMessage(loadError, financialTexts.loadFailed) : null}
        actionError={actionError}
        employeesError={employees.error ? financialTexts.employeesLoadFailed : null}
        paging={grid.paging(page?.total ?? 0, () => exportAll().catch((failure: unknown) => setActionError(errorMessage(failure, financialTexts.loadFailed))))}
        employees={employees.data?.employees.items ?? []}
        days={(daily.data ?? daily.previousData)?.financialDailyBalances ?? []}
        range={range}
        onRangeChange={(next) => {
          setRange(next);
          if (dateRangeError(next)) return;
          setApplied(next);
          grid.reset();
        }}
        onRefresh={() => void Promise.all([list.refetch(), daily.refetch()])}
        onOpenInvoice={() => {
          setInvoiceRequested(true);
          setInvoiceOpen(true);
        }}
        onCreate={async (input) => {
          try {
            await createTransaction({ variables: { input } });
          } catch (failure) {
            // spec.md §8: an expired session on this form says so in French.
            if (errorCode(failure) === 'UNAUTHENTICATED') throw new Error(financialTexts.authFailed);
            throw failure;
          }
        }}
        onUpdate={async (id, input) => void (await updateTransaction({ variables: { id, input } }))}
        onDelete={(id) => {
          setActionError(null);
          deleteTransaction({ variables: { id } }).catch((failure: unknown) => setActionError(errorMessage(failure, financialTexts.deleteFailed)));
        }}
      />
      {invoiceRequested && (
        <Suspense fallback={null}>
          <InvoiceGeneratorDialog open={invoiceOpen} onClose={() => setInvoiceOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
