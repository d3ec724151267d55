/** Pure, immutable helpers for the Tree demo: check state, visibility, search and structural edits. */
export interface TreeNode {
  id: string;
  label: string;
  /** undefined = leaf; [] = empty folder. */
  children?: TreeNode[];
  /** Children are fetched on first expand. */
  lazy?: boolean;
}

export type CheckState = boolean | 'mixed';

export interface VisibleNode {
  node: TreeNode;
  level: number;
  parentId: string | null;
  index: number;
  setSize: number;
}

export function isBranch(node: TreeNode): boolean {
  return node.children !== undefined || node.lazy === true;
}

export function findNode(nodes: TreeNode[], id: string): TreeNode | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const hit = n.children && findNode(n.children, id);
    if (hit) return hit;
  }
  return undefined;
}

/** Ids from the root down to (not including) the node; undefined when absent. */
export function ancestorsOf(nodes: TreeNode[], id: string, trail: string[] = []): string[] | undefined {
  for (const n of nodes) {
    if (n.id === id) return trail;
    if (n.children) {
      const hit = ancestorsOf(n.children, id, [...trail, n.id]);
      if (hit) return hit;
    }
  }
  return undefined;
}

function descendantIds(node: TreeNode): string[] {
  return (node.children ?? []).flatMap((c) => [c.id, ...descendantIds(c)]);
}

/** Leaves (and not-yet-loaded branches) under a node, the node itself when it has no children. */
function leafIds(node: TreeNode): string[] {
  if (!node.children || node.children.length === 0) return [node.id];
  return node.children.flatMap(leafIds);
}

/** Checked state of any node from the set of checked leaf ids. */
export function checkStateOf(node: TreeNode, checked: ReadonlySet<string>): CheckState {
  const leaves = leafIds(node);
  const on = leaves.filter((id) => checked.has(id)).length;
  if (on === 0) return false;
  return on === leaves.length ? true : 'mixed';
}

/** Toggling a node checks (or unchecks) it and all its descendants. Mixed → checked. */
export function toggleCheck(nodes: TreeNode[], id: string, checked: ReadonlySet<string>): Set<string> {
  const node = findNode(nodes, id);
  const next = new Set(checked);
  if (!node) return next;
  const turnOn = checkStateOf(node, checked) !== true;
  for (const leaf of leafIds(node)) {
    if (turnOn) next.add(leaf);
    else next.delete(leaf);
  }
  // Drop stale ids of branches that now have loaded children.
  for (const d of [node.id, ...descendantIds(node)]) {
    const n = findNode(nodes, d);
    if (n?.children && n.children.length > 0) next.delete(d);
  }
  return next;
}

/** Nodes whose check state is true (parents included), in tree order. */
export function checkedNodes(nodes: TreeNode[], checked: ReadonlySet<string>): TreeNode[] {
  return nodes.flatMap((n) => [
    ...(checkStateOf(n, checked) === true ? [n] : []),
    ...(n.children ? checkedNodes(n.children, checked) : []),
  ]);
}

export function visibleNodes(nodes: TreeNode[], expanded: ReadonlySet<string>, level = 1, parentId: string | null = null): VisibleNode[] {
  return nodes.flatMap((node, index) => [
    { node, level, parentId, index, setSize: nodes.length },
    ...(node.children && expanded.has(node.id) ? visibleNodes(node.children, expanded, level + 1, node.id) : []),
  ]);
}

/** Case-insensitive substring match (never a regex, so any query is safe). */
export function matchRanges(label: string, query: string): Array<{ text: string; match: boolean }> {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return [{ text: label, match: false }];
  const lower = label.toLocaleLowerCase();
  const parts: Array<{ text: string; match: boolean }> = [];
  let from = 0;
  for (let at = lower.indexOf(q); at !== -1; at = lower.indexOf(q, from)) {
    if (at > from) parts.push({ text: label.slice(from, at), match: false });
    parts.push({ text: label.slice(at, at + q.length), match: true });
    from = at + q.length;
  }
  if (from < label.length) parts.push({ text: label.slice(from), match: false });
  return parts;
}

