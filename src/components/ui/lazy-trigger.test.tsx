import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DropdownMenuContent, DropdownMenuItem, LazyDropdownMenu } from './dropdown-menu';
import { LazyTooltip, LazyTrigger, lazyModule, type LazyTriggerState } from './lazy-overlay';
import { toast } from './toast';

vi.mock('./toast', () => ({ toast: { error: vi.fn() } }));

function FruitMenu({ lazy }: { lazy: LazyTriggerState }) {
  return (
    <LazyDropdownMenu lazy={lazy}>
      <DropdownMenuContent>
        <DropdownMenuItem>Apple</DropdownMenuItem>
        <DropdownMenuItem>Pear</DropdownMenuItem>
      </DropdownMenuContent>
    </LazyDropdownMenu>
  );
}
type FruitModule = { default: typeof FruitMenu };

/** A module whose download the test resolves (or fails) by hand. */
function deferredModule(fail = 0) {
  let calls = 0;
  const importer = vi.fn(async (): Promise<FruitModule> => {
    calls += 1;
    await new Promise((r) => setTimeout(r, 5));
    if (calls <= fail) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: FruitMenu };
  });
  return { module: lazyModule(importer), importer };
}

function Fruit({ module }: { module: ReturnType<typeof deferredModule>['module'] }) {
  return (
    <>
      <LazyTrigger
        module={module}
        kind="menu"
        failedMessage="Part of the app failed to download."
        props={{}}
        trigger={<button type="button">Fruit</button>}
      />
      <p>page content</p>
    </>
  );
}

describe('LazyTrigger (menu)', () => {
  beforeEach(() => vi.mocked(toast.error).mockClear());

  it('renders the trigger at once as a closed menu button, without loading the menu', () => {
    const { module, importer } = deferredModule();
    render(<Fruit module={module} />);
    const trigger = screen.getByRole('button', { name: 'Fruit' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(importer).not.toHaveBeenCalled();
  });

  it('prefetches on pointer-enter and opens on the first click once loaded; Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    const { module, importer } = deferredModule();
    render(<Fruit module={module} />);
    await user.hover(screen.getByRole('button', { name: 'Fruit' }));
    expect(importer).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Fruit' }));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveAccessibleName('Fruit');
    expect(screen.getByRole('button', { name: 'Fruit' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.getByRole('button', { name: 'Fruit' })).toHaveFocus();
    // The second open is Radix's own: no second download.
    await user.click(screen.getByRole('button', { name: 'Fruit' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it.each(['{Enter}', ' ', '{ArrowDown}'])('opens with %s on the first press and focuses the first item', async (key) => {
    const user = userEvent.setup();
    const { module } = deferredModule();
    render(<Fruit module={module} />);
    act(() => screen.getByRole('button', { name: 'Fruit' }).focus());
    await user.keyboard(key);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Apple' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Pear' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.getByRole('button', { name: 'Fruit' })).toHaveFocus();
    // Keyboard again, now through Radix's trigger.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Apple' })).toHaveFocus());
  });

  it('a failed download keeps the page and the trigger, tells the user, and the next click tries again', async () => {
    const user = userEvent.setup();
    const { module, importer } = deferredModule(1);
    render(<Fruit module={module} />);
    await user.click(screen.getByRole('button', { name: 'Fruit' }));
    // The failure path is a few promise hops and a re-render: give it time on a busy machine (2 cores, CI).
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Part of the app failed to download.'), { timeout: 5000 });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByText('page content')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fruit' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Fruit' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it('a failed prefetch is silent and the click loads again', async () => {
    const user = userEvent.setup();
    const { module, importer } = deferredModule(1);
    render(<Fruit module={module} />);
    await user.hover(screen.getByRole('button', { name: 'Fruit' }));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    await user.click(screen.getByRole('button', { name: 'Fruit' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('LazyTooltip', () => {
  it('keeps the trigger name and focus while the tooltip code arrives, then shows it', async () => {
    const user = userEvent.setup();
    render(
      <LazyTooltip content="Chat" side="bottom">
        <a href="/apps/chat" aria-label="Chat">
          C
        </a>
      </LazyTooltip>,
    );
    const link = screen.getByRole('link', { name: 'Chat' });
    expect(link).not.toHaveAttribute('aria-haspopup');
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Chat');
    expect(screen.getByRole('link', { name: 'Chat' })).toHaveFocus();
  });
});
