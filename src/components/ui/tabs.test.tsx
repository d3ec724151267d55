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
});
