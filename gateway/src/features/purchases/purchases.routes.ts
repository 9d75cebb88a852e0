import { STORED_FILE_TYPES, SUPPLIER_INVOICE_ORIGINS, SUPPLIER_INVOICE_STATUSES } from '@pilotage/domain';
import type { FastifyRequest } from 'fastify';
import { parseId } from '../../kernel/helpers/ids';
import type { FileAnswer, RestRoutes } from '../../transports/http/rest';
import { body, params, query } from '../../transports/http/rest';
import {
  PAGE_PARAMETERS,
  choiceParameter,
  dayParameter,
  queryOf,
  searchParameter,
} from '../../transports/http/openapi/query-schemas';
import { FinancialTransactionView } from '../financials/financials.types';
import type { StoredFileContent } from './file-store';
import { isShownInline } from './file-type';
import {
  approveSupplierInvoice,
  cancelSupplierInvoicePayment,
  attachTransactionReceipt,
  getSupplierInvoice,
  listSupplierInvoices,
  paySupplierInvoice,
  receiveSupplierInvoice,
  refuseSupplierInvoice,
  supplierInvoiceFile,
  transactionReceipt,
  updateSupplierInvoice,
} from './purchases.service';
import {
  SupplierInvoiceApprovalInput,
  SupplierInvoiceEditInput,
  SupplierInvoicePaymentInput,
  SupplierInvoiceRefusalInput,
  SupplierInvoiceView,
} from './purchases.types';
import { supplierInvoiceQuery } from './supplier-invoice-queries';

const purchases = { tag: 'Factures fournisseurs', access: 'staff' } as const;
const id = (request: FastifyRequest) => parseId(params(request).id);

