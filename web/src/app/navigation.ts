import type { Role } from '../lib/roles';

export interface NavEntry {
  /** Where the link goes. */
  path: string;
  label: string;
  roles: readonly Role[];
  /** The route that counts as this entry being the current page. */
  activePath: string;
}

const STAFF: readonly Role[] = ['Admin', 'Manager'];

/** The side navigation, in spec.md's order, then the signed-in user's own account. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { path: '/', activePath: '/dashboard', label: 'Tableau de Bord', roles: STAFF },
  { path: '/users', activePath: '/users', label: 'Utilisateurs', roles: ['Admin'] },
  { path: '/employees', activePath: '/employees', label: 'Employés', roles: STAFF },
  { path: '/tasks', activePath: '/tasks', label: 'Tâches', roles: STAFF },
  { path: '/financials', activePath: '/financials', label: 'Finances', roles: STAFF },
  { path: '/performance', activePath: '/performance', label: 'Performance', roles: STAFF },
  { path: '/settings', activePath: '/settings', label: 'Paramètres', roles: STAFF },
  { path: '/account', activePath: '/account', label: 'Mon compte', roles: STAFF },
];

export const navEntriesFor = (role: string): NavEntry[] => NAV_ENTRIES.filter((entry) => (entry.roles as readonly string[]).includes(role));
