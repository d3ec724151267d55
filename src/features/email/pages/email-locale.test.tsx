import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLanguage } from '@/test/locale';
import { renderRoute } from '@/test/render-route';

vi.mock('../components/rich-text-editor', () => import('../components/rich-text-editor.fake'));

// The first render lazy-loads the layout and page chunks: slow on a busy machine.
configure({ asyncUtilTimeout: 8000 });

describe('email in German', { timeout: 40_000 }, () => {
  it('writes the time of an open mail on the 24-hour clock, not "8:30 AM"', async () => {
    await renderRoute('/apps/email/inbox?mail=1');
    const pane = await screen.findByRole('region', { name: 'Q3 revenue report' });
    await switchLanguage('de', ['email']);
    await waitFor(() => expect(within(pane).getByText(/^\d{1,2}\. Nov\. 2026, \d{2}:\d{2}$/)).toBeInTheDocument());
    expect(pane.textContent).not.toMatch(/\d:\d{2}\s?(AM|PM)/);
  });

  it('writes the sizes of a forwarded mail’s attachments as the reading pane does ("470,8 KB")', async () => {
    const user = userEvent.setup();
    await renderRoute('/apps/email/inbox?mail=1');
    await switchLanguage('de', ['email']);
    const pane = await screen.findByRole('region', { name: 'Q3 revenue report' });
    await waitFor(() => expect(within(pane).getByText('470,8 KB')).toBeInTheDocument());
    await user.click(within(pane).getByRole('button', { name: 'Weiterleiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Weiterleiten' });
    expect(within(dialog).getByText('470,8 KB')).toBeInTheDocument();
    expect(within(dialog).queryByText('470.8 KB')).toBeNull();
  });
});
