import { parseId } from '../../kernel/helpers/ids';
import type { RestRoutes } from '../../transports/http/rest';
import { body, listFilters, params, query } from '../../transports/http/rest';
import { MessageView } from '../../kernel/helpers/views';
import { PAGE_PARAMETERS, queryOf, searchParameter } from '../../transports/http/openapi/query-schemas';
import { exportEmployees } from './employee-export';
import {
  createEmployee,
  deleteEmployee,
  employeeQuery,
  getEmployee,
  listEmployees,
  updateEmployee,
} from './employees.service';
import { EmployeeInput, EmployeeView } from './employees.types';

const employees = { tag: 'Employés', access: 'staff' } as const;
const MANAGER_NOTE = "`manager_user_id` n'est pris en compte que pour un Admin.";
const SEARCH = { search: searchParameter('Partie du nom.') };

export function employeesRoutes(rest: RestRoutes) {
  rest.get('/api/employees', (ctx, req) => listEmployees(ctx, employeeQuery(query(req))), {
    ...employees,
    summary: 'Lister les employés',
    description: 'Par nom ; avec `search`, les noms qui commencent par le texte cherché viennent en premier.',
    query: queryOf(employeeQuery, { ...SEARCH, ...PAGE_PARAMETERS }),
    response: [EmployeeView],
    page: true,
  });
  rest.csv('/api/employees.csv', (ctx, req) => exportEmployees(ctx, employeeQuery(listFilters(req))), {
    ...employees,
    summary: 'Exporter les employés (CSV)',
    description: 'Colonnes : Nom, Manager Assigné, Notes, Date Création.',
    query: queryOf(employeeQuery, SEARCH),
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
