import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/test/render-route';

const open = (path: string) => renderRoute(path, { signedInAs: 'editor' });

describe('component demos: interactive', { timeout: 40_000 }, () => {
  it('chip: Enter adds a tag, × removes one, Clear all empties the list', async () => {
    const user = userEvent.setup();
    await open('/components/chip');
    const input = await screen.findByRole('textbox', { name: 'New tag' });
    await user.type(input, 'Vite{Enter}');
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(within(tags).getByText('Vite')).toBeInTheDocument();
    expect(input).toHaveValue('');
    await user.click(within(tags).getByRole('button', { name: 'Remove React' }));
    expect(within(tags).queryByText('React')).not.toBeInTheDocument();
    // The pressed × is gone: focus moves to the chip now in its place, not to <body>.
    expect(within(tags).getByRole('button', { name: 'Remove TypeScript' })).toHaveFocus();
    await user.click(screen.getAllByRole('button', { name: 'Clear all' })[0]!);
    expect(within(tags).getByText('No tags.')).toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('chip: a duplicate tag (any case) is refused with a message and stays in the field', async () => {
    const user = userEvent.setup();
    await open('/components/chip');
    const input = await screen.findByRole('textbox', { name: 'New tag' });
    await user.type(input, ' react {Enter}');
    expect(input).toHaveValue(' react ');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('“React” is already a tag.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(3);
    await user.clear(input);
    expect(screen.queryByText('“React” is already a tag.')).not.toBeInTheDocument();
  });

  it('dialogs: an alert dialog closed with Esc or Accept gives focus back to its button', async () => {
    const user = userEvent.setup();
    await open('/components/dialogs');
    const trigger = await screen.findByRole('button', { name: 'Success' });
    await user.click(trigger);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: 'Accept' })).not.toHaveAttribute('aria-expanded');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await user.click(trigger);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('collapse: the accordion keeps one panel open', async () => {
    const user = userEvent.setup();
    await open('/components/collapse');
    const card = (await screen.findByRole('heading', { name: 'Accordion' })).closest('section')!;
    const [first, second] = within(card).getAllByRole('button', { name: /included|change plans/ });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    second!.focus();
    await user.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('collapse: open panels are regions named by their own trigger and their demo, no two alike', async () => {
    const user = userEvent.setup();
    await open('/components/collapse');
    await screen.findByRole('heading', { name: 'Accordion' });
    // Open "What is included?" in every accordion (the keyboard: pointing would open the hover demo's first).
    for (const trigger of screen.getAllByRole('button', { name: 'What is included?', expanded: false })) {
      trigger.focus();
      await user.keyboard('{Enter}');
    }
    // The name matcher also sees hidden (closed) panels: keep the names of the regions it returns.
    const nameOf = new Map<Element, string>();
    const regions = screen.getAllByRole('region', {
      name: (name, el) => el.getAttribute('data-slot') === 'accordion-content' && Boolean(nameOf.set(el, name)),
    });
    const names = regions.map((r) => nameOf.get(r));
    expect(regions).toHaveLength(6);
    expect(names).toEqual(
      expect.arrayContaining(['What is included? Default', 'What is included? Accordion', 'What is included? Plus sign']),
    );
    expect(new Set(names).size).toBe(names.length);
    for (const region of regions) {
      const trigger = document.getElementById(region.getAttribute('aria-labelledby')?.split(' ')[0] ?? '');
      expect(trigger).toHaveAttribute('aria-controls', region.id);
    }
  });

  it('dialogs: prompt enables Accept only when valid and returns the typed value', async () => {
    const user = userEvent.setup();
    await open('/components/dialogs');
    const trigger = await screen.findByRole('button', { name: 'Choose a username' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a username' });
    const accept = within(dialog).getByRole('button', { name: 'Accept' });
    expect(accept).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'a b');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('no spaces');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Username' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'neo_42');
    expect(accept).toBeEnabled();
    await user.click(accept);
    expect(await screen.findByText('Username set to “neo_42”')).toBeInTheDocument();
    expect(screen.getByText('Last result: neo_42')).toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('dropdown: keyboard opens, moves and selects', async () => {
    const user = userEvent.setup();
    await open('/components/dropdown');
    const trigger = await screen.findByRole('button', { name: 'Actions' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(menu).not.toBeInTheDocument();
    expect(await screen.findByText(/You chose: (Edit|Duplicate)/)).toBeInTheDocument();
  });

  it('pagination: pages drive the visible list; go-to and external buttons work', async () => {
    const user = userEvent.setup();
    await open('/components/pagination');
    const list = await screen.findByRole('list', { name: 'Orders' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getByText('#1001')).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Pagination' })[0]!;
    await user.click(within(nav).getByRole('button', { name: 'Page 2' }));
    expect(within(list).getByText('#1011')).toBeInTheDocument();
    expect(within(list).queryByText('#1001')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 11–20 of 95')).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Page 10' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);

    const goto = screen.getByRole('spinbutton', { name: 'Page' });
    await user.clear(goto);
    await user.type(goto, '17{Enter}');
    const gotoNav = screen.getByRole('navigation', { name: 'Go-to pagination' });
    expect(within(gotoNav).getByRole('button', { name: 'Page 17' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 4 of 12')).toBeInTheDocument();
  });

  it('popup: inner popup opens from the outer one and focus returns', async () => {
    const user = userEvent.setup();
    await open('/components/popup');
    // Its name differs from the Default card's "Open popup", so the two triggers can be told apart.
    const trigger = await screen.findByRole('button', { name: 'Open outer popup' });
    await user.click(trigger);
    const outer = await screen.findByRole('dialog', { name: 'Outer popup' });
    const innerTrigger = within(outer).getByRole('button', { name: 'Open inner popup' });
    await user.click(innerTrigger);
    expect(await screen.findByRole('dialog', { name: 'Inner popup' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(innerTrigger).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('slider: arrow keys and Page Up change the live value label', async () => {
    const user = userEvent.setup();
    const { router } = await open('/components/slider');
    const thumb = (await screen.findAllByRole('slider', { name: 'Volume' }))[0]!;
    thumb.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('Value: 42')).toBeInTheDocument();
    await user.keyboard('{PageUp}');
    expect(screen.getByText('Value: 52')).toBeInTheDocument();
    const min = screen.getByRole('slider', { name: 'Minimum price' });
    min.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('€130 – €480')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/components/slider');
  });

  it('tabs: arrows move, + adds a tab, × and Delete close tabs', async () => {
    const user = userEvent.setup();
    await open('/components/tabs');
    const list = await screen.findByRole('tablist', { name: 'Open drafts' });
    expect(within(list).getAllByRole('tab')).toHaveLength(3);
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    await user.click(screen.getByRole('button', { name: 'Add tab' }));
    expect(within(list).getAllByRole('tab')).toHaveLength(4);
    const added = within(list).getByRole('tab', { name: 'Draft 4' });
    expect(added).toHaveAttribute('aria-selected', 'true');
    // A row that scrolls brings the new (active) tab into view.
    await vi.waitFor(() => expect(scrolled.mock.contexts).toContain(added));
    scrolled.mockRestore();
    await user.click(within(list).getByTitle('Close Draft 1'));
    expect(within(list).queryByRole('tab', { name: 'Draft 1' })).not.toBeInTheDocument();
    const d2 = within(list).getByRole('tab', { name: 'Draft 2' });
    await user.click(d2);
    await user.keyboard('{ArrowRight}');
    expect(within(list).getByRole('tab', { name: 'Draft 3' })).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(within(list).getAllByRole('tab')).toHaveLength(2);
  });

  it('tabs: closing the last tab with Delete moves focus to + instead of losing it', async () => {
    const user = userEvent.setup();
    await open('/components/tabs');
    const list = await screen.findByRole('tablist', { name: 'Open drafts' });
    await user.click(within(list).getByRole('tab', { name: 'Draft 1' }));
    await user.keyboard('{Delete}');
    expect(within(list).getByRole('tab', { name: 'Draft 2' })).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(within(list).getByRole('tab', { name: 'Draft 3' })).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(within(list).queryAllByRole('tab')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Add tab' })).toHaveFocus();
  });

  it('popup: the inner popup’s empty name is refused with our own message, and Save then works', async () => {
    const user = userEvent.setup();
    await open('/components/popup');
    await user.click(await screen.findByRole('button', { name: 'Open outer popup' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Outer popup' })).getByRole('button', { name: 'Open inner popup' }));
    const inner = await screen.findByRole('dialog', { name: 'Inner popup' });
    await user.click(within(inner).getByRole('button', { name: 'Save' }));
    const name = within(inner).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveAccessibleDescription('Enter a name.');
    expect(name).toHaveFocus();
    await user.type(name, 'Ana');
    expect(within(inner).queryByText('Enter a name.')).toBeNull();
    await user.click(within(inner).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inner popup' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Outer popup' })).toBeInTheDocument();
  });

  it('dropdown: the login form explains a missing or malformed email and keeps what was typed', async () => {
    const user = userEvent.setup();
    await open('/components/dropdown');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    const form = await screen.findByRole('dialog', { name: 'Login' });
    const email = within(form).getByLabelText(/Email/);
    await user.type(email, 'ana@example');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(email).toHaveAccessibleDescription('Enter a valid email address, like name@example.com.');
    expect(email).toHaveValue('ana@example');
    expect(email).toHaveFocus();
    await user.type(email, '.com');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    const password = within(form).getByLabelText(/Password/);
    expect(password).toHaveAccessibleDescription('Enter your password.');
    expect(password).toHaveFocus();
    await user.type(password, 'secret');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Signed in as ana@example.com (demo)')).toBeInTheDocument();
  });
});
