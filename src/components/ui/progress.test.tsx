import { render, screen } from '@testing-library/react';
import { switchLanguage } from '@/test/locale';
import { Progress } from './progress';

describe('Progress', () => {
  it('reads its value out as a percentage in the reader’s language', async () => {
    const { unmount } = render(<Progress value={42} label="Upload" />);
    expect(screen.getByRole('progressbar', { name: 'Upload' })).toHaveAttribute('aria-valuetext', '42%');
    unmount();
    await switchLanguage('de');
    render(<Progress value={3} max={4} label="Upload" />);
    // German writes a (narrow no-break) space before the percent sign.
    expect(screen.getByRole('progressbar', { name: 'Upload' }).getAttribute('aria-valuetext')).toMatch(/^75\s%$/);
  });
});
