import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ACCOUNT_KEYS,
  FRANCHISE_THRESHOLDS,
  JOURNAL_KEYS,
  type JournalKey,
  PERIOD_PATTERN,
  accountingMessages,
  apiMessages,
  categoryAccountKey,
  fiscalYearOf,
  fiscalYearRange,
  formatCents,
  isCalendarDay,
  today,
} from '@pilotage/domain';
import iconv from 'iconv-lite';
import type { Context } from '../../kernel/context/context';
import { ADMIN, STAFF, requireRole } from '../../kernel/context/access';
import { query } from '../../kernel/database/sql';
import { badInput, conflict, notFound } from '../../kernel/helpers/errors';
import { type Page, pageRequest } from '../../kernel/helpers/pagination';
import { auditedTransaction } from '../../kernel/journal/audit-actor';
import { type Chart, loadChart, storedSettings } from './chart';
import { fecLines, fecText } from './fec';
import { type EntryFilters, selectBalance, selectEntryPage } from './ledger-queries';
import { syncLedger } from './ledger-sync';
import type {
  AccountBalanceView,
  AccountingPeriodView,
  AccountingSettingsView,
  LedgerEntryView,
  VatSummaryView,
} from './accounting.types';
import { AccountingSettingsInput } from './accounting.types';
import { ca3Lines, collectedByRate, deductibleVat, franchiseTurnover } from './vat-summary';
import { validated } from '../../kernel/helpers/validation';

const businessDay = (ctx: Context): string => today(ctx.deps.config.timezone);
const euros = (cents: number) => Number(formatCents(cents));

function settingsView(chart: Chart): AccountingSettingsView {
  return {
    fiscalStartMonth: chart.fiscalStartMonth,
    vatOnDebits: chart.vatOnDebits,
    journals: JOURNAL_KEYS.map((key) => ({ key, ...chart.journals[key] })),
    accounts: [
      ...ACCOUNT_KEYS.map((key) => ({ key, ...chart.accounts[key] })),
      ...[...chart.categories].map(([category, account]) => ({ key: categoryAccountKey(category), ...account })),
    ],
  };
}

export async function getAccountingSettings(ctx: Context): Promise<AccountingSettingsView> {
  requireRole(ctx, STAFF);
  return settingsView(await loadChart(ctx.em));
}

/** The stored settings with the input applied (its values already checked by the rules), or a 400. */
function applied(
  input: AccountingSettingsInput,
  stored: Awaited<ReturnType<typeof storedSettings>>,
  chart: Chart,
): typeof stored {
  const next = { ...stored, journals: { ...stored.journals }, accounts: { ...stored.accounts } };
  if (typeof input.fiscalStartMonth === 'number') next.fiscalStartMonth = input.fiscalStartMonth;
  if (typeof input.vatOnDebits === 'boolean') next.vatOnDebits = input.vatOnDebits;
  for (const journal of input.journals ?? [])
    next.journals[journal.key as JournalKey] = { code: journal.code, label: journal.label.trim() };
  const codes = JOURNAL_KEYS.map((key) => (next.journals[key] ?? chart.journals[key]).code);
  const duplicate = codes.find((code, index) => codes.indexOf(code) !== index);
  if (duplicate) throw badInput(accountingMessages.duplicateJournalCode(duplicate));
  const known = new Set(settingsView(chart).accounts.map((account) => account.key));
  for (const account of input.accounts ?? []) {
    if (!known.has(account.key)) throw badInput(accountingMessages.unknownAccount(account.key));
    next.accounts[account.key] = { number: account.number, label: account.label.trim() };
  }
  return next;
}

/** Admin: the settings, all checked before anything is written, journaled. */
export async function updateAccountingSettings(ctx: Context, raw: unknown): Promise<AccountingSettingsView> {
  requireRole(ctx, ADMIN);
  const input = await validated(AccountingSettingsInput, raw);
  return auditedTransaction(ctx, async (em) => {
    const stored = await storedSettings(em);
    const next = applied(input, stored, await loadChart(em));
    if (next.fiscalStartMonth !== stored.fiscalStartMonth) {
      // The entries already numbered belong to their fiscal years: those cannot move.
      const [{ posted }] = await query<{ posted: boolean }>(em, 'select exists (select from ledger_entries) as posted');
      if (posted) throw conflict(accountingMessages.fiscalYearFixed);
    }
    await query(
      em,
      `insert into accounting_settings (id, fiscal_start_month, vat_on_debits, journals, accounts, updated_at)
       values (1, $1, $2, $3::jsonb, $4::jsonb, now())
       on conflict (id) do update set fiscal_start_month = excluded.fiscal_start_month, vat_on_debits = excluded.vat_on_debits,
         journals = excluded.journals, accounts = excluded.accounts, updated_at = now()`,
      [next.fiscalStartMonth, next.vatOnDebits, JSON.stringify(next.journals), JSON.stringify(next.accounts)],
    );
    return settingsView(await loadChart(em));
  });
}

