import { render, screen } from '@testing-library/react';
import { toast } from './toast';
import { Toaster } from './toaster';

describe('lazy toaster', () => {
  it('shows a toast fired before the lazy Toaster mounted', async () => {
    toast.success('Saved before mount');
    render(<Toaster theme="light" />);
    expect(await screen.findByText('Saved before mount')).toBeInTheDocument();
    toast.error('Then another');
    expect(await screen.findByText('Then another')).toBeInTheDocument();
  });
});
