import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import DownloadIcon from '@mui/icons-material/Download';
import type {
  AccountingSettingsFieldsFragment,
  AccountingSettingsInput,
  LedgerEntryFieldsFragment,
  VatSummaryFieldsFragment,
} from '../../graphql/generated/graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { type DateRange, DateRangeFilter } from '../../components/DateRangeFilter';
import { ListScreenLayout } from '../../components/ListScreenLayout';
import { SearchBox } from '../../components/SearchBox';
import { activeFilterCount, FilterSheet } from '../../components/FilterSheet';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

import { accountingTexts, monthLabel } from './accounting-texts';
import { AccountingSettingsPanel } from './components/AccountingSettingsPanel';
import { type BalanceRow, BalanceTable } from './components/BalanceTable';
import { type EntriesPaging, EntriesTable } from './components/EntriesTable';
import { type PeriodRow, PeriodsPanel } from './components/PeriodsPanel';
import { VatPanel } from './components/VatPanel';

export const ACCOUNTING_TABS = ['entries', 'balance', 'periods', 'vat', 'settings'] as const;
export type AccountingTab = (typeof ACCOUNTING_TABS)[number];
const TAB_LABELS: Record<AccountingTab, string> = {
  entries: 'Écritures',
  balance: 'Balance',
  periods: 'Périodes',
  vat: 'TVA',
  settings: 'Paramètres',
};

export interface AccountingFilters {
  /** AAAA-MM, or '' for every month. */
  period: string;
  /** A journal code, or '' for every journal. */
  journal: string;
  search: string;
}

export interface AccountingViewProps {
  tab: AccountingTab;
  onTabChange(tab: AccountingTab): void;
  /** The fiscal year shown (named by its closing year) and those offered. */
  year: number;
  years: number[];
  onYearChange(year: number): void;
  filters: AccountingFilters;
  onFiltersChange(changes: Partial<AccountingFilters>): void;
  entries: LedgerEntryFieldsFragment[];
  loading: boolean;
  paging: EntriesPaging;
  balance: BalanceRow[];
  periods: PeriodRow[];
  currentMonth: string;
  vat: VatSummaryFieldsFragment | null;
  vatRange: DateRange;
  onVatRangeChange(range: DateRange): void;
  settings: AccountingSettingsFieldsFragment | null;
  settingsSaving: boolean;
  settingsError: string | null;
  settingsSaved: boolean;
  onSaveSettings(input: AccountingSettingsInput): void;
  /** Admin: close a month, export the FEC, change the settings; a Manager only reads. */
  canManage: boolean;
  onClosePeriod(period: string): void;
  onExportFec(): void;
  onExportVat(): void;
  error: string | null;
  actionError: string | null;
  notice: string | null;
  onRefresh(): void;
}

