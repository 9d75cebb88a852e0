import { INVOICE_KINDS, INVOICE_STATUSES, NETWORK_FILTERS } from '@pilotage/domain';
import type { FastifyRequest } from 'fastify';
import {
  PAGE_PARAMETERS,
  choiceParameter,
  dayParameter,
  queryOf,
  searchParameter,
} from '../../transports/http/openapi/query-schemas';
import { camelizeKeys } from '../../kernel/helpers/case';
import { parseId } from '../../kernel/helpers/ids';
import type { RestRoutes } from '../../transports/http/rest';
import { body, listFilters, params, query } from '../../transports/http/rest';
import { exportInvoices } from './invoice-export';
import { invoiceFilters, invoiceQuery } from './invoice-queries';
import {
  cancelInvoicePayment,
  getInvoice,
  invoiceFacturX,
  issueCreditNote,
  issueInvoice,
  listInvoices,
  nextInvoiceNumber,
  recordInvoicePayment,
  refuseInvoiceChange,
  sendInvoice,
} from './invoices.service';
import {
  CancelPaymentInput,
  CreditNoteInput,
  InvoicePaymentInput,
  InvoiceView,
  IssueInvoiceInput,
  NextInvoiceNumberView,
  SendInvoiceInput,
} from './invoices.types';
import { MessageView } from '../../kernel/helpers/views';

const invoices = { tag: 'Factures', access: 'staff' } as const;
const FILTERS = {
  status: choiceParameter(INVOICE_STATUSES, 'Statut : En retard = échéance passée, ni payée ni annulée par avoir.'),
  kind: choiceParameter(INVOICE_KINDS, 'invoice (factures) ou credit_note (avoirs).'),
  from: dayParameter('Émises depuis ce jour, inclus.'),
  to: dayParameter("Émises jusqu'à ce jour, inclus."),
  client: searchParameter('Partie du nom du client.'),
  reminded: choiceParameter(
    ['true', 'false'],
    'Relancée : true, au moins une relance partie ou en file ; false, aucune.',
  ),
  network_state: choiceParameter(
    NETWORK_FILTERS,
    'État sur le réseau de facturation électronique : pending (en attente d’envoi), deposited (déposée), rejected (rejetée), refused (refusée), cashed (encaissée), not_transmitted (non transmise), not_applicable (client sans SIREN).',
  ),
};
const IMMUTABLE =
  'Toujours refusé (409) : une facture émise ne se modifie ni ne se supprime ; établissez un avoir. 404 si elle n’existe pas.';

/** The body with its lines' keys in camelCase too (`unit_price`, `vat_rate`). */
function withLines(request: FastifyRequest): unknown {
  const input = body(request) as Record<string, unknown>;
  return Array.isArray(input?.lines) ? { ...input, lines: input.lines.map(camelizeKeys) } : input;
}

const id = (request: FastifyRequest) => parseId(params(request).id);

