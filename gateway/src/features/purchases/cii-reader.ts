import { amountCents } from './decimal';
import type { ParsedInvoice } from './parsed-invoice';
import { type XmlNode, all, attribute, first, ownText, text } from '../../kernel/helpers/safe-xml';
import { dayOf, ibanOf, supplierIds, vatNumberOf } from './supplier-identifiers';

/**
 * A UN/CEFACT Cross Industry Invoice (D16B, the XML of Factur-X and of the French CII profile) as
 * a `ParsedInvoice`. Prefixes are gone (`ram:`, `rsm:`): the paths name local elements.
 */

export const CII_NAMESPACE = 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100';

/** UNTDID 1001: 381 is a credit note (and 261, 262, 296, 308, 396, 420, 458, 532 are kinds of it). */
const CREDIT_NOTE_CODES = new Set(['381', '261', '262', '296', '308', '396', '420', '458', '532']);

/** The header total in the invoice's currency: TaxTotalAmount may be given twice (BT-110 and BT-111). */
function inCurrency(nodes: XmlNode[], currency: string | null): string | null {
  const chosen = nodes.find((node) => currency === null || attribute(node, 'currencyID') === currency) ?? nodes[0];
  return chosen ? ownText(chosen) : null;
}

export function readCii(root: XmlNode): ParsedInvoice {
  const exchanged = first(root, 'ExchangedDocument');
  const transaction = first(root, 'SupplyChainTradeTransaction');
  const seller = first(transaction, 'ApplicableHeaderTradeAgreement/SellerTradeParty');
  const settlement = first(transaction, 'ApplicableHeaderTradeSettlement');
  const summation = first(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  const currency = text(settlement, 'InvoiceCurrencyCode');
  const ids = [...all(seller, 'SpecifiedLegalOrganization/ID'), ...all(seller, 'GlobalID'), ...all(seller, 'ID')].map(
    (node) => ({ value: ownText(node) ?? '', scheme: attribute(node, 'schemeID') }),
  );
  const vatNumber = all(seller, 'SpecifiedTaxRegistration/ID').find((node) => attribute(node, 'schemeID') === 'VA');
  return {
    kind: CREDIT_NOTE_CODES.has(text(exchanged, 'TypeCode') ?? '') ? 'credit_note' : 'invoice',
    supplierName: text(seller, 'Name') ?? '',
    ...supplierIds(ids),
    supplierVatNumber: vatNumberOf(ownText(vatNumber)),
    number: text(exchanged, 'ID'),
    issueDate: dayOf(text(exchanged, 'IssueDateTime/DateTimeString')),
    dueDate: dayOf(text(settlement, 'SpecifiedTradePaymentTerms/DueDateDateTime/DateTimeString')),
    currency,
    iban: ibanOf(text(settlement, 'SpecifiedTradeSettlementPaymentMeans/PayeePartyCreditorFinancialAccount/IBANID')),
    lines: all(transaction, 'IncludedSupplyChainTradeLineItem').map((line) => {
      const price = first(line, 'SpecifiedLineTradeAgreement/NetPriceProductTradePrice');
      const basis = text(price, 'BasisQuantity');
      return {
        description: text(line, 'SpecifiedTradeProduct/Name') ?? '',
        quantity: text(line, 'SpecifiedLineTradeDelivery/BilledQuantity'),
        // A price per 10 or per 100 units: its product with the quantity is not checked.
        unitPrice: basis === null || Number(basis) === 1 ? text(price, 'ChargeAmount') : null,
        vatRate: text(line, 'SpecifiedLineTradeSettlement/ApplicableTradeTax/RateApplicablePercent'),
        totalCents: amountCents(
          text(line, 'SpecifiedLineTradeSettlement/SpecifiedTradeSettlementLineMonetarySummation/LineTotalAmount'),
        ),
      };
    }),
    vat: all(settlement, 'ApplicableTradeTax').map((tax) => ({
      rate: text(tax, 'RateApplicablePercent') ?? '0',
      baseCents: amountCents(text(tax, 'BasisAmount')),
      amountCents: amountCents(text(tax, 'CalculatedAmount')),
    })),
    linesTotalCents: amountCents(text(summation, 'LineTotalAmount')),
    subtotalCents: amountCents(text(summation, 'TaxBasisTotalAmount')),
    vatTotalCents: amountCents(inCurrency(all(summation, 'TaxTotalAmount'), currency)),
    totalCents: amountCents(text(summation, 'GrandTotalAmount')),
  };
}
