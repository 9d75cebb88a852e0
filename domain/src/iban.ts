/**
 * IBAN (ISO 13616): two letters of country, two check digits, then up to 30 letters and digits.
 * The check is the standard mod-97 one: the first four characters moved to the end, letters read
 * as 10 to 35, the number must leave 1 when divided by 97.
 */

/** Spaces removed and upper case: 'fr76 3000 …' → 'FR763000…'. */
export const compactIban = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** The mod-97 remainder of the rearranged IBAN, computed digit by digit (no big integers needed). */
function mod97(rearranged: string): number {
  let remainder = 0;
  for (const character of rearranged) {
    const code = character.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : character;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

export function isValidIban(value: string): boolean {
  const iban = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** Grouped by four as printed on a RIB: 'FR76 3000 6000 0112 3456 7890 189'. */
export const formatIban = (value: string): string => compactIban(value).replace(/(.{4})(?=.)/g, '$1 ');
