import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

describe('Tabs', () => {
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
});