export function searchTree(nodes: TreeNode[], query: string): { matches: Set<string>; expand: Set<string> } {
  const matches = new Set<string>();
  const expand = new Set<string>();
  const q = query.trim().toLocaleLowerCase();
  if (!q) return { matches, expand };
  const walk = (list: TreeNode[], trail: string[]) => {
    for (const n of list) {
      if (n.label.toLocaleLowerCase().includes(q)) {
        matches.add(n.id);
        trail.forEach((a) => expand.add(a));
      }
      if (n.children) walk(n.children, [...trail, n.id]);
    }
  };
  walk(nodes, []);
  return { matches, expand };
}

function mapChildren(nodes: TreeNode[], parentId: string | null, fn: (children: TreeNode[]) => TreeNode[]): TreeNode[] {
  if (parentId === null) return fn(nodes);
  return nodes.map((n) => {
    if (n.id === parentId) return { ...n, children: fn(n.children ?? []) };
    return n.children ? { ...n, children: mapChildren(n.children, parentId, fn) } : n;
  });
}

export function setChildren(nodes: TreeNode[], parentId: string, children: TreeNode[]): TreeNode[] {
  return mapChildren(nodes, parentId, () => children).map((n) => n);
}

export function removeNode(nodes: TreeNode[], id: string): TreeNode[] {
  return nodes.filter((n) => n.id !== id).map((n) => (n.children ? { ...n, children: removeNode(n.children, id) } : n));
}

export function insertNode(nodes: TreeNode[], parentId: string | null, index: number, node: TreeNode): TreeNode[] {
  return mapChildren(nodes, parentId, (children) => {
    const next = [...children];
    next.splice(Math.max(0, Math.min(index, next.length)), 0, node);
    return next;
  });
}

export interface Location {
  parentId: string | null;
  index: number;
}

export function locate(nodes: TreeNode[], id: string, parentId: string | null = null): Location | undefined {
  for (const [i, n] of nodes.entries()) {
    if (n.id === id) return { parentId, index: i };
    if (n.children) {
      const hit = locate(n.children, id, n.id);
      if (hit) return hit;
    }
  }
  return undefined;
}

function childrenOf(nodes: TreeNode[], parentId: string | null): TreeNode[] {
  return parentId === null ? nodes : (findNode(nodes, parentId)?.children ?? []);
}

/** Moves a node to parentId at index (index counted in the list without the node). Refuses cycles. */
export function moveNode(nodes: TreeNode[], id: string, parentId: string | null, index: number): TreeNode[] {
  const node = findNode(nodes, id);
  if (!node) return nodes;
  if (parentId !== null && (parentId === id || descendantIds(node).includes(parentId))) return nodes;
  const target = parentId === null ? undefined : findNode(nodes, parentId);
  if (parentId !== null && (!target || !isBranch(target))) return nodes;
  return insertNode(removeNode(nodes, id), parentId, index, node);
}

export type MoveDirection = 'up' | 'down' | 'indent' | 'outdent';

/** Keyboard alternative to dragging. Returns the same array when the move is impossible. */
export function moveByKeyboard(nodes: TreeNode[], id: string, direction: MoveDirection): TreeNode[] {
  const loc = locate(nodes, id);
  if (!loc) return nodes;
  const siblings = childrenOf(nodes, loc.parentId);
  switch (direction) {
    case 'up':
      return loc.index > 0 ? moveNode(nodes, id, loc.parentId, loc.index - 1) : nodes;
    case 'down':
      return loc.index < siblings.length - 1 ? moveNode(nodes, id, loc.parentId, loc.index + 1) : nodes;
    case 'indent': {
      const prev = siblings[loc.index - 1];
      if (!prev || !prev.children) return nodes;
      return moveNode(nodes, id, prev.id, prev.children.length);
    }
    case 'outdent': {
      if (loc.parentId === null) return nodes;
      const parentLoc = locate(nodes, loc.parentId);
      if (!parentLoc) return nodes;
      return moveNode(nodes, id, parentLoc.parentId, parentLoc.index + 1);
    }
  }
}

export function canMove(nodes: TreeNode[], id: string, direction: MoveDirection): boolean {
  return moveByKeyboard(nodes, id, direction) !== nodes;
}
