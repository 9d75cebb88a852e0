/** The activity journal's French texts. */
export const auditTexts = {
  title: "Journal d'activité",
  empty: 'Aucune activité pour ces filtres.',
  historyEmpty: 'Aucune activité enregistrée pour cet élément.',
  loadFailed: "Erreur lors du chargement du journal d'activité.",
  actorsLoadFailed: 'Impossible de charger les utilisateurs.',
  history: 'Historique',
  openInJournal: 'Voir dans le journal',
  close: 'Fermer',
  everyone: 'Tous les utilisateurs',
  all: 'Tous',
} as const;
