import { type CsvColumn, csvDay } from '@pilotage/domain';
import type { Context } from '../../kernel/context/context';
import { Params, dayIn } from '../../kernel/database/sql';
import { ADMIN, requireRole } from '../../kernel/context/access';
import type { CsvExport } from '../../kernel/database/csv-export-query';
import { type UserQuery, userListClauses } from './users.service';

interface UserLine {
  id: number;
  username: string;
  email: string;
  role: string;
  createdDay: string;
}

// The columns of the users table.
const COLUMNS: CsvColumn<UserLine>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: "Nom d'utilisateur", value: (row) => row.username },
  { header: 'Email', value: (row) => row.email },
  { header: 'Rôle', value: (row) => row.role },
  { header: 'Date de création', value: (row) => csvDay(row.createdDay) },
];

/** « Utilisateurs_<jour>.csv »: every account of the list's filters, in its order (Admin only). */
export function exportUsers(ctx: Context, filters: Omit<UserQuery, 'limit' | 'offset'>): CsvExport<UserLine> {
  requireRole(ctx, ADMIN);
  const { where, orderBy } = userListClauses(filters);
  const params = new Params(where.values);
  const sql = `
    select u.id, u.username, u.email, u.role,
           ${dayIn('u.created_at', params.bind(ctx.deps.config.timezone))} as "createdDay"
      from users u
     ${where.sql} ${orderBy}`;
  return { name: 'Utilisateurs', columns: COLUMNS, sql, values: params.values };
}
