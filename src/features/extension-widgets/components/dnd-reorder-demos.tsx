import { useId, useMemo, useState } from 'react';
import { DndContext, DragOverlay, closestCenter, defaultDropAnimationSideEffects, type DropAnimation } from '@dnd-kit/core';
import { SortableContext, arrayMove, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { cn } from '@/lib/cn';
import { DemoCard } from '@/components/patterns/demo-card';
import { useSortableAnnouncements, useDndSensors } from './dnd-kit-setup';
import { ANIMATED_PEOPLE, SIMPLE_PEOPLE } from './dnd-people';
import { projectOrder } from './dnd-state';
import { PersonOverlay, SortablePerson } from './person-card';
import { useReducedMotion } from '@/hooks/use-media-query';
import { ResetButton, useA11y } from './dnd-demo-frame';

export function SimpleReorderDemo() {
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

export function AnimatedDemo() {
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
      <ResetButton onReset={() => setPeople(ANIMATED_PEOPLE)} disabled={ids.join() === ANIMATED_PEOPLE.map((p) => p.id).join()} />
    </DemoCard>
  );
}

// ————— Multiple lists —————
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
