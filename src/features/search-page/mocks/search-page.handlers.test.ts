import { MORE_TABS, searchResponseSchema } from '../api/search-page.contract';
import { SEARCH_CONTACTS, SEARCH_FILES } from '../data/directory';
import { PERSONAL } from './search-page.seed-data';

const get = async (qs: string) => {
  const res = await fetch(`http://localhost/api/pages/search${qs}`);
  expect(res.status).toBe(200);
  return searchResponseSchema.parse(await res.json());
};

describe('search mock API', () => {
  it('has 40 pages of 10 under "All", for no query and for the prefilled "Tessera"', async () => {
    const all = await get('');
    expect(all.total).toBe(400);
    expect(all.pageCount).toBe(40);
    expect(all.results).toHaveLength(10);
    expect((await get('?q=Tessera')).pageCount).toBe(40);
    const p2 = await get('?page=2');
    expect(p2.page).toBe(2);
    expect(p2.results.map((r) => r.id)).not.toContain(all.results[0]?.id);
    expect((await get('?page=999')).page).toBe(40);
    // The first page shows the rich parts: sitelinks, stars with a price and stock.
    expect(all.results[0]?.sitelinks?.length).toBeGreaterThanOrEqual(4);
    expect(all.results[1]).toMatchObject({ rating: { stars: expect.any(Number) }, price: { currency: 'USD' }, stock: 'in' });
  });

  it('each tab returns only its kind; "All" mixes them', async () => {
    for (const type of ['images', 'video', 'maps', 'news', ...MORE_TABS]) {
      const res = await get(`?type=${type}`);
      expect(res.total, type).toBeGreaterThan(0);
      expect(res.results.every((r) => r.type === type)).toBe(true);
    }
    expect((await get('?type=video')).results.every((r) => r.video)).toBe(true);
    expect((await get('?type=images')).results.every((r) => r.images?.length === 1)).toBe(true);
    // In-app pages, contacts (mailto:) and files (nothing to open).
    const personal = await get('?type=personal&q=');
    expect(personal.total).toBe(PERSONAL.length + SEARCH_FILES.length + SEARCH_CONTACTS.length);
    for (const r of personal.results) {
      if (r.file) expect(r.url).toBe('');
      else if (r.contact) expect(r.url).toBe(`mailto:${r.contact.email}`);
      else expect(r.url).toMatch(/^\/[a-z]/);
    }
    expect(new Set((await get('')).results.map((r) => r.type)).size).toBeGreaterThan(2);
  });

  it('matches every word (any order, accents ignored) or, verbatim, the exact phrase', async () => {
    const loose = await get('?q=dashboard%20react&type=all');
    const verbatim = await get('?q=dashboard%20react&match=verbatim');
    const phrase = await get('?q=react%20dashboard&match=verbatim');
    expect(loose.total).toBeGreaterThan(phrase.total);
    expect(verbatim.total).toBe(0);
    expect(phrase.total).toBeGreaterThan(0);
    expect(phrase.results.every((r) => `${r.title} ${r.description}`.toLowerCase().includes('react dashboard'))).toBe(true);
    const lea = await get('?q=lea%20DUBOIS');
    expect(lea.total).toBeGreaterThan(0);
    expect(lea.total).toBe((await get('?q=L%C3%89A%20dubois')).total);
    expect((await get('?q=lea%20dubois&match=verbatim')).total).toBe(0);
    expect((await get('?q=L%C3%A9a%20Dubois&match=verbatim')).total).toBe(lea.total);
  });

  it('filters by time preset and by a custom range; a broken range means any time', async () => {
    const any = await get('');
    const hour = await get('?time=hour');
    const day = await get('?time=day');
    const year = await get('?time=year');
    expect(hour.total).toBeGreaterThan(0);
    expect(hour.total).toBeLessThan(day.total);
    expect(day.total).toBeLessThan(year.total);
    expect(year.total).toBeLessThan(any.total);
    const range = await get('?time=custom&from=2026-01-01&to=2026-01-31');
    expect(range.total).toBeGreaterThan(0);
    expect(range.total).toBeLessThan(any.total);
    expect(range.results.every((r) => r.date >= '2026-01-01' && r.date < '2026-02-01')).toBe(true);
    expect((await get('?time=custom&from=2026-02-01&to=2026-01-01')).total).toBe(any.total);
    expect((await get('?time=custom&from=2026-02-30&to=2026-03-01')).total).toBe(any.total);
  });

  it('finds every file and contact of the navbar search by its name, first, with its parts', async () => {
    for (const f of SEARCH_FILES) {
      const res = await get(`?q=${encodeURIComponent(f.name)}`);
      expect(res.results[0], f.name).toMatchObject({ title: f.name, type: 'personal', file: { kind: f.type, owner: f.by, size: f.size } });
    }
    for (const c of SEARCH_CONTACTS) {
      const res = await get(`?q=${encodeURIComponent(c.name)}`);
      expect(res.results[0], c.name).toMatchObject({
        title: c.name,
        date: expect.stringMatching(`^${c.time}`),
        contact: { email: c.email },
      });
    }
    // Lower case and without accents, as typed in the navbar search.
    expect((await get('?q=greta%20muller')).results[0]?.title).toBe('Greta Müller');
    // The owner finds the file too; the directory is part of the default "Tessera" search.
    expect((await get('?q=Valentin%20Coopland')).results.map((r) => r.title)).toContain('Class Notes.doc');
    expect((await get('?q=Tessera&type=personal')).total).toBe((await get('?q=&type=personal')).total);
  });

  it('treats hostile queries as plain text and ignores bad params', async () => {
    for (const q of ['(.*)+$', '<b>', `${'a'.repeat(150)}!`]) expect((await get(`?q=${encodeURIComponent(q)}`)).total).toBe(0);
    const bad = await get('?type=nope&page=-3&time=later&match=fuzzy');
    expect(bad).toMatchObject({ page: 1, total: 400 });
  });
});
