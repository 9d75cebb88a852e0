import { amountCents } from './decimal';
import type { ParsedInvoice } from './parsed-invoice';
import { type XmlNode, all, attribute, first, ownText, text } from '../../kernel/helpers/safe-xml';
import { dayOf, ibanOf, supplierIds, vatNumberOf } from './supplier-identifiers';

/** An OASIS UBL 2.1 Invoice or CreditNote (the syntax of Peppol BIS and of the French UBL profile) as a `ParsedInvoice`. */

export const UBL_NAMESPACES = {
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
} as const;
export type UblRoot = keyof typeof UBL_NAMESPACES;

export function readUbl(root: XmlNode, kind: UblRoot): ParsedInvoice {
  const party = first(root, 'AccountingSupplierParty/Party');
  const currency = text(root, 'DocumentCurrencyCode');
  const totals = first(root, 'LegalMonetaryTotal');
  const ids = [
    ...all(party, 'PartyLegalEntity/CompanyID'),
    ...all(party, 'PartyIdentification/ID'),
    ...all(party, 'EndpointID'),
  ].map((node) => ({ value: ownText(node) ?? '', scheme: attribute(node, 'schemeID') }));
  const taxTotal =
    all(root, 'TaxTotal').find((node) => attribute(first(node, 'TaxAmount'), 'currencyID') === currency) ??
    first(root, 'TaxTotal');
  const vatScheme =
    all(party, 'PartyTaxScheme').find((scheme) => text(scheme, 'TaxScheme/ID') === 'VAT') ??
    first(party, 'PartyTaxScheme');
  const lineName = kind === 'Invoice' ? 'InvoiceLine' : 'CreditNoteLine';
  const quantityName = kind === 'Invoice' ? 'InvoicedQuantity' : 'CreditedQuantity';
  return {
    kind: kind === 'Invoice' ? 'invoice' : 'credit_note',
    supplierName: text(party, 'PartyName/Name') ?? text(party, 'PartyLegalEntity/RegistrationName') ?? '',
    ...supplierIds(ids),
    supplierVatNumber: vatNumberOf(text(vatScheme, 'CompanyID')),
    number: text(root, 'ID'),
    issueDate: dayOf(text(root, 'IssueDate')),
    dueDate: dayOf(text(root, 'DueDate') ?? text(root, 'PaymentMeans/PaymentDueDate')),
    currency,
    iban: ibanOf(text(root, 'PaymentMeans/PayeeFinancialAccount/ID')),
    lines: all(root, lineName).map((line) => {
      const basis = text(line, 'Price/BaseQuantity');
      return {
        description: text(line, 'Item/Name') ?? text(line, 'Item/Description') ?? '',
        quantity: text(line, quantityName),
        // A price per 10 or per 100 units: its product with the quantity is not checked.
        unitPrice: basis === null || Number(basis) === 1 ? text(line, 'Price/PriceAmount') : null,
        vatRate: text(line, 'Item/ClassifiedTaxCategory/Percent'),
        totalCents: amountCents(text(line, 'LineExtensionAmount')),
      };
    }),
    vat: all(taxTotal, 'TaxSubtotal').map((subtotal) => ({
      rate: text(subtotal, 'TaxCategory/Percent') ?? text(subtotal, 'Percent') ?? '0',
      baseCents: amountCents(text(subtotal, 'TaxableAmount')),
      amountCents: amountCents(text(subtotal, 'TaxAmount')),
    })),
    linesTotalCents: amountCents(text(totals, 'LineExtensionAmount')),
    subtotalCents: amountCents(text(totals, 'TaxExclusiveAmount')),
    vatTotalCents: amountCents(text(taxTotal, 'TaxAmount')),
    totalCents: amountCents(text(totals, 'TaxInclusiveAmount')),
  };
}
