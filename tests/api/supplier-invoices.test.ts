import { createHash } from 'node:crypto';
import { buildFacturX, euroText, formatCents } from '@pilotage/domain';
import { parisToday } from '../support/business';
import { creditNote, liableInvoice } from '../support/factur-x/documents';
import { call } from '../support/http';
import { LIABLE_SELLER, issued, saveSeller } from '../support/invoices';
import { type TestServer, type Tokens, withTestServer } from '../support/server';
import {
  EXECUTABLE,
  PLAIN_PDF,
  PNG,
  XXE_DOCUMENT,
  ublDocument,
  withGrandTotal,
  xmlBomb,
} from '../support/supplier-documents';
import { download, issuedFacturXPdf, upload } from '../support/supplier-invoices';

/**
 * « Factures fournisseurs » over real HTTP and PostgreSQL: files read (Factur-X PDFs issued by
 * Pilotage itself, CII and UBL written to the standards), checked, refused when unreadable or too
 * large, kept byte for byte, approved, refused, paid into Finances in one transaction, journaled.
 */

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => ((server = s), (tokens = t)));

const text = (value: string) => new TextEncoder().encode(value);
const send = (bytes: Uint8Array, name = 'facture.xml', token = tokens.manager) => upload(server, token, bytes, name);
const get = (path: string, token = tokens.manager) => call(server.url, 'GET', path, { token });
const post = (path: string, body: unknown, token = tokens.manager) => call(server.url, 'POST', path, { token, body });
const counts = async () =>
  (
    await server.sql<{ records: number; files: number; transactions: number }>(
      `select (select count(*)::int from supplier_invoices) as records, (select count(*)::int from stored_files) as files,
              (select count(*)::int from financial_transactions) as transactions`,
    )
  )[0];

describe('who may call', () => {
  it.each([
    ['GET', '/api/supplier-invoices'],
    ['GET', '/api/supplier-invoices/1'],
    ['GET', '/api/supplier-invoices/1/file'],
    ['PUT', '/api/supplier-invoices/1'],
    ['POST', '/api/supplier-invoices/1/approve'],
    ['POST', '/api/supplier-invoices/1/refuse'],
    ['POST', '/api/supplier-invoices/1/payment'],
  ])('%s %s: 401 anonymous, 403 Employé', async (method, path) => {
    expect((await call(server.url, method, path, { body: method === 'GET' ? undefined : {} })).status).toBe(401);
    expect(
      (await call(server.url, method, path, { token: tokens.employe, body: method === 'GET' ? undefined : {} })).status,
    ).toBe(403);
  });

  it('refuses an upload from an Employé and from nobody, keeping nothing', async () => {
    expect((await send(PLAIN_PDF, 'r.pdf', tokens.employe)).status).toBe(403);
    expect((await upload(server, undefined, PLAIN_PDF)).status).toBe(401);
    expect(await counts()).toEqual({ records: 0, files: 0, transactions: 0 });
  });
});

