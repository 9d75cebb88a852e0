import { type Orm, openOrm as openOrmWith } from '../kernel/database/orm';
import { entities } from './entities';

export { type Orm, migrate } from '../kernel/database/orm';

/** The ORM over every entity of the features, and its SQL pool (see kernel/database/orm.ts). */
export function openOrm(clientUrl: string): Promise<Orm> {
  return openOrmWith(clientUrl, entities);
}
