import { create } from 'zustand';
import * as z from 'zod/mini';
import { readStored, writeStored } from '@/lib/storage';
import { onSignOut, USER_DATA_PREFIX } from '@/lib/session/sign-out';
import { productSchema, type Product } from '../api/shop.contract';

/** Cart and wish list (SPEC §4), persisted per user under `tessera.user.` (cleared at sign-out). */
export const CART_KEY = `${USER_DATA_PREFIX}shop.cart`;
export const WISHLIST_KEY = `${USER_DATA_PREFIX}shop.wishlist`;
export const MAX_CART_LINES = 50;
const MAX_WISHLIST_ITEMS = 100;
export const QTY_MIN = 1;
export const QTY_MAX = 10;

const cartLineSchema = z.extend(productSchema, {
  quantity: z.int().check(z.gte(QTY_MIN), z.lte(QTY_MAX)),
  discount_in_percentage: z.int().check(z.gte(0), z.lte(100)),
  offers_count: z.int().check(z.gte(0), z.lte(10)),
  delivery_date: z.string().check(z.maxLength(40)),
});
export type CartLine = z.infer<typeof cartLineSchema>;

const wishLineSchema = z.extend(productSchema, { added_at: z.number() });
export type WishLine = z.infer<typeof wishLineSchema>;

/** Keeps the valid, unique entries of a stored list, truncated to `max` (A12: corrupt or huge → empty or truncated). */
function listSchema<T extends { objectID: string }>(line: z.ZodMiniType<T>, max: number) {
  return z.pipe(
    z.array(z.unknown()),
    z.transform((raw) => {
      const seen = new Set<string>();
      const out: T[] = [];
      for (const entry of raw) {
        if (out.length >= max) break;
        const parsed = line.safeParse(entry);
        if (parsed.success && !seen.has(parsed.data.objectID)) {
          seen.add(parsed.data.objectID);
          out.push(parsed.data);
        }
      }
      return out;
    }),
  );
}
const storedCart = listSchema(cartLineSchema, MAX_CART_LINES);
const storedWishlist = listSchema(wishLineSchema, MAX_WISHLIST_ITEMS);

/** Demo values are random per SPEC §9; injectable so tests are exact. */
export const cartRandom = {
  int: (min: number, max: number): number => {
    const buf = new Uint32Array(1);
    globalThis.crypto.getRandomValues(buf);
    return min + ((buf[0] ?? 0) % (max - min + 1));
  },
  now: (): number => Date.now(),
};

export type QuantityIssue = 'invalid' | 'min' | 'max' | 'integer';
/** I3: 0, -1, 1.5, 'abc', 1e9 never reach the cart; the caller shows the issue. null value = keep the old one. */
export function validateQuantity(raw: unknown): { value: number | null; issue: QuantityIssue | null } {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  if (!Number.isFinite(n)) return { value: null, issue: 'invalid' };
  if (n < QTY_MIN) return { value: QTY_MIN, issue: 'min' };
  if (n > QTY_MAX) return { value: QTY_MAX, issue: 'max' };
  if (!Number.isInteger(n)) return { value: Math.min(QTY_MAX, Math.max(QTY_MIN, Math.round(n))), issue: 'integer' };
  return { value: n, issue: null };
}

const toProduct = (p: Product): Product => productSchema.parse(p);

interface ShopState {
  cart: CartLine[];
  wishlist: WishLine[];
  toggleCart: (product: Product) => 'added' | 'removed';
  addToCart: (product: Product) => void;
  removeFromCart: (objectID: string) => void;
  setQuantity: (objectID: string, raw: unknown) => ReturnType<typeof validateQuantity>;
  toggleWishlist: (product: Product) => 'added' | 'removed';
  removeFromWishlist: (objectID: string) => void;
  restoreWishlist: (line: WishLine, index: number) => void;
  clearCart: () => void;
  reset: () => void;
}

function newLine(product: Product): CartLine {
  const days = cartRandom.int(1, 10);
  return {
    ...toProduct(product),
    quantity: 1,
    discount_in_percentage: cartRandom.int(4, 23),
    offers_count: cartRandom.int(1, 4),
    delivery_date: new Date(cartRandom.now() + days * 86_400_000).toISOString(),
  };
}

export const useShopStore = create<ShopState>()((set, get) => ({
  cart: readStored(CART_KEY, storedCart, []),
  wishlist: readStored(WISHLIST_KEY, storedWishlist, []),
  toggleCart: (product) => {
    const present = get().cart.some((l) => l.objectID === product.objectID);
    if (present) get().removeFromCart(product.objectID);
    else get().addToCart(product);
    return present ? 'removed' : 'added';
  },
  addToCart: (product) =>
    set((s) =>
      s.cart.some((l) => l.objectID === product.objectID) || s.cart.length >= MAX_CART_LINES ? s : { cart: [...s.cart, newLine(product)] },
    ),
  removeFromCart: (id) => set((s) => ({ cart: s.cart.filter((l) => l.objectID !== id) })),
  setQuantity: (id, raw) => {
    const result = validateQuantity(raw);
    const value = result.value;
    if (value !== null) set((s) => ({ cart: s.cart.map((l) => (l.objectID === id ? { ...l, quantity: value } : l)) }));
    return result;
  },
  toggleWishlist: (product) => {
    const present = get().wishlist.some((w) => w.objectID === product.objectID);
    set((s) =>
      present
        ? { wishlist: s.wishlist.filter((w) => w.objectID !== product.objectID) }
        : { wishlist: [{ ...toProduct(product), added_at: cartRandom.now() }, ...s.wishlist].slice(0, MAX_WISHLIST_ITEMS) },
    );
    return present ? 'removed' : 'added';
  },
  removeFromWishlist: (id) => set((s) => ({ wishlist: s.wishlist.filter((w) => w.objectID !== id) })),
  restoreWishlist: (line, index) =>
    set((s) => {
      if (s.wishlist.some((w) => w.objectID === line.objectID)) return s;
      const next = [...s.wishlist];
      next.splice(Math.min(Math.max(0, index), next.length), 0, line);
      return { wishlist: next.slice(0, MAX_WISHLIST_ITEMS) };
    }),
  clearCart: () => set({ cart: [] }),
  reset: () => set({ cart: [], wishlist: [] }),
}));

/** Re-reads storage (after sign-out, in tests, or when another tab changed it). */
export function hydrateShopStore(): void {
  useShopStore.setState({ cart: readStored(CART_KEY, storedCart, []), wishlist: readStored(WISHLIST_KEY, storedWishlist, []) });
}

useShopStore.subscribe((state, prev) => {
  if (state.cart !== prev.cart) writeStored(CART_KEY, state.cart);
  if (state.wishlist !== prev.wishlist) writeStored(WISHLIST_KEY, state.wishlist);
});

onSignOut(() => useShopStore.getState().reset());

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === CART_KEY || e.key === WISHLIST_KEY || e.key === null) hydrateShopStore();
  });
}

export const useInCart = (id: string) => useShopStore((s) => s.cart.some((l) => l.objectID === id));
export const useInWishlist = (id: string) => useShopStore((s) => s.wishlist.some((w) => w.objectID === id));
