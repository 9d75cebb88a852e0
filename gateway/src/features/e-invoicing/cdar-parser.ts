import { DomainError } from '../../kernel/helpers/errors';
import { type XmlNode, all, parseXml, text, xmlText } from '../../kernel/helpers/safe-xml';

/**
 * Reads a lifecycle message (CDAR, CrossDomainAcknowledgementAndResponse) received from the
 * platform: which invoice it is about (its number and issuer's SIREN) and each status it carries
 * (ProcessConditionCode, the reason, the amount of a 212 Encaissée). The document is untrusted: it is
 * read by the same safe reader as the supplier invoices' XML (no DOCTYPE, no entity ever expanded).
 */

export interface CdarStatusRead {
  /** The invoice's number (IssuerAssignedID). */
  invoiceNumber: string;
  /** The SIREN of the invoice's issuer, when given. */
  issuerSiren: string | null;
  code: number;
  reasonCode: string | null;
  reason: string | null;
  /** YYYY-MM-DD, when given. */
  statusDate: string | null;
  amountCents: number | null;
}

export interface CdarRead {
  messageId: string | null;
  statuses: CdarStatusRead[];
}

export class CdarError extends Error {}

/** `20260315` (format 102) or `20260315120000` (204) as 2026-03-15. */
function day(value: string | null): string | null {
  const match = value ? /^(\d{4})(\d{2})(\d{2})/.exec(value) : null;
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

function cents(value: string | null): number | null {
  if (value === null || !/^-?\d{1,12}(\.\d{1,2})?$/.test(value)) return null;
  const [units, decimals = ''] = value.replace('-', '').split('.');
  const absolute = Number(units) * 100 + Number(decimals.padEnd(2, '0'));
  return value.startsWith('-') ? -absolute : absolute;
}

/** The message's statuses; a CdarError (in French) when the bytes are not a CDAR message. */
export function parseCdar(bytes: Uint8Array): CdarRead {
  let root: XmlNode;
  try {
    const read = parseXml(xmlText(bytes));
    if (read.root !== 'CrossDomainAcknowledgementAndResponse') {
      throw new CdarError('Ce flux n’est pas un message de cycle de vie (CDAR).');
    }
    root = read.node;
  } catch (error) {
    if (error instanceof DomainError) throw new CdarError(`Message de cycle de vie illisible : ${error.message}`);
    throw error;
  }
  const statuses: CdarStatusRead[] = [];
  for (const acknowledgement of all(root, 'AcknowledgementDocument')) {
    for (const reference of all(acknowledgement, 'ReferenceReferencedDocument')) {
      const invoiceNumber = text(reference, 'IssuerAssignedID');
      const code = Number(text(reference, 'ProcessConditionCode'));
      if (!invoiceNumber || !Number.isInteger(code) || code < 1 || code > 999) continue;
      const status = all(reference, 'SpecifiedDocumentStatus')[0] ?? null;
      const paid = all(status, 'SpecifiedDocumentCharacteristic').find(
        (characteristic) => text(characteristic, 'TypeCode') === 'MEN',
      );
      statuses.push({
        invoiceNumber,
        issuerSiren: text(reference, 'IssuerTradeParty/GlobalID'),
        code,
        reasonCode: text(status, 'ReasonCode'),
        reason: text(status, 'Reason') ?? text(status, 'IncludedNote/Content'),
        statusDate: day(text(status, 'EffectiveDateTime/DateTimeString')),
        amountCents: paid ? cents(text(paid, 'ValueAmount')) : null,
      });
    }
  }
  if (statuses.length === 0) throw new CdarError('Le message de cycle de vie ne porte aucun statut de facture.');
  return { messageId: text(root, 'ExchangedDocument/ID'), statuses };
}
