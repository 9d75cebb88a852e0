import type { InvoiceKind } from '../index';

// Reserved on Windows or macOS, or invisible (control characters, tabs and line breaks included).
const UNSAFE = /[\\/:*?"<>|\p{Cc}]+/gu;

/** The number or the client as typed (spec: `{number}`, `{client}`), spaces kept; only what no file system takes is replaced. */
function part(value: string, fallback: string): string {
  const safe = value
    .replace(UNSAFE, '_')
    // A replaced character next to a space goes with it: « "Chez Paul" <SARL> » reads « Chez Paul SARL ».
    .replace(/[\s_]*\s[\s_]*/g, ' ')
    .trim()
    .replace(/^[._ ]+|[._ ]+$/g, '')
    .slice(0, 80)
    .trim();
  return safe || fallback;
}

/** facture_{number or xxxx}_{client or client}.pdf (docs/product.md §2), avoir_… for a credit note. */
export function invoiceFileName(number: string, clientName: string, kind: InvoiceKind = 'invoice'): string {
  return `${kind === 'credit_note' ? 'avoir' : 'facture'}_${part(number, 'xxxx')}_${part(clientName, 'client')}.pdf`;
}
