import { productListSchema, productSchema } from '../api/shop.contract';

const base = 'http://localhost/api/apps/ecommerce/products';

describe('shop mock contract', () => {
  it('GET products lists 1,000 valid catalogue items including 5546604', async () => {
    const res = await fetch(base);
    expect(res.status).toBe(200);
    const body = productListSchema.parse(await res.json());
    expect(body.products).toHaveLength(1000);
    expect(body.products.some((p) => p.objectID === '5546604')).toBe(true);
  });

  it('GET products?size=N returns N items; bad sizes are 400', async () => {
    const res = await fetch(`${base}?size=25`);
    expect(productListSchema.parse(await res.json()).products).toHaveLength(25);
    for (const bad of ['0', '10001', 'abc', '2.5']) {
      expect((await fetch(`${base}?size=${bad}`)).status).toBe(400);
    }
  });

  it('GET products/{id} returns the item, unknown ids 404', async () => {
    const res = await fetch(`${base}/5546604`);
    expect(res.status).toBe(200);
    const item = productSchema.parse(await res.json());
    expect(item).toMatchObject({ objectID: '5546604', name: 'Aurora Vision Pro 15 Laptop' });
    const missing = await fetch(`${base}/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Not found' });
  });
});
