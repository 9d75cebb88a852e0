import type { InvoiceKind } from '@pilotage/domain';

// Reserved on Windows or macOS, or invisible (control characters); whitespace is folded too so
// the name survives mail clients and shells.
const UNSAFE = /[\\/:*?"<>|\p{Cc}\s]+/gu;

function part(value: string, fallback: string): string {
  const safe = value
    .trim()
    .replace(UNSAFE, '_')
    .replace(/^[._]+|[._]+$/g, '')
    .slice(0, 80);
  return safe || fallback;
}

/** facture_{number or xxxx}_{client or client}.pdf (docs/product.md §2), avoir_… for a credit note. */
export function invoiceFileName(number: string, clientName: string, kind: InvoiceKind = 'invoice'): string {
  return `${kind === 'credit_note' ? 'avoir' : 'facture'}_${part(number, 'xxxx')}_${part(clientName, 'client')}.pdf`;
}
