import { TRANSACTION_CATEGORIES } from './transaction-categories';

/**
 * The French messages of the field rules, shown by the web forms and answered by the gateway
 * (docs/product.md §5 verbatim where it gives one; the others written in the same voice).
 */
export const messages = {
  // Users (docs/product.md §5).
  requiredUserFields: 'Veuillez remplir tous les champs obligatoires.',
  passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères.',
  invalidEmail: 'Veuillez entrer une adresse email valide.',
  requiredUserEditFields: "Le nom d'utilisateur et l'email sont obligatoires.",
  newPasswordTooShort: 'Le nouveau mot de passe doit faire au moins 6 caractères.',
  passwordTooLong: 'Le mot de passe ne peut pas dépasser 1024 caractères.',
  usernameTooLong: "Le nom d'utilisateur ne peut pas dépasser 150 caractères.",
  usernameInvalidCharacters:
    "Le nom d'utilisateur ne peut pas contenir de caractères invisibles, de contrôle ou de changement de sens d'écriture.",
  usernameTaken: "Ce nom d'utilisateur est déjà utilisé.",
  roleInvalid: 'Rôle invalide : choisissez Admin, Manager ou Employé.',
  invalidTokenQuantity: 'Veuillez entrer une quantité valide (1-50).',

  // Sign-in, registration and one's own account.
  credentialsRequired: "Veuillez saisir le nom d'utilisateur et le mot de passe.",
  invalidCredentials: 'Identifiants invalides.',
  registrationRequired: "Tous les champs, y compris le jeton d'inscription, sont requis.",
  passwordsDiffer: 'Les mots de passe ne correspondent pas.',
  registrationPasswordTooShort: 'Le mot de passe doit faire au moins 6 caractères',
  signupTokenInvalid: "Jeton d'inscription invalide.",
  currentPasswordRequired: 'Veuillez saisir votre mot de passe actuel.',
  currentPasswordWrong: 'Le mot de passe actuel est incorrect.',
  passwordRequired: 'Veuillez saisir votre mot de passe.',
  emailRequired: 'Veuillez saisir une adresse email.',
  emailChanged: 'Adresse email modifiée.',

  // Settings.
  chatIdInvalid: 'Chat ID invalide : un identifiant numérique (ex. 123456789) ou un @nom de canal est attendu.',
  botTokenInvalid: 'Jeton du bot Telegram invalide : format attendu 123456789:ABC… (ou vide pour le retirer).',
  switchInvalid: 'Les interrupteurs de notification valent true ou false.',
  invoiceFieldTooLong: 'Chaque paramètre de facture est un texte de 500 caractères au plus.',
  invoiceNotesTooLong: 'Les notes par défaut sont un texte de 4000 caractères au plus.',
  siretInvalid: 'SIRET invalide.',
  vatNumberInvalid: 'Numéro de TVA intracommunautaire invalide.',
  vatRegimeInvalid: 'Régime de TVA invalide : franchise ou liable.',
  paymentTermsInvalid: 'Le délai de paiement doit être un nombre entier de jours entre 0 et 60.',
  soleTraderInvalid: 'Le champ « entrepreneur individuel » doit valoir vrai ou faux.',

  // Employees.
  nameRequired: 'Le nom est obligatoire.',
  nameTooLong: 'Le nom ne peut pas dépasser 200 caractères.',
  notesInvalid: 'Les notes sont un texte de 5000 caractères au plus.',
  managerInvalid: 'Le manager doit être un utilisateur Admin ou Manager.',

  // Tasks.
  titleRequired: 'Le titre est obligatoire.',
  titleTooLong: 'Le titre ne peut pas dépasser 300 caractères.',
  frequencyRequired: 'La fréquence est obligatoire pour une tâche routinière.',
  statusInvalid: 'Statut invalide : choisissez À faire, En cours ou Terminé.',
  dueDateInvalid: "Date d'échéance invalide : format AAAA-MM-JJ attendu.",
  taskDescriptionInvalid: 'La description est un texte de 5000 caractères au plus.',
  assignedEmployeeInvalid: 'Employé assigné invalide.',
  routineInvalid: 'Le champ « routinière » doit valoir vrai ou faux.',

  // Financial transactions.
  amountNotANumber: 'Le montant doit être un nombre.',
  amountInvalid: 'Le montant doit être un nombre valide.',
  descriptionRequired: 'La description est obligatoire.',
  descriptionTooLong: 'La description ne peut pas dépasser 1000 caractères.',
  dateRequired: 'La date est obligatoire.',
  dateInvalid: 'Date invalide : format AAAA-MM-JJ attendu.',
  categoryInvalid: `Catégorie invalide : choisissez ${TRANSACTION_CATEGORIES.join(', ')}.`,
  categoryTooLong: 'La catégorie est un texte de 100 caractères au plus.',
  typeInvalid: 'Type invalide : choisissez Revenu ou Dépense.',
  sourceInvalid: 'La source est un texte de 200 caractères au plus.',
  relatedEmployeeInvalid: 'Employé lié invalide.',

  // Date filters (docs/product.md §5).
  dateOrder: 'La date de début ne peut pas être postérieure à la date de fin.',
} as const;
