import { lazy, Suspense, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { dayRangeProblem, isCalendarDay } from '@pilotage/domain';
import { useBusinessToday } from '../../app/session/business-day';
import { useSession } from '../../app/session/SessionProvider';
import {
  CancelInvoicePaymentDocument,
  InvoiceDocument,
  InvoicesDocument,
  InvoiceRemindersDocument,
  IssueCreditNoteDocument,
  RemindInvoiceDocument,
  RecordInvoicePaymentDocument,
  SendInvoiceDocument,
} from '../../graphql/generated/graphql';
import type { ListUrlSpec } from '../../lib/list-url-state';
import { usePeriodFilter } from '../../lib/usePeriodFilter';
import { useServerList } from '../../lib/useServerList';
import { toInvoiceDocument } from './invoice-document';
import { invoiceTexts, isInvoiceKind, isInvoiceStatus, isNetworkFilter } from './invoice-rules';
import { InvoicesView } from './InvoicesView';

const InvoiceGeneratorDialog = lazy(() => import('./generator/InvoiceGeneratorDialog'));
// jsPDF and pdf-lib stay out of this screen's chunk until a PDF is asked for.
const loadPdfModule = () => import('./pdf/download-invoice-pdf');

type InvoiceFilter = 'status' | 'kind' | 'from' | 'to' | 'reminded' | 'networkState';

/** `/invoices?status=En+retard&kind=invoice&from=2026-01-01&q=lefevre&page=2`: newest first, the server's only order. */
const INVOICE_LIST: ListUrlSpec<InvoiceFilter> = {
  filters: {
    status: isInvoiceStatus,
    kind: isInvoiceKind,
    from: isCalendarDay,
    to: isCalendarDay,
    reminded: (value: string) => value === 'true' || value === 'false',
    networkState: isNetworkFilter,
  },
  filtersValid: (filters) => !dayRangeProblem(filters.from, filters.to),
};

/** A payment adds a revenue transaction (its cancellation deletes it): the lists and totals that show transactions load again when next shown. */
function forgetFinancials(cache: ApolloCache) {
  for (const fieldName of ['financialTransactions', 'financialDailyBalances', 'performanceStats'])
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

export function InvoicesScreen() {
  const today = useBusinessToday();
  const isAdmin = useSession().user?.role === 'Admin';
  const client = useApolloClient();
  const list = useServerList({
    query: InvoicesDocument,
    url: INVOICE_LIST,
    variables: ({ page, filters, search }) => ({
      filter: {
        status: filters.status || undefined,
        kind: filters.kind || undefined,
        from: filters.from || undefined,
        to: filters.to || undefined,
        client: search || undefined,
        reminded: filters.reminded ? filters.reminded === 'true' : undefined,
        networkState: filters.networkState || undefined,
      },
      page,
    }),
    pageOf: (data) => data.invoices,
    loadFailed: invoiceTexts.loadFailed,
    csv: {
      path: '/api/invoices.csv',
      params: ({ filters: { networkState, ...filters }, search }) => ({
        ...filters,
        network_state: networkState,
        client: search,
      }),
    },
  });
  const period = usePeriodFilter({ startDate: list.filters.from, endDate: list.filters.to }, ({ startDate, endDate }) =>
    list.setFilters({ from: startDate, to: endDate }),
  );
  // The generator's code loads on the first click, then stays mounted so it can animate closed.
  const [generatorOpen, setGeneratorOpen] = useState(false);
  const [generatorRequested, setGeneratorRequested] = useState(false);
  const [downloadingId, setDownloadingId] = useState<number | null>(null);
  // A credit note may record a refund: the financials' cached figures go stale then.
  const [issueCreditNote] = useMutation(IssueCreditNoteDocument, {
    refetchQueries: [InvoicesDocument],
    awaitRefetchQueries: true,
    update: forgetFinancials,
  });
  const [recordPayment] = useMutation(RecordInvoicePaymentDocument, {
    refetchQueries: [InvoicesDocument],
    awaitRefetchQueries: true,
    update: forgetFinancials,
  });

  const [cancelPayment] = useMutation(CancelInvoicePaymentDocument, {
    refetchQueries: [InvoicesDocument],
    awaitRefetchQueries: true,
    update: forgetFinancials,
  });

  // The mail leaves from the outbox a moment later: « Envoyée » shows once the list is refreshed.
  const [sendInvoice] = useMutation(SendInvoiceDocument, { refetchQueries: [InvoicesDocument] });

  // The reminder leaves from the outbox a moment later; the list's « Relancée » filter sees it at once.
  const [remindInvoice] = useMutation(RemindInvoiceDocument, { refetchQueries: [InvoicesDocument] });

  // An issued invoice never changes: its full record is read once, then from the cache.
  const fullInvoice = async (id: number) =>
    (await client.query({ query: InvoiceDocument, variables: { id } })).data!.invoice;

  return (
    <>
      <InvoicesView
        invoices={list.rows}
        loading={list.loading}
        error={list.error}
        actionError={list.actionError}
        paging={list.paging}
        status={list.filters.status}
        onStatusChange={(status) => list.setFilters({ status })}
        kind={list.filters.kind}
        onKindChange={(kind) => list.setFilters({ kind })}
        period={period.period}
        onPeriodChange={period.change}
        client={list.search}
        onClientChange={list.setSearch}
        onRefresh={() => void list.refetch()}
        onNewInvoice={() => {
          setGeneratorRequested(true);
          setGeneratorOpen(true);
        }}
        downloadingId={downloadingId}
        onDownload={(invoice) =>
          list.run(async () => {
            setDownloadingId(invoice.id);
            try {
              const [record, pdf] = await Promise.all([fullInvoice(invoice.id), loadPdfModule()]);
              await pdf.downloadIssuedInvoice(toInvoiceDocument(record));
            } finally {
              setDownloadingId(null);
            }
          }, invoiceTexts.downloadFailed)
        }
        loadLines={async (id) => (await fullInvoice(id)).lines}
        onCreditNote={async (invoiceId, input) => void (await issueCreditNote({ variables: { invoiceId, input } }))}
        onPayment={async (invoiceId, input) => void (await recordPayment({ variables: { invoiceId, input } }))}
        onSend={async (invoiceId, input) =>
          (await sendInvoice({ variables: { invoiceId, input } })).data!.sendInvoice.message
        }
        onCancelPayment={
          isAdmin
            ? async (invoiceId, input) => void (await cancelPayment({ variables: { invoiceId, input } }))
            : undefined
        }
        today={today}
        reminded={list.filters.reminded}
        onRemindedChange={(reminded) => list.setFilters({ reminded })}
        networkState={list.filters.networkState}
        onNetworkStateChange={(networkState) => list.setFilters({ networkState })}
        loadReminders={async (invoiceId) =>
          (
            await client.query({
              query: InvoiceRemindersDocument,
              variables: { invoiceId },
              fetchPolicy: 'network-only',
            })
          ).data!.invoiceReminders
        }
        onRemind={async (invoiceId) => (await remindInvoice({ variables: { invoiceId } })).data!.remindInvoice.message}
      />
      {generatorRequested && (
        <Suspense fallback={null}>
          <InvoiceGeneratorDialog
            open={generatorOpen}
            onClose={() => setGeneratorOpen(false)}
            onIssued={() => void list.refetch()}
            today={today}
          />
        </Suspense>
      )}
    </>
  );
}
