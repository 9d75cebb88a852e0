/** The employees screen's French texts (docs/product.md §2, §5, §8). */
export const employeeTexts = {
  empty: 'Aucun employé trouvé.',
  unassigned: 'Non assigné',
  confirmDelete: 'Êtes-vous sûr de vouloir supprimer cet employé ? Ceci supprimera aussi ses tâches liées !',
  loadFailed: 'Erreur lors du chargement des employés.',
  addFailed: "Erreur lors de l'ajout de l'employé.",
  updateFailed: "Erreur lors de la mise à jour de l'employé.",
  deleteFailed: "Erreur lors de la suppression de l'employé.",
  managersLoadFailed: 'Impossible de charger les managers.',
  detailNotFound: 'Employé introuvable.',
  detailLoadFailed: "Erreur lors du chargement de l'employé.",
  tasksTitle: 'Tâches',
  transactionsTitle: 'Transactions liées',
  noTransactions: 'Aucune transaction liée à cet employé.',
} as const;
