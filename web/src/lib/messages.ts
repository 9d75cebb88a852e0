import { messages as ruleMessages } from '@pilotage/domain';

/**
 * The product's French texts that more than one file needs (docs/product.md §5 and §8, verbatim): the
 * field rules' messages, shared with the gateway, and the client's own error fallbacks.
 */
export const messages = {
  ...ruleMessages,
  tokenMissing: 'Token non reçu après connexion réussie.',
  loginFailed: 'Échec de la connexion. Vérifiez vos identifiants.',
  codeRefused: 'Code de vérification invalide.',
  registrationFailed: 'Erreur lors de la création du compte.',
  employeeRefused:
    "L'application est réservée aux Admins et aux Managers. Votre compte Employé ne peut pas s'y connecter.",
  usersLoadFailed: 'Impossible de charger les utilisateurs.',
  tokenStatsLoadFailed: 'Impossible de charger les statistiques des jetons.',
  tokenListLoadFailed: 'Impossible de charger la liste des jetons.',
  tokenGenerationFailed: 'Erreur lors de la génération du jeton.',
  tokenDeleteFailed: 'Impossible de supprimer le jeton.',
  userDeleteFailed: "Impossible de supprimer l'utilisateur.",
  twoFactorRemoveFailed: 'Impossible de retirer la double authentification.',
  tokenCopyFailed: 'Erreur lors de la copie du jeton.',
  dashboardLoadFailed: 'Erreur lors du chargement des données du tableau de bord.',
  settingsForbidden: "Accès refusé. Vous n'avez peut-être pas les droits nécessaires.",
  settingsLoadFailed: 'Erreur lors du chargement des paramètres : ',
  chatIdSaveFailed: 'Erreur enregistrement Chat ID: ',
  globalSettingsSaveFailed: 'Erreur enregistrement paramètres globaux: ',
  verifyFailed: 'Erreur vérification: ',
  testFailed: 'Erreur envoi test: ',
  chatIdSaved: 'Chat ID enregistré.',
  globalSettingsSaved: 'Paramètres globaux enregistrés.',
  testSent: 'Message de test envoyé. Vérifiez votre application Telegram.',
  deleteFailed: 'Erreur: ',
  httpError: 'Erreur HTTP: ',
} as const;