/** The ledger posted up to the business day, then `read` in the same transaction. */
function synced<T>(ctx: Context, read: (em: EntityManager, chart: Chart) => Promise<T>): Promise<T> {
  return auditedTransaction(ctx, async (em) => {
    const chart = await loadChart(em);
    await syncLedger(em, chart, businessDay(ctx));
    return read(em, chart);
  });
}

function entryFilters(raw: Record<string, unknown>): EntryFilters {
  const text = (name: string, max: number) => {
    const value = raw[name];
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') throw badInput(apiMessages.invalidData);
    if (value.length > max) throw badInput(apiMessages.longParameter(name, max));
    return value;
  };
  const period = text('period', 7);
  if (period !== undefined && !PERIOD_PATTERN.test(period)) throw badInput(accountingMessages.invalidPeriod);
  const year = raw.year === undefined || raw.year === null || raw.year === '' ? undefined : yearParam(raw.year);
  return { year, period, journal: text('journal', 6)?.toUpperCase(), q: text('q', 100)?.trim() || undefined };
}

export async function listLedgerEntries(ctx: Context, raw: Record<string, unknown>): Promise<Page<LedgerEntryView>> {
  requireRole(ctx, STAFF);
  const filters = entryFilters(raw);
  const page = pageRequest(raw, 50);
  const found = await synced(ctx, (em) => selectEntryPage(em, filters, page));
  return {
    total: found.total,
    items: found.items.map((entry) => ({
      ...entry,
      lines: entry.lines.map(({ debitCents, creditCents, ...line }) => ({
        ...line,
        debit: euros(debitCents),
        credit: euros(creditCents),
      })),
    })),
  };
}

export async function accountBalance(ctx: Context, raw: Record<string, unknown>): Promise<AccountBalanceView[]> {
  requireRole(ctx, STAFF);
  const filters = entryFilters(raw);
  const rows = await synced(ctx, (em) => selectBalance(em, filters));
  return rows.map((row) => ({
    accountNumber: row.accountNumber,
    accountLabel: row.accountLabel,
    debit: euros(row.debitCents),
    credit: euros(row.creditCents),
    balance: euros(row.debitCents - row.creditCents),
  }));
}

function yearParam(raw: unknown): number {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !/^\d{4}$/.test(text) || Number(text) < 1900)
    throw badInput(accountingMessages.invalidYear);
  return Number(text);
}

/** The months of a fiscal year (default: the current one), closed or not. */
export async function listAccountingPeriods(ctx: Context, rawYear: unknown): Promise<AccountingPeriodView[]> {
  requireRole(ctx, STAFF);
  const chart = await loadChart(ctx.em);
  const year =
    rawYear === undefined || rawYear === null || rawYear === ''
      ? fiscalYearOf(businessDay(ctx), chart.fiscalStartMonth)
      : yearParam(rawYear);
  const { from } = fiscalYearRange(year, chart.fiscalStartMonth);
  const months = Array.from({ length: 12 }, (_, index) => {
    const start = new Date(`${from}T00:00:00Z`);
    start.setUTCMonth(start.getUTCMonth() + index);
    return start.toISOString().slice(0, 7);
  });
  const closed = new Map(
    (
      await query<{ period: string; closedAt: string }>(
        ctx.em,
        `select period, to_char(closed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "closedAt"
           from accounting_periods where period = any($1)`,
        [months],
      )
    ).map((row) => [row.period, row.closedAt]),
  );
  return months.map((period) => ({ period, closed: closed.has(period), closedAt: closed.get(period) ?? null }));
}

/**
 * Admin: locks a finished month. Its entries are posted first, in the same transaction, so the
 * month closes with everything dated in it; from then on nothing is posted into it. Journaled
 * (the `accounting_periods` row); no call reopens it.
 */
export async function closeAccountingPeriod(ctx: Context, rawPeriod: unknown): Promise<AccountingPeriodView> {
  requireRole(ctx, ADMIN);
  if (typeof rawPeriod !== 'string' || !PERIOD_PATTERN.test(rawPeriod))
    throw badInput(accountingMessages.invalidPeriod);
  const period = rawPeriod;
  const day = businessDay(ctx);
  if (period >= day.slice(0, 7)) throw conflict(accountingMessages.periodNotOver(period));
  return auditedTransaction(ctx, async (em) => {
    const chart = await loadChart(em);
    await syncLedger(em, chart, day);
    const [row] = await query<{ period: string; closedAt: string }>(
      em,
      `insert into accounting_periods (period, closed_by) values ($1, $2) on conflict (period) do nothing
       returning period, to_char(closed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "closedAt"`,
      [period, ctx.actor?.id ?? null],
    );
    if (!row) throw conflict(accountingMessages.periodAlreadyClosed(period));
    return { period: row.period, closed: true, closedAt: row.closedAt };
  });
}

