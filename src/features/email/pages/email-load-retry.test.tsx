import userEvent from '@testing-library/user-event';
import { expectRetryKeepsItsPlace, failGet } from '@/test/load-retry';
import { renderRoute } from '@/test/render-route';

vi.mock('@/app/registry', async () => ({ registry: (await import('../email.routes')).routes }));
vi.mock('@/app/layouts/main-layout/navbar-items', () => ({ navbarItems: [], FeatureNavbarItems: () => null }));

vi.mock('../components/rich-text-editor', () => import('../components/rich-text-editor.fake'));

describe('the mail list when its first load fails', { timeout: 40_000 }, () => {
  it('a Retry from the error state keeps its place and the keyboard focus while the new attempt runs', async () => {
    const user = userEvent.setup();
    failGet('/api/apps/email/mails', { delayMs: 300 });
    await renderRoute('/apps/email/inbox', { signedInAs: 'admin' });
    // Without data TanStack Query drops the error while refetching: the skeleton used to replace the button.
    await expectRetryKeepsItsPlace(user, "Couldn't load your mail");
  });
});