describe('a Factur-X PDF issued by Pilotage', () => {
  it('is read back as issued: supplier, number, dates, lines, VAT and totals', async () => {
    await saveSeller(server, tokens.admin, LIABLE_SELLER);
    const invoice = await issued(server, tokens.manager, {
      lines: [
        { description: 'Conseil', quantity: 2, unit_price: 150, vat_rate: 20 },
        { description: 'Livres', quantity: 3, unit_price: 24.99, vat_rate: 5.5 },
      ],
    });
    const pdf = await issuedFacturXPdf(server, tokens.manager, invoice.id);
    const created = await send(pdf, 'facture_F-2026.pdf');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      reference: `FF-${parisToday().slice(0, 4)}-0001`,
      status: 'À valider',
      format: 'factur-x',
      kind: 'invoice',
      supplier_name: 'Atelier Dupont',
      supplier_siren: '732829320',
      supplier_siret: '73282932000074',
      supplier_vat_number: 'FR44732829320',
      number: invoice.number,
      issue_date: invoice.issue_date,
      due_date: invoice.due_date,
      iban: 'FR7630006000011234567890189',
      subtotal: invoice.subtotal,
      vat_total: invoice.vat_total,
      total: invoice.total,
      problems: [],
      file: { file_name: 'facture_F-2026.pdf', content_type: 'application/pdf', size: pdf.length },
    });
    expect(
      created.body.lines.map((line: { description: string; total: number }) => [line.description, line.total]),
    ).toEqual(invoice.lines.map((line: { description: string; total: number }) => [line.description, line.total]));
    expect(
      created.body.vat_breakdown.map((entry: { rate: string; base: number; amount: number }) => [
        Number(entry.rate),
        entry.base,
        entry.amount,
      ]),
    ).toEqual(
      invoice.vat_breakdown.map((entry: { rate: number; base: number; vat: number }) => [
        entry.rate,
        entry.base,
        entry.vat,
      ]),
    );
    expect(created.body.file.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));

    // The same file again: the same supplier's same number.
    const again = await send(pdf, 'copie.pdf');
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(`Cette facture fournisseur est déjà enregistrée (${created.body.reference}).`);
    expect((await counts()).records).toBe(1);
  });

  it('keeps the original byte for byte, served inline as a PDF with nosniff', async () => {
    await saveSeller(server, tokens.admin, LIABLE_SELLER);
    const invoice = await issued(server, tokens.manager);
    const pdf = await issuedFacturXPdf(server, tokens.manager, invoice.id);
    const { body } = await send(pdf, 'Facture été.pdf');
    const served = await download(server, tokens.manager, `/api/supplier-invoices/${body.id}/file`);
    expect(served.status).toBe(200);
    expect(Buffer.from(served.bytes).equals(Buffer.from(pdf))).toBe(true);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe(
      `inline; filename="Facture ete.pdf"; filename*=UTF-8''${encodeURIComponent('Facture été.pdf')}`,
    );
    await expect(server.sql('update stored_files set file_name = $1', ['autre.pdf'])).rejects.toThrow(
      'Un fichier conservé ne peut pas être modifié.',
    );
  });
});

describe('CII and UBL documents', () => {
  it('reads a CII invoice, valid against the EN 16931 XSD, with no problem; served as an attachment', async () => {
    const created = await send(text(buildFacturX(liableInvoice)), 'factur-x.xml');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      format: 'cii',
      problems: [],
      number: liableInvoice.number,
      total: liableInvoice.totalCents / 100,
    });
    const served = await download(server, tokens.manager, `/api/supplier-invoices/${created.body.id}/file`);
    expect(served.headers.get('content-type')).toBe('application/xml');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="factur-x.xml"/);
  });

  it('reads UBL invoices and credit notes', async () => {
    const invoice = await send(text(ublDocument(liableInvoice)), 'ubl.xml');
    expect(invoice.status).toBe(201);
    expect(invoice.body).toMatchObject({
      format: 'ubl',
      kind: 'invoice',
      problems: [],
      total: liableInvoice.totalCents / 100,
    });
    const credit = await send(text(ublDocument(creditNote)), 'avoir.xml');
    expect(credit.status).toBe(201);
    expect(credit.body).toMatchObject({ format: 'ubl', kind: 'credit_note', number: creditNote.number, problems: [] });
  });

  it('lists wrong totals in French on the record, and asks for confirmation before approving', async () => {
    const wrong = liableInvoice.totalCents + 100;
    const created = await send(text(withGrandTotal(buildFacturX(liableInvoice), formatCents(wrong))));
    expect(created.status).toBe(201);
    expect(created.body.problems).toEqual([
      `Le total TTC (${euroText(wrong)}) ne correspond pas à la somme des lignes et de la TVA (${euroText(liableInvoice.totalCents)}).`,
    ]);
    const refused = await post(`/api/supplier-invoices/${created.body.id}/approve`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/anomalies/);
    const approved = await post(`/api/supplier-invoices/${created.body.id}/approve`, { confirm: true });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('Approuvée');
  });
});

