import { supplierInvoiceMessages as say } from '@pilotage/domain';
import { type XmlNode, all, text } from '../../kernel/helpers/safe-xml';
import type { UblRoot } from './ubl-reader';

/**
 * The elements the UBL 2.1 schema requires of an Invoice or a CreditNote and of each of its lines
 * (cardinality 1..n in UBL-Invoice-2.1.xsd / UBL-CreditNote-2.1.xsd), checked on the parsed tree.
 * The OASIS XSDs themselves are not shipped with Pilotage: no registry package carries them.
 */

const REQUIRED: Record<UblRoot, string[]> = {
  Invoice: [
    'ID',
    'IssueDate',
    'AccountingSupplierParty/Party',
    'AccountingCustomerParty/Party',
    'LegalMonetaryTotal/PayableAmount',
    'InvoiceLine',
  ],
  CreditNote: [
    'ID',
    'IssueDate',
    'AccountingSupplierParty/Party',
    'AccountingCustomerParty/Party',
    'LegalMonetaryTotal/PayableAmount',
    'CreditNoteLine',
  ],
};
const LINE_REQUIRED = ['ID', 'LineExtensionAmount', 'Item'];

export function ublStructureProblems(root: XmlNode, kind: UblRoot): string[] {
  const schema = `UBL 2.1 (${kind})`;
  const problems = REQUIRED[kind]
    .filter((path) => all(root, path).length === 0)
    .map((path) => say.schemaProblem(schema, `élément obligatoire ${path} absent.`));
  all(root, kind === 'Invoice' ? 'InvoiceLine' : 'CreditNoteLine').forEach((line, index) => {
    for (const path of LINE_REQUIRED)
      if (all(line, path).length === 0)
        problems.push(say.schemaProblem(schema, `ligne ${index + 1} : élément obligatoire ${path} absent.`));
    if (text(line, 'ID') === null && all(line, 'ID').length > 0)
      problems.push(say.schemaProblem(schema, `ligne ${index + 1} : identifiant vide.`));
  });
  return problems;
}
