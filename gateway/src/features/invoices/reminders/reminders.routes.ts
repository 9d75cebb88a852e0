import type { FastifyRequest } from 'fastify';
import { parseId } from '../../../kernel/helpers/ids';
import { MessageView } from '../../../kernel/helpers/views';
import type { RestRoutes } from '../../../transports/http/rest';
import { body, params } from '../../../transports/http/rest';
import { getReminderSchedule, listInvoiceReminders, remindInvoice, updateReminderSchedule } from './reminders.service';
import { InvoiceReminderView, ReminderScheduleInput, ReminderScheduleView } from './reminders.types';

const id = (request: FastifyRequest) => parseId(params(request).id);

export function remindersRoutes(rest: RestRoutes) {
  rest.get('/api/invoice-settings/reminders', (ctx) => getReminderSchedule(ctx), {
    tag: 'Paramètres de facture',
    access: 'staff',
    summary: 'Lire le calendrier des relances',
    description: 'Les 3 niveaux ; un niveau jamais enregistré est à sa valeur par défaut (7, 15 et 30 jours).',
    response: ReminderScheduleView,
  });
  rest.put('/api/invoice-settings/reminders', (ctx, req) => updateReminderSchedule(ctx, body(req)), {
    tag: 'Paramètres de facture',
    access: 'staff',
    summary: 'Enregistrer le calendrier des relances',
    description:
      'Les 3 niveaux, dans l’ordre : délais croissants entre niveaux actifs (1 à 365 jours), sujet sans retour à la ligne, ' +
      'variables {numero}, {montant_du}, {echeance} seulement. Journalisé. 400 en français sinon, rien d’enregistré.',
    body: ReminderScheduleInput,
    response: ReminderScheduleView,
  });
  rest.get('/api/invoices/:id/reminders', (ctx, req) => listInvoiceReminders(ctx, id(req)), {
    tag: 'Factures',
    access: 'staff',
    summary: 'Historique des relances de la facture',
    description: 'Par niveau (3 au plus) : mise en file, envoi, destinataire, état (queued, sent, failed, skipped).',
    response: [InvoiceReminderView],
    errors: [404],
  });
  rest.post('/api/invoices/:id/remind', (ctx, req) => remindInvoice(ctx, id(req)), {
    tag: 'Factures',
    access: 'staff',
    summary: 'Relancer maintenant',
    description:
      'Met en file le niveau suivant des relances d’une facture en retard. 404 facture inconnue ; 409 pour un avoir, une facture ' +
      'payée ou annulée, sans adresse du client, pas encore échue, dont toutes les relances sont parties, ou sans serveur d’envoi. Rien n’est mis en file en cas d’erreur.',
    response: MessageView,
    errors: [404, 409],
  });
}
