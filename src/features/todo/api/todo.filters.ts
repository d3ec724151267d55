// Plain constants (no zod): the route registry, part of the first load, reads TODO_ROUTE_FILTERS.
const TASK_FILTERS = ['all', 'starred', 'important', 'completed', 'trashed'] as const;
export const TASK_TAGS = ['frontend', 'backend', 'doc', 'bug'] as const;
export const TODO_ROUTE_FILTERS = [...TASK_FILTERS, ...TASK_TAGS] as const;

export type TaskTagValue = (typeof TASK_TAGS)[number];
export type TodoFilter = (typeof TODO_ROUTE_FILTERS)[number];
