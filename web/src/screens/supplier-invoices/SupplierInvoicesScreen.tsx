import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { dayRangeProblem, isCalendarDay } from '@pilotage/domain';
import { useBusinessToday } from '../../app/session/business-day';
import { useSession } from '../../app/session/SessionProvider';
import {
  CancelSupplierInvoicePaymentDocument,
  ApproveSupplierInvoiceDocument,
  PaySupplierInvoiceDocument,
  RefuseSupplierInvoiceDocument,
  SupplierInvoiceDocument,
  SupplierInvoicesDocument,
  UpdateSupplierInvoiceDocument,
} from '../../graphql/generated/graphql';
import { errorMessage } from '../../lib/errors';
import type { ListUrlSpec } from '../../lib/list-url-state';
import { usePeriodFilter } from '../../lib/usePeriodFilter';
import { useServerList } from '../../lib/useServerList';
import { originalBlobUrl, uploadSupplierInvoice } from './supplier-invoice-files';
import {
  isSupplierInvoiceOrigin,
  isSupplierInvoiceStatus,
  supplierInvoiceTexts as texts,
} from './supplier-invoice-texts';
import { SupplierInvoicesView } from './SupplierInvoicesView';

type SupplierFilter = 'status' | 'origin' | 'from' | 'to';

/** `/supplier-invoices?status=À+valider&origin=platform&from=2026-01-01&q=papeterie&page=2`: latest received first. */
const SUPPLIER_INVOICE_LIST: ListUrlSpec<SupplierFilter> = {
  filters: { status: isSupplierInvoiceStatus, origin: isSupplierInvoiceOrigin, from: isCalendarDay, to: isCalendarDay },
  filtersValid: (filters) => !dayRangeProblem(filters.from, filters.to),
};

/** A payment adds an expense transaction: the lists and totals that show transactions load again when next shown. */
function forgetFinancials(cache: ApolloCache) {
  for (const fieldName of ['financialTransactions', 'financialDailyBalances', 'performanceStats'])
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/** The original of the open record as a blob URL, revoked when another opens or the panel closes. */
function useOriginal(id: number | null) {
  const [state, setState] = useState<{ id: number; url: string | null; error: string | null } | null>(null);
  useEffect(() => {
    if (id === null) return;
    let url: string | null = null;
    let cancelled = false;
    originalBlobUrl(id).then(
      (made) => {
        url = made;
        if (cancelled) URL.revokeObjectURL(made);
        else setState({ id, url: made, error: null });
      },
      (failure: unknown) =>
        !cancelled && setState({ id, url: null, error: errorMessage(failure, texts.originalFailed) }),
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  return state?.id === id ? state : { url: null, error: null };
}

export function SupplierInvoicesScreen() {
  const today = useBusinessToday();
  const list = useServerList({
    query: SupplierInvoicesDocument,
    url: SUPPLIER_INVOICE_LIST,
    variables: ({ page, filters, search }) => ({
      filter: {
        status: filters.status || undefined,
        origin: filters.origin || undefined,
        from: filters.from || undefined,
        to: filters.to || undefined,
        q: search || undefined,
      },
      page,
    }),
    pageOf: (data) => data.supplierInvoices,
    loadFailed: texts.loadFailed,
  });
  const period = usePeriodFilter({ startDate: list.filters.from, endDate: list.filters.to }, ({ startDate, endDate }) =>
    list.setFilters({ from: startDate, to: endDate }),
  );
  const [openId, setOpenId] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadResult, setUploadResult] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const record = useQuery(SupplierInvoiceDocument, { variables: { id: openId ?? 0 }, skip: openId === null });
  const original = useOriginal(openId);
  const mutation = { refetchQueries: [SupplierInvoicesDocument], awaitRefetchQueries: true };
  const [update] = useMutation(UpdateSupplierInvoiceDocument, mutation);
  const [approve] = useMutation(ApproveSupplierInvoiceDocument, mutation);
  const [refuse] = useMutation(RefuseSupplierInvoiceDocument, mutation);
  const [pay] = useMutation(PaySupplierInvoiceDocument, { ...mutation, update: forgetFinancials });
  const [cancelPayment] = useMutation(CancelSupplierInvoicePaymentDocument, { ...mutation, update: forgetFinancials });
  const isAdmin = useSession().user?.role === 'Admin';

  const upload = async (file: File) => {
    setUploading(true);
    setUploadResult(null);
    try {
      const created = await uploadSupplierInvoice(file);
      setUploadResult({ severity: 'success', text: texts.uploaded(created.reference) });
      await list.refetch();
      setOpenId(created.id);
    } catch (failure) {
      setUploadResult({ severity: 'error', text: errorMessage(failure, texts.uploadFailed) });
    } finally {
      setUploading(false);
    }
  };

  const id = openId ?? 0;
  return (
    <SupplierInvoicesView
      rows={list.rows}
      loading={list.loading}
      error={list.error}
      actionError={list.actionError}
      paging={list.paging}
      status={list.filters.status}
      onStatusChange={(status) => list.setFilters({ status })}
      origin={list.filters.origin}
      onOriginChange={(origin) => list.setFilters({ origin })}
      period={period.period}
      onPeriodChange={period.change}
      search={list.search}
      onSearchChange={list.setSearch}
      onRefresh={() => void list.refetch()}
      uploading={uploading}
      uploadResult={uploadResult}
      onUpload={(file) => void upload(file)}
      onOpen={(row) => setOpenId(row.id)}
      detail={
        openId === null
          ? undefined
          : {
              record: record.data?.supplierInvoice ?? null,
              error: record.error ? errorMessage(record.error, texts.detailFailed) : null,
              originalUrl: original.url,
              originalError: original.error,
              today,
              onClose: () => setOpenId(null),
              onApprove: async (input) => void (await approve({ variables: { id, input } })),
              onRefuse: async (input) => void (await refuse({ variables: { id, input } })),
              onPay: async (input) => void (await pay({ variables: { id, input } })),
              onEdit: async (input) => void (await update({ variables: { id, input } })),
              onCancelPayment: isAdmin ? async () => void (await cancelPayment({ variables: { id } })) : undefined,
            }
      }
    />
  );
}
