import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  DndContext,
  DragOverlay,
  closestCenter,
  defaultDropAnimationSideEffects,
  useDroppable,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type DropAnimation,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, verticalListSortingStrategy, type SortingStrategy } from '@dnd-kit/sortable';
import { CopyPlus, RotateCcw, Users, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { DemoCard } from '@/components/patterns/demo-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Kbd } from '@/components/ui/kbd';
import { Tooltip } from '@/components/ui/tooltip';
import { listsCollision, placeOf, useSortableAnnouncements, useDndSensors } from '../components/dnd-kit-setup';
import {
  ANIMATED_PEOPLE,
  CLONE_SOURCE,
  CLONE_TARGET,
  GROUP_PEOPLE,
  GROUPS,
  SIMPLE_PEOPLE,
  type GroupKey,
  type Person,
} from '../components/dnd-people';
import { findContainer, insertCopy, moveAcross, projectOrder, reorderWithin, type Lists } from '../components/dnd-state';
import { PersonOverlay, SortablePerson } from '../components/person-card';
import { useReducedMotion } from '../components/use-reduced-motion';
import '../components/drag-and-drop.css';

export default function DragAndDropPage() {
  return (
    <div className="space-y-6">
      <KeyboardHint />
      <div className="grid gap-6 xl:grid-cols-2">
        <SimpleReorderDemo />
        <AnimatedDemo />
        <MultipleListsDemo />
        <CloneDemo />
      </div>
    </div>
  );
}

function KeyboardHint() {
  const { t } = useTranslation('extension-widgets');
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-border/60 bg-card px-4 py-3 text-sm text-muted-foreground shadow-card">
      <span className="font-medium text-[var(--heading)]">{t('dragDrop.keys.title')}</span>
      <span className="inline-flex items-center gap-1.5">
        <Kbd>{t('dragDrop.keys.space')}</Kbd> {t('dragDrop.keys.lift')}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Kbd aria-hidden="true">↑</Kbd>
        <Kbd aria-hidden="true">↓</Kbd>
        <Kbd aria-hidden="true">←</Kbd>
        <Kbd aria-hidden="true">→</Kbd> {t('dragDrop.keys.move')}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Kbd>{t('dragDrop.keys.space')}</Kbd> {t('dragDrop.keys.drop')}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Kbd>Esc</Kbd> {t('dragDrop.keys.cancel')}
      </span>
    </p>
  );
}

/** dnd-kit accessibility props: translated instructions and announcements. */
function useA11y() {
  const { t } = useTranslation('extension-widgets');
  return { t, instructions: { draggable: t('dragDrop.instructions') } };
}

function ListFrame({ title, count, children, action }: { title: string; count: number; children: ReactNode; action?: ReactNode }) {
  const { t } = useTranslation('extension-widgets');
  return (
    <div className="min-w-0">
      <div className="mb-2 flex min-h-8 items-center gap-2">
        <Users className="size-4 text-muted-foreground" aria-hidden="true" />
        <h3 className="truncate text-sm font-semibold text-[var(--heading)]">{title}</h3>
        <Badge variant="soft" color="secondary">
          <span aria-hidden="true">{count}</span>
          <span className="sr-only">{t('dragDrop.count', { count })}</span>
        </Badge>
        <span className="ml-auto">{action}</span>
      </div>
      {children}
    </div>
  );
}

