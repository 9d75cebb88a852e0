export type Role = 'Admin' | 'Manager' | 'Employé';

export const ROLES: readonly Role[] = ['Admin', 'Manager', 'Employé'];

/** Employé accounts exist but do not count as signed in to this application (spec.md §1). */
export const SIGNED_IN_ROLES: readonly Role[] = ['Admin', 'Manager'];

export const isSignedInRole = (role: string): boolean => (SIGNED_IN_ROLES as readonly string[]).includes(role);
