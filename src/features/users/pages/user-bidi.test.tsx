import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '@/test/render-route';
import { USERS_PATHS } from '../api/users.contract';
import { runOutsideAct } from '@/test/outside-act';

vi.mock('@/app/registry', async () => ({ registry: (await import('../users.routes')).routes }));
vi.mock('@/app/layouts/main-layout/navbar-items', () => ({ navbarItems: [], FeatureNavbarItems: () => null }));

// AG Grid renders cells from its own timers, outside React's act().
runOutsideAct();

const SPOOF = 'Mallory \u202Egnp.exe\u202C Trusted';
const SPOOF_SHOWN = 'Mallory gnp.exe Trusted';
const USERNAME = 'mallory\u202Eexe.txt';
const USERNAME_SHOWN = 'malloryexe.txt';
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

/** No bidi override/embedding/isolate control reaches the page text (they only disguise names). */
const expectNoBidiControls = () => expect(document.body.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);

describe('I5: user names in any script are isolated (<bdi>) and cannot be disguised', { timeout: 40_000 }, () => {
  it('I5: the user list isolates names and usernames; a U+202E override is not shown', async () => {
    await rename(317, SPOOF, USERNAME);
    await rename(316, ARABIC);
    await renderRoute('/apps/user/user-list');
    await waitFor(() => expect(screen.getByText(SPOOF_SHOWN)).toBeInTheDocument(), { timeout: 8000 });
    expectIsolated(SPOOF_SHOWN);
    expectIsolated(USERNAME_SHOWN);
    expectIsolated(ARABIC);
    expectNoBidiControls();
  });

  it('I5: the user view isolates the name and username values', async () => {
    await rename(317, SPOOF, USERNAME);
    await renderRoute('/apps/user/user-view/317');
    await waitFor(() => expect(screen.getByText(SPOOF_SHOWN)).toBeInTheDocument(), { timeout: 8000 });
    expectIsolated(SPOOF_SHOWN);
    expectIsolated(USERNAME_SHOWN);
    expectNoBidiControls();
  });
});
