/** @jest-environment node */
import { buildFacturX, type InvoiceDocument } from '@pilotage/domain';
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { embedFacturX, type FacturXMeta } from '../../domain/src/invoice-pdf/factur-x-pdf';
import { buildInvoicePdf, type InvoiceFonts } from '../../domain/src/invoice-pdf/invoice-pdf';
import { creditNote, liableInvoice } from '../support/factur-x/documents';
import { readPdf } from './invoice-pdf-reader';

/**
 * The Factur-X PDF: the invoice jsPDF draws, with factur-x.xml attached and the PDF/A-3b metadata,
 * read back with poppler as an accounting program or a person would. PDF/A conformance itself can
 * only be checked here with Apache PDFBox's Preflight, a PDF/A-1b validator (Debian's
 * libpdfbox2-java): veraPDF, the PDF/A-3 reference, is downloaded from outside any registry.
 */

const fontsDir = path.resolve(__dirname, '../../domain/fonts');
const fonts: InvoiceFonts = {
  regular: fs.readFileSync(path.join(fontsDir, 'DejaVuSans-latin.ttf')).toString('base64'),
  bold: fs.readFileSync(path.join(fontsDir, 'DejaVuSans-Bold-latin.ttf')).toString('base64'),
};

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'factur-x-pdf-'));
afterAll(() => process.env.KEEP_INVOICE_PDF || fs.rmSync(outDir, { recursive: true, force: true }));

const metaOf = (doc: InvoiceDocument): FacturXMeta => ({
  title: `Facture N° ${doc.number}`,
  author: doc.seller.companyName,
  subject: `Facture N° ${doc.number} — ${doc.client.name}`,
  keywords: 'Facture, Factur-X',
  date: new Date(`${doc.issueDate}T12:00:00Z`),
});

const jsPdfBytes = (doc: InvoiceDocument) => new Uint8Array(buildInvoicePdf(doc, fonts).output('arraybuffer'));

function write(name: string, bytes: Uint8Array): string {
  const file = path.join(outDir, name);
  fs.writeFileSync(file, bytes);
  return file;
}

const run = (command: string, args: string[]) => execFileSync(command, args, { encoding: 'utf8' });

function rawStream(value: unknown): PDFRawStream {
  expect(value).toBeInstanceOf(PDFRawStream);
  return value as PDFRawStream;
}

