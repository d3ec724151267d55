import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { TABLES_PATHS, contactsResponseSchema, serverPageSchema, type ServerQuery } from './tables.contract';

const tablesKeys = {
  contacts: ['tables', 'contacts'] as const,
  users: (q: ServerQuery) => ['tables', 'users', q] as const,
};

const contactsQuery = () =>
  queryOptions({
    queryKey: tablesKeys.contacts,
    queryFn: ({ signal }) => request(TABLES_PATHS.contacts, { schema: contactsResponseSchema, signal }),
  });

export const useContacts = () => useQuery(contactsQuery());

/** One page of the server-side demo; the previous page stays on screen while the next one loads. */
export const useServerUsers = (q: ServerQuery) =>
  useQuery({
    queryKey: tablesKeys.users(q),
    queryFn: ({ signal }) => request(TABLES_PATHS.users, { schema: serverPageSchema, query: { ...q }, signal }),
    placeholderData: keepPreviousData,
  });
