import { eventSchema, eventsResponseSchema, labelsResponseSchema } from '../api/calendar.contract';

const base = 'http://localhost/api/apps/calendar';
const send = (method: string, path: string, body?: unknown) =>
  fetch(`${base}/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const list = async (query = '') => eventsResponseSchema.parse(await (await fetch(`${base}/events${query}`)).json());
const valid = {
  title: 'Standup',
  startDate: '2026-11-20T09:00',
  endDate: '2026-11-20T09:15',
  allDay: false,
  label: 'work',
  url: '',
  description: '',
};

describe('calendar mock API', () => {
  it('lists seeded events around SEED_NOW (November 2026) and filters by labels', async () => {
    const all = await list();
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(all.filter((e) => e.startDate.startsWith('2026-11')).length).toBeGreaterThanOrEqual(10);
    expect(new Set(all.map((e) => e.label))).toEqual(new Set(['business', 'work', 'personal', '']));
    expect(
      all.every((e) => e.classes === `event-${{ business: 'success', work: 'warning', personal: 'danger', '': 'primary' }[e.label]}`),
    ).toBe(true);
    const work = await list('?labels=work');
    expect(work.length).toBeGreaterThan(0);
    expect(work.every((e) => e.label === 'work')).toBe(true);
    const none = await list('?labels=none,personal');
    expect(new Set(none.map((e) => e.label))).toEqual(new Set(['', 'personal']));
    expect(await list('?labels=')).toEqual([]);
  });

  it('serves the three labels with theme colours', async () => {
    const res = await fetch(`${base}/labels`);
    expect(res.status).toBe(200);
    expect(labelsResponseSchema.parse(await res.json())).toEqual([
      { text: 'Business', value: 'business', color: 'success' },
      { text: 'Work', value: 'work', color: 'warning' },
      { text: 'Personal', value: 'personal', color: 'danger' },
    ]);
  });

  it('POST events/ creates (201 {id}) and the event is listed', async () => {
    const res = await send('POST', 'events/', { event: valid });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const created = (await list()).find((e) => e.id === id);
    expect(created).toMatchObject({ ...valid, classes: 'event-warning' });
  });

  it('POST events/ validates title, dates, end before start and the URL scheme (400)', async () => {
    const bad = [
      { ...valid, title: '   ' },
      { ...valid, startDate: '2026-02-30' },
      { ...valid, endDate: 'soon' },
      { ...valid, endDate: '2026-11-20T08:59' },
      { ...valid, url: 'javascript:alert(1)' },
      { ...valid, url: 'ftp://files.example' },
      { ...valid, label: 'holiday' },
    ];
    for (const event of bad) expect((await send('POST', 'events/', { event })).status).toBe(400);
    expect((await send('POST', 'events/', {})).status).toBe(400);
    expect((await send('POST', 'events/', { event: { ...valid, url: 'https://ok.example' } })).status).toBe(201);
  });

  it('POST event/{id} updates, 404 for unknown ids, 400 for bad bodies', async () => {
    const res = await send('POST', 'event/1', { event: { ...valid, title: 'Renamed', label: 'personal' } });
    expect(res.status).toBe(200);
    expect(eventSchema.parse(await res.json())).toMatchObject({ id: 1, title: 'Renamed', classes: 'event-danger' });
    expect((await send('POST', 'event/9999', { event: valid })).status).toBe(404);
    expect((await send('POST', 'event/1', { event: { ...valid, title: '' } })).status).toBe(400);
  });

  it('DELETE event/{id} removes once, then 404', async () => {
    expect((await send('DELETE', 'event/2')).status).toBe(200);
    expect((await list()).some((e) => e.id === 2)).toBe(false);
    expect((await send('DELETE', 'event/2')).status).toBe(404);
  });

  it('POST event/dragged/{id} moves the start and shifts the end by the same offset', async () => {
    const before = (await list()).find((e) => e.title === 'Family Trip');
    expect(before).toMatchObject({ startDate: '2026-11-09', endDate: '2026-11-11' });
    const res = await send('POST', `event/dragged/${before?.id}`, { payload: { date: '2026-11-29' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ startDate: '2026-11-29', endDate: '2026-12-01' });

    const timed = (await list()).find((e) => e.title === 'Team Dinner');
    const moved = await send('POST', `event/dragged/${timed?.id}`, { payload: { date: '2026-12-03' } });
    expect(await moved.json()).toMatchObject({ startDate: '2026-12-03T19:30', endDate: '2026-12-03T22:00' });
  });

  it('POST event/dragged/{id}: 404 unknown id, 400 bad date', async () => {
    expect((await send('POST', 'event/dragged/4040', { payload: { date: '2026-11-01' } })).status).toBe(404);
    expect((await send('POST', 'event/dragged/1', { payload: { date: '2026-11-31' } })).status).toBe(400);
    expect((await send('POST', 'event/dragged/1', { date: '2026-11-01' })).status).toBe(400);
  });
});
