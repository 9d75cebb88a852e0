import { compactIdentifier } from './siret';

/**
 * Intra-EU VAT numbers: the country prefix and the national format of each member state, as the
 * Commission's VIES service publishes them (Greece is EL, Northern Ireland XI). Only the French
 * key can be checked here for every number; other countries' check digits are left to VIES.
 */
const NATIONAL_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^\d{11}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/,
};

/** As stored: without spaces, in capitals (« fr 40 732829320 » → « FR40732829320 »). */
export const normalizeVatNumber = (value: string): string => compactIdentifier(value).toUpperCase();

/** A French number is FR, a two-digit key, then the SIREN; the key is (12 + 3 × (SIREN mod 97)) mod 97. */
function frenchKeyValid(national: string): boolean {
  const key = Number(national.slice(0, 2));
  const siren = Number(national.slice(2));
  return key === (12 + 3 * (siren % 97)) % 97;
}

/** Whether the value (spaces and small letters allowed) is an intra-EU VAT number in its country's format. */
export function isValidVatNumber(value: string): boolean {
  const normalized = normalizeVatNumber(value);
  const country = normalized.slice(0, 2);
  const national = normalized.slice(2);
  const format = NATIONAL_FORMATS[country];
  if (!format?.test(national)) return false;
  return country !== 'FR' || frenchKeyValid(national);
}
