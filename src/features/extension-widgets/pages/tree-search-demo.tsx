import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, Plus, Search, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DemoCard } from '@/components/patterns/demo-card';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Kbd } from '@/components/ui/kbd';
import { Tree } from '../components/tree';
import { PROJECT_TREE } from '../components/tree-data';
import {
  canMove,
  checkedNodes,
  findNode,
  insertNode,
  isBranch,
  locate,
  moveByKeyboard,
  removeNode,
  searchTree,
  toggleCheck,
  type MoveDirection,
  type TreeNode,
} from '../components/tree-state';

const MOVES: Array<{ dir: MoveDirection; icon: typeof ArrowUp; key: string }> = [
  { dir: 'up', icon: ArrowUp, key: '↑' },
  { dir: 'down', icon: ArrowDown, key: '↓' },
  { dir: 'outdent', icon: ArrowLeft, key: '←' },
  { dir: 'indent', icon: ArrowRight, key: '→' },
];

/** The editable tree: search with highlights, checks, drag/Alt+Arrow moves, add and delete. */
export function SearchTreeDemo() {
  const { t } = useTranslation('extension-widgets');
  const searchId = useId();
  const nameId = useId();
  const [nodes, setNodes] = useState<TreeNode[]>(PROJECT_TREE);
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(['src']));
  const [checked, setChecked] = useState<Set<string>>(() => new Set(['button']));
  const [query, setQuery] = useState('');
  const [active, setActive] = useState<string | null>('src');
  const [name, setName] = useState('');
  const [status, setStatus] = useState('');
  const counter = useRef(0);
  const nameRef = useRef<HTMLInputElement>(null);
  const treeBox = useRef<HTMLDivElement>(null);
  /**
   * A button that disables or removes itself (a move at the edge, Add with the name cleared, Clear checks) would
   * drop keyboard focus on <body>: send it to the tree's current row (or `fallback`) once React has re-rendered.
   */
  const keepFocus = (button: HTMLElement, fallback?: HTMLElement | null) =>
    setTimeout(() => {
      if (button.isConnected && !button.hasAttribute('disabled')) return;
      (fallback ?? treeBox.current?.querySelector<HTMLElement>('[role="treeitem"][tabindex="0"]'))?.focus();
    }, 0);

  const { matches } = useMemo(() => searchTree(nodes, query), [nodes, query]);
  const onSearch = (value: string) => {
    setQuery(value);
    // Matches' parents open once; the user can still collapse them afterwards.
    const { expand } = searchTree(nodes, value);
    if (expand.size) setExpanded((e) => new Set([...e, ...expand]));
  };
  const activeNode = active ? findNode(nodes, active) : undefined;

  const applyMove = (next: TreeNode[], id: string) => {
    const node = findNode(next, id);
    const loc = locate(next, id);
    const parent = loc?.parentId ? findNode(next, loc.parentId)?.label : t('tree.search.root');
    setNodes(next);
    setActive(id);
    if (node && loc) setStatus(t('tree.search.moved', { name: node.label, parent, position: loc.index + 1 }));
  };

  const move = (dir: MoveDirection) => {
    if (!active) return;
    const next = moveByKeyboard(nodes, active, dir);
    if (next === nodes) return;
    if (dir === 'indent') {
      const parentId = locate(next, active)?.parentId;
      if (parentId) setExpanded((e) => new Set(e).add(parentId));
    }
    applyMove(next, active);
  };

  const add = (e: FormEvent) => {
    e.preventDefault();
    const label = name.trim();
    if (!label) return;
    counter.current += 1;
    const node: TreeNode = { id: `new-${counter.current}`, label };
    let parentId: string | null = null;
    let index = nodes.length;
    if (activeNode && isBranch(activeNode)) {
      parentId = activeNode.id;
      index = activeNode.children?.length ?? 0;
      setExpanded((x) => new Set(x).add(activeNode.id));
    } else if (active) {
      const loc = locate(nodes, active);
      if (loc) {
        parentId = loc.parentId;
        index = loc.index + 1;
      }
    }
    setNodes(insertNode(nodes, parentId, index, node));
    setActive(node.id);
    setName('');
    setStatus(t('tree.search.added', { name: label }));
  };

  const remove = () => {
    if (!activeNode) return;
    const rows = nodes;
    const loc = locate(rows, activeNode.id);
    const next = removeNode(rows, activeNode.id);
    setNodes(next);
    // A deleted node's checks go with it, so the count and "Clear checks" stay truthful.
    setChecked((c) => new Set([...c].filter((id) => findNode(next, id))));
    const siblings = loc?.parentId ? findNode(next, loc.parentId)?.children : next;
    const fallback = siblings?.[Math.min(loc?.index ?? 0, (siblings?.length ?? 1) - 1)]?.id ?? loc?.parentId ?? next[0]?.id ?? null;
    setActive(fallback);
    // The Delete button disables itself with the last node: hand focus to the name field instead of <body>.
    if (!fallback) nameRef.current?.focus();
    setStatus(t('tree.search.deleted', { name: activeNode.label }));
  };

  const checkedCount = checkedNodes(nodes, checked).filter((n) => !isBranch(n)).length;

  return (
    <DemoCard title={t('tree.search.title')} description={t('tree.search.description')} code={SEARCH_CODE} className="xl:col-span-2">
      <div className="grid gap-4 lg:grid-cols-[1fr_16rem]">
        <div className="min-w-0 space-y-3">
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <label htmlFor={searchId} className="sr-only">
              {t('tree.search.searchLabel')}
            </label>
            <Input
              id={searchId}
              type="search"
              value={query}
              onChange={(e) => onSearch(e.target.value)}
              placeholder={t('tree.search.searchPlaceholder')}
              className="pl-9"
            />
          </div>
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {query.trim() ? t('tree.search.matches', { count: matches.size }) : t('tree.search.hint')}
          </p>
          <div ref={treeBox} className="rounded-md border p-1.5">
            {nodes.length === 0 && <p className="px-2 py-6 text-center text-sm text-muted-foreground">{t('tree.search.empty')}</p>}
            <Tree
              label={t('tree.search.title')}
              nodes={nodes}
              expanded={expanded}
              onExpandedChange={setExpanded}
              checkable
              checked={checked}
              onToggleCheck={(id) => setChecked((c) => toggleCheck(nodes, id, c))}
              query={query}
              onNodesChange={applyMove}
              activeId={active}
              onActiveChange={setActive}
            />
          </div>
          <p className="text-xs text-muted-foreground">
            {t('tree.search.keys')} <Kbd>Alt</Kbd> + <Kbd>↑</Kbd> <Kbd>↓</Kbd> <Kbd>←</Kbd> <Kbd>→</Kbd>
          </p>
        </div>
        <div className="space-y-4">
          <p className="text-sm">
            {t('tree.search.selected')} <strong>{activeNode?.label ?? '—'}</strong>
          </p>
          <div role="group" aria-label={t('tree.search.moveGroup')} className="grid grid-cols-4 gap-2">
            {MOVES.map(({ dir, icon: Icon }) => (
              <Button
                key={dir}
                variant="outline"
                color="secondary"
                size="icon"
                aria-label={t(`tree.search.move.${dir}`)}
                title={t(`tree.search.move.${dir}`)}
                disabled={!active || !canMove(nodes, active, dir)}
                onClick={(e) => {
                  move(dir);
                  keepFocus(e.currentTarget);
                }}
              >
                <Icon aria-hidden="true" />
              </Button>
            ))}
          </div>
          <form onSubmit={add} className="space-y-2">
            <label htmlFor={nameId} className="text-sm font-medium">
              {t('tree.search.newName')}
            </label>
            <div className="flex gap-2">
              <Input
                ref={nameRef}
                id={nameId}
                value={name}
                onChange={(e) => setName(e.target.value)}
                placeholder="notes.md"
                maxLength={60}
              />
              <Button
                type="submit"
                size="icon"
                aria-label={t('tree.search.add')}
                disabled={!name.trim()}
                onClick={(e) => keepFocus(e.currentTarget, nameRef.current)}
              >
                <Plus aria-hidden="true" />
              </Button>
            </div>
          </form>
          <Button variant="soft" color="danger" className="w-full" disabled={!activeNode} onClick={remove}>
            <Trash2 aria-hidden="true" />
            {t('tree.search.delete')}
          </Button>
          <p className="text-sm text-muted-foreground">{t('tree.search.checkedCount', { count: checkedCount })}</p>
          {checked.size > 0 && (
            <Button
              variant="ghost"
              color="secondary"
              size="sm"
              onClick={(e) => {
                setChecked(new Set());
                keepFocus(e.currentTarget);
              }}
            >
              <X aria-hidden="true" />
              {t('tree.search.clearChecks')}
            </Button>
          )}
          <p role="status" className="sr-only">
            {status}
          </p>
        </div>
      </div>
    </DemoCard>
  );
}

const SEARCH_CODE = `const { matches, expand } = searchTree(nodes, query);
<Tree nodes={nodes} query={query} expanded={union(expanded, expand)}
  checkable checked={checked} onNodesChange={setNodes} />`;
