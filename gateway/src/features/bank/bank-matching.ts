import { type BankMatchKind, TRANSACTION_MATCH_DAYS, formatCents } from '@pilotage/domain';
import type { PayableInvoice } from '../invoices/invoice-queries';
import type { PayableSupplierInvoice } from '../purchases/supplier-invoice-queries';

/**
 * What a bank line may be matched with, best first, and whether the best is sure enough to be
 * applied without asking (« Rapprocher automatiquement »). Pure: the candidates are read once by
 * the service (for a page of lines, or for every open line) and scored here.
 *
 * Scores: an unpaid invoice whose number is in the label and whose amount due is the credit 100;
 * the amount due and the client's name in the label or the counterparty 80; the amount alone 50
 * (never applied alone: a coincidence of amounts is not a payment); a transaction of the same
 * amount 60 less 2 a day apart; a rule 40. An approved supplier invoice is scored as an invoice,
 * for a debit of its TTC total.
 */

export interface MatchableLine {
  id: number;
  date: string;
  amountCents: number;
  label: string;
  counterparty: string | null;
}

export interface Proposal {
  kind: BankMatchKind;
  targetId: number;
  description: string;
  score: number;
  unambiguous: boolean;
}

export interface TransactionCandidate {
  id: number;
  date: string;
  description: string;
  days: number;
}

export interface RuleCandidate {
  id: number;
  labelContains: string | null;
  minCents: number | null;
  maxCents: number | null;
  category: string;
  description: string;
}

/** One kind of target: the proposals it has for a line. */
export type ProposalSource = (line: MatchableLine) => Omit<Proposal, 'unambiguous'>[];

/** Upper case, accents and punctuation gone: how labels, names and numbers are compared. */
export const comparable = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** A document a line may pay: an invoice (a credit) or a supplier invoice (a debit). */
interface PayableDocument {
  id: number;
  /** What the label may quote: its number, its reference (upper case). */
  numbers: string[];
  /** The client's or the supplier's name. */
  partyName: string;
  issueDate: string | null;
  /** The line's amount that pays it, signed like the line. */
  lineCents: number;
  description: string;
}

/**
 * Documents by number and by amount, read once for many lines: 100 with a number in the label, 80
 * with the party's name in the label or the counterparty, 50 on the amount alone.
 */
function documentSource(kind: BankMatchKind, documents: readonly PayableDocument[]): ProposalSource {
  const byNumber = new Map(documents.flatMap((document) => document.numbers.map((n) => [n, document] as const)));
  const byAmount = new Map<number, PayableDocument[]>();
  for (const document of documents)
    byAmount.set(document.lineCents, [...(byAmount.get(document.lineCents) ?? []), document]);
  return (line) => {
    const proposals = new Map<number, Omit<Proposal, 'unambiguous'>>();
    const text = ` ${comparable(`${line.label} ${line.counterparty ?? ''}`)} `;
    const payable = (document: PayableDocument) =>
      document.lineCents === line.amountCents && (document.issueDate === null || document.issueDate <= line.date);
    const propose = (document: PayableDocument, score: number) =>
      proposals.set(document.id, { kind, targetId: document.id, description: document.description, score });
    for (const token of line.label.toUpperCase().match(/[A-Z0-9_./-]+/g) ?? []) {
      const document = byNumber.get(token);
      if (document && payable(document)) propose(document, 100);
    }
    for (const document of byAmount.get(line.amountCents) ?? []) {
      if (proposals.has(document.id) || !payable(document)) continue;
      const party = comparable(document.partyName);
      propose(document, party.length >= 3 && text.includes(` ${party} `) ? 80 : 50);
    }
    return [...proposals.values()];
  };
}

/** Customer invoices, paid by a credit of their amount due. */
export function invoiceSource(invoices: readonly PayableInvoice[]): ProposalSource {
  return documentSource(
    'invoice',
    invoices
      .filter((invoice) => invoice.dueCents > 0)
      .map((invoice) => ({
        id: invoice.id,
        numbers: [invoice.number.toUpperCase()],
        partyName: invoice.clientName,
        issueDate: invoice.issueDate,
        lineCents: invoice.dueCents,
        description: `Facture ${invoice.number} · ${invoice.clientName} · ${euros(invoice.dueCents)}`,
      })),
  );
}

