import { addDays, seriesNumber } from '@pilotage/domain';
import { BAD_IDS, parisToday } from '../support/business';
import { call } from '../support/http';
import { LIABLE_SELLER, SELLER, invoiceBody, issued, saveSeller } from '../support/invoices';
import { type TestServer, type Tokens, withTestServer } from '../support/server';

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => ((server = s), (tokens = t)));

const today = () => parisToday();
const year = () => Number(today().slice(0, 4));
const F = (sequence: number) => seriesNumber('invoice', year(), sequence);
const A = (sequence: number) => seriesNumber('credit_note', year(), sequence);

const post = (body: unknown, token = tokens.manager) => call(server.url, 'POST', '/api/invoices', { token, body });
const get = (path: string, token = tokens.manager) => call(server.url, 'GET', path, { token });
const issue = (extra: Record<string, unknown> = {}) => issued(server, tokens.manager, extra);
const credit = (id: number, body: unknown) =>
  call(server.url, 'POST', `/api/invoices/${id}/credit-note`, { token: tokens.manager, body });
const pay = (id: number, body: unknown) =>
  call(server.url, 'POST', `/api/invoices/${id}/payment`, { token: tokens.manager, body });
const counts = async () =>
  (
    await server.sql<{ invoices: number; lines: number; transactions: number }>(
      `select (select count(*)::int from invoices) as invoices, (select count(*)::int from invoice_lines) as lines,
              (select count(*)::int from financial_transactions) as transactions`,
    )
  )[0];
const numbers = async (query = '') =>
  (await get(`/api/invoices${query}`)).body.map((row: { number: string }) => row.number);

beforeEach(() => saveSeller(server, tokens.admin));

describe('who may call /api/invoices', () => {
  const calls: [string, string, unknown][] = [
    ['GET', '/api/invoices', undefined],
    ['GET', '/api/invoices.csv', undefined],
    ['GET', '/api/invoices/next-number', undefined],
    ['POST', '/api/invoices', invoiceBody()],
    ['GET', '/api/invoices/1', undefined],
    ['PUT', '/api/invoices/1', {}],
    ['DELETE', '/api/invoices/1', undefined],
    ['GET', '/api/invoices/1/factur-x.xml', undefined],
    ['POST', '/api/invoices/1/credit-note', { reason: 'Erreur' }],
    ['POST', '/api/invoices/1/payment', { date: '2026-01-01' }],
    ['POST', '/api/invoices/1/cancel-payment', { reason: 'Erreur' }],
  ];
  it.each(calls)('%s %s: 401 anonymous, 403 Employé, nothing written', async (method, path, body) => {
    await issue();
    const before = await counts();
    expect((await call(server.url, method, path, { body })).status).toBe(401);
    const refused = await call(server.url, method, path, { token: tokens.employe, body });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: expect.any(String) });
    expect(await counts()).toEqual(before);
  });

  it.each(['manager', 'admin'] as const)('lets a %s issue, list and read', async (who) => {
    const created = await post(invoiceBody(), tokens[who]);
    expect(created.status).toBe(201);
    expect((await get(`/api/invoices/${created.body.id}`, tokens[who])).body).toEqual(created.body);
    expect((await get('/api/invoices', tokens[who])).body).toEqual([created.body]);
  });
});

