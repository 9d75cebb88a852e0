import type { InvoiceDocument, InvoiceSeller } from './invoice-document';
import { RECOVERY_INDEMNITY_CENTS, type OperationCategory, type VatRate } from './invoice-vocabulary';
import { formatCents } from './money';
import { compactIdentifier } from './siret';
import { normalizeVatNumber } from './vat-number';
import { serializeXml, xml, type XmlChild, type XmlElement } from './xml-writer';

/**
 * The Factur-X XML of an issued invoice or credit note: a UN/CEFACT Cross Industry Invoice (D16B)
 * of the EN 16931 profile (Factur-X 1.07 « EN 16931 », guideline urn:cen.eu:en16931:2017), the file
 * embedded in the PDF as factur-x.xml and served by GET /api/invoices/{id}/factur-x.xml.
 * Element order follows the Factur-X EN16931 XSD; tests/unit/factur-x.test.ts validates it
 * against that XSD. Business terms (BT-…) are EN 16931's; the French CTC rules (BR-FR, XP Z12-012)
 * are followed where our data allows: SIREN scheme 0002, SIRET scheme 0009, electronic address
 * scheme 0225, billing framework BT-23, notes PMD/PMT/AAB.
 */

const GUIDELINE = 'urn:cen.eu:en16931:2017';

/** BT-3: UNTDID 1001 commercial invoice / credit note. */
const TYPE_CODE = { invoice: '380', credit_note: '381' } as const;

/** BT-23, the French « cadre de facturation »: a plain invoice of goods (B1), services (S1) or both (M1). */
const BILLING_FRAMEWORK: Record<OperationCategory, string> = { Biens: 'B1', Services: 'S1', Mixte: 'M1' };

const FRANCHISE_MENTION = 'TVA non applicable, art. 293 B du CGI';
/** BT-121 for the franchise en base, from the CEF VATEX code list used by the EN 16931 rules. */
const FRANCHISE_EXEMPTION_CODE = 'VATEX-FR-FRANCHISE';
/** A 0 % line of a VAT-liable seller: exempt (category E), which EN 16931 requires to carry a reason (BR-E-10). */
const EXEMPTION_REASON = 'Exonération de TVA';

/** ISO 6523 ICD schemes: 0002 SIREN, 0009 SIRET; EAS 0225: the French directory's SIREN-based electronic address. */
const SIREN_SCHEME = '0002';
const SIRET_SCHEME = '0009';
const ADDRESS_SCHEME = '0225';

const EUR = 'EUR';
/** UN/ECE Rec 20 « one » (C62): quantities are counts, hours or units the lines don't name. */
const UNIT = 'C62';

const udtDate = (day: string) => xml('udt:DateTimeString', day.replaceAll('-', ''), { format: '102' });
const qdtDate = (day: string) => xml('qdt:DateTimeString', day.replaceAll('-', ''), { format: '102' });
const amount = (name: string, cents: number, attributes: Record<string, string> = {}) =>
  xml(name, formatCents(cents), attributes);
const frenchDay = (day: string) => day.split('-').reverse().join('/');

