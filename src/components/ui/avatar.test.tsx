import { render, screen, waitFor } from '@testing-library/react';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('shows initials by default and an icon instead when given one', async () => {
    render(
      <>
        <Avatar name="Jane Roe" />
        <Avatar name="Guest user" icon={<svg data-testid="icon" />} />
      </>,
    );
    await waitFor(() => expect(screen.getByRole('img', { name: 'Jane Roe' })).toHaveTextContent('JR'));
    const guest = screen.getByRole('img', { name: 'Guest user' });
    expect(guest).not.toHaveTextContent('GU');
    expect(guest).toContainElement(await screen.findByTestId('icon'));
  });
});