describe('issuing an invoice', () => {
  it('stores it with its number, totals, due date, status and the seller as it was', async () => {
    expect((await get('/api/invoices/next-number')).body).toEqual({ number: F(1) });
    const created = await post(
      invoiceBody({
        client_siren: '552 100 554',
        client_vat_number: 'fr 96 552100554',
        service_date: addDays(today(), -3),
        notes: ' TVA non applicable, art. 293 B du CGI ',
        lines: [
          { description: ' Conseil ', quantity: '1.5', unit_price: '80.10' },
          { description: 'Déplacement', quantity: 1, unit_price: 0.05, vat_rate: 0 },
        ],
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      kind: 'invoice',
      number: F(1),
      status: 'Émise',
      client_name: 'Zoé Martin',
      client_address: '3 place Bellecour\n69002 Lyon',
      client_siren: '552100554',
      client_vat_number: 'FR96552100554',
      client_email: null,
      sent_at: null,
      issue_date: today(),
      service_date: addDays(today(), -3),
      due_date: addDays(today(), 30),
      operation_category: 'Services',
      lines: [
        // 1,5 × 80,10 = 120,15 exactly; 1 × 0,05.
        { description: 'Conseil', quantity: 1.5, unit_price: 80.1, vat_rate: 0, total: 120.15 },
        { description: 'Déplacement', quantity: 1, unit_price: 0.05, vat_rate: 0, total: 0.05 },
      ],
      subtotal: 120.2,
      vat_breakdown: [{ rate: 0, base: 120.2, vat: 0 }],
      vat_total: 0,
      total: 120.2,
      notes: 'TVA non applicable, art. 293 B du CGI',
      seller: expect.objectContaining({
        company_name: 'Atelier Dupont',
        siret: '73282932000074',
        vat_regime: 'franchise',
        payment_terms_days: 30,
      }),
      credited_invoice_id: null,
      credited_invoice_number: null,
      credited_invoice_issue_date: null,
      credit_reason: null,
      credit_notes: [],
      paid_at: null,
      payment_transaction_id: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      // A business client (SIREN given), no platform configured: it stays off the network.
      network_state: 'not_transmitted',
      network_label: 'Non transmise (aucune plateforme configurée)',
      network_reasons: [],
    });
    expect((await get('/api/invoices/next-number')).body).toEqual({ number: F(2) });
    // The settings change afterwards; the issued invoice keeps the seller it was issued by.
    await saveSeller(server, tokens.admin, { ...SELLER, company_name: 'Dupont & Fils' });
    expect((await get(`/api/invoices/${created.body.id}`)).body.seller.company_name).toBe('Atelier Dupont');
    expect((await issue()).seller.company_name).toBe('Dupont & Fils');
  });

  it('computes HT, VAT per rate and TTC for a VAT-liable seller with mixed rates', async () => {
    await saveSeller(server, tokens.admin, LIABLE_SELLER);
    const created = await issue({
      operation_category: 'Mixte',
      lines: [
        { description: 'Livre', quantity: 3, unit_price: 12.99, vat_rate: 5.5 },
        { description: 'Reliure', quantity: 1, unit_price: 100 },
        { description: 'Conseil', quantity: 0.333, unit_price: 100, vat_rate: '20' },
        { description: 'Repas', quantity: 2, unit_price: 7.25, vat_rate: 10 },
      ],
    });
    // 38,97 at 5,5 %: 2,14335 → 2,14; 100 + 33,30 at 20 %: 26,66; 14,50 at 10 %: 1,45.
    expect(created.lines.map((line: { vat_rate: number; total: number }) => [line.vat_rate, line.total])).toEqual([
      [5.5, 38.97],
      [20, 100],
      [20, 33.3],
      [10, 14.5],
    ]);
    expect(created.vat_breakdown).toEqual([
      { rate: 20, base: 133.3, vat: 26.66 },
      { rate: 10, base: 14.5, vat: 1.45 },
      { rate: 5.5, base: 38.97, vat: 2.14 },
    ]);
    expect(created).toMatchObject({ subtotal: 186.77, vat_total: 30.25, total: 217.02 });
    const [row] = await server.sql('select subtotal_cents::int, vat_total_cents::int, total_cents::int from invoices');
    expect(row).toEqual({ subtotal_cents: 18677, vat_total_cents: 3025, total_cents: 21702 });
  });

  it('refuses to issue before the settings name the seller, and writes nothing', async () => {
    await server.sql("update invoice_settings set siret = ''");
    const refused = await post(invoiceBody());
    expect(refused).toMatchObject({
      status: 409,
      body: { error: "Complétez les paramètres de facture (nom, adresse, SIRET) avant d'émettre une facture." },
    });
    await server.sql("update invoice_settings set siret = '73282932000074', vat_regime = 'liable', vat_number = ''");
    expect((await post(invoiceBody())).status).toBe(409);
    expect(await counts()).toEqual({ invoices: 0, lines: 0, transactions: 0 });
    expect((await server.sql('select count(*)::int as n from invoice_counters'))[0]).toEqual({ n: 0 });
  });

  it('gives 20 invoices issued at once 20 consecutive numbers, none twice', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(invoiceBody({ client_name: `Client ${i}` }))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const given = answers.map((answer) => answer.body.number).sort();
    expect(given).toEqual(Array.from({ length: 20 }, (_, i) => F(i + 1)));
    expect((await get('/api/invoices/next-number')).body).toEqual({ number: F(21) });
  });

  it('gives back the number of an issue that fails after taking it: no gap', async () => {
    await issue({ issue_date: today() });
    // Dated before the last invoice: refused once its number was taken, so the transaction rolls back.
    const earlier = await post(invoiceBody({ issue_date: addDays(today(), -1) }));
    const last = today().split('-').reverse().join('/');
    expect(earlier).toMatchObject({
      status: 400,
      body: {
        error: `La date d'émission ne peut pas précéder celle de la dernière facture émise (${F(1)} du ${last}).`,
      },
    });
    expect(await server.sql('select kind, year, last_sequence from invoice_counters')).toEqual([
      { kind: 'invoice', year: year(), last_sequence: 1 },
    ]);
    expect((await issue()).number).toBe(F(2));
    expect(await numbers()).toEqual([F(2), F(1)]);
  });

  it('takes a typed number only when it is the next of its series, else 409 with that number', async () => {
    expect((await issue({ number: ` ${F(1)} ` })).number).toBe(F(1));
    for (const typed of [F(1), F(3), 'F-2019-A/7']) {
      expect(await post(invoiceBody({ number: typed }))).toMatchObject({
        status: 409,
        body: { error: `Le prochain numéro de la série est ${F(2)}.`, next_number: F(2) },
      });
    }
    expect((await issue({ number: F(2) })).number).toBe(F(2));
    expect((await get('/api/invoices/next-number')).body).toEqual({ number: F(3) });
    expect((await issue({ number: '' })).number).toBe(F(3));
    expect(await counts()).toMatchObject({ invoices: 3 });
  });

  it('answers 409 to typed numbers racing for the same value: one wins', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => post(invoiceBody({ number: F(1) }))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.next_number)).toEqual([
      F(2),
      F(2),
    ]);
    expect(await counts()).toMatchObject({ invoices: 1, lines: 1 });
  });

  it('dates it today by default and refuses a day after today or a due date before the issue', async () => {
    expect((await post(invoiceBody({ issue_date: addDays(today(), 1) }))).body).toEqual({
      error: "La date d'émission ne peut pas être postérieure à aujourd'hui.",
    });
    expect(
      (await post(invoiceBody({ issue_date: addDays(today(), -5), due_date: addDays(today(), -6) }))).body,
    ).toEqual({
      error: "La date d'échéance ne peut pas précéder la date d'émission.",
    });
    const created = await issue({ issue_date: addDays(today(), -5), due_date: addDays(today(), -5) });
    expect(created).toMatchObject({ issue_date: addDays(today(), -5), due_date: addDays(today(), -5) });
  });

  const line = { description: 'Conseil', quantity: 1, unit_price: 10 };
  const shortly = (change: object) =>
    JSON.stringify(change, (_key, value: unknown) => value ?? '(absent)').replace(/(.{60}).+/, '$1…');
  it.each(
    (
      [
        [{ client_name: ' ' }, 'Le nom du client est obligatoire.'],
        [{ client_name: 'x'.repeat(201) }, 'Le nom du client ne peut pas dépasser 200 caractères.'],
        [{ client_address: undefined }, "L'adresse du client est obligatoire."],
        [{ client_address: 'x'.repeat(501) }, "L'adresse du client ne peut pas dépasser 500 caractères."],
        [{ client_siren: '552 100 555' }, 'SIREN du client invalide.'],
        [{ client_siren: '55210055' }, 'SIREN du client invalide.'],
        [{ client_vat_number: 'FR00552100554' }, 'Numéro de TVA intracommunautaire du client invalide.'],
        [{ client_vat_number: 'FR965521005541234567890' }, 'Numéro de TVA intracommunautaire du client invalide.'],
        [{ number: 'F 2026 1' }, expect.stringMatching(/^Numéro de facture invalide/)],
        [{ number: 'x'.repeat(41) }, expect.stringMatching(/^Numéro de facture invalide/)],
        [{ issue_date: '2026-02-30' }, "Date d'émission invalide : format AAAA-MM-JJ attendu."],
        [{ service_date: '12/11/2026' }, 'Date de la vente ou de la prestation invalide : format AAAA-MM-JJ attendu.'],
        [{ due_date: 'demain' }, "Date d'échéance invalide : format AAAA-MM-JJ attendu."],
        [{ operation_category: undefined }, "La nature de l'opération est obligatoire."],
        [{ operation_category: 'Prestations' }, "Nature de l'opération invalide : choisissez Biens, Services, Mixte."],
        [{ lines: [] }, 'La facture doit comporter au moins une ligne.'],
        [{ lines: undefined }, 'La facture doit comporter au moins une ligne.'],
        [{ lines: Array(201).fill(line) }, 'Une facture comporte 200 lignes au plus.'],
        [{ lines: [line, { ...line, description: ' ' }] }, 'Ligne 2 : La description de la ligne est obligatoire.'],
        [
          { lines: [{ ...line, description: 'x'.repeat(501) }] },
          'Ligne 1 : La description d’une ligne ne peut pas dépasser 500 caractères.',
        ],
        [
          { lines: [{ ...line, quantity: 0 }] },
          expect.stringMatching(/^Ligne 1 : La quantité doit être un nombre supérieur à 0/),
        ],
        [{ lines: [{ ...line, quantity: 1.0001 }] }, expect.stringMatching(/^Ligne 1 : La quantité/)],
        [{ lines: [{ ...line, quantity: 'deux' }] }, expect.stringMatching(/^Ligne 1 : La quantité/)],
        [
          { lines: [{ ...line, unit_price: -1 }] },
          'Ligne 1 : Le prix unitaire doit être un montant positif ou nul, avec 2 décimales au plus.',
        ],
        [
          { lines: [{ ...line, unit_price: '10.001' }] },
          'Ligne 1 : Le prix unitaire doit être un montant positif ou nul, avec 2 décimales au plus.',
        ],
        [{ lines: [{ ...line, vat_rate: 19.6 }] }, 'Ligne 1 : Taux de TVA invalide : 20, 10, 5,5, 2,1 ou 0 %.'],
        [{ lines: [{ ...line, vat_rate: 20 }] }, 'Ligne 1 : Sous la franchise en base de TVA, le taux de TVA est 0 %.'],
        [
          { lines: [{ ...line, quantity: 1_000_000, unit_price: 99_999_999_999 }] },
          'Le total de la facture est trop élevé.',
        ],
        [{ lines: ['Conseil'] }, 'Ligne 1 : Données invalides : un objet JSON est attendu.'],
        [{ notes: 'x'.repeat(4001) }, 'Les remarques ne peuvent pas dépasser 4000 caractères.'],
      ] as [Record<string, unknown>, unknown][]
    ).map(([change, message]) => [shortly(change), change, message] as const),
  )('refuses %s with its French message, and writes nothing', async (_name, change, message) => {
    const response = await post({ ...invoiceBody(), ...change });
    expect(response).toMatchObject({ status: 400, body: { error: message } });
    expect(await counts()).toEqual({ invoices: 0, lines: 0, transactions: 0 });
  });
});

