import { act, fireEvent, screen, within } from '@testing-library/react';
import { usePreferences } from '@/lib/preferences.store';
import { renderRoute } from '@/test/render-route';

/*
 * jsdom has no layout, and dnd-kit's keyboard sensor moves by geometry. This stub lays lists out as
 * columns 400 px apart (per demo card) with 60 px rows (a list's end strip counts as one more row), honours
 * inline translate3d transforms, and reports the fixed-position drag overlay where dnd-kit placed it.
 */
const originalRect = Element.prototype.getBoundingClientRect;
const box = (left: number, top: number, width: number, height: number) =>
  ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) }) as DOMRect;
function translateOf(el: HTMLElement) {
  const m = /translate3d\((-?[\d.]+)px,\s*(-?[\d.]+)px/.exec(el.style?.transform ?? '');
  return m ? { x: Number(m[1]), y: Number(m[2]) } : { x: 0, y: 0 };
}
function layoutRect(this: Element): DOMRect {
  const el = this as HTMLElement;
  // The overlay: dnd-kit measures the fixed wrapper's only child, which sits exactly where the wrapper is.
  const parent = el.parentElement;
  const fixed = el.style?.position === 'fixed' ? el : parent?.style.position === 'fixed' && parent.children.length === 1 ? parent : null;
  if (fixed?.style.top) {
    const t = translateOf(fixed);
    return box(
      parseFloat(fixed.style.left) + t.x,
      parseFloat(fixed.style.top) + t.y,
      parseFloat(fixed.style.width),
      parseFloat(fixed.style.height),
    );
  }
  const t = translateOf(el);
  const isRow = (c: Element) => c.hasAttribute('data-dnd-item') || c.hasAttribute('data-dnd-end');
  const list = el.hasAttribute('data-dnd-col') ? el : isRow(el) ? el.closest('[data-dnd-col]') : null;
  if (!list) return originalRect.call(this);
  const lists = [...(list.closest('section') ?? document).querySelectorAll('[data-dnd-col]')];
  const left = lists.indexOf(list) * 400;
  const rows = [...list.children].filter(isRow);
  if (el === list) return box(left, 0, 360, 16 + Math.max(rows.length, 1) * 60);
  return box(left + 8 + t.x, 8 + rows.indexOf(el) * 60 + t.y, 344, 52);
}
// Browsers report a transform origin (dnd-kit reads it to undo transforms); jsdom leaves it empty.
const origin = document.createElement('style');
origin.textContent = '[data-dnd-item] { transform-origin: 0px 0px; }';
beforeEach(() => {
  Element.prototype.getBoundingClientRect = layoutRect;
  document.head.append(origin);
});
afterEach(() => {
  Element.prototype.getBoundingClientRect = originalRect;
  origin.remove();
});

const tick = () => act(() => new Promise((r) => setTimeout(r, 0)));
async function lift(handle: HTMLElement) {
  act(() => handle.focus());
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  await tick(); // the keyboard sensor listens on the document from the next task
}
async function press(code: string) {
  fireEvent.keyDown(document.activeElement ?? document.body, { code, key: code });
  await tick();
}
const names = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('button', { name: /^Drag / })
    .map((b) => b.getAttribute('aria-label')!.replace('Drag ', ''));
/** What a screen reader reads per chip ("1. Ava Thompson"); the visible number bubble is aria-hidden. */
const orderText = () =>
  within(screen.getByRole('list', { name: 'Current order' }))
    .getAllByRole('listitem')
    .map((li) =>
      [...li.childNodes]
        .filter((n) => !(n instanceof HTMLElement && n.getAttribute('aria-hidden')))
        .map((n) => n.textContent)
        .join(''),
    );
/** dnd-kit's live regions (one per demo), joined. */
const liveRegion = () => [...document.querySelectorAll('[role="status"][aria-live="assertive"]')].map((r) => r.textContent).join(' | ');

async function open() {
  await renderRoute('/extensions/drag-and-drop', { signedInAs: 'editor' });
  return screen.findByRole('list', { name: 'Team members' });
}

describe('/extensions/drag-and-drop', { timeout: 40_000 }, () => {
  it('keyboard reorder: Space lifts, ArrowDown moves, Space drops; the live order follows', async () => {
    const list = await open();
    expect(orderText()).toEqual(['1. Ava Thompson', '2. Liam Carter', '3. Sofia Martins', '4. Noah Becker', '5. Mia Laurent']);
    const handle = within(list).getByRole('button', { name: 'Drag Ava Thompson' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');

    await lift(handle);
    expect(liveRegion()).toContain('Picked up Ava Thompson, position 1 of 5 in Team members.');
    await press('ArrowDown');
    // The order is shown live while the card is still held.
    expect(orderText().slice(0, 2)).toEqual(['1. Liam Carter', '2. Ava Thompson']);
    expect(liveRegion()).toContain('Ava Thompson moved to position 2 of 5 in Team members.');
    await press('ArrowDown');
    await press('Space');

    expect(names(list)).toEqual(['Liam Carter', 'Sofia Martins', 'Ava Thompson', 'Noah Becker', 'Mia Laurent']);
    expect(orderText()[2]).toBe('3. Ava Thompson');
    expect(liveRegion()).toContain('Ava Thompson dropped at position 3 of 5 in Team members.');
  });

  it('Escape cancels a keyboard move and restores the order', async () => {
    const list = await open();
    await lift(within(list).getByRole('button', { name: 'Drag Sofia Martins' }));
    await press('ArrowUp');
    expect(orderText()[1]).toBe('2. Sofia Martins');
    await press('Escape');
    expect(names(list)).toEqual(['Ava Thompson', 'Liam Carter', 'Sofia Martins', 'Noah Becker', 'Mia Laurent']);
    expect(orderText()[2]).toBe('3. Sofia Martins');
    expect(liveRegion()).toContain('Moving Sofia Martins was cancelled.');
  });

  it('moves a person across the two groups with the keyboard; Escape puts a crossing back', async () => {
    await open();
    const design = screen.getByRole('list', { name: 'Design team' });
    const engineering = screen.getByRole('list', { name: 'Engineering team' });
    expect(names(design)).toHaveLength(4);
    expect(names(engineering)).toEqual(['Isabella Rossi', 'Ethan Clarke', 'Chloé Dubois']);

    await lift(within(design).getByRole('button', { name: 'Drag Emma Wilson' }));
    await press('ArrowRight');
    expect(names(engineering)).toContain('Emma Wilson'); // crosses live, before the drop
    await press('Escape');
    expect(names(design)[0]).toBe('Emma Wilson');
    expect(names(engineering)).toHaveLength(3);

    await lift(within(design).getByRole('button', { name: 'Drag Lucas Moreau' }));
    await press('ArrowRight');
    await press('Space');
    expect(names(design)).toEqual(['Emma Wilson', 'Hannah Weber', 'Oliver Santos']);
    expect(names(engineering)).toHaveLength(4);
    expect(names(engineering)).toContain('Lucas Moreau');
    expect(liveRegion()).toMatch(/Lucas Moreau dropped at position \d of 4 in Engineering team\./);

    // ← from the right-hand list goes to the left-hand list (not to the right list's own frame).
    await lift(within(engineering).getByRole('button', { name: 'Drag Chloé Dubois' }));
    await press('ArrowLeft');
    await press('Space');
    expect(names(design)).toContain('Chloé Dubois');
    expect(names(engineering)).not.toContain('Chloé Dubois');
  });

  it('clone list: dropping a directory card copies it into the meeting, the directory keeps it', async () => {
    await open();
    const source = screen.getByRole('list', { name: 'Directory' });
    const target = screen.getByRole('list', { name: 'Meeting invitees' });
    expect(names(target)).toEqual(['Zoe Hartmann']);

    await lift(within(source).getByRole('button', { name: 'Drag Leo Schmitt' }));
    await press('ArrowRight');
    expect(liveRegion()).toContain('A copy of Leo Schmitt will go to position');
    await press('Space');

    expect(names(source)).toEqual(['Grace Bennett', 'Leo Schmitt', 'Lina Ferreira', 'Jack Morel']);
    expect(names(target)).toHaveLength(2);
    expect(names(target)).toContain('Leo Schmitt');
    expect(liveRegion()).toMatch(/Leo Schmitt copied to position \d of 2 in Meeting invitees\./);

    // Copies are independent: removing one leaves the directory alone.
    fireEvent.click(within(target).getByRole('button', { name: 'Remove Leo Schmitt' }));
    expect(names(target)).toEqual(['Zoe Hartmann']);
    expect(names(source)).toContain('Leo Schmitt');
  });

  it('clone list: a keyboard drag can place the copy at every position, including after the last card', async () => {
    await open();
    const source = screen.getByRole('list', { name: 'Directory' });
    const target = screen.getByRole('list', { name: 'Meeting invitees' });
    fireEvent.click(within(source).getByRole('button', { name: 'Add Lina Ferreira to the meeting' }));
    expect(names(target)).toEqual(['Zoe Hartmann', 'Lina Ferreira']);

    await lift(within(source).getByRole('button', { name: 'Drag Grace Bennett' }));
    await press('ArrowRight');
    expect(liveRegion()).toContain('A copy of Grace Bennett will go to position 1 of 3 in Meeting invitees');
    await press('ArrowDown');
    expect(liveRegion()).toContain('A copy of Grace Bennett will go to position 2 of 3 in Meeting invitees');
    await press('ArrowDown');
    expect(liveRegion()).toContain('A copy of Grace Bennett will go to position 3 of 3 in Meeting invitees');
    await press('Space');
    expect(names(target)).toEqual(['Zoe Hartmann', 'Lina Ferreira', 'Grace Bennett']);
    expect(liveRegion()).toContain('Grace Bennett copied to position 3 of 3 in Meeting invitees.');

    // Back up from the end to the middle.
    await lift(within(source).getByRole('button', { name: 'Drag Jack Morel' }));
    await press('ArrowRight');
    await press('ArrowUp');
    await press('ArrowUp');
    expect(liveRegion()).toContain('A copy of Jack Morel will go to position 2 of 4 in Meeting invitees');
    await press('Space');
    expect(names(target)).toEqual(['Zoe Hartmann', 'Jack Morel', 'Lina Ferreira', 'Grace Bennett']);
  });

  it('clone list: the copy button adds a person to the meeting without dragging', async () => {
    await open();
    const source = screen.getByRole('list', { name: 'Directory' });
    const target = screen.getByRole('list', { name: 'Meeting invitees' });
    fireEvent.click(within(source).getByRole('button', { name: 'Add Lina Ferreira to the meeting' }));
    fireEvent.click(within(source).getByRole('button', { name: 'Add Lina Ferreira to the meeting' }));
    expect(names(target)).toEqual(['Zoe Hartmann', 'Lina Ferreira', 'Lina Ferreira']);
    expect(names(source)).toContain('Lina Ferreira');
  });

  it('an emptied list shows a drop hint and a keyboard drop fills it again', async () => {
    await open();
    const target = screen.getByRole('list', { name: 'Meeting invitees' });
    fireEvent.click(within(target).getByRole('button', { name: 'Remove Zoe Hartmann' }));
    expect(within(target).getByText('Drop people here')).toBeInTheDocument();
    await lift(within(screen.getByRole('list', { name: 'Directory' })).getByRole('button', { name: 'Drag Grace Bennett' }));
    await press('ArrowRight');
    await press('Space');
    expect(names(target)).toEqual(['Grace Bennett']);
    expect(within(target).queryByText('Drop people here')).toBeNull();
  });

  it('keeps keyboard focus when Remove, Clear or Reset takes the focused button away', async () => {
    await open();
    const target = screen.getByRole('list', { name: 'Meeting invitees' });
    const source = screen.getByRole('list', { name: 'Directory' });
    fireEvent.click(within(source).getByRole('button', { name: 'Add Lina Ferreira to the meeting' }));
    fireEvent.click(within(source).getByRole('button', { name: 'Add Jack Morel to the meeting' }));
    // Removing the first row focuses the Remove button that took its place.
    const first = within(target).getByRole('button', { name: 'Remove Zoe Hartmann' });
    act(() => first.focus());
    fireEvent.click(first);
    await tick();
    expect(document.activeElement).toBe(within(target).getByRole('button', { name: 'Remove Lina Ferreira' }));
    // Removing the last row falls back to the previous one.
    fireEvent.click(within(target).getByRole('button', { name: 'Remove Jack Morel' }));
    await tick();
    expect(document.activeElement).toBe(within(target).getByRole('button', { name: 'Remove Lina Ferreira' }));
    // Clear empties the list (and disappears): focus goes to the list.
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await tick();
    expect(document.activeElement).toBe(target);

    // Reset disables itself: focus moves to the first handle of its card.
    const design = screen.getByRole('list', { name: 'Design team' });
    await lift(within(design).getByRole('button', { name: 'Drag Emma Wilson' }));
    await press('ArrowDown');
    await press('Space');
    const reset = within(design.closest('section')!).getByRole('button', { name: 'Reset order' });
    expect(reset).toBeEnabled();
    act(() => reset.focus());
    fireEvent.click(reset);
    await tick();
    expect(reset).toBeDisabled();
    expect(document.activeElement).toBe(within(design).getByRole('button', { name: 'Drag Emma Wilson' }));
  });

  it('announces in German', async () => {
    await renderRoute('/extensions/drag-and-drop', { signedInAs: 'editor' });
    act(() => usePreferences.getState().setLocale('de'));
    const list = await screen.findByRole('list', { name: 'Teammitglieder' });
    const handle = within(list).getByRole('button', { name: 'Ava Thompson ziehen' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortierbar');
    await lift(handle);
    expect(liveRegion()).toContain('Ava Thompson aufgenommen, Position 1 von 5 in Teammitglieder.');
    await press('Escape');
    expect(liveRegion()).toContain('Verschieben von Ava Thompson abgebrochen.');
  });
});
