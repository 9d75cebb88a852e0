import { supplierInvoiceMessages as say } from '@pilotage/domain';
import { unprocessable } from '../../kernel/helpers/errors';
import { CII_NAMESPACE, readCii } from './cii-reader';
import { sniffFileType } from './file-type';
import { invoiceProblems } from './invoice-checks';
import type { ParsedInvoice, SupplierDocument } from './parsed-invoice';
import { embeddedInvoiceXml } from './pdf-attachment';
import { parseXml, xmlText } from '../../kernel/helpers/safe-xml';
import { UBL_NAMESPACES, type UblRoot, readUbl } from './ubl-reader';
import { ublStructureProblems } from './ubl-structure';
import { ciiSchemaErrors } from './xsd-validation';

/**
 * Reads an uploaded file: its type from its bytes, then a Factur-X PDF's embedded XML, a CII or
 * UBL XML, or a plain PDF / JPEG / PNG receipt left to complete by hand. A file that cannot be
 * read at all is refused (422, the reason in French); what is read but wrong is listed in
 * `problems`, for a person to judge.
 */

async function readXml(
  bytes: Uint8Array,
): Promise<{ format: 'cii' | 'ubl'; invoice: ParsedInvoice; problems: string[] }> {
  const text = xmlText(bytes);
  const { root, node, namespace } = parseXml(text);
  if (root === 'CrossIndustryInvoice' && namespace === CII_NAMESPACE) {
    const invoice = readCii(node);
    const schema = (await ciiSchemaErrors(text)).map((detail) => say.schemaProblem('EN 16931 (CII)', detail));
    return { format: 'cii', invoice, problems: [...schema, ...invoiceProblems(invoice)] };
  }
  if ((root === 'Invoice' || root === 'CreditNote') && namespace === UBL_NAMESPACES[root as UblRoot]) {
    const invoice = readUbl(node, root as UblRoot);
    const structure = ublStructureProblems(node, root as UblRoot);
    return { format: 'ubl', invoice, problems: [...structure, ...invoiceProblems(invoice)] };
  }
  throw unprocessable(say.xmlUnknownRoot(namespace ? `${root}, ${namespace}` : root));
}

export async function readSupplierDocument(bytes: Uint8Array): Promise<SupplierDocument> {
  if (bytes.length === 0) throw unprocessable(say.fileEmpty);
  const contentType = sniffFileType(bytes);
  if (contentType === null) throw unprocessable(say.unsupportedFile);
  if (contentType === 'application/xml') return { contentType, ...(await readXml(bytes)) };
  if (contentType === 'application/pdf') {
    const xml = await embeddedInvoiceXml(bytes);
    if (xml) {
      const read = await readXml(xml);
      return { contentType, ...read, format: 'factur-x' };
    }
  }
  return { contentType, format: 'receipt', invoice: null, problems: [] };
}
