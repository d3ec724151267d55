import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '@/test/render-route';
import { USERS_PATHS } from '../api/users.contract';

vi.mock('@/app/registry', async () => ({ registry: (await import('../users.routes')).routes }));
vi.mock('@/app/layouts/main-layout/navbar-items', () => ({ navbarItems: [], FeatureNavbarItems: () => null }));

// AG Grid renders cells from its own timers, outside React's act().
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

const SPOOF = 'Mallory \u202Egnp.exe\u202C Trusted';
const ARABIC = 'سارة الأحمد';

async function rename(id: number, name: string, username?: string) {
  const user = (await (await fetch(`http://localhost${USERS_PATHS.one(id)}`)).json()) as Record<string, unknown>;
  const res = await fetch(`http://localhost${USERS_PATHS.one(id)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { ...user, name, username: username ?? user.username } }),
  });
  expect(res.status).toBe(200);
}

/** Every element showing `text` sits in (or is) a dir="auto" element or a <bdi>, within two levels. */
function expectIsolated(text: string) {
  const holders = screen.getAllByText(text);
  expect(holders.length).toBeGreaterThan(0);
  for (const el of holders) {
    const isolating = el.closest('bdi, [dir="auto"]');
    expect(isolating, `"${text}" in <${el.tagName.toLowerCase()}> is not isolated`).not.toBeNull();
    let depth = 0;
    for (let p: Element | null = el; p && p !== isolating; p = p.parentElement) depth += 1;
    expect(depth).toBeLessThanOrEqual(2);
  }
}

describe('I5: user names in any script are isolated (dir=auto / <bdi>)', { timeout: 40_000 }, () => {
  it('the user list isolates names and usernames with RTL text or a U+202E override', async () => {
    await rename(317, SPOOF, 'mallory\u202Eexe.txt');
    await rename(316, ARABIC);
    await renderRoute('/apps/user/user-list');
    await waitFor(() => expect(screen.getByText(SPOOF)).toBeInTheDocument(), { timeout: 8000 });
    expectIsolated(SPOOF);
    expectIsolated('mallory\u202Eexe.txt');
    expectIsolated(ARABIC);
  });

  it('the user view isolates the name and username values', async () => {
    await rename(317, SPOOF, 'mallory\u202Eexe.txt');
    await renderRoute('/apps/user/user-view/317');
    await waitFor(() => expect(screen.getByText(SPOOF)).toBeInTheDocument(), { timeout: 8000 });
    expectIsolated(SPOOF);
    expectIsolated('mallory\u202Eexe.txt');
  });
});
