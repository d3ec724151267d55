import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { delay, http } from 'msw';
import { fail } from '@/mocks/http';
import { server } from '@/mocks/node';

const find = { timeout: 10_000 };

/** GET `api` (on any origin) answers 500 from now on, after `delayMs` when given (so a Retry stays busy long enough to see). */
export function failGet(api: string, { delayMs }: { delayMs?: number } = {}): void {
  server.use(
    http.get(
      `*${api}`,
      delayMs
        ? async () => {
            await delay(delayMs);
            return fail(500, 'Internal server error');
          }
        : () => fail(500, 'Internal server error'),
    ),
  );
}

/** Presses Enter on the focused Retry of a load error: it stays (busy, focused) during the attempt, keeps focus and `text` after. */
export async function expectRetryKeepsItsPlace(user: UserEvent, text: string | RegExp): Promise<void> {
  const retry = await screen.findByRole('button', { name: 'Retry' }, find);
  retry.focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(retry).toHaveAttribute('aria-busy', 'true'));
  expect(retry).toBeInTheDocument();
  expect(retry).toHaveFocus();
  await waitFor(() => expect(retry).not.toHaveAttribute('aria-busy'), find);
  expect(retry).toHaveFocus();
  expect(screen.getByText(text)).toBeInTheDocument();
}

/** GET `api` fails from now on and every query refetches; resolves to the Retry button once it appears. */
export async function refreshFails(queryClient: QueryClient, api: string): Promise<HTMLElement> {
  failGet(api);
  await act(() => queryClient.refetchQueries());
  return screen.findByRole('button', { name: 'Retry' }, find);
}
