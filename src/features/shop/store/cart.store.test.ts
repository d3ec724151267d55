import { clearUserData } from '@/lib/session/sign-out';
import { generateCatalogue } from '../mocks/shop.seed';
import { CART_KEY, cartRandom, hydrateShopStore, MAX_CART_LINES, useShopStore, validateQuantity, WISHLIST_KEY } from './cart.store';
import { cartTotals } from './cart-totals';

const [a, b, c] = generateCatalogue(3) as [
  ReturnType<typeof generateCatalogue>[number],
  ReturnType<typeof generateCatalogue>[number],
  ReturnType<typeof generateCatalogue>[number],
];
const store = () => useShopStore.getState();

beforeEach(() => {
  store().reset();
});

describe('cart toggle (SPEC §4, I1)', () => {
  it('adds with quantity 1 and demo discount 4-23 %, offers 1-4, delivery within 10 days; removes when present', () => {
    const now = Date.UTC(2026, 0, 1);
    vi.spyOn(cartRandom, 'now').mockReturnValue(now);
    expect(store().toggleCart(a)).toBe('added');
    const line = store().cart[0]!;
    expect(line.quantity).toBe(1);
    expect(line.discount_in_percentage).toBeGreaterThanOrEqual(4);
    expect(line.discount_in_percentage).toBeLessThanOrEqual(23);
    expect(line.offers_count).toBeGreaterThanOrEqual(1);
    expect(line.offers_count).toBeLessThanOrEqual(4);
    const days = (Date.parse(line.delivery_date) - now) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(1);
    expect(days).toBeLessThanOrEqual(10);
    expect(store().toggleCart(a)).toBe('removed');
    expect(store().cart).toEqual([]);
    vi.restoreAllMocks();
  });

  it.each([1, 2, 3, 4, 5])('%i rapid toggles end in the state matching click parity, never duplicated', (clicks) => {
    for (let i = 0; i < clicks; i++) store().toggleCart(a);
    expect(store().cart.filter((l) => l.objectID === a.objectID)).toHaveLength(clicks % 2);
  });

  it('random demo values stay in range over many draws', () => {
    for (let i = 0; i < 500; i++) {
      const d = cartRandom.int(4, 23);
      expect(d >= 4 && d <= 23 && Number.isInteger(d)).toBe(true);
    }
  });

  it('wish list toggles by objectID, newest first', () => {
    store().toggleWishlist(a);
    store().toggleWishlist(b);
    expect(store().wishlist.map((w) => w.objectID)).toEqual([b.objectID, a.objectID]);
    store().toggleWishlist({ ...a, name: 'renamed' });
    expect(store().wishlist.map((w) => w.objectID)).toEqual([b.objectID]);
  });
});

