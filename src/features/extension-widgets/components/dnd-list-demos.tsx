import { useCallback, useMemo, useRef, useState } from 'react';
import { DndContext, DragOverlay, type DragEndEvent, type DragOverEvent, type DragStartEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, verticalListSortingStrategy, type SortingStrategy } from '@dnd-kit/sortable';
import { CopyPlus, X } from 'lucide-react';
import { DemoCard } from '@/components/patterns/demo-card';
import { Button } from '@/components/ui/button';
import { useFocusAfterRemove } from '@/hooks/use-focus-after-remove';
import { listsCollision, placeOf, useSortableAnnouncements, useDndSensors } from './dnd-kit-setup';
import { CLONE_SOURCE, CLONE_TARGET, GROUP_PEOPLE, GROUPS, type GroupKey, type Person } from './dnd-people';
import { findContainer, insertCopy, moveAcross, reorderWithin, type Lists } from './dnd-state';
import { PersonOverlay, SortablePerson } from './person-card';
import { useReducedMotion } from '@/hooks/use-media-query';
import { DroppableList, ListFrame, ResetButton, RowAction, useA11y } from './dnd-demo-frame';

const ALL_GROUP_PEOPLE = new Map(GROUPS.flatMap((g) => GROUP_PEOPLE[g]).map((p) => [p.id, p]));
const initialGroups = (): Lists<GroupKey> => ({
  design: GROUP_PEOPLE.design.map((p) => p.id),
  engineering: GROUP_PEOPLE.engineering.map((p) => p.id),
});

export function MultipleListsDemo() {
  const { t, instructions } = useA11y();
  const reduced = useReducedMotion();
  const sensors = useDndSensors();
  const [lists, setLists] = useState<Lists<GroupKey>>(initialGroups);
  const [activeId, setActiveId] = useState<string | null>(null);
  const snapshot = useRef<Lists<GroupKey> | null>(null);
  const collision = useMemo(() => listsCollision(GROUPS), []);
  const listOf = (g: string) => t(`dragDrop.multiple.groups.${g as GroupKey}`);
  const active = activeId ? ALL_GROUP_PEOPLE.get(activeId) : undefined;

  const announcements = useSortableAnnouncements({
    t,
    nameOf: (id) => ALL_GROUP_PEOPLE.get(id)?.name ?? listOf(id),
    listOf,
    startPlace: (id) => {
      const g = findContainer(lists, id);
      return g ? { containerId: g, position: lists[g].indexOf(id) + 1, total: lists[g].length } : null;
    },
  });

  const finish = () => {
    snapshot.current = null;
    setActiveId(null);
  };
  const restore = () => {
    if (snapshot.current) setLists(snapshot.current);
    finish();
  };

  const onDragOver = ({ active: a, over }: DragOverEvent) => {
    if (!over) return;
    const translated = a.rect.current.translated;
    const below = !!translated && translated.top > over.rect.top + over.rect.height / 2;
    setLists((l) => moveAcross(l, String(a.id), String(over.id), below));
  };

  const onDragEnd = ({ active: a, over }: DragEndEvent) => {
    if (!over) return restore();
    setLists((l) => reorderWithin(l, String(a.id), String(over.id)));
    finish();
  };

  const changed = GROUPS.some((g) => lists[g].join() !== initialGroups()[g].join());

  return (
    <DemoCard
      title={t('dragDrop.multiple.title')}
      description={t('dragDrop.multiple.description')}
      code={MULTIPLE_CODE}
      className="xl:col-span-2"
    >
      <DndContext
        sensors={sensors}
        collisionDetection={collision}
        accessibility={{ announcements, screenReaderInstructions: instructions }}
        onDragStart={({ active: a }: DragStartEvent) => {
          snapshot.current = lists;
          setActiveId(String(a.id));
        }}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={restore}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {GROUPS.map((g) => (
            <ListFrame key={g} title={listOf(g)} count={lists[g].length}>
              <SortableContext id={g} items={lists[g]} strategy={verticalListSortingStrategy}>
                <DroppableList id={g} label={listOf(g)} count={lists[g].length}>
                  {lists[g].map((id) => {
                    const person = ALL_GROUP_PEOPLE.get(id);
                    return person ? <SortablePerson key={id} person={person} /> : null;
                  })}
                </DroppableList>
              </SortableContext>
            </ListFrame>
          ))}
        </div>
        <DragOverlay dropAnimation={reduced ? null : undefined}>{active ? <PersonOverlay person={active} /> : null}</DragOverlay>
      </DndContext>
      <ResetButton onReset={() => setLists(initialGroups())} disabled={!changed} />
    </DemoCard>
  );
}

