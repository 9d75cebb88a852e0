import DataLoader from 'dataloader';
import type { Context } from '../../kernel/context/context';
import { employeesByIds } from './employees.service';
import type { EmployeeView } from './employees.types';

// One loader per request context: GraphQL fields asking for employees in the same tick share one query.
const loaders = new WeakMap<Context, DataLoader<number, EmployeeView | null>>();

export function employeeLoader(ctx: Context): DataLoader<number, EmployeeView | null> {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids) => {
      const found = new Map((await employeesByIds(ctx.em, ids)).map((employee) => [employee.id, employee]));
      return ids.map((id) => found.get(id) ?? null);
    });
    loaders.set(ctx, loader);
  }
  return loader;
}
