import { arrayMove } from '@dnd-kit/sortable';

/** Container id → ordered item ids. */
export type Lists<K extends string = string> = Record<K, string[]>;

export function findContainer<K extends string>(lists: Lists<K>, id: string): K | undefined {
  if (id in lists) return id as K;
  return (Object.keys(lists) as K[]).find((k) => lists[k].includes(id));
}

/** Order of `ids` if `activeId` were dropped on `overId` (same list). Unchanged when either is missing. */
export function projectOrder(ids: readonly string[], activeId: string | null, overId: string | null): string[] {
  if (!activeId || !overId) return [...ids];
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return [...ids];
  return arrayMove([...ids], from, to);
}

/**
 * Moves `activeId` into the container of `overId` (another list), before the over item,
 * or after it when `below`; onto a container id it goes to the end. Same list → unchanged.
 */
export function moveAcross<K extends string>(lists: Lists<K>, activeId: string, overId: string, below = false): Lists<K> {
  const from = findContainer(lists, activeId);
  const to = findContainer(lists, overId);
  if (!from || !to || from === to) return lists;
  const target = lists[to];
  const overIndex = target.indexOf(overId);
  const index = overIndex < 0 ? target.length : overIndex + (below ? 1 : 0);
  return {
    ...lists,
    [from]: lists[from].filter((id) => id !== activeId),
    [to]: [...target.slice(0, index), activeId, ...target.slice(index)],
  };
}

/** Reorders inside one container: `activeId` takes the place of `overId`. */
export function reorderWithin<K extends string>(lists: Lists<K>, activeId: string, overId: string): Lists<K> {
  const container = findContainer(lists, activeId);
  if (!container || findContainer(lists, overId) !== container) return lists;
  const items = lists[container];
  const from = items.indexOf(activeId);
  const to = overId === container ? items.length - 1 : items.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return lists;
  return { ...lists, [container]: arrayMove(items, from, to) };
}

/** Inserts a copy (new id) at `index` (clamped; -1 or past the end appends). The source list is untouched. */
export function insertCopy<T>(target: readonly T[], item: T, index: number): T[] {
  const at = index < 0 || index > target.length ? target.length : index;
  return [...target.slice(0, at), item, ...target.slice(at)];
}
