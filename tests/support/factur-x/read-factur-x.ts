import { JSDOM } from 'jsdom';

/**
 * Reads a Factur-X CII document back into plain values, the way an accounting program would, so
 * that tests compare it element by element with the invoice it came from. Dates come back as
 * YYYY-MM-DD and amounts as the decimal text of the XML (« 1200.00 »).
 */

export const CII_NAMESPACES = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
};

/** The elements at a path of qualified names below `from` (`ram:A/ram:B`). */
function all(from: Element, path: string): Element[] {
  return path
    .split('/')
    .reduce<Element[]>(
      (elements, name) =>
        elements.flatMap((element) => Array.from(element.children).filter((child) => child.tagName === name)),
      [from],
    );
}

function one(from: Element, path: string): Element | null {
  const found = all(from, path);
  if (found.length > 1) throw new Error(`${path} : ${found.length} éléments au lieu d'un seul`);
  return found[0] ?? null;
}

const text = (from: Element | null, path: string): string | null => (from && one(from, path)?.textContent) ?? null;

/** A format 102 date (20260305) as 2026-03-05, checking the format attribute on the way. */
function day(from: Element | null, path: string): string | null {
  const element = from && one(from, path);
  if (!element) return null;
  if (element.getAttribute('format') !== '102')
    throw new Error(`${path} : format ${element.getAttribute('format')} au lieu de 102`);
  const value = element.textContent ?? '';
  return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
}

/** Identifiers by scheme (`{ '0002': '732829320' }`); a scheme given twice is an error. */
function byScheme(elements: Element[]): Record<string, string> {
  const ids: Record<string, string> = {};
  for (const element of elements) {
    const scheme = element.getAttribute('schemeID') ?? '';
    if (scheme in ids) throw new Error(`schéma ${scheme} répété`);
    ids[scheme] = element.textContent ?? '';
  }
  return ids;
}

function address(party: Element) {
  const postal = one(party, 'ram:PostalTradeAddress');
  return {
    postcode: text(postal, 'ram:PostcodeCode'),
    lines: ['ram:LineOne', 'ram:LineTwo', 'ram:LineThree']
      .map((name) => text(postal, name))
      .filter((line) => line !== null),
    city: text(postal, 'ram:CityName'),
    country: text(postal, 'ram:CountryID'),
  };
}

function party(agreement: Element, name: string) {
  const element = one(agreement, name);
  if (!element) return null;
  return {
    name: text(element, 'ram:Name'),
    description: text(element, 'ram:Description'),
    globalIds: byScheme(all(element, 'ram:GlobalID')),
    legalIds: byScheme(all(element, 'ram:SpecifiedLegalOrganization/ram:ID')),
    taxRegistrations: byScheme(all(element, 'ram:SpecifiedTaxRegistration/ram:ID')),
    electronicAddresses: byScheme(all(element, 'ram:URIUniversalCommunication/ram:URIID')),
    email: text(element, 'ram:DefinedTradeContact/ram:EmailURIUniversalCommunication/ram:URIID'),
    phone: text(element, 'ram:DefinedTradeContact/ram:TelephoneUniversalCommunication/ram:CompleteNumber'),
    address: address(element),
  };
}

