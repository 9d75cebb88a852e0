import { parseId } from '../shared/ids';
import { pageRequest } from '../shared/pagination';
import type { RestRoutes } from '../shared/rest';
import { body, params, query } from '../shared/rest';
import { MessageView } from '../shared/views';
import { PAGE_PARAMETERS, queryOf } from '../openapi/query-schemas';
import { createEmployee, deleteEmployee, getEmployee, listEmployees, updateEmployee } from './employees.service';
import { EmployeeInput, EmployeeView } from './employees.types';

const employees = { tag: 'Employés', access: 'staff' } as const;
const MANAGER_NOTE = "`manager_user_id` n'est pris en compte que pour un Admin.";

export function employeesRoutes(rest: RestRoutes) {
  rest.get('/api/employees', (ctx, req) => listEmployees(ctx, pageRequest(query(req))), {
    ...employees,
    summary: 'Lister les employés',
    query: queryOf(pageRequest, PAGE_PARAMETERS),
    response: [EmployeeView],
    page: true,
  });
  rest.get('/api/employees/:id', (ctx, req) => getEmployee(ctx, parseId(params(req).id)), {
    ...employees,
    summary: 'Lire un employé',
    response: EmployeeView,
  });
  rest.post('/api/employees', (ctx, req) => createEmployee(ctx, body(req)), {
    ...employees,
    summary: 'Créer un employé',
    description: MANAGER_NOTE,
    body: EmployeeInput,
    response: EmployeeView,
    status: 201,
  });
  rest.put('/api/employees/:id', (ctx, req) => updateEmployee(ctx, parseId(params(req).id), body(req)), {
    ...employees,
    summary: 'Modifier un employé',
    description: MANAGER_NOTE,
    body: EmployeeInput,
    response: EmployeeView,
  });
  rest.delete('/api/employees/:id', (ctx, req) => deleteEmployee(ctx, parseId(params(req).id)), {
    ...employees,
    summary: 'Supprimer un employé',
    description: 'Supprime aussi ses tâches et détache ses transactions, en une seule transaction.',
    response: MessageView,
  });
}
