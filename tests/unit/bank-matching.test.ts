import { euroText } from '@pilotage/domain';
import {
  type MatchableLine,
  invoiceSource,
  proposalsFor,
  supplierInvoiceSource,
} from '../../gateway/src/features/bank/bank-matching';

/** How a statement line is scored against customer and supplier invoices (docs/product.md « Banque »). */

const line = (amountCents: number, label: string, date = '2026-03-10'): MatchableLine => ({
  id: 1,
  date,
  amountCents,
  label,
  counterparty: null,
});

const supplierInvoice = (id: number, number: string | null, totalCents = 120000, issueDate = '2026-03-01') => ({
  id,
  reference: `FF-2026-000${id}`,
  number,
  supplierName: 'Fournitures Martin',
  issueDate,
  totalCents,
});

describe('supplier invoices as proposals', () => {
  const sources = [
    supplierInvoiceSource([supplierInvoice(1, 'FA-117'), supplierInvoice(2, 'FA-118'), supplierInvoice(3, null, 5000)]),
  ];

  it('propose an approved invoice to a debit of its total, surely when the label quotes its number or reference', () => {
    expect(proposalsFor(line(-120000, 'PRLV SEPA FA-117'), sources)).toEqual([
      {
        kind: 'supplier_invoice',
        targetId: 1,
        description: `Facture fournisseur FF-2026-0001 — Fournitures Martin · n° FA-117 · ${euroText(120000)}`,
        score: 100,
        unambiguous: true,
      },
      expect.objectContaining({ targetId: 2, score: 50, unambiguous: false }),
    ]);
    expect(proposalsFor(line(-5000, 'VIR FF-2026-0003'), sources)).toEqual([
      expect.objectContaining({ targetId: 3, score: 100, unambiguous: true }),
    ]);
  });

  it('leave two invoices of the same supplier and amount to the user, and never a credit nor an earlier day', () => {
    expect(
      proposalsFor(line(-120000, 'PRLV FOURNITURES MARTIN'), sources).map((p) => [p.targetId, p.score, p.unambiguous]),
    ).toEqual([
      [1, 80, false],
      [2, 80, false],
    ]);
    expect(proposalsFor(line(120000, 'VIR FA-117'), sources)).toEqual([]);
    expect(proposalsFor(line(-120000, 'PRLV FA-117', '2026-02-28'), sources)).toEqual([]);
    // The amount alone is a coincidence, not a payment: proposed, never applied.
    expect(proposalsFor(line(-5000, 'PRLV'), sources)).toEqual([
      expect.objectContaining({ score: 50, unambiguous: false }),
    ]);
  });

  it('leave customer invoices to credits', () => {
    const customer = invoiceSource([
      { id: 9, number: 'F-2026-0009', clientName: 'Dupont', issueDate: '2026-03-01', dueCents: 120000 },
    ]);
    expect(proposalsFor(line(-120000, 'PRLV F-2026-0009'), [customer])).toEqual([]);
    expect(proposalsFor(line(120000, 'VIR F-2026-0009'), [customer])).toEqual([
      expect.objectContaining({ kind: 'invoice', targetId: 9, score: 100, unambiguous: true }),
    ]);
  });
});
