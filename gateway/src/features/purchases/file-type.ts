import type { StoredFileType } from '@pilotage/domain';

/**
 * The type of a file from its first bytes, never from its name or the type its sender claims: a
 * renamed executable stays what it is. Null for anything that is not a PDF, a JPEG, a PNG or an
 * XML document.
 */

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const UTF8_BOM = [0xef, 0xbb, 0xbf];

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((byte, index) => bytes[at + index] === byte);

/** XML: an optional UTF-8 byte order mark and blanks, then `<?xml` or an element's `<name`. */
function looksLikeXml(bytes: Uint8Array): boolean {
  let at = startsWith(bytes, UTF8_BOM) ? 3 : 0;
  while (at < bytes.length && [0x20, 0x09, 0x0a, 0x0d].includes(bytes[at])) at += 1;
  if (bytes[at] !== 0x3c) return false; // <
  const next = bytes[at + 1];
  // `<?`, `<!` (a comment or a DOCTYPE, refused later with its reason) or a letter, `_` or `:`.
  return (
    next === 0x3f || next === 0x21 || next === 0x5f || next === 0x3a || ((next | 0x20) >= 0x61 && (next | 0x20) <= 0x7a)
  );
}

export function sniffFileType(bytes: Uint8Array): StoredFileType | null {
  if (startsWith(bytes, PDF)) return 'application/pdf';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (looksLikeXml(bytes)) return 'application/xml';
  return null;
}

/** Shown in place, in the browser's viewer: PDFs and images; anything else is only downloaded. */
export const isShownInline = (type: string): boolean => type === 'application/pdf' || type.startsWith('image/');
