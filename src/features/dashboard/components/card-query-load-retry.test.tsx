import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Providers } from '@/app/providers';
import { loadNamespaces } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { server } from '@/mocks/node';
import { expectRetryKeepsItsPlace, failGet, refreshFails } from '@/test/load-retry';
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
    failGet('/api/user/checkpoint-reward', { delayMs: 300 });
  });

  it.each([
    ['CardQuery', <RewardCard key="card" />, "Couldn't load Sales."],
    ['the greeting card', <GreetingCard key="greeting" />, /Couldn't load/],
  ])('%s keeps the error and the keyboard focus on Retry while the new attempt runs', async (_, ui, text) => {
    const user = userEvent.setup();
    render(<Providers queryClient={createQueryClient()}>{ui}</Providers>);
    await expectRetryKeepsItsPlace(user, text);
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
    expect(await refreshFails(queryClient, '/api/user/checkpoint-reward')).toBeInTheDocument();
    expect(screen.getByText(figures ?? '', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByText(/Couldn't load/)).not.toBeInTheDocument();
  });
});
