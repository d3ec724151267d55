import { z } from 'zod';

/** SPEC §7 todo calls: paths and schemas shared by the client and the mock. */
export const TODO_PATHS = {
  tasks: '/api/apps/todo/tasks',
  create: '/api/apps/todo/tasks/',
  task: (id: number | string) => `/api/apps/todo/task/${id}`,
  /** Not in SPEC §7 (drag to reorder is an addition in FEATURES): moves a task before another one. */
  move: (id: number | string) => `/api/apps/todo/task/${id}/move`,
  tags: '/api/apps/todo/tags',
} as const;

import { TASK_TAGS, TODO_ROUTE_FILTERS, type TaskTagValue, type TodoFilter } from './todo.filters';

export { TASK_TAGS, type TaskTagValue, type TodoFilter } from './todo.filters';

export const TITLE_MAX = 10_000;
export const DESC_MAX = 50_000;

export const taskTagValueSchema = z.enum(TASK_TAGS);

export const taskSchema = z.object({
  id: z.number(),
  title: z.string(),
  desc: z.string(),
  isImportant: z.boolean(),
  isStarred: z.boolean(),
  tags: z.array(taskTagValueSchema),
  isCompleted: z.boolean(),
  isTrashed: z.boolean(),
});
export type Task = z.infer<typeof taskSchema>;

const tagSchema = z.object({
  id: z.number(),
  text: z.string(),
  value: taskTagValueSchema,
  color: z.enum(['primary', 'success', 'danger', 'warning', 'info']),
});
export type TaskTag = z.infer<typeof tagSchema>;

const taskFields = {
  title: z.string().trim().min(1).max(TITLE_MAX),
  desc: z.string().max(DESC_MAX),
  isImportant: z.boolean(),
  isStarred: z.boolean(),
  tags: z.array(taskTagValueSchema),
  isCompleted: z.boolean(),
  isTrashed: z.boolean(),
};

/** A new task: title required (trimmed), everything else optional with defaults. */
const taskInputSchema = z.object({
  title: z.string().trim().min(1).max(TITLE_MAX),
  desc: z.string().max(DESC_MAX).default(''),
  isImportant: z.boolean().default(false),
  isStarred: z.boolean().default(false),
  tags: z.array(taskTagValueSchema).default([]),
  isCompleted: z.boolean().default(false),
  isTrashed: z.boolean().default(false),
});
export type TaskInput = z.input<typeof taskInputSchema>;

export const createTaskRequestSchema = z.object({ task: taskInputSchema });
export const createTaskResponseSchema = z.object({ id: z.number() });

/** Update: any subset of the editable fields (a full task works too; its id is ignored). */
const taskPatchSchema = z.object(taskFields).partial().extend({ id: z.number().optional() });
export type TaskPatch = z.input<typeof taskPatchSchema>;
export const updateTaskRequestSchema = z.object({ task: taskPatchSchema });

/** Move: the task goes just before `before` in the one stored order (null: to the end). Every filtered list
 * shows that order, so dropping a task between two rows of any list puts it there in that list. */
export const moveTaskRequestSchema = z.object({ before: z.number().int().nullable() });

/** The store's move rule, shared so the optimistic reorder agrees with the server. Unknown ids: unchanged. */
export function moveBefore<T extends { id: number }>(list: readonly T[], id: number, before: number | null): T[] {
  const moving = list.find((item) => item.id === id);
  if (!moving || id === before) return [...list];
  const rest = list.filter((item) => item.id !== id);
  const at = before === null ? rest.length : rest.findIndex((item) => item.id === before);
  if (at < 0) return [...list];
  return [...rest.slice(0, at), moving, ...rest.slice(at)];
}

export const tasksResponseSchema = z.array(taskSchema);
export const tagsResponseSchema = z.array(tagSchema);

export function isTodoFilter(value: unknown): value is TodoFilter {
  return typeof value === 'string' && (TODO_ROUTE_FILTERS as readonly string[]).includes(value);
}

/** The filter rule (SPEC §7), shared so optimistic cache updates agree with the server. */
export function taskMatches(task: Task, filter: TodoFilter, q = ''): boolean {
  const inFilter =
    filter === 'trashed'
      ? task.isTrashed
      : !task.isTrashed &&
        (filter === 'all' ||
          (filter === 'starred' && task.isStarred) ||
          (filter === 'important' && task.isImportant) ||
          (filter === 'completed' && task.isCompleted) ||
          ((TASK_TAGS as readonly string[]).includes(filter) && task.tags.includes(filter as TaskTagValue)));
  if (!inFilter) return false;
  const needle = q.trim().toLocaleLowerCase();
  if (!needle) return true;
  return task.title.toLocaleLowerCase().includes(needle) || task.desc.toLocaleLowerCase().includes(needle);
}