describe('an issued invoice', () => {
  it('answers 409 to PUT and DELETE and stays as it was; 404 when unknown', async () => {
    const created = await issue();
    for (const method of ['PUT', 'DELETE']) {
      const refused = await call(server.url, method, `/api/invoices/${created.id}`, {
        token: tokens.manager,
        body: { client_name: 'Autre' },
      });
      expect(refused).toMatchObject({
        status: 409,
        body: { error: 'Une facture émise ne peut plus être modifiée : établissez un avoir.' },
      });
      expect((await call(server.url, method, '/api/invoices/999', { token: tokens.manager })).body).toEqual({
        error: 'Facture introuvable.',
      });
    }
    expect((await get(`/api/invoices/${created.id}`)).body).toEqual(created);
  });

  it.each(BAD_IDS)('answers id %s with %i', async (id, status) => {
    expect((await get(`/api/invoices/${id}`)).status).toBe(status);
    expect((await credit(id as unknown as number, { reason: 'x' })).status).toBe(status);
  });
});

describe('credit notes', () => {
  const twoLines = {
    lines: [
      { description: 'Conseil', quantity: 2, unit_price: 150 },
      { description: 'Déplacement', quantity: 1, unit_price: 40 },
    ],
  };

  it('credits the whole invoice by default, in their own series, and cancel it', async () => {
    const invoice = await issue(twoLines);
    const note = await credit(invoice.id, { reason: ' Commande annulée ' });
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({
      kind: 'credit_note',
      number: A(1),
      status: 'Émise',
      client_name: invoice.client_name,
      client_address: invoice.client_address,
      operation_category: 'Services',
      issue_date: today(),
      due_date: today(),
      lines: invoice.lines,
      subtotal: 340,
      total: 340,
      credited_invoice_id: invoice.id,
      credited_invoice_number: F(1),
      credited_invoice_issue_date: invoice.issue_date,
      credit_reason: 'Commande annulée',
    });
    const cancelled = (await get(`/api/invoices/${invoice.id}`)).body;
    expect(cancelled).toMatchObject({
      status: 'Annulée par avoir',
      credit_notes: [{ id: note.body.id, number: A(1), total: 340 }],
    });
    expect(await credit(invoice.id, { reason: 'Encore' })).toMatchObject({
      status: 409,
      body: { error: "L'avoir dépasse le montant restant de la facture." },
    });
    // The invoice series goes on where it was.
    expect((await issue()).number).toBe(F(2));
  });

  it('credits part of an invoice, up to what is left', async () => {
    const invoice = await issue(twoLines);
    const partial = await credit(invoice.id, {
      reason: 'Déplacement non effectué',
      lines: [{ description: 'Déplacement', quantity: 1, unit_price: '40' }],
    });
    expect(partial.status).toBe(201);
    expect(partial.body).toMatchObject({
      number: A(1),
      total: 40,
      lines: [{ description: 'Déplacement', quantity: 1, unit_price: 40, vat_rate: 0, total: 40 }],
    });
    expect((await get(`/api/invoices/${invoice.id}`)).body).toMatchObject({
      status: 'Émise',
      credit_notes: [{ number: A(1), total: 40 }],
    });
    const tooMuch = await credit(invoice.id, {
      reason: 'Trop',
      lines: [{ description: 'Conseil', quantity: 2, unit_price: 150.01 }],
    });
    expect(tooMuch).toMatchObject({
      status: 409,
      body: { error: "L'avoir dépasse le montant restant de la facture." },
    });
    expect(
      (
        await credit(invoice.id, {
          reason: 'Le reste',
          lines: [{ description: 'Conseil', quantity: 2, unit_price: 150 }],
        })
      ).body.number,
    ).toBe(A(2));
    expect((await get(`/api/invoices/${invoice.id}`)).body.status).toBe('Annulée par avoir');
  });

  it('refuses a credit note of a credit note, a missing reason and invalid lines', async () => {
    const invoice = await issue();
    const note = (
      await credit(invoice.id, { reason: 'Erreur', lines: [{ description: 'Conseil', quantity: 1, unit_price: 150 }] })
    ).body;
    expect(await credit(note.id, { reason: 'Erreur' })).toMatchObject({
      status: 409,
      body: { error: "Un avoir ne peut pas faire l'objet d'un avoir." },
    });
    expect(await credit(invoice.id, { reason: '  ' })).toMatchObject({
      status: 400,
      body: { error: "Le motif de l'avoir est obligatoire." },
    });
    expect(await credit(invoice.id, { reason: 'x'.repeat(501) })).toMatchObject({ status: 400 });
    expect(await credit(invoice.id, { reason: 'Erreur', lines: [] })).toMatchObject({
      status: 400,
      body: { error: "L'avoir doit comporter au moins une ligne." },
    });
    expect(
      await credit(invoice.id, {
        reason: 'Erreur',
        lines: [{ description: 'Conseil', quantity: 1, unit_price: 1, vat_rate: 10 }],
      }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Ligne 1 : Sous la franchise en base de TVA, le taux de TVA est 0 %.' },
    });
    expect(await credit(999, { reason: 'Erreur' })).toMatchObject({
      status: 404,
      body: { error: 'Facture introuvable.' },
    });
    expect(await counts()).toMatchObject({ invoices: 2 });
  });
});