export interface FecFile {
  fileName: string;
  /** ISO-8859-15, one of the encodings the FEC admits. */
  bytes: Buffer;
}

/** Admin: the FEC of the fiscal year closing in `year`. */
export async function exportFec(ctx: Context, rawYear: unknown): Promise<FecFile> {
  requireRole(ctx, ADMIN);
  const year = yearParam(rawYear);
  return synced(ctx, async (em, chart) => {
    const [seller] = await query<{ siret: string }>(em, 'select siret from invoice_settings where id = 1');
    const siren = (seller?.siret ?? '').slice(0, 9);
    if (!/^\d{9}$/.test(siren)) throw conflict(accountingMessages.sirenMissing);
    const { to } = fiscalYearRange(year, chart.fiscalStartMonth);
    const lines = await fecLines(em, year, to);
    if (lines.length === 0) throw notFound(accountingMessages.noEntriesForYear(year));
    return {
      fileName: `${siren}FEC${to.replaceAll('-', '')}.txt`,
      bytes: iconv.encode(fecText(lines), 'ISO-8859-15'),
    };
  });
}

/** [from, to], inclusive: `to` today by default, `from` the first day of `to`'s month. */
function rangeParams(raw: Record<string, unknown>, day: string): { from: string; to: string } {
  const given = (value: unknown) => (value === undefined || value === null || value === '' ? undefined : value);
  const to = given(raw.to) ?? day;
  const from = given(raw.from) ?? (typeof to === 'string' ? `${to.slice(0, 7)}-01` : to);
  if (typeof from !== 'string' || typeof to !== 'string' || !isCalendarDay(from) || !isCalendarDay(to) || from > to)
    throw badInput(accountingMessages.invalidRange);
  return { from, to };
}

const DEDUCTIBLE_NOTE =
  'TVA déductible : celle des factures fournisseurs approuvées, à la date de la facture (ligne 19 si l’achat est une immobilisation, compte 2…, ligne 20 sinon). Ajoutez celle des achats sans facture enregistrée et le crédit de la déclaration précédente (ligne 22).';

/** The VAT return's figures over [from, to] (staff: the Manager reads it too). */
export async function vatSummary(ctx: Context, raw: Record<string, unknown>): Promise<VatSummaryView> {
  requireRole(ctx, STAFF);
  const { from, to } = rangeParams(raw, businessDay(ctx));
  const em = ctx.em;
  const chart = await loadChart(em);
  const [seller] = await query<{ vatRegime: string }>(
    em,
    'select vat_regime as "vatRegime" from invoice_settings where id = 1',
  );
  const franchise = (seller?.vatRegime ?? 'franchise') === 'franchise';
  const servicesBasis = chart.vatOnDebits ? 'debits' : 'receipts';
  if (franchise) {
    const turnover = await franchiseTurnover(em, Number(to.slice(0, 4)));
    return {
      from,
      to,
      franchise: true,
      message: `Franchise en base de TVA (article 293 B du CGI) : aucune TVA à déclarer. Chiffre d’affaires ${to.slice(0, 4)} face aux seuils de la franchise ci-dessous.`,
      servicesBasis,
      collectedByRate: [],
      collected: 0,
      deductible: 0,
      deductibleNote: DEDUCTIBLE_NOTE,
      net: 0,
      boxes: [],
      thresholds: [
        {
          activity: 'Prestations de services',
          turnover: euros(turnover.servicesCents + turnover.otherRevenueCents),
          ...FRANCHISE_THRESHOLDS.services,
        },
        { activity: 'Ventes de marchandises', turnover: euros(turnover.goodsCents), ...FRANCHISE_THRESHOLDS.goods },
      ],
    };
  }
  const { rates, split } = await synced(ctx, async (inner, synchronized) => ({
    rates: await collectedByRate(inner, from, to, synchronized.vatOnDebits),
    split: await deductibleVat(inner, from, to, synchronized.accounts.vatDeductible.number),
  }));
  const collected = rates.reduce((sum, rate) => sum + rate.vatCents, 0);
  const deductible = split.fixedAssetsCents + split.otherCents;
  return {
    from,
    to,
    franchise: false,
    message:
      collected - deductible >= 0
        ? `TVA nette due : ${formatCents(collected - deductible).replace('.', ',')} €.`
        : `Crédit de TVA : ${formatCents(deductible - collected).replace('.', ',')} €.`,
    servicesBasis,
    collectedByRate: rates.map((rate) => ({ rate: rate.rate, base: euros(rate.baseCents), vat: euros(rate.vatCents) })),
    collected: euros(collected),
    deductible: euros(deductible),
    deductibleNote: DEDUCTIBLE_NOTE,
    net: euros(collected - deductible),
    boxes: ca3Lines(rates, split).map((line) => ({
      box: line.box,
      label: line.label,
      base: line.baseCents === null ? null : euros(line.baseCents),
      amount: euros(line.amountCents),
    })),
    thresholds: [],
  };
}
