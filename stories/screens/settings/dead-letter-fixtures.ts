import type { DeadLetterRowFragment } from '../../../web/src/graphql/generated/graphql';

/** Telegram notifications given up after their retries, as the gateway lists them (newest first). */
export const deadLetters: DeadLetterRowFragment[] = [
  {
    id: '5b1f7c1e-2d4a-4f0e-9a57-0c3f6f1d2a01',
    createdAt: '2026-11-24T16:42:10.000Z',
    kind: 'task_created',
    chatId: '123456789',
    text: '🆕 Nouvelle tâche : « Préparer la facture Dupont »\nAssignée à : Marie Dupont\nÉchéance : 28 nov. 2026\nStatut : À faire\nCréée par admin',
    error: 'Le bot a été bloqué par ce destinataire : il doit le débloquer dans Telegram.',
    attempts: 1,
  },
  {
    id: '9c8e0a44-71b3-4d2b-8f0a-5e2d9b7c3a02',
    createdAt: '2026-11-24T09:15:03.000Z',
    kind: 'transaction_added',
    chatId: '987654321',
    text: '💶 Nouveau revenu : +1 250,75 €\nAbonnement annuel\nDate : 24 nov. 2026\nCatégorie : Abonnement\nAjoutée par marie',
    error: 'Telegram est injoignable pour le moment : réessayez plus tard.',
    attempts: 11,
  },
  {
    id: 'e2a4d6f8-0b1c-4e3d-a5f7-9b8c7d6e5f03',
    createdAt: '2026-11-23T18:01:55.000Z',
    kind: 'all_tasks_done',
    chatId: '123456789',
    text: '🎉 Toutes les tâches sont terminées !\nDernière tâche terminée : « Inventaire du stock », par paul.',
    error: 'Telegram est injoignable pour le moment : réessayez plus tard.',
    attempts: 11,
  },
];
