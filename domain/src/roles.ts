/** The three roles of docs/product.md §3, in the order the screens list them. */
export const ROLES = ['Admin', 'Manager', 'Employé'] as const;
export type Role = (typeof ROLES)[number];

/** Who counts as signed in (docs/product.md §1): an Employé account may sign in but is not let into the application. */
export const STAFF_ROLES: readonly Role[] = ['Admin', 'Manager'];
export const ADMIN_ROLES: readonly Role[] = ['Admin'];

/** A user created from the users screen without a role; a registration with a sign-up token makes a Manager. */
export const DEFAULT_ROLE: Role = 'Employé';
export const REGISTERED_ROLE: Role = 'Manager';

export const isStaffRole = (role: string): boolean => (STAFF_ROLES as readonly string[]).includes(role);
