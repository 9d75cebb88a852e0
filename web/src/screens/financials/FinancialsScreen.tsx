import { lazy, Suspense, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
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
import { useBusinessToday } from '../../app/session/business-day';
import { errorCode, errorMessage } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { useServerList } from '../../lib/useServerList';
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
  const today = useBusinessToday();
  const [range, setRange] = useState<DateRange>(ALL_DATES);
  // While the bounds are in the wrong order, the last valid period stays applied.
  const [applied, setApplied] = useState<DateRange>(ALL_DATES);
  const dates = { startDate: applied.startDate || undefined, endDate: applied.endDate || undefined };
  const list = useServerList({
    query: FinancialTransactionsDocument,
    variables: (page, sort) => ({ filter: { ...dates, ...sort }, page }),
    pageOf: (data) => data.financialTransactions,
    sortKeys: TRANSACTION_SORT_KEYS,
    initialSort: INITIAL_SORT,
    loadFailed: financialTexts.loadFailed,
    csv: { fileName: 'Transactions', columns: CSV_COLUMNS },
  });
  const daily = useQuery(FinancialDailyBalancesDocument, { variables: { filter: dates } });
  const employees = useQuery(EmployeeOptionsDocument);
  // The dialog's code loads on the first click, then stays mounted so it can animate closed.
  const [invoiceOpen, setInvoiceOpen] = useState(false);
  const [invoiceRequested, setInvoiceRequested] = useState(false);
  const refetch = { refetchQueries: [FinancialTransactionsDocument, FinancialDailyBalancesDocument], awaitRefetchQueries: true };
  const [createTransaction] = useMutation(CreateFinancialTransactionDocument, refetch);
  const [updateTransaction] = useMutation(UpdateFinancialTransactionDocument, refetch);
  const [deleteTransaction] = useMutation(DeleteFinancialTransactionDocument, refetch);

  return (
    <>
      <FinancialsView
        today={today}
        transactions={list.rows}
        loading={list.loading || daily.loading}
        error={list.error ?? (daily.error ? errorMessage(daily.error, financialTexts.loadFailed) : null)}
        actionError={list.actionError}
        employeesError={employees.error ? financialTexts.employeesLoadFailed : null}
        paging={list.paging}
        employees={employees.data?.employees.items ?? []}
        days={(daily.data ?? daily.previousData)?.financialDailyBalances ?? []}
        range={range}
        onRangeChange={(next) => {
          setRange(next);
          if (dateRangeError(next)) return;
          setApplied(next);
          list.reset();
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
            // docs/product.md §8: an expired session on this form says so in French.
            if (errorCode(failure) === 'UNAUTHENTICATED') throw new Error(financialTexts.authFailed);
            throw failure;
          }
        }}
        onUpdate={async (id, input) => void (await updateTransaction({ variables: { id, input } }))}
        onDelete={(id) => list.run(() => deleteTransaction({ variables: { id } }), financialTexts.deleteFailed)}
      />
      {invoiceRequested && (
        <Suspense fallback={null}>
          <InvoiceGeneratorDialog open={invoiceOpen} onClose={() => setInvoiceOpen(false)} today={today} />
        </Suspense>
      )}
    </>
  );
}
