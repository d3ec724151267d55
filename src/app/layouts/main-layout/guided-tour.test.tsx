import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';
import { TOUR_START_DELAY_MS } from './guided-tour';
import { TOUR_KEY, useTour } from './tour.store';
import { withDesktopTour } from './tour-test-setup';

const tourDialog = (name: string | RegExp) => screen.findByRole('dialog', { name }, { timeout: 12000 });
const storedOutcome = () => JSON.parse(localStorage.getItem(TOUR_KEY) ?? 'null') as unknown;
const waitPastStart = () => act(() => new Promise((r) => setTimeout(r, TOUR_START_DELAY_MS + 400)));

describe('guided tour', () => {
  withDesktopTour();

  it('starts on a first desktop visit and walks the five steps with Next / Previous / Done', async () => {
    const user = userEvent.setup();
    await renderRoute('/ui-elements/colors', { signedInAs: 'editor' });
    const first = await tourDialog('Your main menu');
    expect(within(first).getByText('Step 1 of 5')).toBeInTheDocument();
    // Focus moves into the popover.
    await waitFor(() => expect(within(first).getByRole('button', { name: 'Next' })).toHaveFocus());
    expect(within(first).queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByTestId('tour-spotlight')).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Next' }));
    const second = await tourDialog('Starred pages');
    await user.click(within(second).getByRole('button', { name: 'Previous' }));
    await tourDialog('Your main menu');
    for (const title of ['Starred pages', 'Language', 'Search everything', 'Make it yours']) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await tourDialog(title);
    }
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('tour-spotlight')).not.toBeInTheDocument());
    expect(storedOutcome()).toBe('done');
  });

  it('Skip is remembered: the tour never comes back by itself', async () => {
    const user = userEvent.setup();
    const view = await renderRoute('/ui-elements/colors', { signedInAs: 'editor' });
    const dialog = await tourDialog('Your main menu');
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storedOutcome()).toBe('skipped');

    view.unmount();
    act(() => useTour.getState().reload());
    await renderRoute('/ui-elements/colors', { signedInAs: 'editor' });
    await screen.findByRole('heading', { level: 1, name: 'Colors' }, { timeout: 12000 });
    await waitPastStart();
    expect(screen.queryByTestId('tour-spotlight')).not.toBeInTheDocument();
  });

  it('Esc skips', async () => {
    const user = userEvent.setup();
    await renderRoute('/ui-elements/colors', { signedInAs: 'editor' });
    await tourDialog('Your main menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('tour-spotlight')).not.toBeInTheDocument());
    expect(storedOutcome()).toBe('skipped');
  });

  it('stops when the route changes', async () => {
    const { router } = await renderRoute('/ui-elements/colors', { signedInAs: 'editor' });
    await tourDialog('Your main menu');
    await act(() => router.navigate('/pages/faq'));
    await waitFor(() => expect(screen.queryByTestId('tour-spotlight')).not.toBeInTheDocument());
    expect(useTour.getState().active).toBe(false);
    expect(storedOutcome()).toBe('skipped');
  });

  it('does not start under automation (navigator.webdriver)', async () => {
    Object.defineProperty(navigator, 'webdriver', { value: true, configurable: true });
    await renderRoute('/ui-elements/colors', { signedInAs: 'editor' });
    await screen.findByRole('heading', { level: 1, name: 'Colors' }, { timeout: 12000 });
    await waitPastStart();
    expect(screen.queryByTestId('tour-spotlight')).not.toBeInTheDocument();
    expect(storedOutcome()).toBeNull();
  });

  it('does not start below desktop width', async () => {
    window.innerWidth = 1024;
    await renderRoute('/ui-elements/colors', { signedInAs: 'editor' });
    await screen.findByRole('heading', { level: 1, name: 'Colors' }, { timeout: 12000 });
    await waitPastStart();
    expect(screen.queryByTestId('tour-spotlight')).not.toBeInTheDocument();
  });

  it('can be taken again from the user menu after it was done', async () => {
    localStorage.setItem(TOUR_KEY, JSON.stringify('done'));
    act(() => useTour.getState().reload());
    const user = userEvent.setup();
    await renderRoute('/ui-elements/colors', { signedInAs: 'editor' });
    await user.click(await screen.findByRole('button', { name: /User menu/ }, { timeout: 12000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'Take the tour' }));
    expect(await tourDialog('Your main menu')).toBeInTheDocument();
  });

  it('treats a corrupt stored outcome as a first visit', () => {
    localStorage.setItem(TOUR_KEY, '"<img src=x>"');
    useTour.getState().reload();
    expect(useTour.getState().outcome).toBeNull();
    expect(localStorage.getItem(TOUR_KEY)).toBeNull();
  });
});
