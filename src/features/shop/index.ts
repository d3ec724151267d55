import type { NavbarItem } from '@/lib/route-manifest';
import { NavbarCart } from './components/navbar-cart';

export { routes } from './shop.routes';

/** The navbar cart dropdown (rendered by the shell on every main-layout page). */
export const navbarItems: readonly NavbarItem[] = [{ id: 'cart', order: 10, component: NavbarCart }];
