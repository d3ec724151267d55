import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Providers } from '@/app/providers';
import { loadNamespaces } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { expectRetryKeepsItsPlace } from '@/test/load-retry';
import { AsyncSelect } from './async-select';

const find = { timeout: 10_000 };

describe('async select when its options fail to load', { timeout: 40_000 }, () => {
  it('a Retry from the error keeps its place and the keyboard focus while the new attempt runs', async () => {
    await loadNamespaces(['form-demos']);
    const user = userEvent.setup();
    render(
      <Providers queryClient={createQueryClient()}>
        <AsyncSelect />
      </Providers>,
    );
    const reload = screen.getByRole('button', { name: 'Reload options' });
    await waitFor(() => expect(reload).toBeEnabled(), find);
    await user.click(screen.getByRole('switch', { name: 'Simulate a server error' }));
    await user.click(reload);
    // Retry resets the query: its error went with it, and the message (and the focused button) used to go too.
    await expectRetryKeepsItsPlace(user, "Couldn't load the cities.");
  });
});