describe('payment', () => {
  it('marks the invoice Payée and adds its revenue transaction, once', async () => {
    const invoice = await issue({ issue_date: addDays(today(), -10) });
    const paid = await pay(invoice.id, { date: addDays(today(), -2) });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      id: invoice.id,
      status: 'Payée',
      paid_at: addDays(today(), -2),
      payment_transaction_id: expect.any(Number),
    });
    const transactions = (await get('/api/financials')).body;
    expect(transactions).toEqual([
      expect.objectContaining({
        id: paid.body.payment_transaction_id,
        amount: 300,
        date: addDays(today(), -2),
        description: `Paiement facture ${F(1)}`,
        category: 'Autre Revenu',
        type: 'Revenu',
        related_source: 'Zoé Martin',
      }),
    ]);
    expect(await pay(invoice.id, { date: today() })).toMatchObject({
      status: 409,
      body: { error: 'Cette facture est déjà payée.' },
    });
    expect(await counts()).toMatchObject({ transactions: 1 });
    // The day totals the statistics read count it like any transaction.
    expect((await get('/api/performance-stats')).body.overall_stats).toMatchObject({ total_revenue: 300 });
  });

  it('cashes what the credit notes leave, and nothing on a cancelled invoice or a credit note', async () => {
    const invoice = await issue();
    const note = (
      await credit(invoice.id, { reason: 'Remise', lines: [{ description: 'Remise', quantity: 1, unit_price: 50.5 }] })
    ).body;
    expect(await pay(note.id, { date: today() })).toMatchObject({
      status: 409,
      body: { error: 'Un avoir ne reçoit pas de paiement.' },
    });
    expect((await pay(invoice.id, { date: today() })).body.status).toBe('Payée');
    expect((await get('/api/financials')).body[0].amount).toBe(249.5);
    const cancelled = await issue();
    await credit(cancelled.id, { reason: 'Annulée' });
    expect(await pay(cancelled.id, { date: today() })).toMatchObject({
      status: 409,
      body: { error: 'Cette facture est entièrement annulée par avoir : aucun paiement à enregistrer.' },
    });
    expect(await counts()).toMatchObject({ transactions: 1 });
  });

  it.each([
    ['no date', () => ({}), 'La date du paiement est obligatoire.'],
    ['a malformed date', () => ({ date: '2026-13-01' }), 'Date du paiement invalide : format AAAA-MM-JJ attendu.'],
    [
      'a day before the issue',
      () => ({ date: addDays(today(), -4) }),
      "La date du paiement ne peut pas précéder la date d'émission de la facture.",
    ],
    [
      'a day after today',
      () => ({ date: addDays(today(), 1) }),
      "La date du paiement ne peut pas être postérieure à aujourd'hui.",
    ],
  ])('refuses %s and records nothing', async (_name, body, message) => {
    const invoice = await issue({ issue_date: addDays(today(), -3) });
    expect(await pay(invoice.id, body())).toMatchObject({ status: 400, body: { error: message } });
    expect(await counts()).toMatchObject({ transactions: 0 });
    expect((await get(`/api/invoices/${invoice.id}`)).body.paid_at).toBeNull();
  });
});

