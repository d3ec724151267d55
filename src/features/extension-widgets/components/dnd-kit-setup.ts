import {
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  getFirstCollision,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  type Over,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { TFunction } from 'i18next';
import { useRef } from 'react';

/**
 * Arrow keys step from card to card (and to a list's end strip, see ListEnd). A list's own drop zone is a keyboard
 * target only while the list is empty: a filled list is slightly wider than its cards, so ←/→ inside it would
 * otherwise "find" its own frame.
 */
const listKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const all = args.context.droppableContainers;
  const keep = (c: { data: { current?: Record<string, unknown> } } | undefined) => {
    const data = c?.data.current;
    return !(data && !data.sortable && !data.end && typeof data.count === 'number' && data.count > 0);
  };
  // sortableKeyboardCoordinates only calls getEnabled() and get() on this map.
  const droppableContainers = {
    getEnabled: () => all.getEnabled().filter(keep),
    get: (id: Parameters<typeof all.get>[0]) => all.get(id),
  } as unknown as typeof all;
  return sortableKeyboardCoordinates(event, { ...args, context: { ...args.context, droppableContainers } });
};

/** Pointer (mouse, pen, touch: starts after 6 px so taps and scrolls still work) + keyboard (Space, arrows, Esc). */
export function useDndSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: listKeyboardCoordinates }),
  );
}

/**
 * Pointer position first (then rectangle overlap for the keyboard); when that lands on a list container,
 * pick the closest item (or end strip) inside it so drops land between people rather than always at the end.
 */
export function listsCollision(containerIds: readonly string[]): CollisionDetection {
  return (args) => {
    const byPointer = pointerWithin(args);
    const hits = byPointer.length > 0 ? byPointer : rectIntersection(args);
    const first = getFirstCollision(hits, 'id');
    if (first == null) return [];
    if (containerIds.includes(String(first))) {
      const inside = args.droppableContainers.filter((c) => {
        const data = c.data.current;
        return c.id !== first && (data?.sortable?.containerId === first || (data?.end && data.containerId === first));
      });
      if (inside.length > 0) return closestCenter({ ...args, droppableContainers: inside });
    }
    return [{ id: first }];
  };
}

export interface DropPlace {
  containerId: string;
  position: number;
  total: number;
}

/** Where `active` would land on `over`: a sortable item (its slot) or a list container or end strip (its end). */
export function placeOf(active: Active, over: Over | null): DropPlace | null {
  if (!over) return null;
  const sortable = over.data.current?.sortable as { containerId: string | number; index: number; items: (string | number)[] } | undefined;
  if (sortable) {
    const inList = sortable.items.includes(active.id);
    return { containerId: String(sortable.containerId), position: sortable.index + 1, total: sortable.items.length + (inList ? 0 : 1) };
  }
  const list = over.data.current as { containerId?: string; count?: number } | undefined;
  if (list?.containerId != null) {
    const count = list.count ?? 0;
    // A card moved to the end of its own list keeps the count.
    const inList = (active.data.current?.sortable as { containerId?: string | number } | undefined)?.containerId === list.containerId;
    const total = inList ? count : count + 1;
    return { containerId: list.containerId, position: total, total };
  }
  return null;
}

interface AnnounceOptions {
  t: TFunction<'extension-widgets'>;
  nameOf: (id: string) => string;
  listOf: (containerId: string) => string;
  /** Where the item was picked up. */
  startPlace: (id: string) => DropPlace | null;
  /** Containers that accept drops (others are "no target"); all when omitted. */
  accepts?: (containerId: string) => boolean;
  /** Clone mode: dropping copies instead of moving. */
  copies?: boolean;
}

/** Translated screen-reader announcements for sortable lists (position n of m in list). */
export function useSortableAnnouncements({
  t,
  nameOf,
  listOf,
  startPlace,
  accepts = () => true,
  copies = false,
}: AnnounceOptions): Announcements {
  // dnd-kit reports "over itself" right after pick-up; saying so would replace the pick-up message.
  const justPickedUp = useRef(false);
  const item = (a: Active) => nameOf(String(a.id));
  const target = (active: Active, over: Over | null) => {
    const place = placeOf(active, over);
    return place && accepts(place.containerId) ? place : null;
  };
  return {
    onDragStart: ({ active }) => {
      justPickedUp.current = true;
      const place = startPlace(String(active.id));
      return place
        ? t('dragDrop.announce.pickedUp', {
            item: item(active),
            position: place.position,
            total: place.total,
            list: listOf(place.containerId),
          })
        : t('dnd.pickedUp', { item: item(active) });
    },
    onDragOver: ({ active, over }) => {
      const first = justPickedUp.current;
      justPickedUp.current = false;
      if (first && over?.id === active.id) return undefined;
      const place = target(active, over);
      if (!place) return t('dnd.notOver', { item: item(active) });
      const values = { item: item(active), position: place.position, total: place.total, list: listOf(place.containerId) };
      return copies ? t('dragDrop.announce.overCopy', values) : t('dragDrop.announce.over', values);
    },
    onDragEnd: ({ active, over }) => {
      const place = target(active, over);
      if (!place) return t('dragDrop.announce.returned', { item: item(active) });
      const values = { item: item(active), position: place.position, total: place.total, list: listOf(place.containerId) };
      return copies ? t('dragDrop.announce.copied', values) : t('dragDrop.announce.dropped', values);
    },
    onDragCancel: ({ active }) => t('dnd.cancelled', { item: item(active) }),
  };
}
