import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { USERS_PATHS, deletedSchema, managedUserSchema, userCreatedSchema, usersResponseSchema, type ManagedUser } from './users.contract';

const usersKeys = {
  all: ['user-management', 'users'] as const,
  detail: (id: number) => ['user-management', 'users', id] as const,
};

const usersQuery = () =>
  queryOptions({ queryKey: usersKeys.all, queryFn: ({ signal }) => request(USERS_PATHS.list, { schema: usersResponseSchema, signal }) });

const userQuery = (id: number) =>
  queryOptions({
    queryKey: usersKeys.detail(id),
    queryFn: ({ signal }) => request(USERS_PATHS.one(id), { schema: managedUserSchema, signal }),
  });

export const useUsers = () => useQuery(usersQuery());
export const useUser = (id: number | null) => useQuery({ ...userQuery(id ?? 0), enabled: id !== null });

/** Keeps list and detail caches in step after a write. */
function cacheWriters(qc: QueryClient) {
  return {
    put: (user: ManagedUser) => {
      qc.setQueryData(usersKeys.detail(user.id), user);
      qc.setQueryData<ManagedUser[]>(usersKeys.all, (list) => {
        if (!list) return list;
        const exists = list.some((u) => u.id === user.id);
        const next = exists ? list.map((u) => (u.id === user.id ? user : u)) : [...list, user];
        return next.sort((a, b) => b.id - a.id);
      });
    },
    drop: (id: number) => {
      qc.removeQueries({ queryKey: usersKeys.detail(id), exact: true });
      qc.setQueryData<ManagedUser[]>(usersKeys.all, (list) => list?.filter((u) => u.id !== id));
    },
    refresh: () => qc.invalidateQueries({ queryKey: usersKeys.all, exact: true }),
  };
}

function useCacheWriters() {
  return cacheWriters(useQueryClient());
}

/**
 * Undo re-creates the record under its old id. A plain function, not a hook, because the toast
 * that offers Undo outlives the page that deleted the user.
 */
export async function restoreUser(qc: QueryClient, user: ManagedUser): Promise<void> {
  await request(USERS_PATHS.create, { method: 'POST', body: { user }, schema: userCreatedSchema });
  cacheWriters(qc).put(user);
}

/** Deletes one or more users (one DELETE each); resolves with those that were deleted, rejects if none were. */
export function useDeleteUsers() {
  const cache = useCacheWriters();
  return useMutation({
    mutationFn: async (users: readonly ManagedUser[]) => {
      const results = await Promise.allSettled(
        users.map((u) => request(USERS_PATHS.one(u.id), { method: 'DELETE', schema: deletedSchema })),
      );
      users.forEach((u, i) => results[i]?.status === 'fulfilled' && cache.drop(u.id));
      const deleted = users.filter((_, i) => results[i]?.status === 'fulfilled');
      const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      // A 404 means another tab or click already deleted it: bring the list back in line.
      if (failure) void cache.refresh();
      if (deleted.length === 0) throw failure?.reason;
      return deleted;
    },
  });
}

export function useUpdateUser(id: number) {
  const cache = useCacheWriters();
  return useMutation({
    mutationFn: (patch: Partial<Omit<ManagedUser, 'id'>>) =>
      request(USERS_PATHS.one(id), { method: 'POST', body: { user: patch }, schema: managedUserSchema }),
    onSuccess: (user) => cache.put(user),
  });
}
