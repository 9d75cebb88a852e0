/**
 * The generator's words for a draft (docs/product.md §2): « Générer PDF » issues the invoice when
 * every mandatory mention is there and the number is the series' next one; otherwise it downloads
 * a draft and says what is missing to issue it, as short French phrases after « Pour émettre la
 * facture : ».
 */

/** What issuing needs, as it reads in the list « Pour émettre la facture : … ». */
export const issueRequirementLabels = {
  companyName: "nom de l'entreprise",
  companyAddress1: "adresse de l'entreprise",
  siret: "SIRET de l'entreprise",
  siretInvalid: "SIRET de l'entreprise valide",
  vatNumber: "n° de TVA intracommunautaire de l'entreprise",
  settingsInvalid: 'paramètres de facture valides',
  clientName: 'nom du client',
  clientNameTooLong: 'nom du client de 200 caractères au plus',
  clientAddress: 'adresse du client',
  clientAddressTooLong: 'adresse du client de 500 caractères au plus',
  clientSiren: 'SIREN du client valide (9 chiffres)',
  clientVatNumber: 'n° de TVA du client valide',
  clientEmail: 'adresse de courriel du client valide',
  number: 'numéro de facture valide',
  nextNumber: (number: string) => `le numéro ${number} (prochain de la série)`,
  issueDate: "date d'émission valide",
  issueDateInFuture: "date d'émission au plus tard aujourd'hui",
  serviceDate: 'date de la prestation valide',
  dueDate: 'échéance valide',
  dueDateBeforeIssue: "échéance après la date d'émission",
  operationCategory: "nature de l'opération",
  notes: 'notes de 4000 caractères au plus',
  lines: 'au moins une ligne',
  lineDescription: (position: number) => `description de la ligne ${position}`,
  lineQuantity: (position: number) => `quantité de la ligne ${position} supérieure à 0`,
  lineUnitPrice: (position: number) => `prix unitaire de la ligne ${position} valide`,
  total: 'un total moins élevé',
} as const;

export const invoiceDraftMessages = {
  /** Shown at the top of the generator while the invoice cannot be issued. */
  draftTitle: 'Ce PDF sera un brouillon',
  draftExplained: '« Générer PDF » télécharge un brouillon marqué BROUILLON : il n’est ni enregistré ni numéroté.',
  missing: (requirements: readonly string[]) => `Pour émettre la facture : ${requirements.join(', ')}.`,
  missingPrefix: 'Pour émettre la facture : ',
  takeNumber: (number: string) => `Prendre le numéro ${number}`,
  /** Shown while every mention is there. */
  readyTitle: 'Prête à émettre',
  ready: (number: string | null) =>
    `« Générer PDF » émet la facture ${number ?? 'sous le prochain numéro de la série'} : elle est enregistrée pour de bon, puis son PDF est téléchargé.`,
  draftDownloaded: (fileName: string) => `Brouillon téléchargé : ${fileName}. Il n’est ni enregistré ni numéroté.`,
  /** Under the number field. */
  numberGiven: (number: string) => `Numéro attribué à l'émission : ${number}`,
  numberLeftEmpty: "Laissé vide : le prochain numéro de la série, attribué à l'émission.",
  numberNotNext: (next: string) =>
    `Seul le prochain numéro de la série, ${next}, peut être émis : un autre numéro ne donne qu'un brouillon.`,
  numberUnchecked: "Numéro choisi à la main : l'émission le refuse s'il n'est pas le prochain de la série.",
} as const;
