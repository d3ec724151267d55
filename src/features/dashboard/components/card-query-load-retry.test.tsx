import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { Providers } from '@/app/providers';
import { loadNamespaces } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { signInForTest } from '@/test/render-route';
import { useCheckpointReward } from '../api/dashboard.queries';
import { CardQuery } from './card-query';
import { GreetingCard } from './greeting-card';

const find = { timeout: 10_000 };

function RewardCard() {
  const query = useCheckpointReward();
  return (
    <CardQuery query={query} title="Sales" skeleton={<p>Loading</p>}>
      {(data) => <p>Sales {data.sales}</p>}
    </CardQuery>
  );
}

// A Retry from a card's load error: without data TanStack Query drops the error while refetching, and the card's
// skeleton used to replace the focused button (focus fell to <body>).
describe('dashboard cards when their first load fails', { timeout: 40_000 }, () => {
  beforeEach(async () => {
    await signInForTest('admin');
    await loadNamespaces(['dashboard']);
    server.use(
      http.get('*/api/user/checkpoint-reward', async () => {
        await delay(300);
        return fail(500, 'Internal server error');
      }),
    );
  });

  it.each([
    ['CardQuery', <RewardCard key="card" />, "Couldn't load Sales."],
    ['the greeting card', <GreetingCard key="greeting" />, /Couldn't load/],
  ])('%s keeps the error and the keyboard focus on Retry while the new attempt runs', async (_, ui, text) => {
    const user = userEvent.setup();
    render(<Providers queryClient={createQueryClient()}>{ui}</Providers>);
    const retry = await screen.findByRole('button', { name: 'Retry' }, find);
    retry.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(retry).toHaveAttribute('aria-busy', 'true'));
    expect(retry).toBeInTheDocument();
    expect(retry).toHaveFocus();
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-busy'), find);
    expect(retry).toHaveFocus();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("the greeting card: a failed refresh keeps today's figures, under a notice with Retry", async () => {
    server.resetHandlers();
    const queryClient = createQueryClient();
    render(
      <Providers queryClient={queryClient}>
        <GreetingCard />
      </Providers>,
    );
    const text = await screen.findByText(/sales/i, { selector: 'p' }, find);
    const figures = text.textContent;
    server.use(http.get('*/api/user/checkpoint-reward', () => fail(500, 'Internal server error')));
    await act(() => queryClient.refetchQueries());
    expect(await screen.findByRole('button', { name: 'Retry' }, find)).toBeInTheDocument();
    expect(screen.getByText(figures ?? '', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByText(/Couldn't load/)).not.toBeInTheDocument();
  });
});
