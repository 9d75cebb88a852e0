import { AFRelationship, PDFDocument, StandardFonts } from 'pdf-lib';
import { type ApiResponse, call } from './http';
import { checkAgainstOpenApi } from './openapi-check';
import type { TestServer } from './server';

/** Sends a file as the browser's drop zone does: multipart/form-data, field `file`. */
export async function upload(
  server: TestServer,
  token: string | undefined,
  bytes: Uint8Array,
  fileName = 'facture.pdf',
  path = '/api/supplier-invoices',
  field = 'file',
): Promise<ApiResponse> {
  const form = new FormData();
  // The type announced is deliberately wrong: the gateway must read the bytes, not trust this.
  form.append(field, new Blob([Buffer.from(bytes)], { type: 'application/octet-stream' }), fileName);
  const response = await fetch(server.url + path, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await response.text();
  const body = (response.headers.get('content-type') ?? '').includes('json') && text ? JSON.parse(text) : text;
  const answer = { status: response.status, body, headers: response.headers };
  await checkAgainstOpenApi(server.url, 'POST', path, answer);
  return answer;
}

/** The original bytes served back, with their headers. */
export async function download(server: TestServer, token: string, path: string) {
  const response = await fetch(server.url + path, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/**
 * A Factur-X PDF of an issued invoice: a page naming it, with the invoice's own Factur-X XML
 * (`GET /api/invoices/{id}/factur-x.xml`, the bytes the browser embeds in its PDF: see
 * tests/web/factur-x-pdf.test.tsx) attached as factur-x.xml, an associated file of relationship
 * Alternative. tests/web/supplier-factur-x.test.tsx reads the browser's own PDF.
 */
export async function issuedFacturXPdf(server: TestServer, token: string, invoiceId: number): Promise<Uint8Array> {
  const xml = await call(server.url, 'GET', `/api/invoices/${invoiceId}/factur-x.xml`, { token });
  if (xml.status !== 200) throw new Error(`GET /api/invoices/${invoiceId}/factur-x.xml: ${xml.status}`);
  return facturXPdf(xml.body as string, `Facture ${invoiceId}`);
}

/** A Factur-X PDF: a page titled `title`, with `xml` attached as factur-x.xml (relationship Alternative). */
export async function facturXPdf(xml: string, title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText(title, {
    x: 50,
    y: 780,
    size: 18,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  await pdf.attach(new TextEncoder().encode(xml), 'factur-x.xml', {
    mimeType: 'text/xml',
    description: 'Factur-X',
    afRelationship: AFRelationship.Alternative,
  });
  return pdf.save();
}