/** « Comptabilité »: the posted entries by journal, the balance, the months and their closing, the VAT figures, the settings. */
export function AccountingView(props: AccountingViewProps) {
  const [closing, setClosing] = useState<string | null>(null);
  const journals = props.settings?.journals ?? [];
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <ListScreenLayout
      title={accountingTexts.title}
      onRefresh={props.onRefresh}
      error={props.error}
      actionError={props.actionError}
      actions={
        <>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={props.onExportVat}>
            Exporter la synthèse TVA
          </Button>
          {props.canManage && (
            <Button variant="contained" startIcon={<DownloadIcon />} onClick={props.onExportFec}>
              {accountingTexts.fecButton} {props.year}
            </Button>
          )}
        </>
      }
      controls={
        <Stack spacing={2} sx={{ mb: 2 }}>
          {props.notice && <Alert severity="success">{props.notice}</Alert>}
          {!props.canManage && <Alert severity="info">{accountingTexts.readOnly}</Alert>}
          <Tabs value={props.tab} onChange={(_, tab: AccountingTab) => props.onTabChange(tab)} variant="scrollable">
            {ACCOUNTING_TABS.map((tab) => (
              <Tab key={tab} value={tab} label={TAB_LABELS[tab]} />
            ))}
          </Tabs>
          {(props.tab === 'entries' || props.tab === 'balance' || props.tab === 'periods') && (
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              {props.tab === 'entries' && (
                <SearchBox
                  value={props.filters.search}
                  onChange={(search) => props.onFiltersChange({ search })}
                  label="Rechercher (libellé, pièce, compte, client, fournisseur)"
                />
              )}
              {/* On a phone, the year, month and journal fold into the « Filtres » sheet, as on the other lists. */}
              <FilterSheet active={activeFilterCount(props.filters.period, props.filters.journal)}>
                <TextField
                  select
                  size="small"
                  label="Exercice"
                  value={props.year}
                  onChange={(event) => props.onYearChange(Number(event.target.value))}
                  sx={{ width: 140, flexShrink: 0 }}
                >
                  {props.years.map((year) => (
                    <MenuItem key={year} value={year}>
                      {year}
                    </MenuItem>
                  ))}
                </TextField>
                {props.tab !== 'periods' && (
                  <>
                    <TextField
                      select
                      size="small"
                      label="Période"
                      value={props.filters.period}
                      onChange={(event) => props.onFiltersChange({ period: event.target.value })}
                      sx={{ minWidth: 180 }}
                    >
                      <MenuItem value="">Toutes les périodes</MenuItem>
                      {props.periods.map((row) => (
                        <MenuItem key={row.period} value={row.period}>
                          {monthLabel(row.period)}
                        </MenuItem>
                      ))}
                    </TextField>
                    <TextField
                      select
                      size="small"
                      label="Journal"
                      value={props.filters.journal}
                      onChange={(event) => props.onFiltersChange({ journal: event.target.value })}
                      sx={{ minWidth: 200 }}
                    >
                      <MenuItem value="">Tous les journaux</MenuItem>
                      {journals.map((journal) => (
                        <MenuItem key={journal.key} value={journal.code}>
                          {journal.code} · {journal.label}
                        </MenuItem>
                      ))}
                    </TextField>
                  </>
                )}
              </FilterSheet>
            </Stack>
          )}
          {props.tab === 'vat' && <DateRangeFilter range={props.vatRange} onChange={props.onVatRangeChange} />}
        </Stack>
      }
    >
      {/* From 600 px, a ledger's wide columns scroll inside this frame (focusable for the keyboard), not the page; below, its lists are cards. */}
      <Paper
        {...(phone ? {} : { tabIndex: 0, role: 'region', 'aria-label': TAB_LABELS[props.tab] })}
        sx={{ p: { xs: 1.5, sm: 2 }, overflowX: 'auto' }}
      >
        {props.tab === 'entries' && (
          <EntriesTable entries={props.entries} loading={props.loading} paging={props.paging} />
        )}
        {props.tab === 'balance' && <BalanceTable rows={props.balance} />}
        {props.tab === 'periods' && (
          <PeriodsPanel
            periods={props.periods}
            currentMonth={props.currentMonth}
            canClose={props.canManage}
            onClose={setClosing}
          />
        )}
        {props.tab === 'vat' && <VatPanel summary={props.vat} />}
        {props.tab === 'settings' && props.settings && (
          <AccountingSettingsPanel
            settings={props.settings}
            canEdit={props.canManage}
            saving={props.settingsSaving}
            error={props.settingsError}
            saved={props.settingsSaved}
            onSave={props.onSaveSettings}
          />
        )}
      </Paper>
      <ConfirmDialog
        open={closing !== null}
        title={accountingTexts.closeTitle}
        message={closing ? accountingTexts.closeMessage(closing) : ''}
        confirmLabel="Clôturer"
        onCancel={() => setClosing(null)}
        onConfirm={() => {
          if (closing) props.onClosePeriod(closing);
          setClosing(null);
        }}
      />
    </ListScreenLayout>
  );
}
