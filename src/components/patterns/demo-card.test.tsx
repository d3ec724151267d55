import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { toast } from '@/components/ui/toast';
import { TooltipProvider } from '@/components/ui/tooltip';
import { DemoCard } from './demo-card';

vi.mock('@/components/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const wrapper = ({ children }: { children: ReactNode }) => <TooltipProvider>{children}</TooltipProvider>;

describe('DemoCard', () => {
  afterEach(() => vi.clearAllMocks());

  it('reveals the snippet with the </> toggle and copies it', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <DemoCard title="Default" description="A plain button" code={'<Button>Save</Button>'}>
        <button type="button">Save</button>
      </DemoCard>,
      { wrapper },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Default' })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show code' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('<Button>Save</Button>')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide code' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('<Button>Save</Button>').tagName).toBe('CODE');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('<Button>Save</Button>');
    expect(toast.success).toHaveBeenCalledWith('Copied');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('shows a danger toast when copying fails', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    render(
      <DemoCard title="X" code="<X />">
        x
      </DemoCard>,
      { wrapper },
    );
    await user.click(screen.getByRole('button', { name: 'Show code' }));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(toast.error).toHaveBeenCalledOnce();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('has no toggle without code', () => {
    render(<DemoCard title="Plain">x</DemoCard>, { wrapper });
    expect(screen.queryByRole('button', { name: 'Show code' })).not.toBeInTheDocument();
  });
});
