import { parseId } from '../shared/ids';
import type { RestRoutes } from '../shared/rest';
import { body, params, query } from '../shared/rest';
import { createTask, deleteTask, getTask, listTasks, taskQuery, updateTask } from './tasks.service';

export function tasksRoutes(rest: RestRoutes) {
  rest.get('/api/tasks', (ctx, req) => listTasks(ctx, taskQuery(query(req))));
  rest.get('/api/tasks/:id', (ctx, req) => getTask(ctx, parseId(params(req).id)));
  rest.post('/api/tasks', (ctx, req) => createTask(ctx, body(req)), { status: 201 });
  rest.put('/api/tasks/:id', (ctx, req) => updateTask(ctx, parseId(params(req).id), body(req)));
  rest.delete('/api/tasks/:id', (ctx, req) => deleteTask(ctx, parseId(params(req).id)));
}
