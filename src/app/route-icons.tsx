import { useEffect, useSyncExternalStore } from 'react';
import MENU_ICONS from 'virtual:route-icons/menu';
import type { IconName, IconType } from '@/lib/route-manifest';

// Top-level sidebar icons are drawn on every page and come with the main layout. The others (page search,
// bookmarks of grouped pages) travel with the page search palette, which draws them all: the first icon that
// needs one fetches that chunk (so the search also opens at once afterwards).
let loaded: Readonly<Record<string, IconType | undefined>> = {};
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function loadAll() {
  loading ??= import('./layouts/main-layout/search-palette').then(
    (module) => {
      loaded = module.ROUTE_ICONS;
      for (const listener of listeners) listener();
    },
    () => {
      loading = null; // offline: the next icon that needs the chunk asks again
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const deferred = new Map<IconName, IconType>();

/** An icon outside the menu set: an empty box of the icon's size until the full set has loaded. */
function deferredIcon(name: IconName): IconType {
  let icon = deferred.get(name);
  if (!icon) {
    icon = function DeferredRouteIcon({ className }) {
      const Icon = useSyncExternalStore(subscribe, () => loaded[name]);
      useEffect(() => {
        if (!Icon) void loadAll();
      }, [Icon]);
      return Icon ? (
        <Icon className={className} aria-hidden="true" />
      ) : (
        <span className={`inline-block size-4 ${className ?? ''}`} aria-hidden="true" />
      );
    };
    deferred.set(name, icon);
  }
  return icon;
}

/** The component for a route entry's icon name (stable per name, so it can be used as a React element type). */
export function routeIcon(name: IconName): IconType {
  return MENU_ICONS[name] ?? deferredIcon(name);
}
