import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, ChevronDown, Plus, Search, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DemoCard } from '@/components/patterns/demo-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Kbd } from '@/components/ui/kbd';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { toast } from '@/components/ui/toast';
import { Tree } from '../components/tree';
import { ASYNC_TREE, LAZY_DELAY_MS, PICKER_TREE, PROJECT_TREE, lazyChildrenFor } from '../components/tree-data';
import {
  ancestorsOf,
  canMove,
  checkStateOf,
  checkedNodes,
  findNode,
  insertNode,
  isBranch,
  locate,
  moveByKeyboard,
  removeNode,
  searchTree,
  setChildren,
  toggleCheck,
  type MoveDirection,
  type TreeNode,
} from '../components/tree-state';

export default function TreePage() {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <DropdownTreeDemo />
      <AsyncTreeDemo />
      <SearchTreeDemo />
    </div>
  );
}

function DropdownTreeDemo() {
  const { t } = useTranslation('extension-widgets');
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(['design']));
  const [checked, setChecked] = useState<Set<string>>(() => new Set(['icons']));
  const picked = checkedNodes(PICKER_TREE, checked).filter((n) => {
    const parents = ancestorsOf(PICKER_TREE, n.id) ?? [];
    return !parents.some((p) => {
      const parent = findNode(PICKER_TREE, p);
      return parent !== undefined && checkStateOf(parent, checked) === true;
    });
  });
  return (
    <DemoCard title={t('tree.dropdown.title')} description={t('tree.dropdown.description')} code={DROPDOWN_CODE}>
      <Popover>
        <PopoverTrigger asChild>
          <Button variant="outline" color="secondary" className="h-auto min-h-9 w-full justify-between py-1.5 font-normal">
            <span className="flex min-w-0 flex-wrap gap-1">
              {picked.length === 0 ? (
                <span className="text-muted-foreground">{t('tree.dropdown.placeholder')}</span>
              ) : (
                picked.map((n) => (
                  <Badge key={n.id} variant="soft" color="primary">
                    {n.label}
                  </Badge>
                ))
              )}
            </span>
            <ChevronDown aria-hidden="true" />
          </Button>
        </PopoverTrigger>
        <PopoverContent align="start" className="w-[var(--radix-popover-trigger-width)] p-2">
          <Tree
            label={t('tree.dropdown.title')}
            nodes={PICKER_TREE}
            expanded={expanded}
            onExpandedChange={setExpanded}
            checkable
            checked={checked}
            onToggleCheck={(id) => setChecked((c) => toggleCheck(PICKER_TREE, id, c))}
          />
        </PopoverContent>
      </Popover>
      <p className="mt-3 text-sm text-muted-foreground" aria-live="polite">
        {t('tree.dropdown.summary', { count: picked.length })}
      </p>
    </DemoCard>
  );
}

function AsyncTreeDemo() {
  const { t } = useTranslation('extension-widgets');
  const [nodes, setNodes] = useState<TreeNode[]>(ASYNC_TREE);
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const [checked, setChecked] = useState<Set<string>>(() => new Set());
  const [loading, setLoading] = useState<Set<string>>(() => new Set());
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const load = (id: string) => {
    if (loading.has(id)) return;
    setLoading((l) => new Set(l).add(id));
    timers.current.push(
      setTimeout(() => {
        setNodes((current) => {
          const parent = findNode(current, id);
          if (!parent) return current;
          const depth = (ancestorsOf(current, id)?.length ?? 0) + 1;
          const children = lazyChildrenFor(parent, depth);
          // A checked branch passes its check to the children it just loaded.
          setChecked((c) => {
            if (!c.has(id)) return c;
            const next = new Set(c);
            next.delete(id);
            children.forEach((ch) => next.add(ch.id));
            return next;
          });
          return setChildren(current, id, children);
        });
        setLoading((l) => {
          const next = new Set(l);
          next.delete(id);
          return next;
        });
      }, LAZY_DELAY_MS),
    );
  };

  return (
    <DemoCard title={t('tree.async.title')} description={t('tree.async.description')} code={ASYNC_CODE}>
      <Tree
        label={t('tree.async.title')}
        nodes={nodes}
        expanded={expanded}
        onExpandedChange={setExpanded}
        loading={loading}
        onLoadChildren={load}
        checkable
        checked={checked}
        onToggleCheck={(id) => {
          const next = toggleCheck(nodes, id, checked);
          setChecked(next);
          const node = findNode(nodes, id);
          if (node) {
            const on = checkStateOf(node, next) === true;
            toast.success(on ? t('tree.async.checked', { name: node.label }) : t('tree.async.unchecked', { name: node.label }));
          }
        }}
      />
    </DemoCard>
  );
}

const MOVES: Array<{ dir: MoveDirection; icon: typeof ArrowUp; key: string }> = [
  { dir: 'up', icon: ArrowUp, key: '↑' },
  { dir: 'down', icon: ArrowDown, key: '↓' },
  { dir: 'outdent', icon: ArrowLeft, key: '←' },
  { dir: 'indent', icon: ArrowRight, key: '→' },
];

function SearchTreeDemo() {
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
    const siblings = loc?.parentId ? findNode(next, loc.parentId)?.children : next;
    const fallback = siblings?.[Math.min(loc?.index ?? 0, (siblings?.length ?? 1) - 1)]?.id ?? loc?.parentId ?? next[0]?.id ?? null;
    setActive(fallback);
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
          <div className="rounded-md border p-1.5">
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
            {t('tree.search.selected')}: <strong>{activeNode?.label ?? '—'}</strong>
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
                onClick={() => move(dir)}
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
              <Input id={nameId} value={name} onChange={(e) => setName(e.target.value)} placeholder="notes.md" maxLength={60} />
              <Button type="submit" size="icon" aria-label={t('tree.search.add')} disabled={!name.trim()}>
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
            <Button variant="ghost" color="secondary" size="sm" onClick={() => setChecked(new Set())}>
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

const DROPDOWN_CODE = `<Popover>
  <PopoverTrigger asChild><Button>{summary}</Button></PopoverTrigger>
  <PopoverContent>
    <Tree nodes={nodes} checkable checked={checked}
      onToggleCheck={(id) => setChecked(toggleCheck(nodes, id, checked))} />
  </PopoverContent>
</Popover>`;

const ASYNC_CODE = `<Tree nodes={nodes} loading={loading}
  onLoadChildren={(id) => fetchChildren(id).then((c) => setNodes(setChildren(nodes, id, c)))} />`;

const SEARCH_CODE = `const { matches, expand } = searchTree(nodes, query);
<Tree nodes={nodes} query={query} expanded={union(expanded, expand)}
  checkable checked={checked} onNodesChange={setNodes} />`;
