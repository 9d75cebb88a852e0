import { ADMIN_ROLES, type Role, STAFF_ROLES } from '@pilotage/domain';

export interface NavEntry {
  /** Where the link goes. */
  path: string;
  label: string;
  roles: readonly Role[];
  /** The route that counts as this entry being the current page. */
  activePath: string;
}

/** The side navigation, in the specification's order, then the signed-in user's own account. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { path: '/', activePath: '/dashboard', label: 'Tableau de Bord', roles: STAFF_ROLES },
  { path: '/users', activePath: '/users', label: 'Utilisateurs', roles: ADMIN_ROLES },
  { path: '/employees', activePath: '/employees', label: 'Employés', roles: STAFF_ROLES },
  { path: '/tasks', activePath: '/tasks', label: 'Tâches', roles: STAFF_ROLES },
  { path: '/financials', activePath: '/financials', label: 'Finances', roles: STAFF_ROLES },
  { path: '/bank', activePath: '/bank', label: 'Banque', roles: STAFF_ROLES },
  { path: '/invoices', activePath: '/invoices', label: 'Factures', roles: STAFF_ROLES },
  {
    path: '/supplier-invoices',
    activePath: '/supplier-invoices',
    label: 'Factures fournisseurs',
    roles: STAFF_ROLES,
  },
  { path: '/performance', activePath: '/performance', label: 'Performance', roles: STAFF_ROLES },
  { path: '/accounting', activePath: '/accounting', label: 'Comptabilité', roles: STAFF_ROLES },
  { path: '/settings', activePath: '/settings', label: 'Paramètres', roles: STAFF_ROLES },
  { path: '/audit-log', activePath: '/audit-log', label: "Journal d'activité", roles: ADMIN_ROLES },
  { path: '/account', activePath: '/account', label: 'Mon compte', roles: STAFF_ROLES },
];

export const navEntriesFor = (role: string): NavEntry[] =>
  NAV_ENTRIES.filter((entry) => (entry.roles as readonly string[]).includes(role));
