import {
  computeInvoiceTotals,
  type InvoiceDocument,
  type InvoiceDocumentLine,
  type InvoiceSeller,
  type VatRate,
} from '@pilotage/domain';

/**
 * Invoices as the gateway stores them, for the Factur-X tests: a micro-entrepreneur under the
 * franchise, a VAT-liable company with three rates, a credit note, a private client, and text full
 * of XML's special characters. Totals come from the domain's own arithmetic, like issued ones.
 */

export const franchiseSeller: InvoiceSeller = {
  companyName: 'Atelier Éloïse Martin',
  companyAddress1: '12 rue des Peupliers',
  companyAddress2: '69003 Lyon',
  companyEmail: 'eloise@atelier-martin.fr',
  companyPhone: '06 12 34 56 78',
  accountHolder: 'Éloïse Martin',
  bankName: 'Crédit Agricole',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  bic: 'AGRIFRPP',
  defaultNotes: '',
  siret: '73282932000074',
  legalForm: 'Entrepreneur individuel',
  soleTrader: true,
  shareCapital: '',
  registration: 'RM 69 732 829 320',
  vatNumber: '',
  vatRegime: 'franchise',
  paymentTermsDays: 30,
  latePenaltyRate: "trois fois le taux d'intérêt légal",
};

export const liableSeller: InvoiceSeller = {
  ...franchiseSeller,
  companyName: 'Lefèvre & Fils',
  companyAddress1: '4 avenue Jean Jaurès',
  companyAddress2: '75019 Paris',
  accountHolder: 'Lefèvre & Fils SARL',
  iban: 'FR7630004000031234567890143',
  bic: 'BNPAFRPPXXX',
  siret: '55203253400646',
  legalForm: 'SARL',
  soleTrader: false,
  shareCapital: '10 000 €',
  registration: 'RCS Paris 552 032 534',
  vatNumber: 'FR27 552032534',
  vatRegime: 'liable',
  paymentTermsDays: 45,
};

type LineInput = Pick<InvoiceDocumentLine, 'description' | 'quantityThousandths' | 'unitPriceCents'> & {
  vatRate?: VatRate;
};

/** A stored document: line totals, VAT breakdown and totals computed as the gateway does. */
export function invoiceDocument(
  overrides: Partial<Omit<InvoiceDocument, 'lines'>> & { lines: LineInput[] },
): InvoiceDocument {
  const seller = overrides.seller ?? franchiseSeller;
  const lines = overrides.lines.map((line) => ({
    ...line,
    vatRate: seller.vatRegime === 'franchise' ? 0 : (line.vatRate ?? 20),
  }));
  const totals = computeInvoiceTotals(lines);
  return {
    kind: 'invoice',
    number: 'F-2026-0001',
    issueDate: '2026-03-05',
    serviceDate: null,
    dueDate: '2026-04-04',
    operationCategory: 'Services',
    client: {
      name: 'Boulangerie Lefèvre',
      address: '8 place de la Mairie\n21000 Dijon',
      siren: '443061841',
      vatNumber: null,
    },
    notes: 'Merci pour votre confiance !',
    credited: null,
    ...overrides,
    seller,
    lines: lines.map((line, index) => ({ ...line, totalCents: totals.lineTotalsCents[index] })),
    subtotalCents: totals.subtotalCents,
    vat: totals.vat,
    vatTotalCents: totals.vatTotalCents,
    totalCents: totals.totalCents,
  };
}

export const franchiseInvoice = invoiceDocument({
  serviceDate: '2026-02-27',
  lines: [
    { description: 'Création du site vitrine', quantityThousandths: 1000, unitPriceCents: 120000 },
    { description: 'Séance photo produits (demi-journée)', quantityThousandths: 500, unitPriceCents: 48000 },
    { description: 'Impression de cartes de visite', quantityThousandths: 3000, unitPriceCents: 10 },
  ],
});

export const liableInvoice = invoiceDocument({
  seller: liableSeller,
  number: 'F-2026-0042',
  issueDate: '2026-11-05',
  dueDate: '2026-12-20',
  operationCategory: 'Mixte',
  client: {
    name: 'Café des Arts SAS',
    address:
      'Service comptabilité\n3 quai Saint-Antoine\nBâtiment B, 2e étage\nEntrée rue Mercière\n69002 Lyon Cedex 02\nFrance',
    siren: '542107651',
    vatNumber: 'FR13542107651',
  },
  notes: '',
  lines: [
    { description: 'Audit de la carte des vins', quantityThousandths: 1500, unitPriceCents: 8000, vatRate: 20 },
    { description: 'Livres de recettes', quantityThousandths: 3000, unitPriceCents: 2499, vatRate: 5.5 },
    {
      description: 'Confitures artisanales (pot de 370 g)',
      quantityThousandths: 7000,
      unitPriceCents: 433,
      vatRate: 5.5,
    },
    {
      description: 'Formation professionnelle continue (exonérée)',
      quantityThousandths: 1000,
      unitPriceCents: 35000,
      vatRate: 0,
    },
    { description: 'Déplacement', quantityThousandths: 125, unitPriceCents: 999, vatRate: 20 },
  ],
});

export const creditNote = invoiceDocument({
  ...liableInvoice,
  kind: 'credit_note',
  number: 'A-2026-0003',
  issueDate: '2026-11-20',
  dueDate: '2026-11-20',
  notes: '',
  credited: { number: 'F-2026-0042', issueDate: '2026-11-05', reason: 'Livres de recettes retournés' },
  lines: [{ description: 'Livres de recettes', quantityThousandths: 3000, unitPriceCents: 2499, vatRate: 5.5 }],
});

export const privateClientInvoice = invoiceDocument({
  number: 'F-2026-0002',
  operationCategory: 'Biens',
  client: { name: 'Jeanne Dupont', address: '5, chemin des Vignes', siren: null, vatNumber: null },
  notes: '',
  lines: [{ description: 'Tableau « Les Vignes »', quantityThousandths: 1000, unitPriceCents: 65000 }],
});

/** Every character XML treats specially, in every free text the XML carries. */
export const SPECIAL = `Tom & Jerry <"l'atelier"> `;

export const specialCharactersInvoice = invoiceDocument({
  seller: {
    ...franchiseSeller,
    companyName: `${SPECIAL}Éditions`,
    registration: `RCS Lyon <B> & "C"`,
    accountHolder: `O'Brien & Cie`,
  },
  number: 'F-2026-0003',
  client: {
    name: `${SPECIAL}SARL`,
    address: `1 rue <des> "Lilas" & 'Roses'\n13001 Marseille`,
    siren: '380129866',
    vatNumber: null,
  },
  notes: `Merci ! ${SPECIAL}\nÀ bientôt.`,
  lines: [
    {
      description: `${'Développement sur mesure, maintenance évolutive et corrective, '.repeat(8)}${SPECIAL}fin`,
      quantityThousandths: 12345,
      unitPriceCents: 6789,
    },
    { description: `Ligne <2> & "3" d'à côté`, quantityThousandths: 1, unitPriceCents: 99999999 },
  ],
});

export const ALL_DOCUMENTS = {
  franchiseInvoice,
  liableInvoice,
  creditNote,
  privateClientInvoice,
  specialCharactersInvoice,
};
