import { TASK_STATUSES, addDays, type Frequency, type TaskStatus } from '@pilotage/domain';

/** A plausible small French business, generated from a seed so every run gives the same data. */

export interface DemoEmployee {
  name: string;
  notes: string;
  managerIndex: number;
}

export interface DemoTask {
  title: string;
  description: string;
  dueDate: string | null;
  status: TaskStatus;
  employeeIndex: number | null;
  frequency: Frequency | null;
  createdAt: Date;
}

export interface DemoTransaction {
  amount: string;
  description: string;
  date: string;
  category: string;
  employeeIndex: number | null;
  relatedSource: string;
}

/**
 * The demo company's SIRET: fictitious, with a valid Luhn key, so the first invoice of a new user
 * can be issued (the seller's SIRET is a mandatory mention, checked on issue).
 */
export const DEMO_SIRET = '12345678200010';

export const DEMO_MANAGERS = [
  { username: 'claire.martin', email: 'claire.martin@atelier-demo.fr' },
  { username: 'julien.bernard', email: 'julien.bernard@atelier-demo.fr' },
  { username: 'sophie.petit', email: 'sophie.petit@atelier-demo.fr' },
];

const EMPLOYEES: [string, string][] = [
  ['Léa Dubois', 'Responsable boutique, ouverture du mardi au samedi.'],
  ['Hugo Lefebvre', 'Préparation des commandes.'],
  ['Camille Moreau', 'Community manager, 3 jours par semaine.'],
  ['Lucas Laurent', 'Photographe, prestations à la journée.'],
  ['Chloé Simon', ''],
  ['Nathan Michel', 'Livraisons en région parisienne.'],
  ['Manon Garcia', 'Comptabilité et facturation.'],
  ['Louis Roux', 'Apprenti, école le lundi.'],
  ['Inès Fournier', 'Service client (téléphone et e-mail).'],
  ['Gabriel Girard', ''],
  ['Jade Bonnet', 'Montage vidéo.'],
  ['Arthur Dupont', 'Stock et inventaires.'],
  ['Emma Lambert', 'Vente en boutique le week-end.'],
  ['Raphaël Fontaine', 'Partenariats et événements.'],
  ['Zoé Rousseau', 'Stagiaire marketing jusqu’en juin.'],
];

export const TASKS: [string, string][] = [
  ['Inventaire du stock', 'Compter les références du rayon principal et noter les écarts.'],
  ['Relancer les factures impayées', 'Clients à plus de 30 jours.'],
  ['Publier les photos de la nouvelle collection', 'Instagram et site web.'],
  ['Préparer la newsletter', 'Sélection des nouveautés du mois.'],
  ['Mettre à jour les prix en ligne', ''],
  ['Commander les emballages', 'Cartons moyens et papier de soie.'],
  ['Répondre aux avis clients', 'Google et Facebook.'],
  ['Nettoyer la vitrine', ''],
  ['Planifier le tournage vidéo', 'Réserver le studio et le matériel.'],
  ['Vérifier la caisse', 'Comparer avec le relevé du terminal de paiement.'],
  ['Organiser l’atelier découverte', 'Inscriptions, matériel et communication.'],
  ['Mettre à jour le planning', 'Congés et remplacements.'],
  ['Préparer les expéditions', 'Commandes du jour avant 15 h.'],
  ['Renouveler l’abonnement logiciel', ''],
  ['Former le nouvel apprenti', 'Procédures de caisse et de stock.'],
  ['Archiver les justificatifs', 'Dossier comptable du mois.'],
];

export const ROUTINE_TASKS: [string, Frequency][] = [
  ['Sauvegarde des fichiers clients', 'Hebdomadaire'],
  ['Rapprochement bancaire', 'Mensuel'],
  ['Point d’équipe', 'Bi-hebdomadaire'],
  ['Ouverture de la boutique', 'Journalier'],
  ['Déclaration de TVA', 'Trimestriel'],
  ['Renouvellement de l’assurance', 'Annuel'],
];

export const REVENUES: [string, string, number, number][] = [
  ['Abonnement', 'Abonnement mensuel membre', 9.9, 49.9],
  ['Pourboire', 'Pourboire client', 2, 20],
  ['Média Privé', 'Vente de contenu privé', 15, 120],
  ['Autre Revenu', 'Vente en boutique', 20, 450],
];

export const EXPENSES: [string, string, number, number][] = [
  ['Dépense Logiciel', 'Licence logiciel', 8, 90],
  ['Dépense Marketing', 'Campagne publicitaire', 30, 400],
  ['Autre Dépense', 'Fournitures', 5, 150],
];

export const SOURCES = ['Site web', 'Boutique', 'Instagram', 'Patreon', 'Virement', 'Carte bancaire', ''];

/** mulberry32: a tiny seeded generator, good enough for demo data. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}

export function demoBusiness(today: string, seed = 2024) {
  const random = randomSource(seed);
  const employees: DemoEmployee[] = EMPLOYEES.map(([name, notes], i) => ({
    name,
    notes,
    managerIndex: i % DEMO_MANAGERS.length,
  }));

  const tasks: DemoTask[] = [];
  for (let i = 0; i < 300; i += 1) {
    const offset = random.int(-150, 60);
    const dueDate = random.chance(0.1) ? null : addDays(today, offset);
    // Older tasks are mostly done; a few past ones stay open and show as overdue.
    const status: TaskStatus =
      offset < -14 ? (random.chance(0.85) ? 'Terminé' : random.pick(TASK_STATUSES)) : random.pick(TASK_STATUSES);
    const [title, description] = random.pick(TASKS);
    const createdDaysAgo = Math.max(0, -Math.min(offset, 0) + random.int(3, 30));
    tasks.push({
      title,
      description,
      dueDate,
      status,
      employeeIndex: random.chance(0.9) ? random.int(0, employees.length - 1) : null,
      frequency: null,
      createdAt: new Date(Date.now() - createdDaysAgo * 86_400_000 - random.int(0, 86_399) * 1000),
    });
  }
  for (const [title, frequency] of ROUTINE_TASKS) {
    tasks.push({
      title,
      description: 'Tâche routinière : la suivante est créée quand celle-ci est terminée.',
      dueDate: addDays(today, random.int(-2, 10)),
      status: random.pick(['À faire', 'En cours'] as const),
      employeeIndex: random.int(0, employees.length - 1),
      frequency,
      createdAt: new Date(Date.now() - random.int(1, 20) * 86_400_000),
    });
  }

  const transactions: DemoTransaction[] = [];
  for (let i = 0; i < 400; i += 1) {
    const revenue = random.chance(0.65);
    const [category, description, min, max] = random.pick(revenue ? REVENUES : EXPENSES);
    const cents = random.int(Math.round(min * 100), Math.round(max * 100));
    transactions.push({
      amount: ((revenue ? cents : -cents) / 100).toFixed(2),
      description,
      date: addDays(today, -random.int(0, 364)),
      category,
      employeeIndex: random.chance(0.4) ? random.int(0, employees.length - 1) : null,
      relatedSource: random.pick(SOURCES),
    });
  }
  return { employees, tasks, transactions };
}
