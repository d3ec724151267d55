import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderRoute } from '@/test/render-route';

// Faults of the mock API panel (issue 9): each failure says what went wrong, keeps what was typed, rolls back.
const PERMISSION = "You don't have permission to do that.";
const UNREACHABLE = 'Server unreachable. Please try again later.';

describe('profile pages under API faults', { timeout: 40_000 }, () => {
  it('says a 403 on load is a permission problem, and Retry loads the profile once allowed', async () => {
    const user = userEvent.setup();
    let forbidden = true;
    server.use(http.get('*/api/pages/profile', () => (forbidden ? fail(403, 'Forbidden') : undefined)));
    await renderRoute('/pages/profile', { signedInAs: 'editor' });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(PERMISSION);
    forbidden = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Suggestions' })).toBeInTheDocument();
  });

  it('rolls a refused follow back and the toast gives the reason', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/api/pages/profile/suggestions/:id/follow', () => fail(403, 'Forbidden')));
    await renderRoute('/pages/profile', { signedInAs: 'editor' });
    const suggestions = within((await screen.findByRole('heading', { name: 'Suggestions' })).closest('section')!);
    const add = suggestions.getAllByRole('button', { name: /^Add / })[0]!;
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await user.click(add);
    expect(await screen.findByText(PERMISSION)).toBeInTheDocument();
    expect(screen.getByText("That didn't work. Please try again.")).toBeInTheDocument();
    await waitFor(() => expect(add).toHaveAttribute('aria-pressed', 'false'));
  });

  it('keeps a comment that could not be sent, and says the server was unreachable', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/api/pages/profile/posts/:id/comments', () => HttpResponse.error()));
    await renderRoute('/pages/profile', { signedInAs: 'editor' });
    const card = within((await screen.findAllByRole('region', { name: /^John Anderson / }))[0]!);
    await user.type(card.getByRole('textbox', { name: 'Add a comment' }), 'Written offline');
    await user.click(card.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText(UNREACHABLE)).toBeInTheDocument();
    expect(card.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('Written offline');
  });

  it('user settings: a 403 on load and on save each say so; typed values stay', async () => {
    const user = userEvent.setup();
    let loadForbidden = true;
    server.use(
      http.get('*/api/pages/account-settings', () => (loadForbidden ? fail(403, 'Forbidden') : undefined)),
      http.post('*/api/pages/account-settings', () => fail(403, 'Forbidden')),
    );
    await renderRoute('/pages/user-settings', { signedInAs: 'editor' });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(PERMISSION);
    loadForbidden = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    const company = await screen.findByRole('textbox', { name: 'Company' });
    await user.clear(company);
    await user.type(company, 'Typed Co');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PERMISSION)).toBeInTheDocument();
    expect(screen.getByText(/Couldn't save your changes/)).toBeInTheDocument();
    expect(company).toHaveValue('Typed Co');
  });
});