describe('the list', () => {
  /** In issue order: an overdue one, a paid one, a cancelled one, its credit note, a current one. */
  async function variety() {
    const overdue = await issue({
      client_name: 'Zoé Martin',
      issue_date: addDays(today(), -40),
      due_date: addDays(today(), -1),
    });
    const paid = await issue({ client_name: 'Éloïse Durand', issue_date: addDays(today(), -20) });
    await pay(paid.id, { date: today() });
    const cancelled = await issue({ client_name: 'Boulangerie Zola', issue_date: addDays(today(), -10) });
    const note = (await credit(cancelled.id, { reason: 'Annulée' })).body;
    const current = await issue({ client_name: 'Marc Petit', issue_date: today(), due_date: today() });
    return { overdue, paid, cancelled, note, current };
  }

  it('lists the newest first with each status, filters them and counts them', async () => {
    const { overdue, paid, cancelled, note, current } = await variety();
    const all = await get('/api/invoices');
    expect(all.headers.get('x-total-count')).toBe('5');
    // Same issue day: the later issue first.
    expect(all.body.map((row: { number: string; status: string }) => [row.number, row.status])).toEqual([
      [current.number, 'Émise'],
      [note.number, 'Émise'],
      [cancelled.number, 'Annulée par avoir'],
      [paid.number, 'Payée'],
      [overdue.number, 'En retard'],
    ]);
    expect(await numbers('?status=En%20retard')).toEqual([overdue.number]);
    expect(await numbers('?status=Pay%C3%A9e')).toEqual([paid.number]);
    expect(await numbers('?status=Annul%C3%A9e%20par%20avoir')).toEqual([cancelled.number]);
    expect(await numbers('?status=%C3%89mise')).toEqual([current.number, note.number]);
    expect(await numbers('?kind=credit_note')).toEqual([note.number]);
    expect(await numbers('?kind=invoice&status=%C3%89mise')).toEqual([current.number]);
    expect(await numbers(`?from=${addDays(today(), -20)}&to=${addDays(today(), -10)}`)).toEqual([
      cancelled.number,
      paid.number,
    ]);
    expect(await numbers('?client=zoe')).toEqual([overdue.number]);
    expect(await numbers('?client=ELOISE')).toEqual([paid.number]);
    expect(await numbers('?client=zo')).toEqual([note.number, cancelled.number, overdue.number]);
    const page = await get('/api/invoices?limit=2&offset=1');
    expect(page.headers.get('x-total-count')).toBe('5');
    expect(page.body.map((row: { number: string }) => row.number)).toEqual([note.number, cancelled.number]);
  });

  it.each([
    ['status=Brouillon', /^Paramètre « status » invalide/],
    ['kind=devis', /^Paramètre « kind » invalide/],
    ['from=2026-02-30', /^Paramètre « from » invalide/],
    ['from=2026-02-02&to=2026-02-01', /^La date de début ne peut pas être postérieure/],
    ['limit=0', /^Paramètre « limit » invalide/],
  ])('refuses ?%s', async (query, message) => {
    expect(await get(`/api/invoices?${query}`)).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(message) },
    });
  });

  it('exports the filtered list as CSV', async () => {
    const { overdue, cancelled, note } = await variety();
    const csv = await get('/api/invoices.csv?client=zo');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toContain(`filename*=UTF-8''Factures_${today()}.csv`);
    const french = (day: string) => day.split('-').reverse().join('/');
    expect(csv.body.split('\r\n')).toEqual([
      // (fetch drops the BOM as it decodes.)
      "Numéro;Type;Client;Date d'émission;Échéance;Total HT;TVA;Total TTC;Statut;Payée le",
      `${note.number};Avoir;Boulangerie Zola;${french(today())};${french(today())};300,00;0,00;300,00;Émise;`,
      `${cancelled.number};Facture;Boulangerie Zola;${french(cancelled.issue_date)};${french(cancelled.due_date)};300,00;0,00;300,00;Annulée par avoir;`,
      `${overdue.number};Facture;Zoé Martin;${french(overdue.issue_date)};${french(overdue.due_date)};300,00;0,00;300,00;En retard;`,
    ]);
    const paid = await get('/api/invoices.csv?status=Pay%C3%A9e');
    expect(paid.body.split('\r\n')[1]).toMatch(new RegExp(`;Payée;${french(today())}$`));
  });
});

describe('the Factur-X XML', () => {
  it('answers the XML of the stored invoice', async () => {
    await saveSeller(server, tokens.admin, LIABLE_SELLER);
    const invoice = await issue({ lines: [{ description: 'Conseil', quantity: 2, unit_price: 150, vat_rate: 20 }] });
    const xml = await get(`/api/invoices/${invoice.id}/factur-x.xml`);
    expect(xml.status).toBe(200);
    expect(xml.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(xml.headers.get('content-disposition')).toBe('inline; filename="factur-x.xml"');
    expect(xml.body).toContain('<rsm:CrossIndustryInvoice');
    expect(xml.body).toContain(`>${F(1)}<`);
    expect(xml.body).toContain('>300.00<');
    expect(xml.body).toContain('>60.00<');
    expect(xml.body).toContain('>360.00<');
    expect((await get('/api/invoices/999/factur-x.xml')).body).toEqual({ error: 'Facture introuvable.' });
  });
});
