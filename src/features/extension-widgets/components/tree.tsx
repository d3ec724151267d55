import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragMoveEvent,
} from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import {
  checkStateOf,
  findNode,
  isBranch,
  locate,
  moveByKeyboard,
  moveNode,
  visibleNodes,
  type MoveDirection,
  type TreeNode,
} from './tree-state';
import { TreeRow, type DropPosition } from './tree-row';

const TYPE_AHEAD_MS = 700;

export interface TreeProps {
  label: string;
  nodes: TreeNode[];
  expanded: ReadonlySet<string>;
  onExpandedChange: (next: Set<string>) => void;
  checkable?: boolean;
  checked?: ReadonlySet<string>;
  onToggleCheck?: (id: string) => void;
  /** Highlight query (plain text). */
  query?: string;
  /** Ids currently loading children. */
  loading?: ReadonlySet<string>;
  /** Called when a lazy branch without children is expanded. */
  onLoadChildren?: (id: string) => void;
  /** Enables drag to reorder/re-parent and Alt+Arrow moves. */
  onNodesChange?: (next: TreeNode[], movedId: string) => void;
  activeId?: string | null;
  onActiveChange?: (id: string) => void;
  className?: string;
}

/** WAI-ARIA tree (flat rendering with aria-level/setsize/posinset) with roving focus, checkboxes and dnd-kit moves. */
export function Tree({
  label,
  nodes,
  expanded,
  onExpandedChange,
  checkable = false,
  checked = new Set<string>(),
  onToggleCheck,
  query = '',
  loading,
  onLoadChildren,
  onNodesChange,
  activeId,
  onActiveChange,
  className,
}: TreeProps) {
  const { t } = useTranslation('extension-widgets');
  const rows = useMemo(() => visibleNodes(nodes, expanded), [nodes, expanded]);
  const [internalFocus, setInternalFocus] = useState<string | null>(null);
  const focusId = activeId !== undefined && activeId !== null && rows.some((r) => r.node.id === activeId) ? activeId : internalFocus;
  const current = rows.find((r) => r.node.id === focusId) ?? rows[0];
  const refs = useRef(new Map<string, HTMLLIElement>());
  const pendingFocus = useRef<string | null>(null);
  const [dragId, setDragId] = useState<string | null>(null);
  const [drop, setDrop] = useState<{ id: string; position: DropPosition } | null>(null);
  /** Type-ahead: letters typed in quick succession (TYPE_AHEAD_MS apart) make one prefix. */
  const typed = useRef({ text: '', at: 0 });

  useEffect(() => {
    const id = pendingFocus.current;
    if (id) {
      pendingFocus.current = null;
      refs.current.get(id)?.focus();
    }
  });

  const focus = (id: string) => {
    pendingFocus.current = id;
    setInternalFocus(id);
    onActiveChange?.(id);
  };
  const focusRow = (row: { node: TreeNode } | undefined) => {
    if (row) focus(row.node.id);
  };

  const setOpen = (node: TreeNode, open: boolean) => {
    const next = new Set(expanded);
    if (open) {
      next.add(node.id);
      if (node.lazy && node.children === undefined) onLoadChildren?.(node.id);
    } else next.delete(node.id);
    onExpandedChange(next);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    if (!current) return;
    const i = rows.indexOf(current);
    const node = current.node;
    const open = expanded.has(node.id);
    if (e.altKey && onNodesChange) {
      const dir: Record<string, MoveDirection> = { ArrowUp: 'up', ArrowDown: 'down', ArrowRight: 'indent', ArrowLeft: 'outdent' };
      const d = dir[e.key];
      if (d) {
        e.preventDefault();
        const next = moveByKeyboard(nodes, node.id, d);
        if (next !== nodes) {
          if (d === 'indent') {
            const parent = locate(next, node.id)?.parentId;
            if (parent) onExpandedChange(new Set(expanded).add(parent));
          }
          onNodesChange(next, node.id);
          pendingFocus.current = node.id;
        }
        return;
      }
    }
    switch (e.key) {
      case 'ArrowDown':
        focusRow(rows[i + 1]);
        break;
      case 'ArrowUp':
        focusRow(rows[i - 1]);
        break;
      case 'Home':
        focusRow(rows[0]);
        break;
      case 'End':
        focusRow(rows.at(-1));
        break;
      case 'ArrowRight':
        if (!isBranch(node)) break;
        if (!open) setOpen(node, true);
        else if (node.children?.[0]) focus(node.children[0].id);
        break;
      case 'ArrowLeft':
        if (isBranch(node) && open) setOpen(node, false);
        else if (current.parentId) focus(current.parentId);
        break;
      case 'Enter':
        if (isBranch(node)) setOpen(node, !open);
        else focus(node.id);
        break;
      case ' ':
        if (checkable) onToggleCheck?.(node.id);
        else if (isBranch(node)) setOpen(node, !open);
        break;
      case '*': {
        // WAI-ARIA tree pattern: expand every sibling branch of the focused node.
        const next = new Set(expanded);
        for (const row of rows) {
          if (row.parentId !== current.parentId || !isBranch(row.node) || next.has(row.node.id)) continue;
          next.add(row.node.id);
          if (row.node.lazy && row.node.children === undefined) onLoadChildren?.(row.node.id);
        }
        onExpandedChange(next);
        break;
      }
      default: {
        // Type-ahead (WAI-ARIA tree pattern): a letter focuses the next visible node whose name starts with it;
        // letters typed quickly one after another ("pu") match as one prefix; the same letter again cycles.
        if (e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey || !e.key.trim()) return;
        const key = e.key.toLocaleLowerCase();
        const now = Date.now();
        const text = now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text + key : key;
        typed.current = { text, at: now };
        const prefix = [...text].every((c) => c === key) ? key : text;
        // A longer prefix may still fit the focused node (p → pages, pa stays there); a single letter moves on.
        const from = prefix.length > 1 ? i : i + 1;
        const after = [...rows.slice(from), ...rows.slice(0, from)];
        const hit = after.find((r) => r.node.label.toLocaleLowerCase().startsWith(prefix));
        if (!hit) return;
        focusRow(hit);
      }
    }
    e.preventDefault();
  };

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));
  const labelOf = (id: unknown) => (typeof id === 'string' ? (findNode(nodes, id)?.label ?? '') : '');
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.pickedUp', { item: labelOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('dnd.over', { item: labelOf(active.id), target: labelOf(over.id) }) : t('dnd.notOver', { item: labelOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('dnd.dropped', { item: labelOf(active.id), target: labelOf(over.id) })
        : t('dnd.droppedNowhere', { item: labelOf(active.id) }),
    onDragCancel: ({ active }) => t('dnd.cancelled', { item: labelOf(active.id) }),
  };

  const positionOf = (e: DragMoveEvent | DragEndEvent): { id: string; position: DropPosition } | null => {
    const { active, over } = e;
    const rect = active.rect.current.translated;
    if (!over || !rect || over.id === active.id) return null;
    const centre = rect.top + rect.height / 2;
    const ratio = (centre - over.rect.top) / Math.max(1, over.rect.height);
    const target = findNode(nodes, String(over.id));
    const position: DropPosition = target && isBranch(target) && ratio > 0.3 && ratio < 0.7 ? 'inside' : ratio < 0.5 ? 'before' : 'after';
    return { id: String(over.id), position };
  };

  const onDragEnd = (e: DragEndEvent) => {
    const target = positionOf(e);
    setDragId(null);
    setDrop(null);
    if (!target || !onNodesChange) return;
    const id = String(e.active.id);
    let next = nodes;
    if (target.position === 'inside') {
      const parent = findNode(nodes, target.id);
      next = moveNode(nodes, id, target.id, parent?.children?.length ?? 0);
      if (next !== nodes) onExpandedChange(new Set(expanded).add(target.id));
    } else {
      const without = nodes; // index is computed after removal inside moveNode
      const loc = locate(without, target.id);
      const self = locate(without, id);
      if (!loc) return;
      let index = loc.index + (target.position === 'after' ? 1 : 0);
      if (self && self.parentId === loc.parentId && self.index < loc.index) index -= 1;
      next = moveNode(nodes, id, loc.parentId, index);
    }
    if (next !== nodes) onNodesChange(next, id);
  };

  const list = (
    <ul
      role="tree"
      aria-label={label}
      aria-multiselectable={checkable || undefined}
      onKeyDown={onKeyDown}
      className={cn('group/tree space-y-0.5 text-sm', className)}
    >
      {rows.map((row) => (
        <TreeRow
          key={row.node.id}
          row={row}
          focused={row === current}
          keepTint={!checkable || activeId !== undefined}
          open={expanded.has(row.node.id)}
          checkState={checkable ? checkStateOf(row.node, checked) : undefined}
          busy={loading?.has(row.node.id) ?? false}
          query={query}
          draggable={!!onNodesChange}
          dragging={dragId === row.node.id}
          drop={drop?.id === row.node.id ? drop.position : undefined}
          setRef={(el) => {
            if (el) refs.current.set(row.node.id, el);
            else refs.current.delete(row.node.id);
          }}
          onFocusRow={() => {
            setInternalFocus(row.node.id);
            onActiveChange?.(row.node.id);
          }}
          onToggleOpen={() => setOpen(row.node, !expanded.has(row.node.id))}
          onToggleCheck={() => onToggleCheck?.(row.node.id)}
          loadingLabel={t('tree.loading')}
        />
      ))}
    </ul>
  );

  if (!onNodesChange) return list;
  return (
    <DndContext
      sensors={sensors}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('tree.dragInstructions') } }}
      onDragStart={(e) => setDragId(String(e.active.id))}
      onDragMove={(e) => setDrop(positionOf(e))}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setDragId(null);
        setDrop(null);
      }}
    >
      {list}
      <DragOverlay dropAnimation={null}>
        {dragId ? (
          <div className="flex items-center gap-2 rounded-md border bg-card px-3 py-1.5 text-sm shadow-lg">
            <GripVertical className="size-4 text-muted-foreground" aria-hidden="true" />
            {labelOf(dragId)}
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
