import { TODO_PATHS, tagsResponseSchema, taskSchema, tasksResponseSchema, type Task } from '../api/todo.contract';
import { seedTasks } from './todo.seed';

const url = (path: string) => `http://localhost${path}`;
const getTasks = async (query = '') => {
  const res = await fetch(url(`${TODO_PATHS.tasks}${query}`));
  return { status: res.status, body: (await res.json()) as Task[] };
};
const post = (path: string, body: unknown) =>
  fetch(url(path), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('todo mock API', () => {
  it('seeds the same tasks every time', () => {
    expect(seedTasks()).toEqual(seedTasks());
    expect(seedTasks().length).toBeGreaterThanOrEqual(20);
  });

  it('GET tasks without a filter lists every non-trashed task', async () => {
    const { status, body } = await getTasks();
    expect(status).toBe(200);
    expect(tasksResponseSchema.parse(body).length).toBeGreaterThan(0);
    expect(body.every((t) => !t.isTrashed)).toBe(true);
  });

  it.each(['all', 'starred', 'important', 'completed'] as const)(
    'filter=%s excludes trashed tasks and applies its flag',
    async (filter) => {
      const { status, body } = await getTasks(`?filter=${filter}`);
      expect(status).toBe(200);
      expect(body.length).toBeGreaterThan(0);
      expect(body.every((t) => !t.isTrashed)).toBe(true);
      if (filter === 'starred') expect(body.every((t) => t.isStarred)).toBe(true);
      if (filter === 'important') expect(body.every((t) => t.isImportant)).toBe(true);
      if (filter === 'completed') expect(body.every((t) => t.isCompleted)).toBe(true);
    },
  );

  it('filter=trashed lists only trashed tasks', async () => {
    const { body } = await getTasks('?filter=trashed');
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((t) => t.isTrashed)).toBe(true);
  });

  it.each(['frontend', 'backend', 'doc', 'bug'] as const)('filter=%s lists tasks carrying that tag', async (tag) => {
    const { body } = await getTasks(`?filter=${tag}`);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((t) => t.tags.includes(tag) && !t.isTrashed)).toBe(true);
  });

  it('q matches title and description, case-insensitively, within the filter', async () => {
    const byTitle = await getTasks('?filter=all&q=RELEASE%20notes');
    expect(byTitle.body.map((t) => t.title)).toEqual(['Write release notes for v2.4']);
    const byDesc = await getTasks('?filter=all&q=back-off');
    expect(byDesc.body.map((t) => t.title)).toEqual(['Document the webhook retry policy']);
    expect((await getTasks('?filter=all&q=zzzz-nothing')).body).toEqual([]);
  });

  it('rejects an unknown filter with 400', async () => {
    expect((await fetch(url(`${TODO_PATHS.tasks}?filter=nope`))).status).toBe(400);
  });

  it('GET tags returns the four coloured tags', async () => {
    const res = await fetch(url(TODO_PATHS.tags));
    expect(res.status).toBe(200);
    const tags = tagsResponseSchema.parse(await res.json());
    expect(tags.map((t) => t.value)).toEqual(['frontend', 'backend', 'doc', 'bug']);
  });

  it('POST tasks/ creates a task on top with 201 {id}', async () => {
    const res = await post(TODO_PATHS.create, { task: { title: '  Ship it  ', tags: ['bug'], isStarred: true } });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(id).toBe(seedTasks().length + 1);
    const { body } = await getTasks('?filter=all');
    expect(body[0]).toEqual({
      id,
      title: 'Ship it',
      desc: '',
      isImportant: false,
      isStarred: true,
      tags: ['bug'],
      isCompleted: false,
      isTrashed: false,
    });
  });

  it('POST tasks/ without a title, or with a bad body, is 400', async () => {
    expect((await post(TODO_PATHS.create, { task: { title: '   ' } })).status).toBe(400);
    expect((await post(TODO_PATHS.create, { nope: 1 })).status).toBe(400);
    expect((await post(TODO_PATHS.create, { task: { title: 'x', tags: ['unknown'] } })).status).toBe(400);
  });

  it('POST task/{id} updates only the given fields and returns the task', async () => {
    const before = seedTasks()[0] as Task;
    const res = await post(TODO_PATHS.task(before.id), { task: { isCompleted: !before.isCompleted } });
    expect(res.status).toBe(200);
    const updated = taskSchema.parse(await res.json());
    expect(updated).toEqual({ ...before, isCompleted: !before.isCompleted });
  });

  it('POST task/{id} moves a task to and from the trash', async () => {
    await post(TODO_PATHS.task(1), { task: { isTrashed: true } });
    expect((await getTasks('?filter=trashed')).body.some((t) => t.id === 1)).toBe(true);
    expect((await getTasks('?filter=all')).body.some((t) => t.id === 1)).toBe(false);
    await post(TODO_PATHS.task(1), { task: { isTrashed: false } });
    expect((await getTasks('?filter=all')).body.some((t) => t.id === 1)).toBe(true);
  });

  it('POST task/{id} is 404 for an unknown id and 400 for a bad body', async () => {
    expect((await post(TODO_PATHS.task(9999), { task: { isStarred: true } })).status).toBe(404);
    expect((await post(TODO_PATHS.task('abc'), { task: { isStarred: true } })).status).toBe(404);
    expect((await post(TODO_PATHS.task(1), { task: { title: '' } })).status).toBe(400);
  });

  it('POST task/{id}/move puts the task before another in every list, or last with before: null', async () => {
    const ids = async (query = '') => (await getTasks(query)).body.map((t) => t.id);
    const [first, second, third] = await ids();
    expect((await post(TODO_PATHS.move(third!), { before: first })).status).toBe(200);
    expect((await ids()).slice(0, 3)).toEqual([third, first, second]);
    await post(TODO_PATHS.move(third!), { before: null });
    expect((await ids()).at(-1)).toBe(third);
    // The order is the same one for every filter: a reload of any list shows it.
    const starred = await ids('?filter=starred');
    expect(starred.length).toBeGreaterThan(1);
    await post(TODO_PATHS.move(starred.at(-1)!), { before: starred[0]! });
    expect((await ids('?filter=starred'))[0]).toBe(starred.at(-1));
  });

  it('POST task/{id}/move is 404 for an unknown task and 400 for a bad or unknown target, changing nothing', async () => {
    const before = (await getTasks()).body.map((t) => t.id);
    expect((await post(TODO_PATHS.move(9999), { before: 1 })).status).toBe(404);
    expect((await post(TODO_PATHS.move(1), { before: 9999 })).status).toBe(400);
    expect((await post(TODO_PATHS.move(1), { before: 'x' })).status).toBe(400);
    expect((await post(TODO_PATHS.move(1), {})).status).toBe(400);
    expect((await getTasks()).body.map((t) => t.id)).toEqual(before);
  });
});