describe('quantity validation (I3)', () => {
  it.each([
    [1, 1, null],
    [10, 10, null],
    ['7', 7, null],
    [0, 1, 'min'],
    [-1, 1, 'min'],
    [1.5, 2, 'integer'],
    ['abc', null, 'invalid'],
    ['', null, 'invalid'],
    [NaN, null, 'invalid'],
    [Infinity, null, 'invalid'],
    [1e9, 10, 'max'],
    ['1e9', 10, 'max'],
    [null, null, 'invalid'],
    [undefined, null, 'invalid'],
  ])('%s → %s (%s)', (raw, value, issue) => {
    expect(validateQuantity(raw)).toEqual({ value, issue });
  });

  it('setQuantity keeps the old value on junk and totals never go NaN or negative', () => {
    store().addToCart(a);
    store().setQuantity(a.objectID, 3);
    expect(store().setQuantity(a.objectID, 'abc').issue).toBe('invalid');
    expect(store().cart[0]?.quantity).toBe(3);
    store().setQuantity(a.objectID, -5);
    expect(store().cart[0]?.quantity).toBe(1);
    store().setQuantity(a.objectID, 1e9);
    expect(store().cart[0]?.quantity).toBe(10);
    const t = cartTotals(store().cart);
    for (const v of Object.values(t)) {
      expect(Number.isFinite(v)).toBe(true);
      expect(v).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('totals', () => {
  it('computes price details from the live cart', () => {
    const lines = [
      { ...a, price: 100, quantity: 2, discount_in_percentage: 10, offers_count: 1, delivery_date: '' },
      { ...b, price: 50, quantity: 1, discount_in_percentage: 20, offers_count: 2, delivery_date: '' },
    ];
    const t = cartTotals(lines);
    expect(t.subtotal).toBe(250);
    expect(t.discount).toBe(30);
    expect(t.tax).toBe(17.6);
    expect(t.total).toBe(237.6);
    expect(t.items).toBe(3);
    expect(cartTotals(lines, 10).coupon).toBe(22);
    expect(cartTotals([])).toEqual({ items: 0, subtotal: 0, discount: 0, coupon: 0, tax: 0, delivery: 0, total: 0 });
    const bad = cartTotals([{ ...lines[0]!, price: NaN, quantity: NaN, discount_in_percentage: -50 }]);
    expect(Object.values(bad).every((v) => Number.isFinite(v) && v >= 0)).toBe(true);
  });
});

describe('persistence (A12)', () => {
  it('writes under tessera.user. keys and reads them back', () => {
    store().addToCart(a);
    store().toggleWishlist(b);
    expect(CART_KEY.startsWith('tessera.user.')).toBe(true);
    expect(JSON.parse(localStorage.getItem(CART_KEY)!)).toHaveLength(1);
    const saved = [localStorage.getItem(CART_KEY)!, localStorage.getItem(WISHLIST_KEY)!] as const;
    store().reset();
    localStorage.setItem(CART_KEY, saved[0]);
    localStorage.setItem(WISHLIST_KEY, saved[1]);
    hydrateShopStore();
    expect(store().cart.map((l) => l.objectID)).toEqual([a.objectID]);
    expect(store().wishlist.map((l) => l.objectID)).toEqual([b.objectID]);
  });

  it.each(['{not json', '"a string"', '{"a":1}', 'null', '[1,2,3]'])('corrupt storage %s → empty, no crash', (raw) => {
    localStorage.setItem(CART_KEY, raw);
    localStorage.setItem(WISHLIST_KEY, raw);
    hydrateShopStore();
    expect(store().cart).toEqual([]);
    expect(store().wishlist).toEqual([]);
  });

  it('10,000 entries → truncated (or empty when over the storage size cap), duplicates dropped', () => {
    const line = { ...a, quantity: 1, discount_in_percentage: 5, offers_count: 1, delivery_date: '2026-01-01' };
    const small: unknown[] = Array.from({ length: 10_000 }, (_, i) => ({ objectID: String(i), bogus: true }));
    small.splice(0, 3, line, line, { ...line, objectID: 'b' });
    localStorage.setItem(CART_KEY, JSON.stringify(small));
    hydrateShopStore();
    expect(store().cart.map((l) => l.objectID)).toEqual([a.objectID, 'b']);
    const tiny = { ...line, description: '', categories: [], name: 'n', hierarchicalCategories: { lvl0: 'x' } };
    const many = Array.from({ length: 10_000 }, (_, i) => ({ ...tiny, objectID: String(i) }));
    localStorage.setItem(CART_KEY, JSON.stringify(many.slice(0, 200)));
    hydrateShopStore();
    expect(store().cart).toHaveLength(MAX_CART_LINES);
    localStorage.setItem(CART_KEY, JSON.stringify(many));
    hydrateShopStore();
    expect(store().cart.length).toBeLessThanOrEqual(MAX_CART_LINES);
  });

  it('sign-out clears cart and wish list, in memory and in storage', () => {
    store().addToCart(a);
    store().addToCart(c);
    store().toggleWishlist(b);
    clearUserData();
    expect(store().cart).toEqual([]);
    expect(store().wishlist).toEqual([]);
    expect(JSON.parse(localStorage.getItem(CART_KEY) ?? '[]')).toEqual([]);
  });
});