/** Thousandths as the exact decimal, three places kept: 1500 → « 1.500 ». */
function formatQuantity(thousandths: number): string {
  const abs = Math.abs(thousandths);
  return `${thousandths < 0 ? '-' : ''}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
}

/** The identifier's digits when it has exactly `length` of them, else '' (unset or malformed: left out). */
function digitsOf(value: string | null, length: number): string {
  const digits = compactIdentifier(value ?? '');
  return digits.length === length && /^\d+$/.test(digits) ? digits : '';
}

const NO_DISCOUNT = "Pas d'escompte pour paiement anticipé";
const penalties = (seller: InvoiceSeller) =>
  seller.latePenaltyRate.trim() && `Pénalités de retard : ${seller.latePenaltyRate.trim()}`;

/** 20 → « 20 », 5.5 → « 5.5 »: the spellings the rate code lists accept. */
const formatRate = (rate: VatRate) => String(rate);

const textLines = (...values: string[]) =>
  values
    .flatMap((value) => value.split(/\r?\n/))
    .map((line) => line.trim())
    .filter(Boolean);

/** « 75001 Paris », « F-75001 Paris », « 69003 Lyon Cedex 03 ». */
const POSTCODE_CITY = /^(?:F-?)?(\d{5})[\s,]+(.+)$/i;

/**
 * BG-5 / BG-8 from free address lines: the last « 75001 Paris » line gives the postcode and city,
 * a « France » line is dropped (the country is FR), the rest are street lines (three at most in CII:
 * the extra ones are joined into the third).
 */
function postalAddress(...lines: string[]): XmlElement {
  const all = textLines(...lines).filter((line) => !/^france$/i.test(line));
  const cityIndex = all.map((line) => POSTCODE_CITY.test(line)).lastIndexOf(true);
  const match = cityIndex >= 0 ? POSTCODE_CITY.exec(all[cityIndex]) : null;
  const street = all.filter((_, index) => index !== cityIndex);
  return xml('ram:PostalTradeAddress', [
    match && xml('ram:PostcodeCode', match[1]),
    xml('ram:LineOne', street[0] ?? ''),
    xml('ram:LineTwo', street[1] ?? ''),
    xml('ram:LineThree', street.slice(2).join(', ')),
    match && xml('ram:CityName', match[2]),
    xml('ram:CountryID', 'FR'),
  ]);
}

/** A VAT number is written only when it starts with its country code, as BR-CO-09 requires. */
function vatIdentifier(value: string | null): string {
  const normalized = normalizeVatNumber(value ?? '');
  return /^[A-Z]{2}[0-9A-Z+*]{2,13}$/.test(normalized) ? normalized : '';
}

const taxRegistration = (id: string, scheme: 'VA' | 'FC') =>
  id && xml('ram:SpecifiedTaxRegistration', [xml('ram:ID', id, { schemeID: scheme })]);

/** « Atelier Martin EI »: a sole trader's name carries « EI » (law of 14 February 2022), as on the PDF. */
function sellerName(seller: InvoiceSeller): string {
  const name = seller.companyName.trim();
  return name && seller.soleTrader ? `${name} EI` : name;
}

/** BT-33 and the REG note: legal form, share capital, registry, SIRET. */
function sellerLegalInformation(seller: InvoiceSeller): string {
  const siret = digitsOf(seller.siret, 14);
  return [
    seller.legalForm.trim(),
    seller.shareCapital.trim() && `Capital social : ${seller.shareCapital.trim()}`,
    seller.registration.trim(),
    siret && `SIRET : ${siret}`,
  ]
    .filter(Boolean)
    .join(' — ');
}

function sellerParty(doc: InvoiceDocument): XmlElement {
  const { seller } = doc;
  const siret = digitsOf(seller.siret, 14);
  const siren = siret.slice(0, 9);
  const vatNumber = vatIdentifier(seller.vatNumber);
  return xml('ram:SellerTradeParty', [
    // BT-29: the establishment (SIRET); BT-30: the company (SIREN).
    siret && xml('ram:GlobalID', siret, { schemeID: SIRET_SCHEME }),
    xml('ram:Name', sellerName(seller)),
    xml('ram:Description', sellerLegalInformation(seller)),
    siren && xml('ram:SpecifiedLegalOrganization', [xml('ram:ID', siren, { schemeID: SIREN_SCHEME })]),
    xml('ram:DefinedTradeContact', [
      xml('ram:TelephoneUniversalCommunication', [xml('ram:CompleteNumber', seller.companyPhone)]),
      xml('ram:EmailURIUniversalCommunication', [xml('ram:URIID', seller.companyEmail)]),
    ]),
    postalAddress(seller.companyAddress1, seller.companyAddress2),
    siren && xml('ram:URIUniversalCommunication', [xml('ram:URIID', siren, { schemeID: ADDRESS_SCHEME })]),
    taxRegistration(vatNumber, 'VA'),
    // An exempt or standard-rated line needs the seller's VAT identifier (BT-31) or tax registration
    // (BT-32) (BR-E-02, BR-S-02). A micro-entrepreneur under the franchise has no VAT number; its
    // SIREN, the number INSEE gives every business and the tax office knows it by, stands as its tax
    // registration, scheme FC (« fiscal number »), which the EN 16931 and Factur-X rules accept.
    !vatNumber && taxRegistration(siren, 'FC'),
  ]);
}

function buyerParty(doc: InvoiceDocument): XmlElement {
  const { client } = doc;
  const siren = digitsOf(client.siren, 9);
  return xml('ram:BuyerTradeParty', [
    xml('ram:Name', client.name),
    siren && xml('ram:SpecifiedLegalOrganization', [xml('ram:ID', siren, { schemeID: SIREN_SCHEME })]),
    postalAddress(client.address),
    siren && xml('ram:URIUniversalCommunication', [xml('ram:URIID', siren, { schemeID: ADDRESS_SCHEME })]),
    taxRegistration(vatIdentifier(client.vatNumber), 'VA'),
  ]);
}

interface VatCategory {
  code: 'S' | 'E';
  reason: string;
  reasonCode: string;
}

/** Standard rate (S) above 0 %; exempt (E) at 0 %, with the 293 B reason under the franchise. */
function vatCategory(doc: InvoiceDocument, rate: VatRate): VatCategory {
  if (doc.seller.vatRegime === 'franchise')
    return { code: 'E', reason: FRANCHISE_MENTION, reasonCode: FRANCHISE_EXEMPTION_CODE };
  return rate > 0 ? { code: 'S', reason: '', reasonCode: '' } : { code: 'E', reason: EXEMPTION_REASON, reasonCode: '' };
}

/** BG-1 notes, with the subject codes (UNTDID 4451) the French rules read. */
function notes(doc: InvoiceDocument): XmlChild[] {
  const { seller } = doc;
  const note = (content: string, subjectCode?: string) =>
    content.trim() &&
    xml('ram:IncludedNote', [xml('ram:Content', content), subjectCode && xml('ram:SubjectCode', subjectCode)]);
  return [
    doc.credited &&
      note(
        textLines(
          `Avoir sur la facture ${doc.credited.number} du ${frenchDay(doc.credited.issueDate)}`,
          doc.credited.reason && `Motif : ${doc.credited.reason}`,
        ).join('\n'),
      ),
    note(doc.notes),
    note(sellerLegalInformation(seller), 'REG'),
    seller.vatRegime === 'franchise' && note(FRANCHISE_MENTION, 'TXD'),
    note(penalties(seller), 'PMD'),
    // L441-10: the 40 € indemnity is owed by business clients only, those with a SIREN.
    doc.client.siren &&
      note(`Indemnité forfaitaire pour frais de recouvrement : ${RECOVERY_INDEMNITY_CENTS / 100} €`, 'PMT'),
    note(NO_DISCOUNT, 'AAB'),
  ];
}

function lineItem(doc: InvoiceDocument, line: InvoiceDocument['lines'][number], index: number): XmlElement {
  const category = vatCategory(doc, line.vatRate);
  return xml('ram:IncludedSupplyChainTradeLineItem', [
    xml('ram:AssociatedDocumentLineDocument', [xml('ram:LineID', String(index + 1))]),
    xml('ram:SpecifiedTradeProduct', [xml('ram:Name', line.description)]),
    xml('ram:SpecifiedLineTradeAgreement', [
      xml('ram:NetPriceProductTradePrice', [amount('ram:ChargeAmount', line.unitPriceCents)]),
    ]),
    xml('ram:SpecifiedLineTradeDelivery', [
      xml('ram:BilledQuantity', formatQuantity(line.quantityThousandths), { unitCode: UNIT }),
    ]),
    xml('ram:SpecifiedLineTradeSettlement', [
      xml('ram:ApplicableTradeTax', [
        xml('ram:TypeCode', 'VAT'),
        xml('ram:CategoryCode', category.code),
        xml('ram:RateApplicablePercent', formatRate(line.vatRate)),
      ]),
      xml('ram:SpecifiedTradeSettlementLineMonetarySummation', [amount('ram:LineTotalAmount', line.totalCents)]),
    ]),
  ]);
}

function paymentTerms(doc: InvoiceDocument): XmlElement {
  const days = doc.seller.paymentTermsDays;
  const terms = days <= 0 ? 'à réception' : days === 1 ? '1 jour' : `${days} jours`;
  return xml('ram:SpecifiedTradePaymentTerms', [
    doc.kind === 'invoice' &&
      xml(
        'ram:Description',
        [`Conditions de paiement : ${terms}`, penalties(doc.seller), NO_DISCOUNT].filter(Boolean).join('. '),
      ),
    xml('ram:DueDateDateTime', [udtDate(doc.dueDate)]),
  ]);
}

/**
 * BG-16: a SEPA credit transfer (58) to the seller's IBAN. Without an IBAN nothing is written:
 * every credit transfer code (30, 31, 58) requires the account identifier (BR-61).
 */
function paymentMeans(seller: InvoiceSeller): XmlChild {
  const iban = compactIdentifier(seller.iban).toUpperCase();
  if (!iban) return null;
  return xml('ram:SpecifiedTradeSettlementPaymentMeans', [
    xml('ram:TypeCode', '58'),
    xml('ram:Information', 'Virement SEPA'),
    xml('ram:PayeePartyCreditorFinancialAccount', [
      xml('ram:IBANID', iban),
      xml('ram:AccountName', seller.accountHolder),
    ]),
    xml('ram:PayeeSpecifiedCreditorFinancialInstitution', [
      xml('ram:BICID', compactIdentifier(seller.bic).toUpperCase()),
    ]),
  ]);
}

function settlement(doc: InvoiceDocument): XmlElement {
  return xml('ram:ApplicableHeaderTradeSettlement', [
    // BT-83, the remittance information: the number the client quotes with the transfer.
    xml('ram:PaymentReference', doc.number),
    xml('ram:InvoiceCurrencyCode', EUR),
    paymentMeans(doc.seller),
    ...doc.vat.map((entry) => {
      const category = vatCategory(doc, entry.rate);
      return xml('ram:ApplicableTradeTax', [
        amount('ram:CalculatedAmount', entry.vatCents),
        xml('ram:TypeCode', 'VAT'),
        xml('ram:ExemptionReason', category.reason),
        amount('ram:BasisAmount', entry.baseCents),
        xml('ram:CategoryCode', category.code),
        xml('ram:ExemptionReasonCode', category.reasonCode),
        xml('ram:RateApplicablePercent', formatRate(entry.rate)),
      ]);
    }),
    paymentTerms(doc),
    xml('ram:SpecifiedTradeSettlementHeaderMonetarySummation', [
      amount('ram:LineTotalAmount', doc.subtotalCents),
      amount('ram:TaxBasisTotalAmount', doc.subtotalCents),
      amount('ram:TaxTotalAmount', doc.vatTotalCents, { currencyID: EUR }),
      amount('ram:GrandTotalAmount', doc.totalCents),
      amount('ram:DuePayableAmount', doc.totalCents),
    ]),
    // BG-3: the invoice a credit note corrects.
    doc.credited &&
      xml('ram:InvoiceReferencedDocument', [
        xml('ram:IssuerAssignedID', doc.credited.number),
        xml('ram:FormattedIssueDateTime', [qdtDate(doc.credited.issueDate)]),
      ]),
  ]);
}

/** The CII XML of an invoice or credit note (UTF-8 text, XML declaration included). */
export function buildFacturX(doc: InvoiceDocument): string {
  return serializeXml(
    xml(
      'rsm:CrossIndustryInvoice',
      [
        xml('rsm:ExchangedDocumentContext', [
          xml('ram:BusinessProcessSpecifiedDocumentContextParameter', [
            xml('ram:ID', BILLING_FRAMEWORK[doc.operationCategory]),
          ]),
          xml('ram:GuidelineSpecifiedDocumentContextParameter', [xml('ram:ID', GUIDELINE)]),
        ]),
        xml('rsm:ExchangedDocument', [
          xml('ram:ID', doc.number),
          xml('ram:TypeCode', TYPE_CODE[doc.kind]),
          xml('ram:IssueDateTime', [udtDate(doc.issueDate)]),
          ...notes(doc),
        ]),
        xml('rsm:SupplyChainTradeTransaction', [
          ...doc.lines.map((line, index) => lineItem(doc, line, index)),
          xml('ram:ApplicableHeaderTradeAgreement', [sellerParty(doc), buyerParty(doc)]),
          xml('ram:ApplicableHeaderTradeDelivery', [
            xml('ram:ActualDeliverySupplyChainEvent', [
              xml('ram:OccurrenceDateTime', [udtDate(doc.serviceDate ?? doc.issueDate)]),
            ]),
          ]),
          settlement(doc),
        ]),
      ],
      {
        'xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
        'xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
        'xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
        'xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
      },
    ),
  );
}
