import type { EntityManager } from '@mikro-orm/postgresql';
import {
  BANK_LINE_STATES,
  BANK_MATCH_KINDS,
  type BankLineState,
  type BankMatchKind,
  TRANSACTION_MATCH_DAYS,
  bankMessages,
  bankRuleProblem,
  compactIban,
  formatCents,
  isCalendarDay,
  apiMessages,
  parseCents,
} from '@pilotage/domain';
import type { Context } from '../../kernel/context/context';
import { STAFF, requireRole } from '../../kernel/context/access';
import { auditedRetryingTransaction } from '../../kernel/journal/audit-actor';
import { DomainError, badInput, conflict, isUniqueViolation, notFound } from '../../kernel/helpers/errors';
import { type Page, choiceParam, pageRequest } from '../../kernel/helpers/pagination';
import { searchParam } from '../../kernel/database/search';
import { validated } from '../../kernel/helpers/validation';
import { parseId } from '../../kernel/helpers/ids';
import { camelizeKeys } from '../../kernel/helpers/case';
import type { MessageView } from '../../kernel/helpers/views';
import { employeeReference } from '../employees/employees.service';
import { createTransaction, deleteTransaction } from '../financials/financials.service';
import { selectPayableInvoices } from '../invoices/invoice-queries';
import { cancelInvoicePayment, recordInvoicePayment } from '../invoices/invoices.service';
import { cancelSupplierInvoicePayment, paySupplierInvoice } from '../purchases/purchases.service';
import { selectPayableSupplierInvoices } from '../purchases/supplier-invoice-queries';
import { BankAccount } from './bank-account.entity';
import {
  type MatchableLine,
  type Proposal,
  type ProposalSource,
  invoiceSource,
  proposalsFor,
  ruleApplies,
  ruleSource,
  supplierInvoiceSource,
  transactionSource,
} from './bank-matching';
import {
  type LineFilters,
  accountHasSettledLines,
  lockAccountImports,
  transactionIsMatched,
  insertImport,
  insertLines,
  lockRuleOrder,
  recordImportCount,
  renumberRules,
  ruleCandidate,
  selectAccounts,
  selectLine,
  selectLinePage,
  selectOpenLines,
  selectRulePage,
  selectRules,
  selectSummary,
  selectTransactionCandidates,
  updateLineMatch,
} from './bank-queries';
import { BankRule } from './bank-rule.entity';
import {
  type BankAccountView,
  BankAccountInput,
  type BankAutoMatchView,
  type BankImportView,
  type BankLineView,
  BankMatchInput,
  type BankPreviewView,
  BankRuleInput,
  type BankRuleView,
  type BankSummaryView,
} from './bank.types';
import { type CsvMapping, checkedCsvMapping, detectCsvMapping } from './csv-mapping';
import { decodeCsv } from './csv-text';
import { type ReadStatement, readStatement, statementFormat } from './statement-reader';
import { StatementRefusal } from './statement-lines';

/** A statement file as uploaded: its bytes and its name. */
export interface StatementFile {
  bytes: Buffer;
  fileName: string;
  /** What came with the file in its form (a multipart body's fields). */
  options?: StatementOptions;
}

/** The file, read only once the caller is known to be allowed (a multipart body is read on demand). */
export type StatementUpload = StatementFile | (() => Promise<StatementFile>);
const received = (upload: StatementUpload): Promise<StatementFile> =>
  typeof upload === 'function' ? upload() : Promise.resolve(upload);

/** What comes with the file: a corrected CSV mapping, and whether to keep it for the account. */
export interface StatementOptions {
  mapping?: unknown;
  saveMapping?: boolean;
}

const cents = (amount: number): number => Math.round(amount * 100);

/** A transaction chosen by hand (« choisir une autre ») may be up to a year from the line; the proposals keep to a few days. */
const CHOSEN_TRANSACTION_DAYS = 366;

/** A refused file: 413 over the limits, else 422 with the lines and their reasons. */
function refusalError(refusal: StatementRefusal): DomainError {
  const error = new DomainError(refusal.tooLarge ? 'PAYLOAD_TOO_LARGE' : 'UNPROCESSABLE_CONTENT', refusal.message);
  if (refusal.problems.length > 0) error.details = { problems: refusal.problems };
  return error;
}

