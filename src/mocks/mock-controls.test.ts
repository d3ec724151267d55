import { DEFAULT_CONTROLS, mockControls, persistMockControls, setMockControls } from './http';
import { isOnline } from '@/lib/network-status';

const KEY = 'tessera.mockControls';

describe('mock-API fault settings across a reload', () => {
  afterEach(() => {
    setMockControls({ ...DEFAULT_CONTROLS });
    sessionStorage.clear();
  });

  it('restores what the panel stored in this tab, offline included', () => {
    const saved = { latencyMs: 2000, errorRate: 0.3, forced: { pattern: '/api/apps/email', status: 403 }, offline: true };
    sessionStorage.setItem(KEY, JSON.stringify(saved));
    persistMockControls(sessionStorage);
    expect(mockControls).toEqual(saved);
    expect(isOnline()).toBe(false);
  });

  it('writes every change back', () => {
    persistMockControls(sessionStorage);
    setMockControls({ errorRate: 0.1 });
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toMatchObject({ errorRate: 0.1, forced: null });
  });

  it.each([
    ['not JSON', '{latency'],
    ['a wrong shape', JSON.stringify({ latencyMs: 'slow' })],
    ['a status the panel never sets', JSON.stringify({ ...DEFAULT_CONTROLS, forced: { pattern: '/api/x', status: 418 } })],
    ['a path outside the API', JSON.stringify({ ...DEFAULT_CONTROLS, forced: { pattern: 'https://evil.example/', status: 500 } })],
    ['a negative latency', JSON.stringify({ ...DEFAULT_CONTROLS, latencyMs: -5 })],
  ])('treats %s as no faults', (_what, raw) => {
    setMockControls({ latencyMs: 500 });
    sessionStorage.setItem(KEY, raw);
    persistMockControls(sessionStorage);
    expect(mockControls).toEqual(DEFAULT_CONTROLS);
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual(DEFAULT_CONTROLS);
  });
});
