import type { NavbarItem } from '@/lib/route-manifest';
import { NavbarCart } from './components/navbar-cart';

/** The navbar cart dropdown, rendered by the main layout (so the sign-in page never loads it). */
export const navbarItems: readonly NavbarItem[] = [{ id: 'cart', order: 10, component: NavbarCart }];
