import { BookOpen, CircleOff, LifeBuoy, ListTree } from 'lucide-react';
import type { IconType } from '@/lib/route-manifest';
import { safeHref } from '@/lib/safe-url';

/**
 * The sidebar's "Others" section (FEATURES "Shell"): nested menu levels, a disabled item and external
 * links. These are not routes, so they live here and not in the route registry. Internal links point at
 * existing pages (the knowledge-base levels mirror the menu levels) and are shown only when the role may open them.
 */
export type OtherNode =
  | { kind: 'group'; id: string; label: OtherLabel; icon: IconType; children: readonly OtherNode[] }
  | { kind: 'link'; id: string; label: OtherLabel; icon: IconType; href: string }
  | { kind: 'external'; id: string; label: OtherLabel; icon: IconType; href: string }
  | { kind: 'disabled'; id: string; label: OtherLabel; icon: IconType };

/** Keys of the nav namespace used by this section (quoted here so the i18n check sees them). */
type OtherLabel =
  'menuLevels' | 'secondLevel1' | 'secondLevel2' | 'thirdLevel1' | 'thirdLevel2' | 'disabledMenu' | 'documentation' | 'raiseSupport';

/** External destinations; a deployment can point them elsewhere with VITE_DOCS_URL / VITE_SUPPORT_URL. */
const DOCS_URL =
  safeHref(import.meta.env.VITE_DOCS_URL as string | undefined) ??
  'https://pixinvent.com/demo/vuexy-vuejs-admin-dashboard-template/documentation/';
const SUPPORT_URL = safeHref(import.meta.env.VITE_SUPPORT_URL as string | undefined) ?? 'https://pixinvent.ticksy.com/';

export const OTHERS_SECTION_LABEL = 'sectionOthers' as const;

export const MENU_OTHERS: readonly OtherNode[] = [
  {
    kind: 'group',
    id: 'menu-levels',
    label: 'menuLevels',
    icon: ListTree,
    children: [
      { kind: 'link', id: 'second-1', label: 'secondLevel1', icon: ListTree, href: '/pages/knowledge-base' },
      {
        kind: 'group',
        id: 'second-2',
        label: 'secondLevel2',
        icon: ListTree,
        children: [
          { kind: 'link', id: 'third-1', label: 'thirdLevel1', icon: ListTree, href: '/pages/knowledge-base/category' },
          { kind: 'link', id: 'third-2', label: 'thirdLevel2', icon: ListTree, href: '/pages/knowledge-base/category/question' },
        ],
      },
    ],
  },
  { kind: 'disabled', id: 'disabled', label: 'disabledMenu', icon: CircleOff },
  { kind: 'external', id: 'docs', label: 'documentation', icon: BookOpen, href: DOCS_URL },
  { kind: 'external', id: 'support', label: 'raiseSupport', icon: LifeBuoy, href: SUPPORT_URL },
];

/** Drops internal links the predicate rejects, and groups left empty. */
export function filterOthers(nodes: readonly OtherNode[], allowed: (href: string) => boolean): OtherNode[] {
  return nodes.flatMap((node): OtherNode[] => {
    if (node.kind === 'link') return allowed(node.href) ? [node] : [];
    if (node.kind !== 'group') return [node];
    const children = filterOthers(node.children, allowed);
    return children.length ? [{ ...node, children }] : [];
  });
}