export function readFacturX(xml: string) {
  const { document } = new JSDOM(xml, { contentType: 'application/xml' }).window;
  const root = document.documentElement;
  if (root.namespaceURI !== CII_NAMESPACES.rsm || root.localName !== 'CrossIndustryInvoice')
    throw new Error(`racine inattendue : ${root.tagName}`);
  const exchanged = one(root, 'rsm:ExchangedDocument')!;
  const transaction = one(root, 'rsm:SupplyChainTradeTransaction')!;
  const agreement = one(transaction, 'ram:ApplicableHeaderTradeAgreement')!;
  const settlement = one(transaction, 'ram:ApplicableHeaderTradeSettlement')!;
  const summation = one(settlement, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation');
  const means = one(settlement, 'ram:SpecifiedTradeSettlementPaymentMeans');
  const credited = one(settlement, 'ram:InvoiceReferencedDocument');
  return {
    businessProcess: text(
      root,
      'rsm:ExchangedDocumentContext/ram:BusinessProcessSpecifiedDocumentContextParameter/ram:ID',
    ),
    guideline: text(root, 'rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID'),
    number: text(exchanged, 'ram:ID'),
    typeCode: text(exchanged, 'ram:TypeCode'),
    issueDate: day(exchanged, 'ram:IssueDateTime/udt:DateTimeString'),
    notes: all(exchanged, 'ram:IncludedNote').map((note) => ({
      content: text(note, 'ram:Content'),
      subjectCode: text(note, 'ram:SubjectCode'),
    })),
    lines: all(transaction, 'ram:IncludedSupplyChainTradeLineItem').map((line) => {
      const quantity = one(line, 'ram:SpecifiedLineTradeDelivery/ram:BilledQuantity');
      const tax = one(line, 'ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax');
      return {
        id: text(line, 'ram:AssociatedDocumentLineDocument/ram:LineID'),
        name: text(line, 'ram:SpecifiedTradeProduct/ram:Name'),
        unitPrice: text(line, 'ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice/ram:ChargeAmount'),
        quantity: quantity?.textContent ?? null,
        unitCode: quantity?.getAttribute('unitCode') ?? null,
        vatType: text(tax, 'ram:TypeCode'),
        vatCategory: text(tax, 'ram:CategoryCode'),
        vatRate: text(tax, 'ram:RateApplicablePercent'),
        total: text(
          line,
          'ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount',
        ),
      };
    }),
    seller: party(agreement, 'ram:SellerTradeParty')!,
    buyer: party(agreement, 'ram:BuyerTradeParty')!,
    deliveryDate: day(
      transaction,
      'ram:ApplicableHeaderTradeDelivery/ram:ActualDeliverySupplyChainEvent/ram:OccurrenceDateTime/udt:DateTimeString',
    ),
    paymentReference: text(settlement, 'ram:PaymentReference'),
    currency: text(settlement, 'ram:InvoiceCurrencyCode'),
    paymentMeans: means && {
      typeCode: text(means, 'ram:TypeCode'),
      iban: text(means, 'ram:PayeePartyCreditorFinancialAccount/ram:IBANID'),
      accountName: text(means, 'ram:PayeePartyCreditorFinancialAccount/ram:AccountName'),
      bic: text(means, 'ram:PayeeSpecifiedCreditorFinancialInstitution/ram:BICID'),
    },
    vat: all(settlement, 'ram:ApplicableTradeTax').map((tax) => ({
      type: text(tax, 'ram:TypeCode'),
      category: text(tax, 'ram:CategoryCode'),
      rate: text(tax, 'ram:RateApplicablePercent'),
      base: text(tax, 'ram:BasisAmount'),
      amount: text(tax, 'ram:CalculatedAmount'),
      exemptionReason: text(tax, 'ram:ExemptionReason'),
      exemptionReasonCode: text(tax, 'ram:ExemptionReasonCode'),
    })),
    paymentTerms: text(settlement, 'ram:SpecifiedTradePaymentTerms/ram:Description'),
    dueDate: day(settlement, 'ram:SpecifiedTradePaymentTerms/ram:DueDateDateTime/udt:DateTimeString'),
    totals: {
      lines: text(summation, 'ram:LineTotalAmount'),
      taxBasis: text(summation, 'ram:TaxBasisTotalAmount'),
      tax: text(summation, 'ram:TaxTotalAmount'),
      taxCurrency: summation && one(summation, 'ram:TaxTotalAmount')?.getAttribute('currencyID'),
      grand: text(summation, 'ram:GrandTotalAmount'),
      due: text(summation, 'ram:DuePayableAmount'),
    },
    credited: credited && {
      number: text(credited, 'ram:IssuerAssignedID'),
      issueDate: day(credited, 'ram:FormattedIssueDateTime/qdt:DateTimeString'),
    },
  };
}

export type FacturXReading = ReturnType<typeof readFacturX>;