describe('files refused', () => {
  it.each([
    ['a malformed XML', text('<?xml version="1.0"?><Invoice><ID>1</Invoice>'), /^Le fichier XML est mal formé/],
    ['an external entity (XXE)', text(XXE_DOCUMENT), /DOCTYPE ou ENTITY/],
    ['an entity bomb', text(xmlBomb()), /DOCTYPE ou ENTITY/],
    ['a renamed executable', EXECUTABLE, /^Type de fichier non pris en charge/],
    ['an empty file', new Uint8Array(0), /^Le fichier est vide/],
  ])('answers 422 to %s, keeping nothing', async (_name, bytes, message) => {
    const started = performance.now();
    const answer = await send(bytes, 'facture.pdf');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatch(message);
    expect(answer.body.error).not.toContain('root:');
    expect(await counts()).toEqual({ records: 0, files: 0, transactions: 0 });
  });

  it('answers 413 to a 20 MB upload, and 400 without the file field', async () => {
    const big = new Uint8Array(20 * 1024 * 1024);
    big.set(PLAIN_PDF);
    const answer = await send(big, 'gros.pdf');
    expect(answer.status).toBe(413);
    expect(answer.body.error).toBe('Fichier trop volumineux (10 Mo au maximum).');
    const wrongField = await upload(server, tokens.manager, PLAIN_PDF, 'r.pdf', '/api/supplier-invoices', 'document');
    expect(wrongField.status).toBe(400);
    const json = await post('/api/supplier-invoices', { file: 'x' });
    expect(json.status).toBe(400);
    expect(await counts()).toEqual({ records: 0, files: 0, transactions: 0 });
  });
});

