import { SORT_ORDERS, TASK_SORTS, TASK_STATUSES } from '@pilotage/domain';
import { parseId } from '../../kernel/helpers/ids';
import type { RestRoutes } from '../../transports/http/rest';
import { body, listFilters, params, query } from '../../transports/http/rest';
import { MessageView } from '../../kernel/helpers/views';
import {
  PAGE_PARAMETERS,
  choiceParameter,
  idParameter,
  queryOf,
  searchParameter,
} from '../../transports/http/openapi/query-schemas';
import { exportTasks } from './task-export';
import { createTask, deleteTask, getTask, listTasks, taskQuery, updateTask } from './tasks.service';
import { CreateTaskInput, TaskView, UpdateTaskInput } from './tasks.types';

const tasks = { tag: 'Tâches', access: 'staff' } as const;
// The list's filters and sort, which its export takes too.
const FILTERS = {
  status: choiceParameter(TASK_STATUSES, 'Seulement les tâches de ce statut.'),
  assigned_employee_id: idParameter('Seulement les tâches de cet employé.'),
  q: searchParameter('Partie du titre ou de la description.'),
  sort_by: choiceParameter(TASK_SORTS, 'Colonne de tri.'),
  order: choiceParameter(SORT_ORDERS, 'Sens du tri.'),
};

export function tasksRoutes(rest: RestRoutes) {
  rest.get('/api/tasks', (ctx, req) => listTasks(ctx, taskQuery(query(req))), {
    ...tasks,
    summary: 'Lister les tâches',
    query: queryOf(taskQuery, { ...FILTERS, ...PAGE_PARAMETERS }),
    response: [TaskView],
    page: true,
  });
  rest.csv('/api/tasks.csv', (ctx, req) => exportTasks(ctx, taskQuery(listFilters(req))), {
    ...tasks,
    summary: 'Exporter les tâches (CSV)',
    description: 'Colonnes : Titre, Assigné à, Date d’échéance, Statut, En retard, Créée le.',
    query: queryOf(taskQuery, FILTERS),
  });
  rest.get('/api/tasks/:id', (ctx, req) => getTask(ctx, parseId(params(req).id)), {
    ...tasks,
    summary: 'Lire une tâche',
    response: TaskView,
  });
  rest.post('/api/tasks', (ctx, req) => createTask(ctx, body(req)), {
    ...tasks,
    summary: 'Créer une tâche',
    description: 'La fréquence est obligatoire pour une tâche routinière, et ignorée sinon.',
    body: CreateTaskInput,
    response: TaskView,
    status: 201,
  });
  rest.put('/api/tasks/:id', (ctx, req) => updateTask(ctx, parseId(params(req).id), body(req)), {
    ...tasks,
    summary: 'Modifier une tâche',
    description:
      'Un champ absent garde sa valeur : `{"status": "Terminé"}` seul termine la tâche. Une tâche routinière qui devient Terminé crée sa prochaine occurrence, une seule fois.',
    body: UpdateTaskInput,
    response: TaskView,
  });
  rest.delete('/api/tasks/:id', (ctx, req) => deleteTask(ctx, parseId(params(req).id)), {
    ...tasks,
    summary: 'Supprimer une tâche',
    response: MessageView,
  });
}
