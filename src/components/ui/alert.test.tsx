import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert, AlertDescription, AlertTitle } from './alert';
import { EmptyState } from './empty-state';
import { ErrorState, RefreshFailedNotice } from './error-state';

describe('Alert', () => {
  it('announces danger as an alert and others as status', () => {
    render(
      <>
        <Alert color="danger">
          <AlertTitle>Failed</AlertTitle>
          <AlertDescription>Try again</AlertDescription>
        </Alert>
        <Alert color="success">Saved</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('FailedTry again');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('offers a labelled close button when onClose is given', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Alert onClose={onClose}>Heads up</Alert>);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('ErrorState', () => {
  it('shows the default message and a Retry button', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent("Couldn't load this");
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('renders a hostile message as text and ignores Retry while retrying', () => {
    const onRetry = vi.fn();
    render(<ErrorState message={'<img src=x onerror=alert(1)>'} onRetry={onRetry} retrying />);
    expect(screen.getByRole('alert')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(screen.getByRole('alert').querySelector('img')).toBeNull();
    const retry = screen.getByRole('button', { name: /Retry/ });
    expect(retry).toHaveAttribute('aria-disabled', 'true');
    retry.click();
    expect(onRetry).not.toHaveBeenCalled();
  });
});

describe('EmptyState', () => {
  it('shows title, description and action', () => {
    render(<EmptyState title="No tasks" description="Create one" action={<button type="button">New task</button>} />);
    expect(screen.getByText('No tasks')).toBeInTheDocument();
    expect(screen.getByText('Create one')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New task' })).toBeInTheDocument();
  });

  it('falls back to the common empty text', () => {
    render(<EmptyState />);
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
  });
});

describe('RefreshFailedNotice', () => {
  it('says the data on screen may be old, and Retry calls back; no button without a callback', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<RefreshFailedNotice onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent("Couldn't refresh. Showing the last loaded data.");
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<RefreshFailedNotice />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says why the refresh failed when it is told', () => {
    render(<RefreshFailedNotice onRetry={() => {}} reason="You're offline. Check your connection and retry." />);
    expect(screen.getByRole('alert')).toHaveTextContent(/Showing the last loaded data\. You're offline\. Check your connection/);
  });
});