export function invoicesRoutes(rest: RestRoutes) {
  rest.get('/api/invoices', (ctx, req) => listInvoices(ctx, query(req)), {
    ...invoices,
    summary: 'Lister les factures et les avoirs',
    description: 'Des plus récents aux plus anciens (date d’émission, puis ordre d’émission).',
    query: queryOf(invoiceQuery, { ...FILTERS, ...PAGE_PARAMETERS }),
    response: [InvoiceView],
    page: true,
  });
  rest.csv('/api/invoices.csv', (ctx, req) => exportInvoices(ctx, invoiceFilters(listFilters(req))), {
    ...invoices,
    summary: 'Exporter les factures et les avoirs (CSV)',
    description:
      "Colonnes : Numéro, Type, Client, Date d'émission, Échéance, Total HT, TVA, Total TTC, Statut, Payée le.",
    query: queryOf(invoiceFilters, FILTERS),
  });
  // Before /api/invoices/:id, which the document would otherwise match first.
  rest.get('/api/invoices/next-number', (ctx) => nextInvoiceNumber(ctx), {
    ...invoices,
    summary: 'Le prochain numéro de facture',
    description: 'Le numéro que prendra la prochaine facture de la série de l’année (F-AAAA-NNNN), sans le réserver.',
    response: NextInvoiceNumberView,
  });
  rest.post('/api/invoices', (ctx, req) => issueInvoice(ctx, withLines(req)), {
    ...invoices,
    summary: 'Émettre une facture',
    description:
      'Numéro : le prochain de la série de l’année ; un numéro saisi doit être exactement celui-là, sinon 409 ' +
      '`{"error": "Le prochain numéro de la série est F-AAAA-NNNN.", "next_number": "F-AAAA-NNNN"}`. La facture est figée dès son émission. ' +
      '409 aussi tant que les paramètres de facture n’ont pas le nom, l’adresse et le SIRET.',
    body: IssueInvoiceInput,
    response: InvoiceView,
    status: 201,
    errors: [409],
  });
  rest.get('/api/invoices/:id', (ctx, req) => getInvoice(ctx, id(req)), {
    ...invoices,
    summary: 'Lire une facture ou un avoir',
    response: InvoiceView,
  });
  rest.put('/api/invoices/:id', (ctx, req) => refuseInvoiceChange(ctx, id(req)), {
    ...invoices,
    summary: 'Modifier une facture (refusé)',
    description: IMMUTABLE,
    response: InvoiceView,
    errors: [409],
  });
  rest.delete('/api/invoices/:id', (ctx, req) => refuseInvoiceChange(ctx, id(req)), {
    ...invoices,
    summary: 'Supprimer une facture (refusé)',
    description: IMMUTABLE,
    response: InvoiceView,
    errors: [409],
  });
  rest.file(
    '/api/invoices/:id/factur-x.xml',
    async (ctx, req) => ({
      type: 'application/xml; charset=utf-8',
      disposition: 'inline; filename="factur-x.xml"',
      body: await invoiceFacturX(ctx, id(req)),
    }),
    {
      ...invoices,
      summary: 'Le Factur-X de la facture (XML)',
      description:
        'Le document UN/CEFACT CII (profil EN 16931) que le PDF de la facture embarque, construit depuis la facture enregistrée.',
      file: {
        mediaType: 'application/xml',
        description: 'Succès : le XML CII de la facture ou de l’avoir, en UTF-8.',
        disposition: '`inline; filename="factur-x.xml"`.',
      },
    },
  );
  rest.post('/api/invoices/:id/credit-note', (ctx, req) => issueCreditNote(ctx, id(req), withLines(req)), {
    ...invoices,
    summary: 'Émettre un avoir sur la facture',
    description:
      'Sans `lines` : avoir total (toutes les lignes de la facture). Série propre (A-AAAA-NNNN), daté du jour. ' +
      'Avec `record_refund: true` sur une facture payée : le remboursement (dépense du montant de l’avoir, catégorie Autre Dépense) ' +
      'est enregistré dans la même transaction. ' +
      '409 pour l’avoir d’un avoir, au-delà du montant restant de la facture, ou un remboursement sur une facture non payée.',
    body: CreditNoteInput,
    response: InvoiceView,
    status: 201,
    errors: [409],
  });
  rest.post('/api/invoices/:id/payment', (ctx, req) => recordInvoicePayment(ctx, id(req), body(req)), {
    ...invoices,
    summary: 'Enregistrer le paiement de la facture',
    description:
      'Dans la même transaction : la facture passe Payée et la transaction de revenu (total TTC moins les avoirs, catégorie Autre Revenu) est ajoutée. ' +
      '409 pour un avoir, une facture déjà payée ou entièrement annulée par avoir.',
    body: InvoicePaymentInput,
    response: InvoiceView,
    errors: [409],
  });
  rest.post('/api/invoices/:id/send', (ctx, req) => sendInvoice(ctx, id(req), body(req)), {
    ...invoices,
    summary: 'Envoyer la facture par courriel',
    description:
      'Met en file d’envoi un courriel en français avec le PDF de la facture (Factur-X intégré), identique au téléchargement. ' +
      '400 pour une adresse invalide ou un retour à la ligne dans le sujet ou une adresse ; 404 facture inconnue ; ' +
      '409 sans serveur d’envoi configuré. Rien n’est mis en file en cas d’erreur.',
    body: SendInvoiceInput,
    response: MessageView,
    errors: [404, 409],
  });
  rest.post('/api/invoices/:id/cancel-payment', (ctx, req) => cancelInvoicePayment(ctx, id(req), body(req)), {
    ...invoices,
    access: 'admin',
    summary: 'Annuler le paiement de la facture',
    description:
      'Administrateurs. Dans la même transaction : la facture redevient Émise ou En retard, le motif est journalisé et la transaction de revenu du paiement est supprimée. ' +
      '409 si la facture n’est pas payée.',
    body: CancelPaymentInput,
    response: InvoiceView,
    errors: [409],
  });
}
