/**
 * The French answers of the gateway that no field rule gives: refusals of a request, of an
 * identifier or parameter, missing records, throttles, and the confirmations of its actions.
 * The field rules' own messages are in messages.ts.
 */
export const apiMessages = {
  // Any request.
  authenticationRequired: 'Authentification requise.',
  forbidden: 'Accès refusé : droits insuffisants.',
  internalError: 'Erreur interne du serveur. Veuillez réessayer plus tard.',
  invalidData: 'Données invalides.',
  invalidValue: 'Données invalides : une valeur ne peut pas être enregistrée (caractère ou nombre non accepté).',
  jsonObjectExpected: 'Données invalides : un objet JSON est attendu.',
  nullCharacter: 'Données invalides : caractère nul non accepté.',
  invalidId: 'Identifiant invalide.',
  integerParameter: (name: string, min: number, max: number) =>
    `Paramètre « ${name} » invalide : un entier entre ${min} et ${max} est attendu.`,
  choiceParameter: (name: string, allowed: readonly string[]) =>
    `Paramètre « ${name} » invalide : valeurs possibles ${allowed.join(', ')}.`,
  dayParameter: (name: string) => `Paramètre « ${name} » invalide : format AAAA-MM-JJ attendu.`,
  longParameter: (name: string, max: number) => `Paramètre « ${name} » invalide : ${max} caractères au plus.`,
  exportsBusy: 'Trop d’exports en cours : veuillez réessayer dans quelques instants.',
  starting: 'Démarrage ou arrêt en cours.',
  notFound: 'Ressource introuvable.',
  metricsRefused: 'Accès aux métriques refusé : jeton METRICS_TOKEN manquant ou invalide.',

  // HTTP requests that fastify refuses before any route.
  bodyTooLarge: 'Requête trop volumineuse (1 Mo au maximum).',
  invalidJsonBody: 'Corps de requête JSON invalide.',
  emptyJsonBody: 'Corps de requête JSON vide.',
  unsupportedMediaType: 'Type de contenu non pris en charge : envoyez du JSON (application/json).',
  invalidContentLength: 'En-tête Content-Length invalide.',
  invalidUrl: 'Adresse de requête invalide.',
  invalidRequest: 'Requête invalide.',
  // Refused by Node's HTTP parser before fastify: the request line and headers over 16 KB, or a request too slow.
  requestHeadersTooLarge: 'Adresse ou en-têtes de la requête trop longs (16 Ko au maximum).',
  requestTimeout: 'Requête trop lente : elle doit arriver en entier dans les 30 secondes.',

  // GraphQL documents refused before any resolver.
  graphqlSyntaxError: 'Requête GraphQL invalide : erreur de syntaxe.',
  graphqlInvalid: 'Requête GraphQL invalide.',
  graphqlInvalidVariables: 'Paramètres GraphQL invalides.',
  persistedQueryNotFound: 'Requête persistée introuvable.',
  persistedQueriesUnsupported: 'Requêtes persistées non prises en charge.',
  graphqlOperationNotFound: 'Opération GraphQL introuvable dans le document.',
  operationNotFound: 'Opération introuvable.',
  subscriptionsOnlyOverWebSocket:
    'Seuls les abonnements (subscription) passent par WebSocket : requêtes et mutations en HTTP POST /graphql.',
  graphqlTooDeep: (max: number) => `Requête GraphQL trop profonde (${max} niveaux au maximum).`,
  graphqlTooManyAliases: (max: number) => `Trop d'alias dans la requête GraphQL (${max} au maximum).`,
  graphqlTooManyDirectives: (max: number) => `Trop de directives dans la requête GraphQL (${max} au maximum).`,
  graphqlTooLong: (max: number) => `Requête GraphQL trop longue (${max} jetons au maximum).`,
  graphqlTooCostly: (cost: number, max: number) => `Requête GraphQL trop coûteuse (${cost} > ${max}).`,
  graphqlTooManyFields: (max: number) =>
    `Requête GraphQL trop coûteuse (plus de ${max} champs une fois les fragments développés).`,
  databaseUnreachable: 'Base de données injoignable.',

  // Sessions, sign-in and registration.
  invalidToken: "Jeton d'accès invalide ou expiré. Veuillez vous reconnecter.",
  twoFactorRequired:
    'La double authentification est obligatoire pour les administrateurs : activez-la dans « Mon compte ».',
  loginThrottled: 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.',
  registrationThrottled: "Trop de tentatives d'inscription. Veuillez réessayer dans quelques minutes.",
  attemptNotRecorded: 'Connexion momentanément impossible. Veuillez réessayer dans quelques instants.',
  serverBusy: 'Le serveur est très sollicité. Veuillez réessayer dans quelques instants.',
  accountCreated: 'Compte créé avec succès.',
  signupTokenUsed: "Ce jeton d'inscription a déjà été utilisé.",
  signupTokenExpired: "Ce jeton d'inscription a expiré. Demandez-en un nouveau à un administrateur.",
  passwordChanged: 'Mot de passe modifié. Vos autres sessions ont été fermées.',
  twoFactorDisabled: 'Double authentification désactivée.',
  twoFactorRemoved: 'Double authentification retirée.',

  // Users and signup tokens.
  usernameTaken: "Ce nom d'utilisateur est déjà utilisé.",
  emailTaken: 'Cette adresse email est déjà utilisée.',
  usernameOrEmailTaken: "Ce nom d'utilisateur ou cette adresse email est déjà utilisé.",
  userNotFound: 'Utilisateur introuvable.',
  firstAdminUndeletable: 'Suppression interdite',
  ownAccountUndeletable: 'Vous ne pouvez pas supprimer votre propre compte.',
  firstAdminRoleFixed: "Le rôle de l'administrateur principal ne peut pas être modifié.",
  ownAdminRoleKept: 'Vous ne pouvez pas retirer votre propre rôle Admin.',
  userDeleted: 'Utilisateur supprimé avec succès.',
  passwordReset: 'Mot de passe réinitialisé avec succès.',
  signupTokenNotFound: "Jeton d'inscription introuvable.",
  signupTokenDeleted: "Jeton d'inscription supprimé avec succès.",

  // Employees, tasks, transactions, invoices.
  employeeNotFound: 'Employé introuvable.',
  employeeDeleted: 'Employé supprimé avec succès.',
  taskNotFound: 'Tâche introuvable.',
  taskDeleted: 'Tâche supprimée avec succès.',
  transactionNotFound: 'Transaction introuvable.',
  transactionDeleted: 'Transaction supprimée avec succès.',
  invoiceLineProblem: (line: number, problem: string) => `Ligne ${line} : ${problem}`,

  // Settings.
  unknownSetting: (key: string) => `Paramètre inconnu : ${key}.`,
  settingValuesAreText: 'Les valeurs des paramètres sont des chaînes de caractères.',
  twoFactorSwitchInvalid: "Le paramètre require_2fa_for_admins vaut 'true' ou 'false'.",
  enabledSwitchInvalid: "Les paramètres contenant « enabled » valent 'true' ou 'false'.",

  // Notifications.
  notificationNotFound: 'Notification introuvable.',
  notificationResent: 'Notification renvoyée : elle part dans quelques instants.',
  notificationDismissed: 'Notification ignorée.',
  notificationAlreadyResent: 'Cette notification a déjà été renvoyée.',
  notificationAlreadyDismissed: 'Cette notification a déjà été ignorée.',
  telegramTestsThrottled: 'Trop de messages de test : 5 par minute au maximum. Réessayez dans un instant.',
  telegramChecksThrottled:
    'Trop de vérifications de la configuration Telegram : 5 par minute au maximum. Réessayez dans un instant.',
  telegramNoToken: "Aucun jeton de bot Telegram n'est configuré : un Admin doit le saisir dans les paramètres globaux.",
  telegramNoChatId: "Aucun Chat ID n'est configuré : saisissez et enregistrez votre Chat ID.",
  telegramCheckFailed: (error: string) => `Vérification échouée : ${error}`,
  telegramConfigValid: (bot: string, chatId: string | number | null, chatType: string | null) =>
    `Configuration valide : le bot @${bot} peut écrire dans le chat ${chatId} (${chatType}).`,
  telegramTestNotSent: "Le message de test n'a pas été envoyé.",
  telegramTestSent: 'Message de test envoyé : vérifiez votre application Telegram.',
  // Why Telegram did not take a message (a test's diagnostic, a dead letter's last error).
  telegramTokenRefused: 'Jeton du bot refusé par Telegram : vérifiez le jeton donné par @BotFather.',
  telegramBotBlocked: 'Le bot a été bloqué par ce destinataire : il doit le débloquer dans Telegram.',
  telegramChatForbidden:
    "Le bot n'a pas le droit d'écrire dans ce chat : envoyez-lui d'abord /start (ou ajoutez-le au groupe).",
  telegramRateLimited: (seconds: number) => `Telegram limite les envois : réessayez dans ${seconds} s.`,
  telegramChatNotFound: "Chat introuvable : vérifiez le Chat ID et envoyez d'abord un message au bot.",
  telegramServerError: (status: number) => `Telegram rencontre une erreur (${status}) : réessayez plus tard.`,
  telegramRejected: (status: number, description: string) =>
    `Telegram a refusé la requête (${status}) : ${description}`,
  telegramUnreachable: 'Telegram est injoignable pour le moment : réessayez plus tard.',
  telegramUnexpected: 'Échec inattendu de la communication avec Telegram.',
  sendStoppedByShutdown: "Arrêt du serveur avant l'envoi : nouvel essai plus tard.",
  sendFailedUnexpectedly: "Échec inattendu de l'envoi : nouvel essai plus tard.",

  // Live screens.
  unknownEntityType: (unknown: string, expected: readonly string[]) =>
    `Type d'enregistrement inconnu : « ${unknown} » (attendu : ${expected.join(', ')}).`,
  entityTypeRequired: "Indiquez au moins un type d'enregistrement.",

  // The database cannot answer (restarting, paused, unreachable, out of space): try again.
  serviceUnavailable: 'Service momentanément indisponible : réessayez dans quelques secondes.',
  // Outgoing mail.
  mailNotConfigured: "Aucun serveur d'envoi de courriels n'est configuré.",
  mailTestSubject: 'Pilotage : courriel de test',
  mailTestBody: 'Ce courriel de test confirme que Pilotage peut envoyer des courriels avec ce serveur.',
  mailTestQueued: (to: string) => `Courriel de test mis en file d’envoi vers ${to}.`,
  mailNotFound: 'Courriel introuvable.',
  mailRecipientRequired: 'Indiquez l’adresse du destinataire.',
  mailAlreadyDismissed: 'Ce courriel a déjà été ignoré.',
  mailNotFailed: "Ce courriel n'est pas en échec.",
  mailResent: 'Courriel remis en file d’envoi.',
  mailDismissed: 'Courriel ignoré.',
  mailRefused: (code: number, response: string) => `Le serveur de courriel a refusé le message (${code}) : ${response}`,
  mailUnreachable: (error: string) => `Serveur de courriel injoignable : ${error}`,
  mailAuthFailed: "Le serveur de courriel a refusé l'identification : vérifiez l'utilisateur et le mot de passe.",
  invoiceSent: (to: string) => `Facture mise en file d’envoi vers ${to}.`,
  creditNoteNotReminded: 'Un avoir ne se relance pas : seules les factures impayées le sont.',
  invoiceNotRemindable: "Cette facture n'est pas à relancer : elle est payée ou annulée par un avoir.",
  invoiceNotDue: "Cette facture n'est pas encore échue : elle ne se relance qu'après son échéance.",
  remindersExhausted: 'Toutes les relances de cette facture sont déjà parties.',
  reminderQueued: (level: number, to: string) => `Relance n° ${level} mise en file d’envoi vers ${to}.`,
  invoiceHasNoEmail: "Le client de cette facture n'a pas d'adresse de courriel : indiquez-la pour la relancer.",
  telegramSendUncertain:
    "Envoi incertain : le serveur s'est arrêté pendant l'envoi, Telegram a peut-être reçu ce message. Vérifiez la conversation avant de le renvoyer.",
};
