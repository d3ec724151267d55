import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderRoute } from '@/test/render-route';

const firstPost = async () => (await screen.findAllByRole('region', { name: /^John Anderson / }))[0]!;

describe('profile page', { timeout: 40_000 }, () => {
  it('toggles a like optimistically and updates the count', async () => {
    const user = userEvent.setup();
    await renderRoute('/pages/profile', { signedInAs: 'editor' });
    const card = within(await firstPost());
    const like = card.getByRole('button', { name: 'Like' });
    const count = card.getByTestId(/^likes-/);
    const before = Number(count.textContent?.match(/\d+/)?.[0]);
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(count).toHaveTextContent(`${before + 1} likes`);
    await user.click(like);
    await waitFor(() => expect(count).toHaveTextContent(`${before} likes`));
  });

  it('rolls a failed like back and says so', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/api/pages/profile/posts/:id/like', () => fail(500, 'boom')));
    await renderRoute('/pages/profile', { signedInAs: 'editor' });
    const card = within(await firstPost());
    await user.click(card.getByRole('button', { name: 'Like' }));
    expect(await screen.findByText("Couldn't update the like. Please try again.")).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('appends a comment as text and refuses an empty one', async () => {
    const user = userEvent.setup();
    const { container } = await renderRoute('/pages/profile', { signedInAs: 'editor' });
    const card = within(await firstPost());
    await user.click(card.getByRole('button', { name: 'Post Comment' }));
    expect(await card.findByText('Write something before posting.')).toBeInTheDocument();
    await user.type(card.getByRole('textbox', { name: 'Add a comment' }), '  <img src=x onerror=alert(1)>  ');
    await user.click(card.getByRole('button', { name: 'Post Comment' }));
    expect(await card.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    await waitFor(() => expect(card.getByRole('textbox', { name: 'Add a comment' })).toHaveValue(''));
  });

  it('votes in the poll, and Load More appends posts', async () => {
    const user = userEvent.setup();
    await renderRoute('/pages/profile', { signedInAs: 'editor' });
    await firstPost();
    expect(screen.getByTestId('poll-pct-3')).toHaveTextContent('6%');
    await user.click(screen.getByRole('radio', { name: 'Mark Ruffalo' }));
    await user.click(screen.getByRole('button', { name: 'Vote Now' }));
    const voted = await screen.findByRole('button', { name: 'You voted' });
    expect(voted).toHaveAttribute('aria-disabled', 'true');
    // The pressed button disabled itself and kept the focus (not dropped to <body>).
    expect(voted).toHaveFocus();
    expect(screen.getByTestId('poll-pct-3')).toHaveTextContent('6%');
    expect(screen.getAllByRole('region', { name: /^John Anderson / })).toHaveLength(3);
    await user.click(screen.getAllByRole('button', { name: 'Load More' })[0]!);
    await waitFor(() => expect(screen.getAllByRole('region', { name: /^John Anderson / })).toHaveLength(6));
    // Posts carry either kind of media: the second page brings a clip with its label.
    expect(screen.getByLabelText('Video of post 6')).toHaveAttribute('src', '/media/demo-clip.webm');
    // One author's posts are told apart by their time (distinct landmark names).
    const names = screen.getAllByRole('region', { name: /^John Anderson / }).map((r) => r.getAttribute('aria-labelledby'));
    const texts = names.map((ids) =>
      ids!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' '),
    );
    expect(new Set(texts).size).toBe(6);
  });
  it('keeps keyboard focus in place: the comment box after posting, the new items after the last Load More', async () => {
    const user = userEvent.setup();
    await renderRoute('/pages/profile', { signedInAs: 'editor' });
    const card = within(await firstPost());
    const box = card.getByRole('textbox', { name: 'Add a comment' });
    await user.click(card.getByRole('button', { name: 'Post Comment' }));
    expect(await card.findByText('Write something before posting.')).toBeInTheDocument();
    await user.type(box, 'Nice');
    expect(card.queryByText('Write something before posting.')).toBeNull();
    await user.click(card.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(box).toHaveFocus();

    const suggestions = within(screen.getByRole('heading', { name: 'Suggestions' }).closest('section')!);
    await user.click(suggestions.getByRole('button', { name: 'Load More' }));
    expect(suggestions.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(suggestions.getAllByRole('button', { name: /^Add / })[3]).toHaveFocus();

    const more = screen.getAllByRole('button', { name: 'Load More' })[0]!;
    await user.click(more);
    await waitFor(() => expect(screen.getAllByRole('region', { name: /^John Anderson / })).toHaveLength(6));
    expect(more).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(screen.getAllByRole('region', { name: /^John Anderson / })).toHaveLength(9));
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('region', { name: /^John Anderson / })[6]).toHaveFocus());
  });

  it("the phone section menu's name includes the section it shows (label in name)", async () => {
    const user = userEvent.setup();
    await renderRoute('/pages/profile', { signedInAs: 'editor' });
    await firstPost();
    await user.click(screen.getByRole('button', { name: 'Profile sections: Timeline' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Photos' }));
    expect(await screen.findByRole('button', { name: 'Profile sections: Photos' })).toBeInTheDocument();
  });

  it('the Videos tab plays the clip of the video post instead of saying there are none', async () => {
    const user = userEvent.setup();
    await renderRoute('/pages/profile', { signedInAs: 'editor' });
    await firstPost();
    await user.click(screen.getByRole('button', { name: 'Videos' }));
    expect(await screen.findByRole('heading', { name: 'Videos' })).toBeInTheDocument();
    expect(screen.getByLabelText('Video of post 6')).toHaveAttribute('src', '/media/demo-clip.webm');
    expect(screen.queryByText('No videos yet')).not.toBeInTheDocument();
  });
});
