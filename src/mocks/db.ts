import type { z } from 'zod';

/**
 * The mock API's in-memory store: typed collections seeded deterministically. In the browser,
 * changes persist to localStorage (validated on read, so a corrupt copy means the seed) until
 * `resetDb()` ("reset demo data") restores every seed.
 */
type Id = string | number;
const PREFIX = 'tessera.mockdb.v1.';

interface Persistence {
  load: (name: string) => string | null;
  save: (name: string, value: string) => void;
  remove: (name: string) => void;
}

let persistence: Persistence | null = null;
const registry = new Map<string, { reset: () => void; reload: () => void }>();

export function enablePersistence(storage: Storage): void {
  persistence = {
    load: (name) => {
      try {
        return storage.getItem(PREFIX + name);
      } catch {
        return null;
      }
    },
    save: (name, value) => {
      try {
        storage.setItem(PREFIX + name, value);
      } catch {
        /* quota: the change stays in memory for this visit */
      }
    },
    remove: (name) => {
      try {
        storage.removeItem(PREFIX + name);
      } catch {
        /* nothing to remove */
      }
    },
  };
  registry.forEach((c) => c.reload());
}

export interface Collection<T extends { id: Id }> {
  all: () => T[];
  find: (id: Id) => T | undefined;
  insert: (item: T, position?: 'start' | 'end') => T;
  update: (id: Id, patch: Partial<T>) => T | undefined;
  remove: (id: Id) => boolean;
  replaceAll: (items: T[]) => void;
  nextId: () => number;
}

/** `schema` validates a persisted copy; `seed` must be deterministic (see random.ts). */
export function collection<T extends { id: Id }>(name: string, schema: z.ZodType<T[]>, seed: () => T[]): Collection<T> {
  let items: T[] | null = null;
  const load = (): T[] => {
    const raw = persistence?.load(name);
    if (raw) {
      try {
        const parsed = schema.safeParse(JSON.parse(raw));
        if (parsed.success) return parsed.data;
      } catch {
        /* corrupt copy: fall through to the seed */
      }
      persistence?.remove(name);
    }
    return seed();
  };
  const data = () => (items ??= load());
  const save = () => persistence?.save(name, JSON.stringify(items));
  const same = (a: Id, b: Id) => String(a) === String(b);

  registry.set(name, {
    reset: () => {
      persistence?.remove(name);
      items = null;
    },
    reload: () => {
      items = null;
    },
  });

  return {
    all: () => data(),
    find: (id) => data().find((i) => same(i.id, id)),
    insert: (item, position = 'end') => {
      items = position === 'start' ? [item, ...data()] : [...data(), item];
      save();
      return item;
    },
    update: (id, patch) => {
      let updated: T | undefined;
      items = data().map((i) => (same(i.id, id) ? (updated = { ...i, ...patch, id: i.id }) : i));
      if (updated) save();
      return updated;
    },
    remove: (id) => {
      const before = data().length;
      items = data().filter((i) => !same(i.id, id));
      const removed = items.length !== before;
      if (removed) save();
      return removed;
    },
    replaceAll: (next) => {
      items = next;
      save();
    },
    nextId: () => data().reduce((max, i) => Math.max(max, Number(i.id) || 0), 0) + 1,
  };
}

/** A single persisted value (e.g. a profile or settings object). */
export function record<T>(name: string, schema: z.ZodType<T>, seed: () => T) {
  let value: T | null = null;
  const load = (): T => {
    const raw = persistence?.load(name);
    if (raw) {
      try {
        const parsed = schema.safeParse(JSON.parse(raw));
        if (parsed.success) return parsed.data;
      } catch {
        /* corrupt: seed */
      }
      persistence?.remove(name);
    }
    return seed();
  };
  registry.set(name, {
    reset: () => {
      persistence?.remove(name);
      value = null;
    },
    reload: () => {
      value = null;
    },
  });
  return {
    get: (): T => (value ??= load()),
    set: (next: T) => {
      value = next;
      persistence?.save(name, JSON.stringify(next));
    },
  };
}

/** Restores every collection to its seed ("reset demo data"; also run before each test). */
export function resetDb(): void {
  registry.forEach((c) => c.reset());
}