describe('a receipt completed by hand, approved and paid', () => {
  it('creates the expense in Finances in the same transaction, with the original attached, all journaled', async () => {
    const created = await send(PNG, 'ticket.png');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ format: 'receipt', supplier_name: '', total: null, problems: [] });
    const id = created.body.id;

    // Nothing to approve until the supplier and the total are known.
    expect((await post(`/api/supplier-invoices/${id}/approve`, {})).status).toBe(409);
    const edited = await call(server.url, 'PUT', `/api/supplier-invoices/${id}`, {
      token: tokens.manager,
      body: {
        supplier_name: 'Papeterie Martin',
        number: 'T-42',
        issue_date: '2026-01-10',
        total: 59.9,
        vat_total: 9.98,
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ supplier_name: 'Papeterie Martin', total: 59.9, vat_total: 9.98 });
    const badAmount = await call(server.url, 'PUT', `/api/supplier-invoices/${id}`, {
      token: tokens.manager,
      body: { total: 1.234 },
    });
    expect(badAmount.status).toBe(400);

    // Paying before approval is refused.
    expect((await post(`/api/supplier-invoices/${id}/payment`, { date: '2026-01-15' })).status).toBe(409);
    const approved = await post(`/api/supplier-invoices/${id}/approve`, { category: 'Autre Dépense' });
    expect(approved.status).toBe(200);
    // Approved: no more editing.
    expect(
      (await call(server.url, 'PUT', `/api/supplier-invoices/${id}`, { token: tokens.manager, body: { total: 1 } }))
        .status,
    ).toBe(409);

    const paid = await post(`/api/supplier-invoices/${id}/payment`, { date: '2026-01-15' });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      status: 'Payée',
      paid_at: '2026-01-15',
      payment_transaction_id: expect.any(Number),
    });

    const transactions = await get('/api/financials');
    expect(transactions.body).toEqual([
      expect.objectContaining({
        id: paid.body.payment_transaction_id,
        amount: -59.9,
        type: 'Dépense',
        date: '2026-01-15',
        category: 'Autre Dépense',
        related_source: 'Papeterie Martin',
        description: `Facture fournisseur T-42 (${created.body.reference})`,
        has_attachment: true,
      }),
    ]);
    const receipt = await download(
      server,
      tokens.manager,
      `/api/financials/${paid.body.payment_transaction_id}/attachment`,
    );
    expect(Buffer.from(receipt.bytes).equals(PNG)).toBe(true);
    expect(receipt.headers.get('content-type')).toBe('image/png');

    const stats = await get('/api/performance-stats?start_date=2026-01-01&end_date=2026-01-31');
    expect(stats.body.overall_stats.total_expenses).toBe(59.9);

    const journal = await server.sql<{ action: string; entity_type: string }>(
      `select action, entity_type from audit_log where entity_type in ('supplier_invoice', 'stored_file', 'attachment') order by id`,
    );
    expect(journal.map((row) => `${row.entity_type} ${row.action}`)).toEqual([
      'stored_file create',
      'supplier_invoice create',
      'supplier_invoice update',
      'supplier_invoice update',
      'attachment create',
      'supplier_invoice update',
    ]);
    const [file] = await server.sql<{ changes: Record<string, unknown> }>(
      `select changes from audit_log where entity_type = 'stored_file'`,
    );
    expect(file.changes).not.toHaveProperty('content');
  });

  it('refuses with a reason, after which nothing moves', async () => {
    const { body } = await send(PLAIN_PDF, 'r.pdf');
    expect((await post(`/api/supplier-invoices/${body.id}/refuse`, {})).status).toBe(400);
    const refused = await post(`/api/supplier-invoices/${body.id}/refuse`, { reason: 'Pas pour nous' });
    expect(refused.body).toMatchObject({ status: 'Refusée', refusal_reason: 'Pas pour nous' });
    expect((await post(`/api/supplier-invoices/${body.id}/approve`, {})).status).toBe(409);
  });

  it('lists with filters, paging and X-Total-Count', async () => {
    await send(text(ublDocument(liableInvoice)), 'a.xml');
    await send(text(ublDocument(creditNote)), 'b.xml');
    await send(PLAIN_PDF, 'c.pdf');
    const all = await get('/api/supplier-invoices?limit=2');
    expect(all.headers.get('x-total-count')).toBe('3');
    expect(all.body).toHaveLength(2);
    const bySupplier = await get(`/api/supplier-invoices?supplier=${encodeURIComponent('Lefèvre')}`);
    expect(bySupplier.body.map((row: { number: string }) => row.number).sort()).toEqual(
      [creditNote.number, liableInvoice.number].sort(),
    );
    const bySiren = await get('/api/supplier-invoices?supplier=552032534&from=2026-11-10');
    expect(bySiren.body.map((row: { number: string }) => row.number)).toEqual([creditNote.number]);
    expect((await get('/api/supplier-invoices?status=Payée')).headers.get('x-total-count')).toBe('0');
    expect((await get('/api/supplier-invoices?status=Nope')).status).toBe(400);
  });

  it('attaches a receipt to a transaction of Finances', async () => {
    const created = await post('/api/financials', { amount: -12, description: 'Taxi', date: '2026-02-01' });
    const attached = await upload(
      server,
      tokens.manager,
      PLAIN_PDF,
      'taxi.pdf',
      `/api/financials/${created.body.id}/attachment`,
    );
    expect(attached.status).toBe(200);
    expect(attached.body).toMatchObject({ id: created.body.id, has_attachment: true });
    const served = await download(server, tokens.manager, `/api/financials/${created.body.id}/attachment`);
    expect(served.headers.get('content-disposition')).toMatch(/^inline; filename="taxi.pdf"/);
    expect(
      (await upload(server, tokens.manager, EXECUTABLE, 'x.pdf', `/api/financials/${created.body.id}/attachment`))
        .status,
    ).toBe(422);
    expect((await upload(server, tokens.manager, PLAIN_PDF, 'x.pdf', '/api/financials/999/attachment')).status).toBe(
      404,
    );
  });
});
