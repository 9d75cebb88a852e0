import { type CsvColumn, csvDay } from '@pilotage/domain';
import type { Context } from '../../kernel/context/context';
import { Params, dayIn } from '../../kernel/database/sql';
import { STAFF, requireRole } from '../../kernel/context/access';
import type { CsvExport } from '../../kernel/database/csv-export-query';
import { type EmployeeQuery, employeeListClauses } from './employees.service';

interface EmployeeLine {
  name: string;
  managerUsername: string | null;
  notes: string;
  createdDay: string;
}

const COLUMNS: CsvColumn<EmployeeLine>[] = [
  { header: 'Nom', value: (row) => row.name },
  { header: 'Manager Assigné', value: (row) => row.managerUsername ?? 'Non assigné' },
  { header: 'Notes', value: (row) => row.notes },
  { header: 'Date Création', value: (row) => csvDay(row.createdDay) },
];

/** « Employés_<jour>.csv »: every employee of the list's search, in its order. */
export function exportEmployees(
  ctx: Context,
  filters: Omit<EmployeeQuery, 'limit' | 'offset'>,
): CsvExport<EmployeeLine> {
  requireRole(ctx, STAFF);
  const { where, orderBy } = employeeListClauses(filters.search);
  const params = new Params(where.values);
  const sql = `
    select e.name, u.username as "managerUsername", e.notes,
           ${dayIn('e.created_at', params.bind(ctx.deps.config.timezone))} as "createdDay"
      from employees e left join users u on u.id = e.manager_user_id
     ${where.sql} ${orderBy}`;
  return { name: 'Employés', columns: COLUMNS, sql, values: params.values };
}
