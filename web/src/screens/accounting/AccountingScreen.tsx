import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { fiscalYearOf, fiscalYearRange } from '@pilotage/domain';
import { useSession } from '../../app/session/SessionProvider';
import { useBusinessToday } from '../../app/session/business-day';
import {
  AccountingOverviewDocument,
  AccountingSettingsDocument,
  CloseAccountingPeriodDocument,
  UpdateAccountingSettingsDocument,
  VatSummaryDocument,
  type VatSummaryFieldsFragment,
} from '../../graphql/generated/graphql';
import type { DateRange } from '../../components/DateRangeFilter';
import { dateRangeError } from '../../components/DateRangeFilter';
import { downloadCsv, toCsv } from '../../lib/csv';
import { errorMessage } from '../../lib/errors';
import { downloadServerFile } from '../../lib/server-csv';
import { accountingTexts } from './accounting-texts';
import { type AccountingFilters, type AccountingTab, AccountingView } from './AccountingView';

/** The VAT summary as a spreadsheet: the CA3 boxes, or under the franchise the turnover against the thresholds. */
function vatCsv(summary: VatSummaryFieldsFragment): string {
  if (summary.franchise)
    return toCsv<VatSummaryFieldsFragment['thresholds'][number]>(
      [
        { header: 'Activité', value: (row) => row.activity },
        { header: 'Chiffre d’affaires', value: (row) => row.turnover },
        { header: 'Seuil', value: (row) => row.base },
        { header: 'Seuil majoré', value: (row) => row.higher },
      ],
      summary.thresholds,
    );
  return toCsv<VatSummaryFieldsFragment['boxes'][number]>(
    [
      { header: 'Case', value: (row) => row.box },
      { header: 'Libellé', value: (row) => row.label },
      { header: 'Base hors taxe', value: (row) => row.base },
      { header: 'Montant', value: (row) => row.amount },
    ],
    summary.boxes,
  );
}

/** The first day of the month of `day`. */
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

export function AccountingScreen() {
  const canManage = useSession().user?.role === 'Admin';
  const today = useBusinessToday();
  const [tab, setTab] = useState<AccountingTab>('entries');
  const settings = useQuery(AccountingSettingsDocument);
  const startMonth = settings.data?.accountingSettings.fiscalStartMonth ?? 1;
  const currentYear = fiscalYearOf(today, startMonth);
  const [year, setYear] = useState<number | null>(null);
  const shownYear = year ?? currentYear;
  const [filters, setFilters] = useState<AccountingFilters>({ period: '', journal: '', search: '' });
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(50);
  const overview = useQuery(AccountingOverviewDocument, {
    variables: {
      year: String(shownYear),
      filter: {
        year: shownYear,
        period: filters.period || undefined,
        journal: filters.journal || undefined,
        q: filters.search || undefined,
      },
      page: { limit: rowsPerPage, offset: page * rowsPerPage },
    },
    fetchPolicy: 'cache-and-network',
  });
  const [vatRange, setVatRange] = useState<DateRange>({ startDate: monthStart(today), endDate: today });
  const vatValid = !!vatRange.startDate && !!vatRange.endDate && !dateRangeError(vatRange);
  const vat = useQuery(VatSummaryDocument, {
    variables: { from: vatRange.startDate, to: vatRange.endDate },
    skip: tab !== 'vat' || !vatValid,
  });
  const [closePeriod] = useMutation(CloseAccountingPeriodDocument);
  const [saveSettings, saving] = useMutation(UpdateAccountingSettingsDocument);
  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [settingsError, setSettingsError] = useState<string | null>(null);
  const [settingsSaved, setSettingsSaved] = useState(false);
  const act = async (work: () => Promise<unknown>) => {
    setActionError(null);
    setNotice(null);
    try {
      await work();
    } catch (error) {
      setActionError(`Erreur: ${errorMessage(error, accountingTexts.loadFailed)}`);
    }
  };
  const loadError = overview.error ?? settings.error;
  const yearRange = fiscalYearRange(shownYear, startMonth);

  return (
    <AccountingView
      tab={tab}
      onTabChange={setTab}
      year={shownYear}
      years={[currentYear - 2, currentYear - 1, currentYear]}
      onYearChange={(next) => (setYear(next), setFilters({ ...filters, period: '' }), setPage(0))}
      filters={filters}
      onFiltersChange={(changes) => (setFilters({ ...filters, ...changes }), setPage(0))}
      entries={overview.data?.ledgerEntries.items ?? []}
      loading={overview.loading}
      paging={{
        page,
        rowsPerPage,
        total: overview.data?.ledgerEntries.total ?? 0,
        onPageChange: setPage,
        onRowsPerPageChange: (rows) => (setRowsPerPage(rows), setPage(0)),
      }}
      balance={overview.data?.accountBalance ?? []}
      periods={overview.data?.accountingPeriods ?? []}
      currentMonth={today.slice(0, 7)}
      vat={vat.data?.vatSummary ?? null}
      vatRange={vatRange}
      onVatRangeChange={setVatRange}
      settings={settings.data?.accountingSettings ?? null}
      settingsSaving={saving.loading}
      settingsError={settingsError}
      settingsSaved={settingsSaved}
      onSaveSettings={(input) => {
        setSettingsError(null);
        setSettingsSaved(false);
        saveSettings({ variables: { input } }).then(
          () => (setSettingsSaved(true), void overview.refetch()),
          (error: unknown) => setSettingsError(errorMessage(error, accountingTexts.loadFailed)),
        );
      }}
      canManage={canManage}
      onClosePeriod={(period) =>
        void act(async () => {
          await closePeriod({ variables: { period } });
          setNotice(accountingTexts.closed(period));
          await overview.refetch();
        })
      }
      onExportFec={() =>
        void act(() =>
          downloadServerFile('/api/accounting/fec', { year: shownYear }, `FEC${yearRange.to.replaceAll('-', '')}.txt`),
        )
      }
      onExportVat={() => {
        const summary = vat.data?.vatSummary;
        if (!summary) return void setTab('vat');
        downloadCsv(`TVA_${summary.from}_${summary.to}.csv`, vatCsv(summary));
      }}
      error={loadError ? errorMessage(loadError, accountingTexts.loadFailed) : null}
      actionError={actionError}
      notice={notice}
      onRefresh={() => void Promise.all([overview.refetch(), settings.refetch()])}
    />
  );
}
