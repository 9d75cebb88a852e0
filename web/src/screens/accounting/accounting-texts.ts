const monthFormat = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** « novembre 2026 » for 2026-11. */
export const monthLabel = (period: string) => monthFormat.format(new Date(`${period}-01T00:00:00Z`));

export const accountingTexts = {
  title: 'Comptabilité',
  loadFailed: 'Impossible de charger la comptabilité.',
  closeTitle: 'Clôturer la période',
  closeMessage: (period: string) =>
    `Clôturer ${monthLabel(period)} ? Ses écritures ne pourront plus changer : une correction deviendra une nouvelle écriture dans une période ouverte. Une clôture ne s’annule pas.`,
  closed: (period: string) => `${monthLabel(period)} est clôturée.`,
  fecButton: 'Exporter le FEC',
  readOnly: 'Consultation seule : la clôture, l’export du FEC et les paramètres sont réservés aux Admins.',
  settingsSaved: 'Paramètres comptables enregistrés.',
};
