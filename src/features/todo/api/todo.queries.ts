import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { refetchAfterLastMutation } from '@/lib/query-client';
import {
  TODO_PATHS,
  createTaskResponseSchema,
  moveBefore,
  tagsResponseSchema,
  taskMatches,
  taskSchema,
  tasksResponseSchema,
  type Task,
  type TaskInput,
  type TaskPatch,
  type TodoFilter,
} from './todo.contract';

const todoKeys = {
  all: ['todo'] as const,
  tasks: () => [...todoKeys.all, 'tasks'] as const,
  list: (filter: TodoFilter, q: string) => [...todoKeys.tasks(), filter, q] as const,
  tags: () => [...todoKeys.all, 'tags'] as const,
};

const fetchTasks = (filter: TodoFilter, q: string, signal?: AbortSignal) =>
  request(TODO_PATHS.tasks, { query: { filter, q }, schema: tasksResponseSchema, signal });

export function useTasks(filter: TodoFilter, q: string) {
  return useQuery({
    queryKey: todoKeys.list(filter, q),
    queryFn: ({ signal }) => fetchTasks(filter, q, signal),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === filter ? previous : undefined),
  });
}

export function useTags() {
  return useQuery({
    queryKey: todoKeys.tags(),
    queryFn: ({ signal }) => request(TODO_PATHS.tags, { schema: tagsResponseSchema, signal }),
    staleTime: Infinity,
  });
}

type ListKey = ReturnType<typeof todoKeys.list>;
type Snapshot = [readonly unknown[], Task[] | undefined][];

/** Applies a change to every cached list, keeping each list true to its own filter. */
function patchLists(client: QueryClient, id: number, patch: Partial<Task>): Snapshot {
  const snapshot = client.getQueriesData<Task[]>({ queryKey: todoKeys.tasks() });
  const current = snapshot.flatMap(([, list]) => list ?? []).find((t) => t.id === id);
  if (!current) return snapshot;
  const next = { ...current, ...patch };
  for (const [key, list] of snapshot) {
    if (!list) continue;
    const [, , filter, q] = key as ListKey;
    const has = list.some((t) => t.id === id);
    const keep = taskMatches(next, filter, q);
    if (has && keep)
      client.setQueryData(
        key,
        list.map((t) => (t.id === id ? next : t)),
      );
    else if (has)
      client.setQueryData(
        key,
        list.filter((t) => t.id !== id),
      );
  }
  return snapshot;
}

const restore = (client: QueryClient, snapshot: Snapshot | undefined) => snapshot?.forEach(([key, data]) => client.setQueryData(key, data));

/** Optimistic update of one task (toggles, edit, trash, restore); rolls back on failure. */
export function useUpdateTask() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: todoKeys.tasks(),
    mutationFn: ({ id, patch }: { id: number; patch: TaskPatch }) =>
      request(TODO_PATHS.task(id), { method: 'POST', body: { task: patch }, schema: taskSchema }),
    onMutate: async ({ id, patch }) => {
      await client.cancelQueries({ queryKey: todoKeys.tasks() });
      return { snapshot: patchLists(client, id, patch as Partial<Task>) };
    },
    onError: (_error, _vars, context) => restore(client, context?.snapshot),
    onSettled: () => refetchAfterLastMutation(client, todoKeys.tasks(), todoKeys.tasks()),
  });
}

/**
 * Drag to reorder: the lists that hold both tasks take the new order at once (each list shows the one stored
 * order); the others refetch when the move has settled. Rolls back on failure.
 */
export function useMoveTask() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: todoKeys.tasks(),
    mutationFn: ({ id, before }: { id: number; before: number | null }) =>
      request(TODO_PATHS.move(id), { method: 'POST', body: { before }, schema: createTaskResponseSchema }),
    onMutate: async ({ id, before }) => {
      await client.cancelQueries({ queryKey: todoKeys.tasks() });
      const snapshot: Snapshot = client.getQueriesData<Task[]>({ queryKey: todoKeys.tasks() });
      for (const [key, list] of snapshot) {
        if (list?.some((t) => t.id === id) && (before === null || list.some((t) => t.id === before)))
          client.setQueryData(key, moveBefore(list, id, before));
      }
      return { snapshot };
    },
    onError: (_error, _vars, context) => restore(client, context?.snapshot),
    onSettled: () => refetchAfterLastMutation(client, todoKeys.tasks(), todoKeys.tasks()),
  });
}

export function useCreateTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (task: TaskInput) => request(TODO_PATHS.create, { method: 'POST', body: { task }, schema: createTaskResponseSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: todoKeys.tasks() }),
  });
}
