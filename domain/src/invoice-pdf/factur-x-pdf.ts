import { md5 } from '@noble/hashes/legacy.js';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHeader,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFString,
  type PDFObject,
} from 'pdf-lib';
import { SRGB_ICC_PROFILE_BASE64 } from './srgb-icc-profile';

/**
 * Turns the invoice PDF drawn by jsPDF into a Factur-X file: factur-x.xml attached as a PDF/A-3
 * associated file, the XMP metadata Factur-X readers look for (PDF/A-3b identification and the
 * Factur-X extension schema), an sRGB output intent, and only embedded fonts. Everything written
 * comes from the arguments (no clock, no random identifier): the same invoice gives the same bytes.
 * Runs in the browser (lazily imported with pdf-lib) and in Node for the tests: no Node API here.
 */

export interface FacturXMeta {
  title: string;
  author: string;
  subject: string;
  keywords?: string;
  /** Creation and modification date written in the Info dictionary, the XMP and the attachment. */
  date: Date;
}

const FILE_NAME = 'factur-x.xml';
const PRODUCER = 'Pilotage (jsPDF, pdf-lib)';
const CREATOR_TOOL = 'Pilotage';
/** Factur-X 1.0 XMP properties: the profile the XML follows. */
const CONFORMANCE_LEVEL = 'EN 16931';
const FX_NAMESPACE = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';
/**
 * The Factur-X specification accepts Data, Source or Alternative; « Alternative » says the XML is a
 * complete equivalent of the visible invoice, which holds from the EN 16931 profile up (Data is
 * for MINIMUM and BASIC WL, whose XML lacks the lines). ZUGFeRD readers expect the same value.
 */
const AF_RELATIONSHIP = 'Alternative';

const utf8 = (text: string) => new TextEncoder().encode(text);
const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

