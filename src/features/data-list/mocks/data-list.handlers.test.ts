import { productSchema, productsResponseSchema } from '../api/data-list.contract';

const BASE = 'http://localhost/api/data-list/products';
const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const list = async () => productsResponseSchema.parse(await (await fetch(BASE)).json());
const item = { name: 'Desk Lamp', category: 'appliance', order_status: 'pending', price: 19.99, img: '' };

describe('data-list handlers', () => {
  it('lists 100 seeded products, newest first, popularity 50..100, deterministic', async () => {
    const products = await list();
    expect(products).toHaveLength(100);
    expect(products[0]?.id).toBe(100);
    expect(products.every((p) => p.popularity >= 50 && p.popularity <= 100)).toBe(true);
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(['computers', 'fitness', 'audio']));
    expect(await list()).toEqual(products);
  });

  it('creates with 201 {id}; popularity starts at 0 and the item comes first', async () => {
    const res = await post(`${BASE}/`, { item });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(id).toBe(101);
    const products = await list();
    expect(products[0]).toMatchObject({ ...item, id: 101, popularity: 0 });
  });

  it('refuses bad bodies with 400 (price ≤ 0, missing name, unknown category)', async () => {
    for (const bad of [{ ...item, price: 0 }, { ...item, price: -5 }, { ...item, name: ' ' }, { ...item, category: 'toys' }, null]) {
      expect((await post(`${BASE}/`, { item: bad })).status).toBe(400);
    }
    expect((await list()).length).toBe(100);
  });

  it('updates a product and answers the updated record; 404 for unknown ids', async () => {
    const res = await post(`${BASE}/5`, { item: { ...item, name: 'Renamed' } });
    expect(res.status).toBe(200);
    const updated = productSchema.parse(await res.json());
    expect(updated).toMatchObject({ id: 5, name: 'Renamed', category: 'appliance' });
    expect((await list()).find((p) => p.id === 5)?.name).toBe('Renamed');
    expect((await post(`${BASE}/9999`, { item })).status).toBe(404);
    expect((await post(`${BASE}/abc`, { item })).status).toBe(404);
  });

  it('deletes once; a second delete is 404 (I11)', async () => {
    expect((await fetch(`${BASE}/7`, { method: 'DELETE' })).status).toBe(200);
    expect((await fetch(`${BASE}/7`, { method: 'DELETE' })).status).toBe(404);
    expect((await list()).some((p) => p.id === 7)).toBe(false);
  });

  it('restores a deleted product under its old id and popularity (Undo)', async () => {
    const before = (await list()).find((p) => p.id === 8)!;
    await fetch(`${BASE}/8`, { method: 'DELETE' });
    const { id: _id, popularity, ...rest } = before;
    const res = await post(`${BASE}/`, { item: { ...rest, id: 8, popularity } });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: 8 });
    expect((await list()).find((p) => p.id === 8)).toEqual(before);
  });
});
