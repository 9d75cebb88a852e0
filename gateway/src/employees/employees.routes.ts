import { parseId } from '../shared/ids';
import { pageRequest } from '../shared/pagination';
import type { RestRoutes } from '../shared/rest';
import { body, params, query } from '../shared/rest';
import { createEmployee, deleteEmployee, getEmployee, listEmployees, updateEmployee } from './employees.service';

export function employeesRoutes(rest: RestRoutes) {
  rest.get('/api/employees', (ctx, req) => listEmployees(ctx, pageRequest(query(req))));
  rest.get('/api/employees/:id', (ctx, req) => getEmployee(ctx, parseId(params(req).id)));
  rest.post('/api/employees', (ctx, req) => createEmployee(ctx, body(req)), { status: 201 });
  rest.put('/api/employees/:id', (ctx, req) => updateEmployee(ctx, parseId(params(req).id), body(req)));
  rest.delete('/api/employees/:id', (ctx, req) => deleteEmployee(ctx, parseId(params(req).id)));
}
