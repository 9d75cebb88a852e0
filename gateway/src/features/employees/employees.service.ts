import type { EntityManager } from '@mikro-orm/postgresql';
import { STAFF_ROLES, messages, apiMessages } from '@pilotage/domain';
import type { Actor, Context } from '../../kernel/context/context';
import { auditedRetryingTransaction } from '../../kernel/journal/audit-actor';
import { Conditions, Params, isoTimestamp, pageClause, query } from '../../kernel/database/sql';
import { STAFF, requireRole } from '../../kernel/context/access';
import { badInput, notFound } from '../../kernel/helpers/errors';
import { type Page, type PageRequest, pageRequest } from '../../kernel/helpers/pagination';
import { TextSearch, searchParam } from '../../kernel/database/search';
import { validated } from '../../kernel/helpers/validation';
import { User } from '../users/user.entity';
import type { MessageView } from '../../kernel/helpers/views';
import { Employee } from './employee.entity';
import { EmployeeInput, type EmployeeView } from './employees.types';

export const EMPLOYEE_NOT_FOUND = apiMessages.employeeNotFound;

const SELECT_EMPLOYEES = `
  select e.id, e.name, e.notes, e.manager_user_id as "managerUserId", u.username as "managerUsername",
         ${isoTimestamp('e.created_at')} as "createdAt"
    from employees e left join users u on u.id = e.manager_user_id`;

/** Employees by id, in the order of `ids` (missing ones left out): one query for any number. */
export async function employeesByIds(em: EntityManager, ids: readonly number[]): Promise<EmployeeView[]> {
  if (ids.length === 0) return [];
  const rows = await query<EmployeeView>(em, `${SELECT_EMPLOYEES} where e.id = any($1::int[])`, [ids]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A reference to an existing employee for a task or transaction, or null; an unknown id is a 400. */
export async function employeeReference(
  em: EntityManager,
  id: number | null | undefined,
  unknownMessage: string,
): Promise<Employee | null> {
  if (id === undefined || id === null) return null;
  const found = await query<{ id: number }>(em, 'select id from employees where id = $1', [id]);
  if (found.length === 0) throw badInput(unknownMessage);
  return em.getReference(Employee, id);
}

async function employeeView(em: EntityManager, id: number): Promise<EmployeeView> {
  const [view] = await employeesByIds(em, [id]);
  if (!view) throw notFound(EMPLOYEE_NOT_FOUND);
  return view;
}

export interface EmployeeQuery extends PageRequest {
  /** Part of the name, case and accents ignored. */
  search?: string;
}

/** The search and page from a query string or GraphQL arguments. */
export function employeeQuery(raw: Record<string, unknown>): EmployeeQuery {
  return { search: searchParam(raw.search, 'search'), ...pageRequest(raw) };
}

/** The filter and order of the employee list (shared with its export): by name, names starting with the search first. */
export function employeeListClauses(search: string | undefined): { where: Conditions; orderBy: string } {
  const where = new Conditions();
  if (search === undefined) return { where, orderBy: 'order by lower(e.name), e.id' };
  const text = new TextSearch(where, search);
  where.add(text.matches('e.name'));
  return { where, orderBy: `order by ${text.startsWith('e.name')} desc, lower(e.name), e.id` };
}

export async function listEmployees(ctx: Context, page: EmployeeQuery): Promise<Page<EmployeeView>> {
  requireRole(ctx, STAFF);
  const { where, orderBy } = employeeListClauses(page.search);
  const list = new Params(where.values);
  const listSql = `${SELECT_EMPLOYEES} ${where.sql} ${orderBy} ${pageClause(list, page)}`;
  const [items, [{ total }]] = await Promise.all([
    query<EmployeeView>(ctx.em, listSql, list.values),
    query<{ total: number }>(ctx.em, `select count(*)::int as total from employees e ${where.sql}`, where.values),
  ]);
  return { items, total };
}

export async function getEmployee(ctx: Context, id: number): Promise<EmployeeView> {
  requireRole(ctx, STAFF);
  return employeeView(ctx.em, id);
}

/** The manager to store: only an Admin chooses one, and it must be an Admin or Manager account. */
async function chosenManager(
  em: EntityManager,
  actor: Actor,
  managerUserId: number | null | undefined,
): Promise<User | null | undefined> {
  if (actor.role !== 'Admin' || managerUserId === undefined) return undefined;
  if (managerUserId === null) return null;
  const manager = await em.findOne(User, { id: managerUserId, role: { $in: [...STAFF_ROLES] } });
  if (manager === null) throw badInput(messages.managerInvalid);
  return manager;
}

export async function createEmployee(ctx: Context, raw: unknown): Promise<EmployeeView> {
  const actor = requireRole(ctx, STAFF);
  const input = await validated(EmployeeInput, raw);
  return auditedRetryingTransaction(ctx, async (em) => {
    const employee = em.create(Employee, {
      name: input.name.trim(),
      notes: input.notes?.trim() ?? '',
      manager: (await chosenManager(em, actor, input.managerUserId)) ?? null,
    });
    await em.flush();
    return employeeView(em, employee.id);
  });
}

export async function updateEmployee(ctx: Context, id: number, raw: unknown): Promise<EmployeeView> {
  const actor = requireRole(ctx, STAFF);
  const input = await validated(EmployeeInput, raw);
  return auditedRetryingTransaction(ctx, async (em) => {
    const employee = await em.findOne(Employee, { id });
    if (employee === null) throw notFound(EMPLOYEE_NOT_FOUND);
    employee.name = input.name.trim();
    if (typeof input.notes === 'string') employee.notes = input.notes.trim();
    const manager = await chosenManager(em, actor, input.managerUserId);
    if (manager !== undefined) employee.manager = manager;
    await em.flush();
    return employeeView(em, id);
  });
}

/** Deletes the employee with its tasks; its transactions stay, no longer linked. All or nothing. */
export async function deleteEmployee(ctx: Context, id: number): Promise<MessageView> {
  requireRole(ctx, STAFF);
  await auditedRetryingTransaction(ctx, async (em) => {
    await query(em, 'update financial_transactions set related_employee_id = null where related_employee_id = $1', [
      id,
    ]);
    await query(em, 'delete from tasks where assigned_employee_id = $1', [id]);
    const deleted = await query<{ id: number }>(em, 'delete from employees where id = $1 returning id', [id]);
    if (deleted.length === 0) throw notFound(EMPLOYEE_NOT_FOUND);
  });
  return { message: apiMessages.employeeDeleted };
}
