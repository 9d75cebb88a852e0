import { isValidSiren, supplierInvoiceMessages as say, sumCents } from '@pilotage/domain';
import { percentOfCents, productCents, rateKey } from './decimal';
import type { ParsedInvoice } from './parsed-invoice';

/**
 * The EN 16931 calculation rules a reader can check on its own (BR-CO-10 to BR-CO-15, BR-S-08,
 * BR-S-09, line amounts), and the mandatory fields the record needs, as French sentences listed on
 * the record. A check whose inputs are missing is skipped: the missing field is reported instead.
 */
export function invoiceProblems(invoice: ParsedInvoice): string[] {
  const problems: string[] = [];
  const missing = (value: unknown, field: string) => value === null && problems.push(say.missingField(field));
  if (!invoice.supplierName) problems.push(say.missingField('Nom du fournisseur'));
  missing(invoice.number, 'Numéro de facture');
  missing(invoice.issueDate, "Date d'émission");
  missing(invoice.totalCents, 'Total TTC');
  if (invoice.currency && invoice.currency !== 'EUR') problems.push(say.currency(invoice.currency));
  if (invoice.supplierSiren && !isValidSiren(invoice.supplierSiren))
    problems.push(say.sirenInvalid(invoice.supplierSiren));

  invoice.lines.forEach((line, index) => {
    if (line.totalCents === null || line.quantity === null || line.unitPrice === null) return;
    const computed = productCents(line.quantity, line.unitPrice);
    if (computed !== null && computed !== line.totalCents)
      problems.push(say.lineTotal(index + 1, line.totalCents, computed));
  });

  const lineTotals = invoice.lines.map((line) => line.totalCents);
  const linesSum = lineTotals.every((cents) => cents !== null) ? sumCents(lineTotals as number[]) : null;
  if (linesSum !== null && invoice.lines.length > 0) {
    if (invoice.linesTotalCents !== null && invoice.linesTotalCents !== linesSum)
      problems.push(say.linesTotal(invoice.linesTotalCents, linesSum));
    // Allowances and charges at document level are not read: the HT total is the lines' sum.
    if (invoice.subtotalCents !== null && invoice.subtotalCents !== linesSum)
      problems.push(say.subtotal(invoice.subtotalCents, linesSum));
  }

  for (const entry of invoice.vat) {
    const lines = invoice.lines.filter((line) => rateKey(line.vatRate) === rateKey(entry.rate));
    const base = lines.every((line) => line.totalCents !== null) ? sumCents(lines.map((l) => l.totalCents!)) : null;
    if (entry.baseCents !== null && base !== null && lines.length > 0 && entry.baseCents !== base)
      problems.push(say.vatBase(rateKey(entry.rate), entry.baseCents, base));
    const computed = entry.baseCents === null ? null : percentOfCents(entry.baseCents, entry.rate);
    if (entry.amountCents !== null && computed !== null && Math.abs(entry.amountCents - computed) > 1)
      problems.push(say.vatAmount(rateKey(entry.rate), entry.amountCents, computed));
  }

  const breakdown = invoice.vat.map((entry) => entry.amountCents);
  const vatSum = breakdown.every((cents) => cents !== null) ? sumCents(breakdown as number[]) : null;
  if (invoice.vatTotalCents !== null && vatSum !== null && invoice.vat.length > 0 && invoice.vatTotalCents !== vatSum)
    problems.push(say.vatTotal(invoice.vatTotalCents, vatSum));

  const base = linesSum ?? invoice.subtotalCents;
  const vat = invoice.vatTotalCents ?? vatSum ?? 0;
  if (invoice.totalCents !== null && base !== null && invoice.totalCents !== base + vat)
    problems.push(say.total(invoice.totalCents, base + vat, vat !== 0));
  return problems;
}
