import { compactIdentifier, normalizeVatNumber } from '@pilotage/domain';

/** An identifier as a document gives it: its value and its ISO 6523 scheme (0002 SIREN, 0009 SIRET), if any. */
export interface SchemedId {
  value: string;
  scheme: string | null;
}

/**
 * The supplier's SIREN and SIRET from the identifiers a document gives: by scheme when it says one
 * (0002, 0009), by length otherwise (9 or 14 digits); the SIREN of a SIRET when only that is known.
 */
function frenchIdentifiers(ids: readonly SchemedId[]): { siren: string | null; siret: string | null } {
  const digits = ids
    .map((id) => ({ value: compactIdentifier(id.value), scheme: id.scheme }))
    .filter((id) => /^\d+$/.test(id.value));
  const siret =
    digits.find((id) => id.scheme === '0009' && id.value.length === 14)?.value ??
    digits.find((id) => id.scheme === null && id.value.length === 14)?.value ??
    null;
  const siren =
    digits.find((id) => id.scheme === '0002' && id.value.length === 9)?.value ??
    digits.find((id) => id.scheme === null && id.value.length === 9)?.value ??
    siret?.slice(0, 9) ??
    null;
  return { siren, siret };
}

/** The record's fields for the supplier's SIREN and SIRET. */
export function supplierIds(ids: readonly SchemedId[]) {
  const { siren, siret } = frenchIdentifiers(ids);
  return { supplierSiren: siren, supplierSiret: siret };
}

export const vatNumberOf = (value: string | null): string | null => (value ? normalizeVatNumber(value) : null);
export const ibanOf = (value: string | null): string | null => (value ? compactIdentifier(value).toUpperCase() : null);

/** CII's format 102 (20260305) or an ISO day (2026-03-05) as YYYY-MM-DD; null otherwise. */
export function dayOf(value: string | null): string | null {
  if (!value) return null;
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(value) ?? /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return compact ? `${compact[1]}-${compact[2]}-${compact[3]}` : null;
}