/** A list column that also accepts drops when empty (or below its last card). */
function DroppableList({
  id,
  label,
  count,
  highlight,
  children,
  className,
}: {
  id: string;
  label: string;
  count: number;
  highlight?: boolean;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation('extension-widgets');
  const { setNodeRef, isOver } = useDroppable({ id, data: { containerId: id, count } });
  return (
    <ul
      ref={setNodeRef}
      aria-label={label}
      data-dnd-col=""
      className={cn(
        'flex min-h-[4.75rem] flex-col gap-2 rounded-xl border border-transparent bg-muted/60 p-2 transition-colors duration-150',
        (highlight ?? isOver) && 'border-dashed border-primary/50 bg-primary-soft',
        className,
      )}
    >
      {children}
      {count === 0 && (
        <li className="flex flex-1 items-center justify-center gap-2 rounded-lg border border-dashed border-input px-3 py-4 text-center text-sm text-muted-foreground">
          {t('dragDrop.emptyList')}
        </li>
      )}
    </ul>
  );
}

// ————— Simple reorder —————

function SimpleReorderDemo() {
  const { t, instructions } = useA11y();
  const reduced = useReducedMotion();
  const orderId = useId();
  const sensors = useDndSensors();
  const [people, setPeople] = useState(SIMPLE_PEOPLE);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [overId, setOverId] = useState<string | null>(null);
  const byId = useMemo(() => new Map(SIMPLE_PEOPLE.map((p) => [p.id, p])), []);
  const ids = people.map((p) => p.id);
  const order = projectOrder(ids, activeId, overId);
  const listName = t('dragDrop.simple.list');
  const active = activeId ? byId.get(activeId) : undefined;

  const announcements = useSortableAnnouncements({
    t,
    nameOf: (id) => byId.get(id)?.name ?? '',
    listOf: () => listName,
    startPlace: (id) => ({ containerId: 'simple', position: ids.indexOf(id) + 1, total: ids.length }),
  });

  const reset = () => {
    setActiveId(null);
    setOverId(null);
  };

  return (
    <DemoCard title={t('dragDrop.simple.title')} description={t('dragDrop.simple.description')} code={SIMPLE_CODE}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={{ announcements, screenReaderInstructions: instructions }}
        onDragStart={(e) => setActiveId(String(e.active.id))}
        onDragOver={(e) => setOverId(e.over ? String(e.over.id) : null)}
        onDragEnd={({ active: a, over }) => {
          if (over && a.id !== over.id) {
            setPeople((list) =>
              arrayMove(
                list,
                list.findIndex((p) => p.id === a.id),
                list.findIndex((p) => p.id === over.id),
              ),
            );
          }
          reset();
        }}
        onDragCancel={reset}
      >
        <SortableContext id="simple" items={ids} strategy={verticalListSortingStrategy}>
          <ul aria-label={listName} data-dnd-col="" className="flex flex-col gap-2">
            {people.map((p) => (
              <SortablePerson key={p.id} person={p} />
            ))}
          </ul>
        </SortableContext>
        <DragOverlay dropAnimation={reduced ? null : undefined}>{active ? <PersonOverlay person={active} /> : null}</DragOverlay>
      </DndContext>

      <div className="mt-4 rounded-lg border border-dashed bg-muted/40 px-3 py-2.5">
        <p id={orderId} className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {t('dragDrop.simple.order')}
        </p>
        <ol aria-labelledby={orderId} className="mt-2 flex flex-wrap gap-1.5">
          {order.map((id, i) => (
            <li
              key={id}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-full border bg-card py-0.5 pr-2.5 pl-1 text-xs text-[var(--heading)] transition-colors',
                id === activeId && 'border-primary/60 bg-primary-soft text-primary-text',
              )}
            >
              <span
                className="grid size-5 place-items-center rounded-full bg-muted text-[11px] font-semibold tabular-nums"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <span className="sr-only">{i + 1}. </span>
              {byId.get(id)?.name}
            </li>
          ))}
        </ol>
      </div>
    </DemoCard>
  );
}

// ————— With animation —————

function AnimatedDemo() {
  const { t, instructions } = useA11y();
  const reduced = useReducedMotion();
  const sensors = useDndSensors();
  const [people, setPeople] = useState(ANIMATED_PEOPLE);
  const [activeId, setActiveId] = useState<string | null>(null);
  const byId = useMemo(() => new Map(ANIMATED_PEOPLE.map((p) => [p.id, p])), []);
  const ids = people.map((p) => p.id);
  const listName = t('dragDrop.animated.list');
  const active = activeId ? byId.get(activeId) : undefined;

  const dropAnimation: DropAnimation | null = reduced
    ? null
    : {
        duration: 320,
        easing: 'cubic-bezier(0.18, 0.67, 0.6, 1.22)',
        keyframes: ({ transform }) => [
          { transform: `translate3d(${transform.initial.x}px, ${transform.initial.y}px, 0) scale(1.04) rotate(-2deg)` },
          { transform: `translate3d(${transform.final.x}px, ${transform.final.y}px, 0) scale(1) rotate(0deg)` },
        ],
        sideEffects: defaultDropAnimationSideEffects({ styles: { active: { opacity: '0.4' } } }),
      };

  const announcements = useSortableAnnouncements({
    t,
    nameOf: (id) => byId.get(id)?.name ?? '',
    listOf: () => listName,
    startPlace: (id) => ({ containerId: 'animated', position: ids.indexOf(id) + 1, total: ids.length }),
  });

  return (
    <DemoCard title={t('dragDrop.animated.title')} description={t('dragDrop.animated.description')} code={ANIMATED_CODE}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={{ announcements, screenReaderInstructions: instructions }}
        onDragStart={(e) => setActiveId(String(e.active.id))}
        onDragEnd={({ active: a, over }) => {
          if (over && a.id !== over.id) {
            setPeople((list) =>
              arrayMove(
                list,
                list.findIndex((p) => p.id === a.id),
                list.findIndex((p) => p.id === over.id),
              ),
            );
          }
          setActiveId(null);
        }}
        onDragCancel={() => setActiveId(null)}
      >
        <SortableContext id="animated" items={ids} strategy={verticalListSortingStrategy}>
          <ul aria-label={listName} data-dnd-col="" className="flex flex-col gap-2">
            {people.map((p, i) => (
              <SortablePerson
                key={p.id}
                person={p}
                transition={reduced ? null : { duration: 380, easing: 'cubic-bezier(0.34, 1.56, 0.64, 1)' }}
                className="dnd-enter"
                style={{ animationDelay: reduced ? undefined : `${i * 60}ms` }}
              />
            ))}
          </ul>
        </SortableContext>
        <DragOverlay dropAnimation={dropAnimation}>
          {active ? <PersonOverlay person={active} className="dnd-lift shadow-2xl" /> : null}
        </DragOverlay>
      </DndContext>
      <div className="mt-4 flex justify-end">
        <Button
          variant="ghost"
          color="secondary"
          size="sm"
          onClick={() => setPeople(ANIMATED_PEOPLE)}
          disabled={ids.join() === ANIMATED_PEOPLE.map((p) => p.id).join()}
        >
          <RotateCcw aria-hidden="true" />
          {t('dragDrop.reset')}
        </Button>
      </div>
    </DemoCard>
  );
}

