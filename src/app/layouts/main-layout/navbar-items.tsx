import type { NavbarItem } from '@/lib/route-manifest';

// A feature's second door (src/features/<f>/navbar.ts): only the main layout chunk loads these.
const modules = import.meta.glob<{ navbarItems?: readonly NavbarItem[] }>('../../../features/*/navbar.ts', { eager: true });

/** Navbar widgets contributed by features (cart, notifications…), in their declared order. */
const navbarItems: readonly NavbarItem[] = Object.values(modules)
  .flatMap((m) => m.navbarItems ?? [])
  .sort((a, b) => a.order - b.order);

export function FeatureNavbarItems() {
  return (
    <>
      {navbarItems.map(({ id, component: Component }) => (
        <Component key={id} />
      ))}
    </>
  );
}