// ————— Clone list —————

/** The source list never moves aside: its cards are only copied. */
const staticStrategy: SortingStrategy = () => null;
const SOURCE = 'source';
const TARGET = 'target';
/** The strip after the meeting list's last card: "drop after the last person". */
const TARGET_END = 'target-end';
const SOURCE_BY_ID = new Map(CLONE_SOURCE.map((p) => [p.id, p]));

export function CloneDemo() {
  const { t, instructions } = useA11y();
  const reduced = useReducedMotion();
  const sensors = useDndSensors();
  const copies = useRef(0);
  const [target, setTarget] = useState<Person[]>(CLONE_TARGET);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [overId, setOverId] = useState<string | null>(null);
  const collision = useMemo(() => listsCollision([SOURCE, TARGET]), []);
  const sourceIds = CLONE_SOURCE.map((p) => p.id);
  const targetIds = target.map((p) => p.id);
  const byId = new Map([...CLONE_SOURCE, ...target].map((p) => [p.id, p]));
  const fromSource = activeId != null && SOURCE_BY_ID.has(activeId);
  const active = activeId ? byId.get(activeId) : undefined;
  const listOf = (id: string) => (id === SOURCE ? t('dragDrop.clone.source') : t('dragDrop.clone.target'));
  const overTarget = fromSource && overId != null && (overId === TARGET || overId === TARGET_END || targetIds.includes(overId));

  const announcements = useSortableAnnouncements({
    t,
    nameOf: (id) => byId.get(id)?.name ?? listOf(id),
    listOf,
    startPlace: (id) =>
      SOURCE_BY_ID.has(id)
        ? { containerId: SOURCE, position: sourceIds.indexOf(id) + 1, total: sourceIds.length }
        : { containerId: TARGET, position: targetIds.indexOf(id) + 1, total: targetIds.length },
    accepts: (c) => c === TARGET,
    copies: fromSource,
  });

  // The copy icon is a button too: a one-click (or Enter) alternative to dragging a card across.
  const addCopy = (source: Person) => {
    copies.current += 1;
    const copy: Person = { ...source, id: `${source.id}-copy-${copies.current}` };
    setTarget((list) => [...list, copy]);
  };

  // Remove (or Clear) takes the focused button away: focus goes to the Remove now in its place, else the previous
  // one, else the emptied list itself.
  const refocus = useFocusAfterRemove<HTMLUListElement, HTMLUListElement>();
  const { container, fallback } = refocus;
  const targetRef = useCallback(
    (node: HTMLUListElement | null) => {
      container.current = node;
      fallback.current = node;
    },
    [container, fallback],
  );
  const removeFromTarget = (id: string, button: HTMLElement) => {
    refocus.mark(button);
    setTarget((list) => list.filter((x) => x.id !== id));
  };
  const clearTarget = () => {
    refocus.mark(null);
    setTarget([]);
  };

  const reset = () => {
    setActiveId(null);
    setOverId(null);
  };

  const onDragEnd = ({ active: a, over }: DragEndEvent) => {
    reset();
    const id = String(a.id);
    const place = placeOf(a, over);
    if (!over || !place || place.containerId !== TARGET) return;
    const source = SOURCE_BY_ID.get(id);
    if (source) {
      copies.current += 1;
      const copy: Person = { ...source, id: `${source.id}-copy-${copies.current}` };
      setTarget((list) => insertCopy(list, copy, place.position - 1));
    } else if (id !== over.id) {
      setTarget((list) => {
        const from = list.findIndex((p) => p.id === id);
        const toEnd = over.id === TARGET || over.id === TARGET_END;
        const to = toEnd ? list.length - 1 : list.findIndex((p) => p.id === over.id);
        return from < 0 || to < 0 ? list : arrayMove(list, from, to);
      });
    }
  };

  return (
    <DemoCard title={t('dragDrop.clone.title')} description={t('dragDrop.clone.description')} code={CLONE_CODE} className="xl:col-span-2">
      <DndContext
        sensors={sensors}
        collisionDetection={collision}
        accessibility={{ announcements, screenReaderInstructions: instructions }}
        onDragStart={(e) => setActiveId(String(e.active.id))}
        onDragOver={(e) => setOverId(e.over ? String(e.over.id) : null)}
        onDragEnd={onDragEnd}
        onDragCancel={reset}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <ListFrame title={listOf(SOURCE)} count={CLONE_SOURCE.length}>
            <SortableContext id={SOURCE} items={sourceIds} strategy={staticStrategy}>
              <DroppableList id={SOURCE} label={listOf(SOURCE)} count={CLONE_SOURCE.length} highlight={false}>
                {CLONE_SOURCE.map((p) => (
                  <SortablePerson
                    key={p.id}
                    person={p}
                    staysInPlace
                    trailing={
                      <RowAction action="copy" label={t('dragDrop.clone.add', { name: p.name })} onClick={() => addCopy(p)}>
                        <CopyPlus aria-hidden="true" />
                      </RowAction>
                    }
                  />
                ))}
              </DroppableList>
            </SortableContext>
          </ListFrame>
          <ListFrame
            title={listOf(TARGET)}
            count={target.length}
            action={
              target.length > 0 && (
                <Button variant="ghost" color="secondary" size="sm" onClick={() => clearTarget()}>
                  {t('dragDrop.clone.clear')}
                </Button>
              )
            }
          >
            <SortableContext id={TARGET} items={targetIds} strategy={verticalListSortingStrategy}>
              <DroppableList
                ref={targetRef}
                id={TARGET}
                label={listOf(TARGET)}
                count={target.length}
                highlight={overTarget}
                end={{ id: TARGET_END, marked: fromSource && overId === TARGET_END }}
              >
                {target.map((p) => (
                  <SortablePerson
                    key={p.id}
                    person={p}
                    insertBefore={fromSource && overId === p.id}
                    trailing={
                      <RowAction
                        action="remove"
                        label={t('dragDrop.clone.remove', { name: p.name })}
                        onClick={(e) => removeFromTarget(p.id, e.currentTarget)}
                      >
                        <X aria-hidden="true" />
                      </RowAction>
                    }
                  />
                ))}
              </DroppableList>
            </SortableContext>
          </ListFrame>
        </div>
        <DragOverlay dropAnimation={reduced ? null : undefined}>
          {active ? (
            <div className="relative">
              <PersonOverlay person={active} />
              {fromSource && (
                <span className="absolute -top-2 -right-2 grid size-6 place-items-center rounded-full bg-primary-solid text-white shadow-md">
                  <CopyPlus className="size-3.5" aria-hidden="true" />
                </span>
              )}
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
    </DemoCard>
  );
}

const MULTIPLE_CODE = `
onDragOver={({ active, over }) => {
  // Crossing into the other list moves the card there at once, so it can be sorted in place.
  if (over) setLists((l) => moveAcross(l, active.id, over.id));
}}
onDragEnd={({ active, over }) => over ? setLists((l) => reorderWithin(l, active.id, over.id)) : restore()}
onDragCancel={restore}`;

const CLONE_CODE = `
onDragEnd={({ active, over }) => {
  if (isSource(active.id) && inTarget(over)) {
    // List A keeps its card; list B receives a copy with a new id.
    setTarget((l) => insertCopy(l, { ...person(active.id), id: newId() }, indexOf(over)));
  }
}}`;
