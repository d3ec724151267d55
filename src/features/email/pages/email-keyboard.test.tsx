import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';

vi.mock('../components/rich-text-editor', () => import('../components/rich-text-editor.fake'));

// The first render lazy-loads the layout and page chunks: slow on a busy machine.
configure({ asyncUtilTimeout: 8000 });

describe('email keyboard', { timeout: 40_000 }, () => {
  it('# trashes the focused row and hands focus to the next row, never to <body>', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/email/inbox');
    const list = await screen.findByRole('list', { name: 'Mails' });
    await within(list).findByText('Q3 revenue report');
    await user.keyboard('j');
    const opener = (name: string) => within(list).getByRole('button', { name });
    expect(opener('Onboarding screens ready for review')).toHaveFocus();

    await user.keyboard('#');
    await waitFor(() => expect(within(list).queryByText('Onboarding screens ready for review')).toBeNull());
    const next = opener('Sprint planning moved to Tuesday');
    expect(next).toHaveFocus();
    expect(next).toHaveAttribute('tabindex', '0');
    expect(await screen.findByText(/moved to trash/i)).toBeInTheDocument();
  });
});