/** Approved supplier invoices, paid by a debit of their TTC total. */
export function supplierInvoiceSource(invoices: readonly PayableSupplierInvoice[]): ProposalSource {
  return documentSource(
    'supplier_invoice',
    invoices
      .filter((invoice) => invoice.totalCents > 0)
      .map((invoice) => ({
        id: invoice.id,
        numbers: [invoice.reference, ...(invoice.number ? [invoice.number] : [])].map((n) => n.toUpperCase()),
        partyName: invoice.supplierName,
        issueDate: invoice.issueDate,
        lineCents: -invoice.totalCents,
        description: [
          `Facture fournisseur ${invoice.reference} — ${invoice.supplierName}`,
          ...(invoice.number ? [`n° ${invoice.number}`] : []),
          euros(invoice.totalCents),
        ].join(' · '),
      })),
  );
}

/** Transactions of the line's amount a few days around it, not yet matched (read per line by SQL). */
export function transactionSource(candidates: ReadonlyMap<number, TransactionCandidate[]>): ProposalSource {
  return (line) =>
    (candidates.get(line.id) ?? [])
      .filter((candidate) => candidate.days <= TRANSACTION_MATCH_DAYS)
      .map((candidate) => ({
        kind: 'transaction',
        targetId: candidate.id,
        description: `Transaction « ${candidate.description} » du ${candidate.date.split('-').reverse().join('/')}`,
        score: 60 - 2 * candidate.days,
      }));
}

export function ruleApplies(rule: RuleCandidate, line: Pick<MatchableLine, 'amountCents' | 'label'>): boolean {
  if (rule.labelContains && !comparable(line.label).includes(comparable(rule.labelContains))) return false;
  if (rule.minCents !== null && line.amountCents < rule.minCents) return false;
  if (rule.maxCents !== null && line.amountCents > rule.maxCents) return false;
  return true;
}

export function ruleSource(rules: readonly RuleCandidate[]): ProposalSource {
  return (line) =>
    rules
      .filter((rule) => ruleApplies(rule, line))
      .map((rule) => {
        const conditions = [
          rule.labelContains ? `libellé contenant « ${rule.labelContains} »` : null,
          rule.minCents !== null || rule.maxCents !== null
            ? `montant entre ${rule.minCents === null ? '…' : formatCents(rule.minCents)} et ${rule.maxCents === null ? '…' : formatCents(rule.maxCents)}`
            : null,
        ].filter(Boolean);
        return {
          kind: 'rule',
          targetId: rule.id,
          description: `Règle : ${conditions.join(', ')} → ${rule.category || 'sans catégorie'}`,
          score: 40,
        };
      });
}

const INVOICE_KINDS: readonly BankMatchKind[] = ['invoice', 'supplier_invoice'];

/**
 * The proposals of every source for a line, best first. The best is unambiguous when it is an
 * invoice (a customer's or a supplier's) scored 80 or more with no other proposal that high, or the
 * only proposal of all and a transaction or a rule.
 */
export function proposalsFor(line: MatchableLine, sources: readonly ProposalSource[]): Proposal[] {
  // Equal scores: by source, then by target id, but rules in the order they are given (theirs).
  const proposals = sources
    .flatMap((source, from) =>
      source(line).map((proposal, rank) => ({
        proposal,
        from,
        order: proposal.kind === 'rule' ? rank : proposal.targetId,
      })),
    )
    .sort((a, b) => b.proposal.score - a.proposal.score || a.from - b.from || a.order - b.order)
    .map(({ proposal }) => proposal);
  return proposals.map((proposal, index) => {
    const strong = proposal.score >= 80 && proposals.filter((other) => other.score >= 80).length === 1;
    const alone = proposals.length === 1 && !INVOICE_KINDS.includes(proposal.kind);
    return { ...proposal, unambiguous: index === 0 && (strong || alone) };
  });
}
