import { useDraggable, useDroppable } from '@dnd-kit/core';
import { Check, ChevronRight, File, Folder, FolderOpen, GripVertical, Minus } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Spinner } from '@/components/ui/spinner';
import { isBranch, matchRanges, type VisibleNode } from './tree-state';

export type DropPosition = 'before' | 'inside' | 'after';

interface TreeRowProps {
  row: VisibleNode;
  focused: boolean;
  /** Tint the focused row while focus is elsewhere too (it is the selection, or the row the page's buttons act on). */
  keepTint: boolean;
  open: boolean;
  checkState?: boolean | 'mixed';
  busy: boolean;
  query: string;
  draggable: boolean;
  dragging: boolean;
  drop?: DropPosition;
  setRef: (el: HTMLLIElement | null) => void;
  onFocusRow: () => void;
  onToggleOpen: () => void;
  onToggleCheck: () => void;
  loadingLabel: string;
}

/** One role="treeitem" row of <Tree>: chevron, optional checkbox, icon, highlighted label and drag handle. */
export function TreeRow({
  row,
  focused,
  keepTint,
  open,
  checkState,
  busy,
  query,
  draggable,
  dragging,
  drop,
  setRef,
  onFocusRow,
  onToggleOpen,
  onToggleCheck,
  loadingLabel,
}: TreeRowProps) {
  const { node, level, index, setSize } = row;
  const branch = isBranch(node);
  const drag = useDraggable({ id: node.id, disabled: !draggable });
  const dropTarget = useDroppable({ id: node.id, disabled: !draggable });
  const Icon = branch ? (open ? FolderOpen : Folder) : File;
  return (
    // Keys are handled once on the role="tree" list (roving tabindex), not per row.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      ref={(el) => {
        setRef(el);
        dropTarget.setNodeRef(el);
      }}
      role="treeitem"
      aria-level={level}
      aria-setsize={setSize}
      aria-posinset={index + 1}
      aria-expanded={branch ? open : undefined}
      aria-checked={checkState}
      aria-selected={checkState === undefined ? focused : undefined}
      aria-busy={busy || undefined}
      tabIndex={focused ? 0 : -1}
      onFocus={(e) => {
        if (e.target === e.currentTarget) onFocusRow();
      }}
      onClick={onFocusRow}
      className={cn(
        'group relative flex min-h-9 cursor-default items-center gap-1.5 rounded-md pr-1 outline-none select-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
        focused && (keepTint ? 'bg-primary-soft/60' : 'group-focus-within/tree:bg-primary-soft/60'),
        dragging && 'opacity-40',
        drop === 'inside' && 'bg-primary-soft ring-2 ring-primary',
        drop === 'before' && 'before:absolute before:inset-x-0 before:-top-px before:h-0.5 before:bg-primary',
        drop === 'after' && 'after:absolute after:inset-x-0 after:-bottom-px after:h-0.5 after:bg-primary',
      )}
      style={{ paddingLeft: `${(level - 1) * 1.25 + 0.25}rem` }}
    >
      <span
        aria-hidden="true"
        onClick={(e) => {
          e.stopPropagation();
          onFocusRow();
          if (branch) onToggleOpen();
        }}
        className={cn(
          'flex size-6 shrink-0 items-center justify-center rounded text-muted-foreground',
          branch && 'cursor-pointer hover:bg-muted hover:text-foreground',
        )}
      >
        {branch && (
          <ChevronRight className={cn('size-4 transition-transform duration-150 motion-reduce:transition-none', open && 'rotate-90')} />
        )}
      </span>
      {checkState !== undefined && (
        <span
          aria-hidden="true"
          data-state={checkState === 'mixed' ? 'indeterminate' : checkState ? 'checked' : 'unchecked'}
          onClick={(e) => {
            e.stopPropagation();
            onFocusRow();
            onToggleCheck();
          }}
          className="flex size-4.5 shrink-0 cursor-pointer items-center justify-center rounded-[5px] border border-muted-foreground/60 bg-card text-white data-[state=checked]:border-primary-solid data-[state=checked]:bg-primary-solid data-[state=indeterminate]:border-primary-solid data-[state=indeterminate]:bg-primary-solid"
        >
          {checkState === true && <Check className="size-3.5" strokeWidth={3} />}
          {checkState === 'mixed' && <Minus className="size-3.5" strokeWidth={3} />}
        </span>
      )}
      <Icon className={cn('size-4 shrink-0', branch ? 'text-warning-text' : 'text-muted-foreground')} aria-hidden="true" />
      <span className="min-w-0 flex-1 truncate">
        {matchRanges(node.label, query).map((part, i) =>
          part.match ? (
            <mark key={i} className="rounded-sm bg-warning-soft px-0.5 text-warning-text">
              {part.text}
            </mark>
          ) : (
            <span key={i}>{part.text}</span>
          ),
        )}
      </span>
      {busy && <Spinner className="size-4 text-primary-text" label={loadingLabel} />}
      {draggable && (
        <span
          ref={drag.setNodeRef}
          {...drag.listeners}
          aria-hidden="true"
          className="flex size-7 shrink-0 cursor-grab touch-none items-center justify-center rounded text-muted-foreground opacity-60 group-hover:opacity-100 active:cursor-grabbing"
        >
          <GripVertical className="size-4" />
        </span>
      )}
    </li>
  );
}
