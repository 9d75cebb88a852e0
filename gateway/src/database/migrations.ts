import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000_initial } from '../../migrations/Migration20261122000000_initial';
import { Migration20261122010000_notifications } from '../../migrations/Migration20261122010000_notifications';
import { Migration20261123000000_hardening } from '../../migrations/Migration20261123000000_hardening';

/** Committed migrations in the order they apply. Add new ones at the end. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122000000_initial', class: Migration20261122000000_initial },
  { name: 'Migration20261122010000_notifications', class: Migration20261122010000_notifications },
  { name: 'Migration20261123000000_hardening', class: Migration20261123000000_hardening },
];