function base64Bytes(base64: string): Uint8Array {
  const binary = atob(base64);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** XMP dates and PDF dates must agree (PDF/A): both in UTC, to the second. */
const xmpDate = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/** The XMP packet: PDF/A-3b identification, Dublin Core, PDF and XMP basics, Factur-X with its extension schema. */
function xmpMetadata(meta: FacturXMeta): string {
  const date = xmpDate(meta.date);
  const property = (name: string, description: string) => `
            <rdf:li rdf:parseType="Resource">
              <pdfaProperty:name>${name}</pdfaProperty:name>
              <pdfaProperty:valueType>Text</pdfaProperty:valueType>
              <pdfaProperty:category>external</pdfaProperty:category>
              <pdfaProperty:description>${description}</pdfaProperty:description>
            </rdf:li>`;
  return `<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
  <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
    <rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
      <pdfaid:part>3</pdfaid:part>
      <pdfaid:conformance>B</pdfaid:conformance>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
      <dc:format>application/pdf</dc:format>
      <dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(meta.title)}</rdf:li></rdf:Alt></dc:title>
      <dc:creator><rdf:Seq><rdf:li>${escapeXml(meta.author)}</rdf:li></rdf:Seq></dc:creator>
      <dc:description><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(meta.subject)}</rdf:li></rdf:Alt></dc:description>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
      <pdf:Producer>${PRODUCER}</pdf:Producer>${meta.keywords ? `\n      <pdf:Keywords>${escapeXml(meta.keywords)}</pdf:Keywords>` : ''}
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
      <xmp:CreatorTool>${CREATOR_TOOL}</xmp:CreatorTool>
      <xmp:CreateDate>${date}</xmp:CreateDate>
      <xmp:ModifyDate>${date}</xmp:ModifyDate>
      <xmp:MetadataDate>${date}</xmp:MetadataDate>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
      <pdfaExtension:schemas>
        <rdf:Bag>
          <rdf:li rdf:parseType="Resource">
            <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
            <pdfaSchema:namespaceURI>${FX_NAMESPACE}</pdfaSchema:namespaceURI>
            <pdfaSchema:prefix>fx</pdfaSchema:prefix>
            <pdfaSchema:property>
              <rdf:Seq>${property('DocumentFileName', 'Name of the embedded XML invoice file')}${property('DocumentType', 'INVOICE')}${property('Version', 'The actual version of the Factur-X XML schema')}${property('ConformanceLevel', 'The conformance level of the embedded Factur-X data')}
              </rdf:Seq>
            </pdfaSchema:property>
          </rdf:li>
        </rdf:Bag>
      </pdfaExtension:schemas>
    </rdf:Description>
    <rdf:Description rdf:about="" xmlns:fx="${FX_NAMESPACE}">
      <fx:DocumentType>INVOICE</fx:DocumentType>
      <fx:DocumentFileName>${FILE_NAME}</fx:DocumentFileName>
      <fx:Version>1.0</fx:Version>
      <fx:ConformanceLevel>${CONFORMANCE_LEVEL}</fx:ConformanceLevel>
    </rdf:Description>
  </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/** The font resource names a content stream selects (`/F1 9.5 Tf`). */
function selectedFonts(content: Uint8Array): string[] {
  const text = Array.from(content, (byte) => String.fromCharCode(byte)).join('');
  return Array.from(text.matchAll(/\/([^\s/<>[\]()%{}]+)\s+[-+]?[\d.]+\s+Tf\b/g), (match) => match[1]);
}

function streamBytes(stream: PDFObject | undefined): Uint8Array[] {
  if (stream instanceof PDFRawStream) return [decodePDFRawStream(stream).decode()];
  if (stream instanceof PDFStream) return [stream.getContents()];
  return [];
}

/**
 * jsPDF lists the 14 standard fonts in every page's resources, none embedded, which PDF/A forbids
 * and pdffonts reports. Only the fonts the pages draw with (the embedded DejaVu TTFs) are kept.
 */
function dropUnusedFonts(pdf: PDFDocument): void {
  const { context } = pdf;
  const used = new Set<string>();
  const fontDicts = new Set<PDFDict>();
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => context.lookup(ref)) : [contents];
    for (const stream of streams)
      for (const bytes of streamBytes(stream)) selectedFonts(bytes).forEach((name) => used.add(name));
    const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    if (fonts) fontDicts.add(fonts);
  }
  // Content we could not read (another filter): keep every font rather than break the pages.
  if (used.size === 0) return;
  for (const fonts of fontDicts) {
    for (const [name, value] of fonts.entries()) {
      if (used.has(name.decodeText())) continue;
      fonts.delete(name);
      if (value instanceof PDFRef) context.delete(value);
    }
  }
}

/** Info dictionary and XMP must say the same (PDF/A); both come from `meta` only. */
function writeMetadata(pdf: PDFDocument, meta: FacturXMeta): void {
  pdf.setTitle(meta.title);
  pdf.setAuthor(meta.author);
  pdf.setSubject(meta.subject);
  const info = pdf.context.lookup(pdf.context.trailerInfo.Info, PDFDict);
  if (meta.keywords) info.set(PDFName.of('Keywords'), PDFHexString.fromText(meta.keywords));
  else info.delete(PDFName.of('Keywords'));
  pdf.setCreator(CREATOR_TOOL);
  pdf.setProducer(PRODUCER);
  pdf.setCreationDate(meta.date);
  pdf.setModificationDate(meta.date);
  pdf.setLanguage('fr-FR');
  // PDF/A keeps the XMP packet unfiltered, so that it can be found without decoding anything.
  const metadata = pdf.context.stream(utf8(xmpMetadata(meta)), { Type: 'Metadata', Subtype: 'XML' });
  pdf.catalog.set(PDFName.of('Metadata'), pdf.context.register(metadata));
}

/** The output intent PDF/A requires for device colours: sRGB, the space jsPDF's RGB colours mean. */
function addOutputIntent(pdf: PDFDocument): void {
  const profile = pdf.context.flateStream(base64Bytes(SRGB_ICC_PROFILE_BASE64), { N: 3 });
  const intent = pdf.context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of('sRGB IEC61966-2.1'),
    Info: PDFString.of('sRGB IEC61966-2.1'),
    RegistryName: PDFString.of('http://www.color.org'),
    DestOutputProfile: pdf.context.register(profile),
  });
  pdf.catalog.set(PDFName.of('OutputIntents'), pdf.context.obj([pdf.context.register(intent)]));
}

/** factur-x.xml as an embedded file, listed in the EmbeddedFiles name tree and in the catalog's /AF. */
function attachXml(pdf: PDFDocument, xml: Uint8Array, date: Date): void {
  const { context } = pdf;
  const file = context.flateStream(xml, {
    Type: 'EmbeddedFile',
    Subtype: 'text/xml',
    Params: {
      Size: xml.length,
      CreationDate: PDFString.fromDate(date),
      ModDate: PDFString.fromDate(date),
      CheckSum: PDFHexString.of(hex(md5(xml))),
    },
  });
  const fileRef = context.register(file);
  const fileSpec = context.register(
    context.obj({
      Type: 'Filespec',
      F: PDFString.of(FILE_NAME),
      UF: PDFHexString.fromText(FILE_NAME),
      Desc: PDFHexString.fromText('Factur-X : facture électronique EN 16931'),
      AFRelationship: AF_RELATIONSHIP,
      EF: { F: fileRef, UF: fileRef },
    }),
  );
  const names = pdf.catalog.lookupMaybe(PDFName.of('Names'), PDFDict) ?? context.obj({});
  names.set(PDFName.of('EmbeddedFiles'), context.obj({ Names: [PDFString.of(FILE_NAME), fileSpec] }));
  pdf.catalog.set(PDFName.of('Names'), names);
  pdf.catalog.set(PDFName.of('AF'), context.obj([fileSpec]));
}

/** Attaches the Factur-X XML to the invoice PDF and makes the file as close to PDF/A-3b as we can check. */
export async function embedFacturX(pdf: Uint8Array, xml: string, meta: FacturXMeta): Promise<Uint8Array> {
  const file = await PDFDocument.load(pdf, { updateMetadata: false });
  const xmlBytes = utf8(xml);
  // /AF and associated files are PDF 2.0 features PDF/A-3 (ISO 32000-1 based) adopts: say 1.7, not jsPDF's 1.3.
  file.context.header = PDFHeader.forVersion(1, 7);
  dropUnusedFonts(file);
  writeMetadata(file, meta);
  addOutputIntent(file);
  attachXml(file, xmlBytes, meta.date);
  // PDF/A requires a file identifier: derived from what went in, so that it is stable and unique to the invoice.
  const id = PDFHexString.of(
    hex(
      md5(
        new Uint8Array([
          ...md5(pdf),
          ...md5(xmlBytes),
          ...utf8(JSON.stringify({ ...meta, date: meta.date.toISOString() })),
        ]),
      ),
    ),
  );
  file.context.trailerInfo.ID = file.context.obj([id, id]);
  // A classic cross-reference table (no object streams): what PDF/A-1 validators such as PDFBox's Preflight read too.
  return file.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false });
}
