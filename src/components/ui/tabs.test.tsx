import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

describe('Tabs', () => {
  afterEach(() => vi.restoreAllMocks());

  it('moves between tabs with the arrow keys and shows the matching panel', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="home">
        <TabsList aria-label="Sections">
          <TabsTrigger value="home">Home</TabsTrigger>
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="disabled" disabled>
            Disabled
          </TabsTrigger>
          <TabsTrigger value="about">About</TabsTrigger>
        </TabsList>
        <TabsContent value="home">Home panel</TabsContent>
        <TabsContent value="profile">Profile panel</TabsContent>
        <TabsContent value="about">About panel</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const profile = screen.getByRole('tab', { name: 'Profile' });
    expect(profile).toHaveFocus();
    expect(profile).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Profile panel');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'About' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('scrolls a focused tab into view (lists scroll sideways on narrow screens) and still calls onFocus', async () => {
    const user = userEvent.setup();
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    const onFocus = vi.fn();
    render(
      <Tabs defaultValue="a">
        <TabsList variant="underline" aria-label="Drafts">
          <TabsTrigger value="a">A</TabsTrigger>
          <TabsTrigger value="b" onFocus={onFocus}>
            B
          </TabsTrigger>
        </TabsList>
        <TabsContent value="a">A panel</TabsContent>
        <TabsContent value="b">B panel</TabsContent>
      </Tabs>,
    );
    await user.tab();
    await user.keyboard('{ArrowRight}');
    const b = screen.getByRole('tab', { name: 'B' });
    expect(b).toHaveFocus();
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts.at(-1)).toBe(b);
    expect(scroll).toHaveBeenLastCalledWith({ block: 'nearest', inline: 'nearest' });
    scroll.mockRestore();
  });

  it('marks the side(s) of a sideways-scrolling list that hide tabs, and follows scrolling', async () => {
    // jsdom has no layout: a 600 px row of tabs in a 200 px list.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.getAttribute('role') === 'tablist' ? 600 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.getAttribute('role') === 'tablist' ? 200 : 0;
    });
    render(
      <Tabs defaultValue="a">
        <TabsList aria-label="Many">
          {['a', 'b', 'c', 'd', 'e', 'f'].map((v) => (
            <TabsTrigger key={v} value={v}>
              {v.toUpperCase()}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>,
    );
    const list = screen.getByRole('tablist', { name: 'Many' });
    expect(list).toHaveAttribute('data-overflow', 'end');
    const scrollTo = (left: number) => {
      Object.defineProperty(list, 'scrollLeft', { configurable: true, value: left });
      fireEvent.scroll(list);
    };
    scrollTo(150);
    await waitFor(() => expect(list).toHaveAttribute('data-overflow', 'start end'));
    scrollTo(400);
    await waitFor(() => expect(list).toHaveAttribute('data-overflow', 'start'));
    // Right-to-left lists scroll towards negative values.
    scrollTo(-150);
    await waitFor(() => expect(list).toHaveAttribute('data-overflow', 'start end'));
    scrollTo(0);
    await waitFor(() => expect(list).toHaveAttribute('data-overflow', 'end'));
  });

  it('has no overflow mark when every tab fits', () => {
    render(
      <Tabs defaultValue="a">
        <TabsList aria-label="Few">
          <TabsTrigger value="a">A</TabsTrigger>
        </TabsList>
      </Tabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Few' })).not.toHaveAttribute('data-overflow');
  });
});
