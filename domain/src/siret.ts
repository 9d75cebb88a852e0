/**
 * French company identifiers. A SIREN (9 digits) and a SIRET (SIREN + 5-digit establishment
 * number) carry a Luhn key. La Poste's establishments share one SIREN and are too many for the
 * key: their SIRETs only need digits summing to a multiple of 5 (INSEE's published exception).
 */
const LA_POSTE_SIREN = '356000000';

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Spaces are allowed when typed (« 732 829 320 00074 ») and dropped when stored. */
export const compactIdentifier = (value: string): string => value.replace(/[\s\u00a0\u202f]+/g, '');

export function isValidSiren(value: string): boolean {
  const digits = compactIdentifier(value);
  return /^\d{9}$/.test(digits) && luhnValid(digits);
}

export function isValidSiret(value: string): boolean {
  const digits = compactIdentifier(value);
  if (!/^\d{14}$/.test(digits)) return false;
  if (digits.startsWith(LA_POSTE_SIREN) && digits !== `${LA_POSTE_SIREN}00048`) {
    return [...digits].reduce((sum, digit) => sum + Number(digit), 0) % 5 === 0;
  }
  return luhnValid(digits);
}
