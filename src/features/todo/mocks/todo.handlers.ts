import { http } from 'msw';
import { api, fail, ok, readJson } from '@/mocks/http';
import {
  createTaskRequestSchema,
  isTodoFilter,
  moveBefore,
  moveTaskRequestSchema,
  taskMatches,
  updateTaskRequestSchema,
  type Task,
} from '../api/todo.contract';
import { TODO_TAGS, tasks } from './todo.seed';

const createTask = async ({ request }: { request: Request }) => {
  const body = createTaskRequestSchema.safeParse(await readJson(request));
  if (!body.success) return fail(400, 'A task needs a title');
  const task: Task = { ...body.data.task, id: tasks.nextId() };
  tasks.insert(task, 'start');
  return ok({ id: task.id }, 201);
};

export const handlers = [
  http.get(api('apps/todo/tasks'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    const filter = params.get('filter') || 'all';
    if (!isTodoFilter(filter)) return fail(400, 'Unknown filter');
    const q = (params.get('q') ?? '').slice(0, 200);
    return ok(tasks.all().filter((t) => taskMatches(t, filter, q)));
  }),

  http.get(api('apps/todo/tags'), () => ok(TODO_TAGS)),

  http.post(api('apps/todo/tasks/'), createTask),
  http.post(api('apps/todo/tasks'), createTask),

  http.post(api('apps/todo/task/:id'), async ({ params, request }) => {
    const id = Number(params.id);
    if (!Number.isInteger(id) || !tasks.find(id)) return fail(404, 'Not found');
    const body = updateTaskRequestSchema.safeParse(await readJson(request));
    if (!body.success) return fail(400, 'Invalid task');
    const { id: _ignored, ...patch } = body.data.task;
    const clean = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<Task>;
    return ok(tasks.update(id, clean));
  }),

  http.post(api('apps/todo/task/:id/move'), async ({ params, request }) => {
    const id = Number(params.id);
    if (!Number.isInteger(id) || !tasks.find(id)) return fail(404, 'Not found');
    const body = moveTaskRequestSchema.safeParse(await readJson(request));
    if (!body.success) return fail(400, 'Invalid move');
    const { before } = body.data;
    if (before !== null && !tasks.find(before)) return fail(400, 'Unknown task to move before');
    tasks.replaceAll(moveBefore(tasks.all(), id, before));
    return ok({ id });
  }),
];
