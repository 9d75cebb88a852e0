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

/** facture_{number or xxxx}_{client or client}.pdf (docs/product.md §2). */
export function invoiceFileName(number: string, clientName: string): string {
  return `facture_${part(number, 'xxxx')}_${part(clientName, 'client')}.pdf`;
}
