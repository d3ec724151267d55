import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DemoCard } from '@/components/patterns/demo-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { toast } from '@/components/ui/toast';
import { Tree } from '../components/tree';
import { ASYNC_TREE, LAZY_DELAY_MS, PICKER_TREE, lazyChildrenFor } from '../components/tree-data';
import { ancestorsOf, checkStateOf, checkedNodes, findNode, setChildren, toggleCheck, type TreeNode } from '../components/tree-state';
import { SearchTreeDemo } from './tree-search-demo';

export default function TreePage() {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <DropdownTreeDemo />
      <AsyncTreeDemo />
      <SearchTreeDemo />
    </div>
  );
}

/** The picker's team names are words, so they are translated (file names in the other trees are not). */
function translated(nodes: readonly TreeNode[], name: (id: string) => string): TreeNode[] {
  return nodes.map((n) => ({ ...n, label: name(n.id), children: n.children && translated(n.children, name) }));
}

function DropdownTreeDemo() {
  const { t } = useTranslation('extension-widgets');
  const labelId = useId();
  const valueId = useId();
  const tree = useMemo(() => translated(PICKER_TREE, (id) => t(`tree.dropdown.nodes.${id}`)), [t]);
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(['design']));
  const [checked, setChecked] = useState<Set<string>>(() => new Set(['icons']));
  const picked = checkedNodes(tree, checked).filter((n) => {
    const parents = ancestorsOf(tree, n.id) ?? [];
    return !parents.some((p) => {
      const parent = findNode(tree, p);
      return parent !== undefined && checkStateOf(parent, checked) === true;
    });
  });
  return (
    <DemoCard title={t('tree.dropdown.title')} description={t('tree.dropdown.description')} code={DROPDOWN_CODE}>
      <p id={labelId} className="mb-1.5 text-sm font-medium">
        {t('tree.dropdown.label')}
      </p>
      <Popover>
        <PopoverTrigger asChild>
          <Button
            variant="outline"
            color="secondary"
            aria-labelledby={`${labelId} ${valueId}`}
            className="h-auto min-h-9 w-full justify-between py-1.5 font-normal"
          >
            <span id={valueId} className="flex min-w-0 flex-wrap gap-1">
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
            nodes={tree}
            expanded={expanded}
            onExpandedChange={setExpanded}
            checkable
            checked={checked}
            onToggleCheck={(id) => setChecked((c) => toggleCheck(tree, id, c))}
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

const DROPDOWN_CODE = `<Popover>
  <PopoverTrigger asChild><Button>{summary}</Button></PopoverTrigger>
  <PopoverContent>
    <Tree nodes={nodes} checkable checked={checked}
      onToggleCheck={(id) => setChecked(toggleCheck(nodes, id, checked))} />
  </PopoverContent>
</Popover>`;

const ASYNC_CODE = `<Tree nodes={nodes} loading={loading}
  onLoadChildren={(id) => fetchChildren(id).then((c) => setNodes(setChildren(nodes, id, c)))} />`;
