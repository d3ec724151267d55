import type { TreeNode } from './tree-state';

/** File-system style demo data: names are the same in every language. */
export const PROJECT_TREE: TreeNode[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      {
        id: 'components',
        label: 'components',
        children: [
          { id: 'button', label: 'button.tsx' },
          { id: 'card', label: 'card.tsx' },
          { id: 'dialog', label: 'dialog.tsx' },
        ],
      },
      {
        id: 'pages',
        label: 'pages',
        children: [
          { id: 'home', label: 'home-page.tsx' },
          { id: 'settings', label: 'settings-page.tsx' },
        ],
      },
      { id: 'main', label: 'main.tsx' },
    ],
  },
  {
    id: 'public',
    label: 'public',
    children: [
      { id: 'favicon', label: 'favicon.svg' },
      { id: 'robots', label: 'robots.txt' },
    ],
  },
  { id: 'docs', label: 'docs', children: [] },
  { id: 'pkg', label: 'package.json' },
  { id: 'readme', label: 'README.md' },
];

export const PICKER_TREE: TreeNode[] = [
  {
    id: 'design',
    label: 'Design',
    children: [
      { id: 'ui', label: 'UI Kit' },
      { id: 'icons', label: 'Icons' },
      { id: 'brand', label: 'Brand' },
    ],
  },
  {
    id: 'eng',
    label: 'Engineering',
    children: [
      { id: 'web', label: 'Web' },
      { id: 'mobile', label: 'Mobile' },
      { id: 'api', label: 'API' },
    ],
  },
  { id: 'ops', label: 'DevOps' },
];

export const ASYNC_TREE: TreeNode[] = [
  { id: 'remote-1', label: 'cloud-storage', lazy: true },
  { id: 'remote-2', label: 'backups', lazy: true },
  { id: 'local', label: 'local-cache', children: [{ id: 'local-1', label: 'cache.db' }] },
];

export const LAZY_DELAY_MS = 900;

/** Children a lazy branch "fetches"; deeper levels stay lazy up to depth 3. */
export function lazyChildrenFor(parent: TreeNode, depth: number): TreeNode[] {
  return [1, 2, 3].map((n) =>
    n === 1 && depth < 3
      ? { id: `${parent.id}-${n}`, label: `${parent.label}-folder`, lazy: true }
      : { id: `${parent.id}-${n}`, label: `${parent.label}-file-${n}.dat` },
  );
}
