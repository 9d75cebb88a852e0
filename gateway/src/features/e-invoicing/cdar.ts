import { LIFECYCLE_STATUS_LABELS, serializeXml, xml } from '@pilotage/domain';

/**
 * Writes a lifecycle message (CDAR: UN/CEFACT CrossDomainAcknowledgementAndResponse, as the AFNOR
 * XP Z12-012 profile « cycle de vie » uses it): one status (ProcessConditionCode: 212 Encaissée,
 * 205 Approuvée, 210 Refusée…) about one invoice, sent by one party to another. Statuses of customer
 * and supplier invoices alike are written here.
 */

export const CDAR_NAMESPACES = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossDomainAcknowledgementAndResponse:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
} as const;

/** The profile's guideline: the French lifecycle (« CDV ») of an invoice. */
export const CDAR_GUIDELINE = 'urn.cpro.gouv.fr:1p0:CDV:invoice';

export interface CdarParty {
  /** SIREN (scheme 0002). */
  siren: string;
  name: string;
  /** UNTDID 3035: SE seller, BY buyer, WK platform. */
  role: 'SE' | 'BY' | 'WK';
}

export interface CdarStatus {
  /** The message's own identifier (unique per sender). */
  id: string;
  /** When the message is written. */
  issuedAt: Date;
  sender: CdarParty;
  recipient: CdarParty;
  invoice: {
    number: string;
    /** YYYY-MM-DD */
    issueDate: string;
    /** UNTDID 1001: 380 invoice, 381 credit note. */
    typeCode: '380' | '381';
    /** The SIREN of the invoice's issuer (the seller). */
    issuerSiren: string;
  };
  /** The lifecycle status code (AFNOR XP Z12-012). */
  code: number;
  /** When the status took effect (the payment's day for 212), YYYY-MM-DD. */
  statusDate: string;
  reason?: { code: string; text: string } | null;
  /** For 212 Encaissée: the amount received, in cents. */
  amountCents?: number | null;
}

const compactDateTime = (date: Date) => date.toISOString().replace(/[-:]/g, '').slice(0, 14);
const compactDate = (day: string) => day.replace(/-/g, '');
const amount = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

const party = (tag: string, who: CdarParty) =>
  xml(tag, [
    xml('ram:GlobalID', who.siren, { schemeID: '0002' }),
    xml('ram:Name', who.name),
    xml('ram:RoleCode', who.role),
  ]);

/** The CDAR document, UTF-8 XML text. */
export function buildCdar(status: CdarStatus): string {
  const dateTime = (tag: string, date: Date) =>
    xml(tag, [xml('udt:DateTimeString', compactDateTime(date), { format: '204' })]);
  return serializeXml(
    xml(
      'rsm:CrossDomainAcknowledgementAndResponse',
      [
        xml('rsm:ExchangedDocumentContext', [
          xml('ram:BusinessProcessSpecifiedDocumentContextParameter', [xml('ram:ID', 'REGULATED')]),
          xml('ram:GuidelineSpecifiedDocumentContextParameter', [xml('ram:ID', CDAR_GUIDELINE)]),
        ]),
        xml('rsm:ExchangedDocument', [
          xml('ram:ID', status.id),
          xml('ram:Name', LIFECYCLE_STATUS_LABELS[status.code] ?? String(status.code)),
          dateTime('ram:IssueDateTime', status.issuedAt),
          party('ram:SenderTradeParty', status.sender),
          party('ram:RecipientTradeParty', status.recipient),
        ]),
        xml('rsm:AcknowledgementDocument', [
          xml('ram:MultipleReferencesIndicator', [xml('udt:Indicator', 'false')]),
          xml('ram:TypeCode', '305'),
          dateTime('ram:IssueDateTime', status.issuedAt),
          xml('ram:ReferenceReferencedDocument', [
            xml('ram:IssuerAssignedID', status.invoice.number),
            xml('ram:TypeCode', status.invoice.typeCode),
            xml('ram:FormattedIssueDateTime', [
              xml('qdt:DateTimeString', compactDate(status.invoice.issueDate), { format: '102' }),
            ]),
            xml('ram:ProcessConditionCode', String(status.code)),
            xml('ram:ProcessCondition', LIFECYCLE_STATUS_LABELS[status.code] ?? ''),
            xml('ram:IssuerTradeParty', [xml('ram:GlobalID', status.invoice.issuerSiren, { schemeID: '0002' })]),
            xml('ram:SpecifiedDocumentStatus', [
              xml('ram:ReasonCode', status.reason?.code ?? ''),
              xml('ram:Reason', status.reason?.text ?? ''),
              xml('ram:EffectiveDateTime', [
                xml('qdt:DateTimeString', compactDate(status.statusDate), { format: '102' }),
              ]),
              status.amountCents !== undefined &&
                status.amountCents !== null &&
                xml('ram:SpecifiedDocumentCharacteristic', [
                  // MEN: the amount received (« montant encaissé »).
                  xml('ram:TypeCode', 'MEN'),
                  xml('ram:ValueAmount', amount(status.amountCents), { currencyID: 'EUR' }),
                ]),
            ]),
          ]),
        ]),
      ],
      {
        'xmlns:rsm': CDAR_NAMESPACES.rsm,
        'xmlns:ram': CDAR_NAMESPACES.ram,
        'xmlns:udt': CDAR_NAMESPACES.udt,
        'xmlns:qdt': CDAR_NAMESPACES.qdt,
      },
    ),
  );
}