// --- Accounts -------------------------------------------------------------------------------

async function accountView(em: EntityManager, id: number): Promise<BankAccountView> {
  const [view] = await selectAccounts(em, id);
  if (!view) throw notFound(bankMessages.accountNotFound);
  return view;
}

export async function listBankAccounts(ctx: Context): Promise<BankAccountView[]> {
  requireRole(ctx, STAFF);
  return selectAccounts(ctx.em);
}

export async function getBankAccount(ctx: Context, id: number): Promise<BankAccountView> {
  requireRole(ctx, STAFF);
  return accountView(ctx.em, id);
}

async function saveAccount(ctx: Context, id: number | null, raw: unknown): Promise<BankAccountView> {
  requireRole(ctx, STAFF);
  const input = await validated(BankAccountInput, raw);
  try {
    return await auditedRetryingTransaction(ctx, async (em) => {
      const account =
        id === null
          ? em.create(BankAccount, { name: '', iban: '', openingDate: input.openingDate })
          : await em.findOne(BankAccount, { id });
      if (account === null) throw notFound(bankMessages.accountNotFound);
      account.name = input.name.trim();
      account.iban = compactIban(input.iban);
      account.openingDate = input.openingDate;
      if (input.openingBalance !== undefined && input.openingBalance !== null)
        account.openingBalance = formatCents(parseCents(input.openingBalance)!);
      await em.flush();
      return accountView(em, account.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(bankMessages.ibanTaken);
    throw error;
  }
}

export const createBankAccount = (ctx: Context, raw: unknown) => saveAccount(ctx, null, raw);
export const updateBankAccount = (ctx: Context, id: number, raw: unknown) => saveAccount(ctx, id, raw);

/** Deleting an account deletes its lines; refused while one of them is matched (its payment or transaction would be orphaned). */
export async function deleteBankAccount(ctx: Context, id: number): Promise<MessageView> {
  requireRole(ctx, STAFF);
  await auditedRetryingTransaction(ctx, async (em) => {
    const account = await em.findOne(BankAccount, { id });
    if (account === null) throw notFound(bankMessages.accountNotFound);
    if (await accountHasSettledLines(em, id)) throw conflict(bankMessages.accountHasMatches);
    em.remove(account);
    await em.flush();
  });
  return { message: bankMessages.accountDeleted };
}

// --- Statements -----------------------------------------------------------------------------

function correctedMapping(options: StatementOptions): CsvMapping | null {
  if (options.mapping === undefined || options.mapping === null || options.mapping === '') return null;
  let raw: unknown = options.mapping;
  if (typeof raw === 'string') {
    try {
      // A form field carries the JSON in the REST facade's snake_case (`date_order`…).
      raw = camelizeKeys(JSON.parse(raw) as unknown);
    } catch {
      throw badInput(bankMessages.csvMappingInvalid);
    }
  }
  const mapping = checkedCsvMapping(raw);
  if (mapping === null) throw badInput(bankMessages.csvMappingInvalid);
  return mapping;
}

function read(file: StatementFile, mapping: CsvMapping | null): ReadStatement {
  try {
    return readStatement(file.bytes, mapping);
  } catch (error) {
    if (error instanceof StatementRefusal) throw refusalError(error);
    throw error;
  }
}

/** The file as it would be imported, nothing stored; unreadable rows are listed rather than refused. */
export async function previewStatement(
  ctx: Context,
  accountId: number,
  upload: StatementUpload,
  given: StatementOptions = {},
): Promise<BankPreviewView> {
  requireRole(ctx, STAFF);
  const file = await received(upload);
  const options = { ...given, ...file.options };
  const account = await ctx.em.findOne(BankAccount, { id: accountId });
  if (account === null) throw notFound(bankMessages.accountNotFound);
  const mapping = correctedMapping(options) ?? account.csvMapping;
  const empty = { lineCount: 0, rows: [], warnings: [], problems: [] };
  try {
    const statement = readStatement(file.bytes, mapping);
    return {
      ...empty,
      format: statement.format,
      lineCount: statement.lines.length,
      rows: statement.lines.slice(0, 20).map((line) => ({
        line: line.sourceLine,
        date: line.date,
        amount: line.amountCents / 100,
        label: line.label,
        bankRef: line.bankRef,
      })),
      mapping: statement.csv?.mapping ?? null,
      columns: statement.csv?.columns ?? [],
      encoding: statement.csv?.encoding ?? null,
      warnings: statement.warnings,
    };
  } catch (error) {
    if (!(error instanceof StatementRefusal) || error.tooLarge || error.problems.length === 0) {
      throw error instanceof StatementRefusal ? refusalError(error) : error;
    }
    // Rows that do not read: the preview shows them, with the mapping to correct.
    const format = statementFormat(file.bytes) ?? 'csv';
    const detected = format === 'csv' && mapping === null ? detectCsvMapping(decodeCsv(file.bytes).text) : null;
    return {
      ...empty,
      format,
      mapping: mapping ?? detected?.mapping ?? null,
      columns: detected?.columns ?? [],
      encoding: null,
      problems: error.problems,
      warnings: [error.message],
    };
  }
}

/**
 * Imports a statement in one database transaction: the lines already there are skipped and
 * counted (docs/product.md « Banque »). A CSV mapping sent with the file is used, and saved for
 * the account when asked.
 */
export async function importStatement(
  ctx: Context,
  accountId: number,
  upload: StatementUpload,
  given: StatementOptions = {},
): Promise<BankImportView> {
  const actor = requireRole(ctx, STAFF);
  const file = await received(upload);
  const options = { ...given, ...file.options };
  const corrected = correctedMapping(options);
  return auditedRetryingTransaction(ctx, async (em) => {
    const account = await em.findOne(BankAccount, { id: accountId });
    if (account === null) throw notFound(bankMessages.accountNotFound);
    await lockAccountImports(em, accountId);
    const statement = read(file, corrected ?? account.csvMapping);
    const importId = await insertImport(em, {
      accountId,
      format: statement.format,
      fileName: file.fileName.slice(0, 200),
      lineCount: statement.lines.length,
      warnings: statement.warnings,
      importedBy: actor.id,
    });
    const added = await insertLines(em, accountId, importId, statement.lines);
    await recordImportCount(em, importId, added);
    if (corrected && options.saveMapping) {
      account.csvMapping = corrected;
      await em.flush();
    }
    return {
      id: importId,
      format: statement.format,
      lineCount: statement.lines.length,
      added,
      skipped: statement.lines.length - added,
      warnings: statement.warnings,
    };
  });
}

/** Saves how this account's CSV files are read, so that the next one imports in one step. */
export async function saveCsvMapping(ctx: Context, accountId: number, raw: unknown): Promise<BankAccountView> {
  requireRole(ctx, STAFF);
  const mapping = correctedMapping({ mapping: raw ?? {} });
  return auditedRetryingTransaction(ctx, async (em) => {
    const account = await em.findOne(BankAccount, { id: accountId });
    if (account === null) throw notFound(bankMessages.accountNotFound);
    account.csvMapping = mapping;
    await em.flush();
    return accountView(em, accountId);
  });
}

// --- Lines and their proposals --------------------------------------------------------------

const matchable = (line: Omit<BankLineView, 'proposals'>): MatchableLine => ({
  id: line.id,
  date: line.date,
  amountCents: cents(line.amount),
  label: line.label,
  counterparty: line.counterparty,
});

/** The sources of proposals for these open lines, each read once for all of them. */
async function proposalSources(
  em: EntityManager,
  lines: MatchableLine[],
  allInvoices = false,
): Promise<ProposalSource[]> {
  if (lines.length === 0) return [];
  // One after the other: inside a transaction they share its one connection.
  const invoices = await selectPayableInvoices(
    em,
    allInvoices
      ? 'all'
      : {
          dueCents: [...new Set(lines.filter((l) => l.amountCents > 0).map((l) => l.amountCents))],
          text: lines.map((l) => l.label.toUpperCase()).join('\n'),
        },
  );
  const transactions = await selectTransactionCandidates(
    em,
    lines.map((l) => l.id),
    TRANSACTION_MATCH_DAYS,
  );
  const supplierInvoices = await selectPayableSupplierInvoices(
    em,
    allInvoices
      ? 'all'
      : {
          totalCents: [...new Set(lines.filter((l) => l.amountCents < 0).map((l) => -l.amountCents))],
          text: lines.map((l) => l.label.toUpperCase()).join('\n'),
        },
  );
  const rules = await selectRules(em);
  return [
    invoiceSource(invoices),
    supplierInvoiceSource(supplierInvoices),
    transactionSource(transactions),
    ruleSource(rules.map(ruleCandidate)),
  ];
}

async function withProposals(em: EntityManager, rows: Omit<BankLineView, 'proposals'>[]): Promise<BankLineView[]> {
  const open = rows.filter((row) => row.state === 'À rapprocher').map(matchable);
  const sources = await proposalSources(em, open);
  return rows.map((row) => ({
    ...row,
    proposals: row.state === 'À rapprocher' ? proposalsFor(matchable(row), sources) : [],
  }));
}

function dayFilter(raw: unknown, name: string): string | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (!isCalendarDay(raw)) throw badInput(apiMessages.dayParameter(name));
  return raw;
}

export function lineFilters(raw: Record<string, unknown>): LineFilters {
  const account = raw.accountId ?? raw.account_id;
  const state = choiceParam<BankLineState | ''>(raw.state, 'state', ['', ...BANK_LINE_STATES], '');
  return {
    accountId: account === undefined || account === null || account === '' ? undefined : parseId(account),
    state: state === '' ? undefined : state,
    q: searchParam(raw.q, 'q'),
    from: dayFilter(raw.from, 'from'),
    to: dayFilter(raw.to, 'to'),
  };
}

export async function listBankLines(ctx: Context, raw: Record<string, unknown>): Promise<Page<BankLineView>> {
  requireRole(ctx, STAFF);
  const page = await selectLinePage(ctx.em, lineFilters(raw), pageRequest(raw, 50));
  return { items: await withProposals(ctx.em, page.items), total: page.total };
}

async function lineView(em: EntityManager, id: number): Promise<BankLineView> {
  const row = await selectLine(em, id);
  if (!row) throw notFound(bankMessages.lineNotFound);
  return (await withProposals(em, [row]))[0];
}

export async function getBankLine(ctx: Context, id: number): Promise<BankLineView> {
  requireRole(ctx, STAFF);
  return lineView(ctx.em, id);
}

// --- Matching -------------------------------------------------------------------------------

type Settlement = Parameters<typeof updateLineMatch>[2];

/** An open line: matched with nothing. */
const unsettled: Settlement = {
  state: 'À rapprocher',
  kind: null,
  invoiceId: null,
  supplierInvoiceId: null,
  transactionId: null,
  ruleId: null,
  actorId: null,
};

/** Settles one locked open line with its target, in the caller's transaction. */
async function settle(ctx: Context, em: EntityManager, lineId: number, input: BankMatchInput): Promise<void> {
  const actorId = ctx.actor?.id ?? null;
  const line = await selectLine(em, lineId, true);
  if (!line) throw notFound(bankMessages.lineNotFound);
  if (line.state !== 'À rapprocher') throw conflict(bankMessages.lineAlreadySettled);
  const inner = { ...ctx, em };
  const lineCents = cents(line.amount);
  const kind = input.kind as BankMatchKind;
  let settlement: Settlement;
  if (kind === 'invoice') {
    if (lineCents <= 0) throw conflict(bankMessages.invoiceNeedsCredit);
    const [invoice] = await selectPayableInvoices(em, { id: input.targetId! });
    if (!invoice) throw conflict(bankMessages.invoiceNotPayable);
    if (invoice.dueCents !== lineCents) throw conflict(bankMessages.invoiceAmountDiffers(lineCents, invoice.dueCents));
    // The invoice's own payment path: « Payée », its revenue transaction once, in this transaction.
    const paid = await recordInvoicePayment(inner, invoice.id, { date: line.date });
    settlement = {
      ...unsettled,
      state: 'Rapprochée',
      kind,
      invoiceId: invoice.id,
      transactionId: paid.paymentTransactionId,
      actorId,
    };
  } else if (kind === 'supplier_invoice') {
    if (lineCents >= 0) throw conflict(bankMessages.supplierInvoiceNeedsDebit);
    const [invoice] = await selectPayableSupplierInvoices(em, { id: input.targetId! });
    if (!invoice) throw conflict(bankMessages.supplierInvoiceNotPayable);
    if (invoice.totalCents !== -lineCents)
      throw conflict(bankMessages.supplierInvoiceAmountDiffers(lineCents, invoice.totalCents));
    if (invoice.issueDate !== null && line.date < invoice.issueDate)
      throw conflict(bankMessages.supplierInvoiceDateBeforeIssue);
    // The purchases' own payment path: « Payée », its expense transaction once, in this transaction.
    const paid = await paySupplierInvoice(inner, invoice.id, { date: line.date });
    settlement = {
      ...unsettled,
      state: 'Rapprochée',
      kind,
      supplierInvoiceId: invoice.id,
      transactionId: paid.paymentTransactionId,
      actorId,
    };
  } else if (kind === 'transaction') {
    const candidates = await selectTransactionCandidates(em, [lineId], CHOSEN_TRANSACTION_DAYS);
    const transaction = (candidates.get(lineId) ?? []).find((candidate) => candidate.id === input.targetId);
    if (!transaction) {
      const taken = await transactionIsMatched(em, input.targetId!);
      throw taken ? conflict(bankMessages.transactionTaken) : conflict(bankMessages.transactionAmountDiffers);
    }
    settlement = { ...unsettled, state: 'Rapprochée', kind, transactionId: transaction.id, actorId };
  } else if (kind === 'rule') {
    const [rule] = await selectRules(em, input.targetId!);
    if (!rule) throw notFound(bankMessages.ruleNotFound);
    if (!rule.enabled) throw conflict(bankMessages.ruleDisabled);
    if (!ruleApplies(ruleCandidate(rule), matchable(line))) throw conflict(bankMessages.ruleDoesNotApply);
    const created = await createTransaction(inner, {
      amount: formatCents(lineCents),
      description: rule.description || line.label || 'Ligne de relevé',
      date: line.date,
      category: rule.category,
      relatedEmployeeId: rule.relatedEmployeeId,
      relatedSource: rule.relatedSource || sourceOf(line),
    });
    settlement = { ...unsettled, state: 'Rapprochée', kind, transactionId: created.id, ruleId: rule.id, actorId };
  } else {
    const created = await createTransaction(inner, {
      amount: formatCents(lineCents),
      description: input.description?.trim() || line.label || 'Ligne de relevé',
      date: line.date,
      category: input.category ?? '',
      relatedEmployeeId: input.relatedEmployeeId ?? null,
      relatedSource: input.relatedSource?.trim() || sourceOf(line),
    });
    settlement = { ...unsettled, state: 'Rapprochée', kind, transactionId: created.id, actorId };
  }
  await updateLineMatch(em, lineId, settlement);
}

/** « with the line as its source »: the created transaction names the statement line it comes from. */
const sourceOf = (line: Omit<BankLineView, 'proposals'>): string =>
  `Banque · ${line.counterparty ?? line.label}`.slice(0, 200);

async function matchInput(raw: unknown): Promise<BankMatchInput> {
  const input = await validated(BankMatchInput, raw);
  if (!(BANK_MATCH_KINDS as readonly string[]).includes(input.kind)) throw badInput(bankMessages.matchTargetRequired);
  if (input.kind !== 'create' && (typeof input.targetId !== 'number' || !Number.isInteger(input.targetId)))
    throw badInput(bankMessages.matchTargetRequired);
  return input;
}

export async function matchBankLine(ctx: Context, lineId: number, raw: unknown): Promise<BankLineView> {
  requireRole(ctx, STAFF);
  const input = await matchInput(raw);
  return auditedRetryingTransaction(ctx, async (em) => {
    await settle(ctx, em, lineId, input);
    return lineView(em, lineId);
  });
}

export async function ignoreBankLine(ctx: Context, lineId: number): Promise<BankLineView> {
  const actor = requireRole(ctx, STAFF);
  return auditedRetryingTransaction(ctx, async (em) => {
    const line = await selectLine(em, lineId, true);
    if (!line) throw notFound(bankMessages.lineNotFound);
    if (line.state !== 'À rapprocher') throw conflict(bankMessages.lineAlreadySettled);
    await updateLineMatch(em, lineId, { ...unsettled, state: 'Ignorée', actorId: actor.id });
    return lineView(em, lineId);
  });
}

/**
 * Undoes a match (or an « Ignorée »): a payment it recorded (an invoice's, or a supplier invoice's,
 * which goes back to « Approuvée ») is cancelled as « Annuler le paiement » does (so, like it, by an
 * Admin), a transaction it created is deleted; an existing transaction it pointed at stays.
 * Journaled with the line's change.
 */
export async function unmatchBankLine(ctx: Context, lineId: number): Promise<BankLineView> {
  requireRole(ctx, STAFF);
  return auditedRetryingTransaction(ctx, async (em) => {
    const line = await selectLine(em, lineId, true);
    if (!line) throw notFound(bankMessages.lineNotFound);
    if (line.state === 'À rapprocher') throw conflict(bankMessages.lineNotSettled);
    const inner = { ...ctx, em };
    await updateLineMatch(em, lineId, unsettled);
    if (line.matchKind === 'invoice' && line.invoiceId !== null) {
      await cancelInvoicePayment(inner, line.invoiceId, { reason: bankMessages.unmatchReason(lineId) });
    } else if (line.matchKind === 'supplier_invoice' && line.supplierInvoiceId !== null) {
      await cancelSupplierInvoicePayment(inner, line.supplierInvoiceId);
    } else if ((line.matchKind === 'create' || line.matchKind === 'rule') && line.transactionId !== null) {
      await deleteTransaction(inner, line.transactionId);
    }
    return lineView(em, lineId);
  });
}

/**
 * « Rapprocher automatiquement »: every open line (of one account, or all) whose best proposal is
 * unambiguous is settled with it, in one transaction; a target that two lines claim is left to
 * the user. Says how many lines it settled.
 */
export async function autoMatchBankLines(ctx: Context, raw: Record<string, unknown>): Promise<BankAutoMatchView> {
  requireRole(ctx, STAFF);
  const { accountId } = lineFilters(raw);
  const matched = await auditedRetryingTransaction(ctx, async (em) => {
    const lines = (await selectOpenLines(em, accountId)).map(matchable);
    const sources = await proposalSources(em, lines, true);
    const chosen = lines
      .map((line) => ({ line, best: proposalsFor(line, sources)[0] as Proposal | undefined }))
      .filter((choice): choice is { line: MatchableLine; best: Proposal } => choice.best?.unambiguous === true);
    const claims = new Map<string, number>();
    const key = (p: Proposal) => `${p.kind}:${p.targetId}`;
    for (const { best } of chosen) if (best.kind !== 'rule') claims.set(key(best), (claims.get(key(best)) ?? 0) + 1);
    let count = 0;
    for (const { line, best } of chosen) {
      if (best.kind !== 'rule' && claims.get(key(best))! > 1) continue;
      await settle(ctx, em, line.id, { kind: best.kind, targetId: best.targetId });
      // Each settlement's entities are written: dropped from the unit of work, so that thousands of
      // settlements do not make every later flush compare them all again.
      em.clear();
      count += 1;
    }
    return count;
  });
  return { matched, message: bankMessages.autoMatched(matched) };
}

// --- Rules ----------------------------------------------------------------------------------

/** Every rule, switched off ones too, in the order their proposals come. */
export async function listBankRules(ctx: Context, raw: Record<string, unknown>): Promise<Page<BankRuleView>> {
  requireRole(ctx, STAFF);
  return selectRulePage(ctx.em, pageRequest(raw, 50));
}

async function ruleView(em: EntityManager, id: number): Promise<BankRuleView> {
  const [view] = await selectRules(em, id);
  if (!view) throw notFound(bankMessages.ruleNotFound);
  return view;
}

async function saveRule(ctx: Context, id: number | null, input: BankRuleInput): Promise<BankRuleView> {
  const label = input.labelContains?.trim() || null;
  const min = input.minAmount === undefined || input.minAmount === null ? null : parseCents(input.minAmount);
  const max = input.maxAmount === undefined || input.maxAmount === null ? null : parseCents(input.maxAmount);
  const problem = bankRuleProblem(input);
  if (problem) throw badInput(problem);
  return auditedRetryingTransaction(ctx, async (em) => {
    let rule: BankRule | null;
    if (id === null) {
      // A new rule comes last.
      rule = em.create(BankRule, { position: (await lockRuleOrder(em)).length + 1 });
    } else {
      rule = await em.findOne(BankRule, { id });
      if (rule === null) throw notFound(bankMessages.ruleNotFound);
    }
    rule.labelContains = label;
    rule.minAmount = min === null ? null : formatCents(min);
    rule.maxAmount = max === null ? null : formatCents(max);
    rule.category = input.category ?? '';
    rule.description = input.description?.trim() ?? '';
    rule.relatedEmployee = await employeeReference(em, input.relatedEmployeeId, bankMessages.relatedEmployeeInvalid);
    rule.relatedSource = input.relatedSource?.trim() ?? '';
    // Left out, the switch stays as it is (on for a new rule).
    if (input.enabled !== undefined && input.enabled !== null) rule.enabled = input.enabled;
    await em.flush();
    return ruleView(em, rule.id);
  });
}

export async function createBankRule(ctx: Context, raw: unknown): Promise<BankRuleView> {
  requireRole(ctx, STAFF);
  return saveRule(ctx, null, await validated(BankRuleInput, raw));
}

export async function updateBankRule(ctx: Context, id: number, raw: unknown): Promise<BankRuleView> {
  requireRole(ctx, STAFF);
  return saveRule(ctx, id, await validated(BankRuleInput, raw));
}

export async function deleteBankRule(ctx: Context, id: number): Promise<MessageView> {
  requireRole(ctx, STAFF);
  const deleted = await auditedRetryingTransaction(ctx, (em) => em.nativeDelete(BankRule, { id }));
  if (deleted === 0) throw notFound(bankMessages.ruleNotFound);
  return { message: bankMessages.ruleDeleted };
}

export const RULE_MOVES = ['up', 'down'] as const;

/** Moves a rule one place up or down among every rule; at either end it stays where it is. */
export async function moveBankRule(ctx: Context, id: number, raw: unknown): Promise<BankRuleView> {
  requireRole(ctx, STAFF);
  const direction = (typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {}).direction;
  if (direction !== 'up' && direction !== 'down') throw badInput(bankMessages.ruleMoveInvalid);
  return auditedRetryingTransaction(ctx, async (em) => {
    const order = await lockRuleOrder(em);
    const from = order.indexOf(id);
    if (from < 0) throw notFound(bankMessages.ruleNotFound);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to >= 0 && to < order.length) [order[from], order[to]] = [order[to], order[from]];
    await renumberRules(em, order);
    return ruleView(em, id);
  });
}

/** The words of a label before its first one with a digit (a date, a card number, a reference). */
export function ruleTextOf(label: string): string {
  const words: string[] = [];
  for (const word of label.split(/\s+/)) {
    if (/\d/.test(word) || words.join(' ').length + word.length > 40) break;
    if (word) words.push(word);
  }
  return words.join(' ') || label.slice(0, 40);
}

/**
 * A rule made from a line in one click: its label's leading words (or its counterparty), any
 * amount of its sign, an « Autre » category of its sign; the body may say otherwise.
 */
export async function createRuleFromLine(ctx: Context, lineId: number, raw: unknown): Promise<BankRuleView> {
  requireRole(ctx, STAFF);
  const line = await selectLine(ctx.em, lineId);
  if (!line) throw notFound(bankMessages.lineNotFound);
  const credit = line.amount >= 0;
  const given = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const input = await validated(BankRuleInput, {
    labelContains: line.counterparty ?? ruleTextOf(line.label),
    minAmount: credit ? 0 : null,
    maxAmount: credit ? null : 0,
    category: credit ? 'Autre Revenu' : 'Autre Dépense',
    ...given,
  });
  return saveRule(ctx, null, input);
}

export async function bankSummary(ctx: Context): Promise<BankSummaryView> {
  requireRole(ctx, STAFF);
  return selectSummary(ctx.em);
}