/** RFC 6266: an ASCII fallback name and the UTF-8 one. */
function disposition(file: StoredFileContent): string {
  const kind = isShownInline(file.contentType) ? 'inline' : 'attachment';
  const ascii =
    file.fileName
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'document';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`;
}

const original = (file: StoredFileContent): FileAnswer => ({
  type: file.contentType,
  disposition: disposition(file),
  body: file.content,
});

const FILE_DOCUMENTATION = {
  mediaType: STORED_FILE_TYPES,
  description:
    'Succès : les octets d’origine, tels que reçus. `Content-Type` : le type lu dans les octets (application/pdf, application/xml, image/jpeg, image/png) ; `X-Content-Type-Options: nosniff`.',
  disposition: '`inline` pour un PDF ou une image, `attachment` sinon ; nommé comme le fichier reçu.',
};

export function purchasesRoutes(rest: RestRoutes) {
  rest.get('/api/supplier-invoices', (ctx, req) => listSupplierInvoices(ctx, query(req)), {
    ...purchases,
    summary: 'Lister les factures fournisseurs',
    description: 'Des plus récemment reçues aux plus anciennes ; la période porte sur la date d’émission.',
    query: queryOf(supplierInvoiceQuery, {
      status: choiceParameter(SUPPLIER_INVOICE_STATUSES, 'Statut.'),
      origin: choiceParameter(
        SUPPLIER_INVOICE_ORIGINS,
        'Origine : upload (déposée) ou platform (reçue de la plateforme agréée).',
      ),
      supplier: searchParameter('Partie du nom du fournisseur, ou son SIREN (9 chiffres).'),
      from: dayParameter('Émises depuis ce jour, inclus.'),
      to: dayParameter('Émises jusqu’à ce jour, inclus.'),
      q: searchParameter('Partie du fournisseur, du numéro ou de la référence FF-….'),
      ...PAGE_PARAMETERS,
    }),
    response: [SupplierInvoiceView],
    page: true,
  });
  rest.upload('/api/supplier-invoices', (ctx, _req, read) => receiveSupplierInvoice(ctx, read), {
    ...purchases,
    summary: 'Recevoir une facture fournisseur ou un justificatif',
    description:
      'Fichier `file` en multipart/form-data, 10 Mo au plus (413). Son type est lu dans ses octets : PDF Factur-X (XML embarqué lu), ' +
      'XML CII (EN 16931) ou UBL 2.1 (Invoice, CreditNote), ou justificatif PDF, JPEG, PNG à compléter. Le XML est vérifié (schéma, calculs) ' +
      'et les anomalies listées dans `problems` ; un DOCTYPE ou une entité est refusé. 422 : fichier illisible, avec la raison. ' +
      '409 : même fournisseur (SIREN, sinon nom) et même numéro déjà enregistrés.',
    response: SupplierInvoiceView,
    status: 201,
    errors: [409],
  });
  rest.get('/api/supplier-invoices/:id', (ctx, req) => getSupplierInvoice(ctx, id(req)), {
    ...purchases,
    summary: 'Lire une facture fournisseur',
    response: SupplierInvoiceView,
  });
  rest.put('/api/supplier-invoices/:id', (ctx, req) => updateSupplierInvoice(ctx, id(req), body(req)), {
    ...purchases,
    summary: 'Corriger une facture fournisseur « À valider »',
    description:
      'Champs absents : inchangés ; null : effacés. 409 hors « À valider », ou si le numéro devient un doublon.',
    body: SupplierInvoiceEditInput,
    response: SupplierInvoiceView,
    errors: [409],
  });
  rest.file('/api/supplier-invoices/:id/file', async (ctx, req) => original(await supplierInvoiceFile(ctx, id(req))), {
    ...purchases,
    summary: 'Le fichier original de la facture fournisseur',
    file: FILE_DOCUMENTATION,
  });
  rest.post('/api/supplier-invoices/:id/approve', (ctx, req) => approveSupplierInvoice(ctx, id(req), body(req)), {
    ...purchases,
    summary: 'Approuver une facture fournisseur',
    description:
      'Catégorie de la dépense et employé lié facultatifs. 409 hors « À valider », sans fournisseur ni total TTC, ou avec des anomalies sans `confirm: true`.',
    body: SupplierInvoiceApprovalInput,
    response: SupplierInvoiceView,
    errors: [409],
  });
  rest.post('/api/supplier-invoices/:id/refuse', (ctx, req) => refuseSupplierInvoice(ctx, id(req), body(req)), {
    ...purchases,
    summary: 'Refuser une facture fournisseur',
    description: 'Avec son motif (journalisé). 409 hors « À valider ».',
    body: SupplierInvoiceRefusalInput,
    response: SupplierInvoiceView,
    errors: [409],
  });
  rest.post('/api/supplier-invoices/:id/payment', (ctx, req) => paySupplierInvoice(ctx, id(req), body(req)), {
    ...purchases,
    summary: 'Enregistrer le paiement d’une facture fournisseur',
    description:
      'Dans la même transaction : la facture passe « Payée » et la dépense est ajoutée aux Finances (total TTC en négatif, positif pour un avoir ; ' +
      'catégorie choisie, source le fournisseur, l’original joint comme justificatif). 409 si elle n’est pas « Approuvée ».',
    body: SupplierInvoicePaymentInput,
    response: SupplierInvoiceView,
    errors: [409],
  });
  rest.post('/api/supplier-invoices/:id/cancel-payment', (ctx, req) => cancelSupplierInvoicePayment(ctx, id(req)), {
    ...purchases,
    access: 'admin',
    summary: 'Annuler le paiement d’une facture fournisseur',
    description:
      'Administrateurs. Dans la même transaction : la facture redevient « Approuvée » et sa dépense est retirée des Finances. ' +
      '409 si elle n’est pas payée, ou si son paiement vient d’un rapprochement bancaire (à annuler depuis « Banque »).',
    response: SupplierInvoiceView,
    errors: [409],
  });
  rest.upload('/api/financials/:id/attachment', (ctx, req, read) => attachTransactionReceipt(ctx, id(req), read), {
    ...purchases,
    tag: 'Finances',
    summary: 'Joindre un justificatif à une transaction',
    description:
      'Fichier `file` en multipart/form-data (PDF, JPEG, PNG ou XML, 10 Mo au plus), conservé tel quel ; remplace le justificatif précédent.',
    response: FinancialTransactionView,
  });
  rest.file('/api/financials/:id/attachment', async (ctx, req) => original(await transactionReceipt(ctx, id(req))), {
    ...purchases,
    tag: 'Finances',
    summary: 'Le justificatif d’une transaction',
    file: FILE_DOCUMENTATION,
  });
}
