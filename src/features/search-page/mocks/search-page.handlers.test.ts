import { searchResponseSchema } from '../api/search-page.contract';

const get = async (qs: string) => {
  const res = await fetch(`http://localhost/api/pages/search${qs}`);
  expect(res.status).toBe(200);
  return searchResponseSchema.parse(await res.json());
};

describe('search mock API', () => {
  it('returns every type, paginated, with counts per type', async () => {
    const all = await get('');
    expect(all.counts.pages).toBeGreaterThan(0);
    expect(all.counts.users).toBeGreaterThan(0);
    expect(all.counts.files).toBeGreaterThan(0);
    expect(all.counts.contacts).toBeGreaterThan(0);
    expect(all.results).toHaveLength(8);
    expect(all.pageCount).toBe(Math.ceil(all.total / 8));
    const p2 = await get('?page=2');
    expect(p2.results[0]?.id).not.toBe(all.results[0]?.id);
    expect((await get('?page=999')).page).toBe(all.pageCount);
  });

  it('filters by type and query (case and accent insensitive), deterministically', async () => {
    const files = await get('?type=files');
    expect(files.results.every((r) => r.type === 'files')).toBe(true);
    const file = files.results[0];
    expect(file).toMatchObject({
      file_name: expect.any(String),
      from: expect.any(String),
      file_ext: expect.any(String),
      size: expect.stringMatching(/mb$/),
    });
    const lea = await get('?q=LEA&type=users');
    expect(lea.results.map((r) => (r.type === 'users' ? r.name : ''))).toContain('Léa Dubois');
    expect(await get('?q=design')).toEqual({ ...(await get('?q=design')), tookMs: expect.any(Number) });
  });

  it('treats hostile queries as plain text and ignores bad params', async () => {
    for (const q of ['(.*)+$', '<b>', `${'a'.repeat(150)}!`]) expect((await get(`?q=${encodeURIComponent(q)}`)).total).toBe(0);
    const bad = await get('?type=nope&page=-3&time=later');
    expect(bad.page).toBe(1);
  });

  it('narrows by time range', async () => {
    const any = await get('');
    const week = await get('?time=week');
    expect(week.total).toBeLessThan(any.total);
  });
});
