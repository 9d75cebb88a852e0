import { type BankMatchKind, TRANSACTION_MATCH_DAYS, formatCents } from '@pilotage/domain';
import type { PayableInvoice } from '../invoices/invoice-queries';

/**
 * What a bank line may be matched with, best first, and whether the best is sure enough to be
 * applied without asking (« Rapprocher automatiquement »). Pure: the candidates are read once by
 * the service (for a page of lines, or for every open line) and scored here.
 *
 * Scores: an unpaid invoice whose number is in the label and whose amount due is the credit 100;
 * the amount due and the client's name in the label or the counterparty 80; the amount alone 50
 * (never applied alone: a coincidence of amounts is not a payment); a transaction of the same
 * amount 60 less 2 a day apart; a rule 40. Supplier invoices for debits are another feature's:
 * their candidates plug in as one more `ProposalSource`.
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

/** Invoices by number and by amount due, read once for many lines. */
export function invoiceSource(invoices: readonly PayableInvoice[]): ProposalSource {
  const byNumber = new Map(invoices.map((invoice) => [invoice.number.toUpperCase(), invoice]));
  const byDue = new Map<number, PayableInvoice[]>();
  for (const invoice of invoices) byDue.set(invoice.dueCents, [...(byDue.get(invoice.dueCents) ?? []), invoice]);
  return (line) => {
    if (line.amountCents <= 0) return [];
    const proposals = new Map<number, Omit<Proposal, 'unambiguous'>>();
    const text = ` ${comparable(`${line.label} ${line.counterparty ?? ''}`)} `;
    const describe = (invoice: PayableInvoice) =>
      `Facture ${invoice.number} · ${invoice.clientName} · ${euros(invoice.dueCents)}`;
    const payable = (invoice: PayableInvoice) =>
      invoice.dueCents === line.amountCents && invoice.issueDate <= line.date;
    for (const token of line.label.toUpperCase().match(/[A-Z0-9_./-]+/g) ?? []) {
      const invoice = byNumber.get(token);
      if (invoice && payable(invoice))
        proposals.set(invoice.id, {
          kind: 'invoice',
          targetId: invoice.id,
          description: describe(invoice),
          score: 100,
        });
    }
    for (const invoice of byDue.get(line.amountCents) ?? []) {
      if (proposals.has(invoice.id) || !payable(invoice)) continue;
      const client = comparable(invoice.clientName);
      const named = client.length >= 3 && text.includes(` ${client} `);
      proposals.set(invoice.id, {
        kind: 'invoice',
        targetId: invoice.id,
        description: describe(invoice),
        score: named ? 80 : 50,
      });
    }
    return [...proposals.values()];
  };
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

/**
 * The proposals of every source for a line, best first. The best is unambiguous when it is an
 * invoice scored 80 or more with no other proposal that high, or the only proposal of all and a
 * transaction or a rule.
 */
export function proposalsFor(line: MatchableLine, sources: readonly ProposalSource[]): Proposal[] {
  const proposals = sources
    .flatMap((source) => source(line))
    .sort((a, b) => b.score - a.score || a.targetId - b.targetId);
  return proposals.map((proposal, index) => {
    const strong = proposal.score >= 80 && proposals.filter((other) => other.score >= 80).length === 1;
    const alone = proposals.length === 1 && proposal.kind !== 'invoice';
    return { ...proposal, unambiguous: index === 0 && (strong || alone) };
  });
}