// ————— Multiple lists —————

const ALL_GROUP_PEOPLE = new Map(GROUPS.flatMap((g) => GROUP_PEOPLE[g]).map((p) => [p.id, p]));
const initialGroups = (): Lists<GroupKey> => ({
  design: GROUP_PEOPLE.design.map((p) => p.id),
  engineering: GROUP_PEOPLE.engineering.map((p) => p.id),
});

function MultipleListsDemo() {
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
      <div className="mt-4 flex justify-end">
        <Button variant="ghost" color="secondary" size="sm" onClick={() => setLists(initialGroups())} disabled={!changed}>
          <RotateCcw aria-hidden="true" />
          {t('dragDrop.reset')}
        </Button>
      </div>
    </DemoCard>
  );
}

// ————— Clone list —————

/** The source list never moves aside: its cards are only copied. */
const staticStrategy: SortingStrategy = () => null;
const SOURCE = 'source';
const TARGET = 'target';
const SOURCE_BY_ID = new Map(CLONE_SOURCE.map((p) => [p.id, p]));

function CloneDemo() {
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
  const overTarget = fromSource && overId != null && (overId === TARGET || targetIds.includes(overId));

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
        const to = over.id === TARGET ? list.length - 1 : list.findIndex((p) => p.id === over.id);
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
                    trailing={<CopyPlus className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />}
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
                <Button variant="ghost" color="secondary" size="sm" onClick={() => setTarget([])}>
                  {t('dragDrop.clone.clear')}
                </Button>
              )
            }
          >
            <SortableContext id={TARGET} items={targetIds} strategy={verticalListSortingStrategy}>
              <DroppableList id={TARGET} label={listOf(TARGET)} count={target.length} highlight={overTarget}>
                {target.map((p) => (
                  <SortablePerson
                    key={p.id}
                    person={p}
                    insertBefore={fromSource && overId === p.id}
                    trailing={
                      <Tooltip content={t('dragDrop.clone.remove', { name: p.name })}>
                        <Button
                          variant="ghost"
                          color="secondary"
                          size="icon-sm"
                          className="-mr-1"
                          aria-label={t('dragDrop.clone.remove', { name: p.name })}
                          onClick={() => setTarget((list) => list.filter((x) => x.id !== p.id))}
                        >
                          <X aria-hidden="true" />
                        </Button>
                      </Tooltip>
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

const SIMPLE_CODE = `
const sensors = useSensors(
  useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
  useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
);

<DndContext sensors={sensors} collisionDetection={closestCenter}
  onDragEnd={({ active, over }) => over && setItems((l) => arrayMove(l, l.indexOf(active.id), l.indexOf(over.id)))}>
  <SortableContext items={items} strategy={verticalListSortingStrategy}>
    {items.map((id) => <SortablePerson key={id} id={id} />)}
  </SortableContext>
</DndContext>`;

const ANIMATED_CODE = `
useSortable({ id, transition: reducedMotion ? null : { duration: 380, easing: 'cubic-bezier(0.34, 1.56, 0.64, 1)' } });

<DragOverlay dropAnimation={reducedMotion ? null : { duration: 320, keyframes: liftToRest }}>
  {active && <PersonCard person={active} className="dnd-lift" />}
</DragOverlay>`;

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
