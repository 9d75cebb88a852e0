/** The groups of the API reference, one per domain, in the order the document lists them. */
export const API_TAGS = [
  { name: 'Compte', description: 'Connexion, inscription avec un jeton, session et réglages personnels.' },
  { name: 'Utilisateurs', description: 'Comptes Admin, Manager et Employé (Admin uniquement).' },
  { name: "Jetons d'inscription", description: 'Jetons qui permettent de créer un compte Manager (Admin uniquement).' },
  { name: 'Paramètres', description: 'Réglages globaux et notifications Telegram.' },
  {
    name: 'Paramètres de facture',
    description: "Coordonnées de l'entreprise et du paiement imprimées sur les factures.",
  },
  { name: 'Employés', description: 'Fiches des employés et leur manager.' },
  { name: 'Tâches', description: 'Tâches, éventuellement routinières, assignées aux employés.' },
  { name: 'Finances', description: 'Transactions financières : revenus (montant positif) et dépenses (négatif).' },
  {
    name: 'Factures',
    description: 'Factures et avoirs émis : numérotés sans trou, jamais modifiés ni supprimés, avec leur Factur-X.',
  },
  {
    name: 'Performances',
    description: 'Chiffres du tableau de bord et de l’écran Performance, calculés par PostgreSQL.',
  },
  { name: 'Journal', description: 'Journal d’activité : qui a fait quoi et quand (Admin uniquement).' },
  { name: 'Mesures web', description: 'Core Web Vitals envoyés par les navigateurs.' },
  {
    name: 'Factures fournisseurs',
    description:
      'Factures et justificatifs reçus (Factur-X, CII, UBL, PDF, images) : lus, vérifiés, approuvés, payés, originaux conservés.',
  },
  {
    name: 'Banque',
    description:
      'Comptes bancaires, import des relevés (CAMT.053, OFX, CSV) et rapprochement avec les factures et les transactions.',
  },
  {
    name: 'Comptabilité',
    description: 'Écritures dérivées des factures, paiements et transactions ; clôture des périodes, FEC et TVA.',
  },
] as const;

export type ApiTag = (typeof API_TAGS)[number]['name'];