describe('Factur-X PDF', () => {
  const doc = liableInvoice;
  const xml = buildFacturX(doc);
  const meta = metaOf(doc);
  const original = jsPdfBytes(doc);
  let file: string;
  let bytes: Uint8Array;

  beforeAll(async () => {
    bytes = await embedFacturX(original, xml, meta);
    file = write('factur-x.pdf', bytes);
  });

  it('lists factur-x.xml as its attachment, which pdfdetach gives back byte for byte', () => {
    expect(run('pdfdetach', ['-list', file])).toBe('1 embedded files\n1: factur-x.xml\n');
    const saved = path.join(outDir, 'detached.xml');
    run('pdfdetach', ['-save', '1', '-o', saved, file]);
    expect(fs.readFileSync(saved)).toEqual(Buffer.from(xml, 'utf8'));
  });

  it('carries the PDF/A-3b identification and the Factur-X XMP properties with their extension schema', () => {
    const xmp = run('pdfinfo', ['-meta', file]);
    const { document } = new JSDOM(xmp.replace(/^<\?xpacket[^>]*\?>|<\?xpacket[^>]*\?>\s*$/g, ''), {
      contentType: 'application/xml',
    }).window;
    const value = (namespace: string, name: string) =>
      Array.from(document.getElementsByTagNameNS(namespace, name), (element) => element.textContent?.trim());
    const fx = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';
    expect(value('http://www.aiim.org/pdfa/ns/id/', 'part')).toEqual(['3']);
    expect(value('http://www.aiim.org/pdfa/ns/id/', 'conformance')).toEqual(['B']);
    expect(value(fx, 'DocumentType')).toEqual(['INVOICE']);
    expect(value(fx, 'DocumentFileName')).toEqual(['factur-x.xml']);
    expect(value(fx, 'Version')).toEqual(['1.0']);
    expect(value(fx, 'ConformanceLevel')).toEqual(['EN 16931']);
    expect(value('http://www.aiim.org/pdfa/ns/schema#', 'namespaceURI')).toEqual([fx]);
    expect(value('http://www.aiim.org/pdfa/ns/schema#', 'prefix')).toEqual(['fx']);
    expect(value('http://www.aiim.org/pdfa/ns/property#', 'name')).toEqual([
      'DocumentFileName',
      'DocumentType',
      'Version',
      'ConformanceLevel',
    ]);
    // The Dublin Core, PDF and XMP properties say what the Info dictionary says (PDF/A).
    const dc = 'http://purl.org/dc/elements/1.1/';
    expect(document.getElementsByTagNameNS(dc, 'title')[0].textContent?.trim()).toBe(meta.title);
    expect(document.getElementsByTagNameNS(dc, 'creator')[0].textContent?.trim()).toBe('Lefèvre & Fils');
    expect(document.getElementsByTagNameNS(dc, 'description')[0].textContent?.trim()).toBe(meta.subject);
    expect(value('http://ns.adobe.com/pdf/1.3/', 'Keywords')).toEqual(['Facture, Factur-X']);
    for (const name of ['CreateDate', 'ModifyDate', 'MetadataDate'])
      expect(value('http://ns.adobe.com/xap/1.0/', name)).toEqual(['2026-11-05T12:00:00Z']);

    const info = run('pdfinfo', ['-isodates', file]);
    expect(info).toMatch(/^Title:\s+Facture N° F-2026-0042$/m);
    expect(info).toMatch(/^Subject:\s+Facture N° F-2026-0042 — Café des Arts SAS$/m);
    expect(info).toMatch(/^Keywords:\s+Facture, Factur-X$/m);
    expect(info).toMatch(/^Author:\s+Lefèvre & Fils$/m);
    expect(info).toMatch(/^Creator:\s+Pilotage$/m);
    expect(info).toMatch(/^CreationDate:\s+2026-11-05T12:00:00Z$/m);
    expect(info).toMatch(/^ModDate:\s+2026-11-05T12:00:00Z$/m);
    expect(info).toMatch(/^Metadata Stream:\s+yes$/m);
    expect(info).toMatch(/^PDF version:\s+1\.7$/m);
  });

  it('associates the XML with the document (/AF, Alternative) and declares an sRGB output intent', async () => {
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    const catalog = pdf.catalog;
    const [fileSpec] = catalog
      .lookup(PDFName.of('AF'), PDFArray)
      .asArray()
      .map((ref) => pdf.context.lookup(ref, PDFDict));
    expect(fileSpec.get(PDFName.of('AFRelationship'))).toBe(PDFName.of('Alternative'));
    const embedded = rawStream(fileSpec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F')));
    expect(embedded.dict.get(PDFName.of('Subtype'))).toBe(PDFName.of('text/xml'));
    const params = embedded.dict.lookup(PDFName.of('Params'), PDFDict);
    expect(params.get(PDFName.of('ModDate'))?.toString()).toBe('(D:20261105120000Z)');
    expect(params.get(PDFName.of('CheckSum'))?.toString()).toBe(`<${createHash('md5').update(xml).digest('hex')}>`);

    const [intent] = catalog
      .lookup(PDFName.of('OutputIntents'), PDFArray)
      .asArray()
      .map((ref) => pdf.context.lookup(ref, PDFDict));
    expect(intent.get(PDFName.of('S'))).toBe(PDFName.of('GTS_PDFA1'));
    const profile = rawStream(intent.lookup(PDFName.of('DestOutputProfile')));
    const icc = Buffer.from(decodePDFRawStream(profile).decode());
    expect(createHash('md5').update(icc).digest('hex')).toBe('3947129e0967089c736f91a2989d89d8'); // the ICC's sRGB2014.icc
    expect(icc.subarray(16, 20).toString()).toBe('RGB ');

    const [first, second] = pdf.context.trailerInfo.ID!.toString().match(/<[0-9a-f]+>/gi)!;
    expect(first).toMatch(/^<[0-9a-f]{32}>$/i);
    expect(second).toBe(first);
  });

  it('keeps only embedded fonts, and the pages read as before', () => {
    const before = readPdf(write('jspdf.pdf', original));
    const after = readPdf(file);
    // jsPDF lists the 14 standard fonts, unembedded and unused: they are gone.
    expect(before.fonts).toMatch(/Helvetica\s+Type 1\s+WinAnsi\s+no/);
    const rows = after.fonts.trim().split('\n').slice(2);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatch(/^DejaVuSans\s+CID TrueType\s+Identity-H\s+yes\s+/);
    expect(after.pages).toBe(before.pages);
    expect(after.text).toBe(before.text);
    for (const expected of ['FACTURE', 'N° F-2026-0042', 'Café des Arts SAS', 'TOTAL À PAYER', '606,57 €'])
      expect(after.text).toContain(expected);
  });

  it('gives the same bytes for the same input, and other bytes for another date or XML', async () => {
    expect(Buffer.from(await embedFacturX(jsPdfBytes(doc), xml, { ...meta }))).toEqual(Buffer.from(bytes));
    expect(
      Buffer.from(await embedFacturX(original, xml, { ...meta, date: new Date('2026-11-06T12:00:00Z') })),
    ).not.toEqual(Buffer.from(bytes));
    expect(Buffer.from(await embedFacturX(original, buildFacturX(creditNote), meta))).not.toEqual(Buffer.from(bytes));
  });

  it('passes PDFBox Preflight but for what PDF/A-3 allows and PDF/A-1 does not (embedded files, part 3)', () => {
    const classpath = [
      'preflight',
      'pdfbox2',
      'fontbox2',
      'xmpbox',
      'commons-logging',
      'javax.activation',
      'jaxb-api',
    ].map((jar) => `/usr/share/java/${jar}.jar`);
    const result = spawnSync('java', ['-cp', classpath.join(':'), 'org.apache.pdfbox.preflight.Validator_A1b', file], {
      encoding: 'utf8',
    });
    expect(result.error).toBeUndefined();
    // Every other PDF/A-1b rule holds: fonts, metadata and Info agreeing, output intent, file structure.
    expect(result.stdout.split('\n').filter((line) => /^\d+(\.\d+)+ : /.test(line))).toEqual([
      '1.4.7 : Trailer Syntax error, EmbeddedFile entry is present in the Names dictionary',
      '1.2.9 : Body Syntax error, EmbeddedFile entry is present in a FileSpecification dictionary',
      '7.11.2 : Error on MetaData, part must be 1',
    ]);
  });
});
