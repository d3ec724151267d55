import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '@/mocks/node';
import { api, ok } from '@/mocks/http';
import { renderRoute } from '@/test/render-route';

describe('extensions: autocomplete', { timeout: 40_000 }, () => {
  it('local list: arrows + Enter pick a value, Escape closes', async () => {
    const user = userEvent.setup();
    await renderRoute('/extensions/autocomplete', { signedInAs: 'admin' });
    const [basic] = await screen.findAllByRole('combobox', { name: 'Framework' });
    await user.type(basic!, 'sv');
    expect(basic).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(basic).toHaveAttribute('aria-activedescendant', expect.stringContaining('opt-1'));
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('basic-value')).toHaveTextContent('SvelteKit');
    expect(basic).toHaveValue('SvelteKit');
    expect(basic).toHaveAttribute('aria-expanded', 'false');
  });

  it('editing the text after a pick drops the stale chosen value', async () => {
    const user = userEvent.setup();
    await renderRoute('/extensions/autocomplete', { signedInAs: 'admin' });
    const [basic] = await screen.findAllByRole('combobox', { name: 'Framework' });
    await user.type(basic!, 'vue');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('basic-value')).toHaveTextContent('Vue');
    await user.keyboard('{Backspace}');
    expect(basic).toHaveValue('Vu');
    expect(screen.getByTestId('basic-value')).toHaveTextContent('none');
  });

  it('async: suggestions from the mock with highlighted matches, never HTML', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(api('extensions/countries'), ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        return ok(
          q === '<b>'
            ? [{ code: 'XX', name: 'Fake <b>bold</b> land' }]
            : [
                { code: 'FR', name: 'France' },
                { code: 'IE', name: 'Ireland' },
              ],
        );
      }),
    );
    await renderRoute('/extensions/autocomplete', { signedInAs: 'admin' });
    const field = await screen.findByRole('combobox', { name: 'Country' });
    await user.type(field, 'an');
    const list = screen.getByRole('listbox', { name: 'Country' });
    expect(await within(list).findByRole('option', { name: 'France' })).toBeInTheDocument();
    expect(within(list).getAllByText('an', { selector: 'mark' })).toHaveLength(2);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('async-value')).toHaveTextContent('France (FR)');

    await user.clear(field);
    await user.type(field, '<b>');
    const option = await within(list).findByRole('option', { name: 'Fake <b>bold</b> land' });
    expect(option.querySelector('b')).toBeNull();
    expect(within(option).getByText('<b>', { selector: 'mark' })).toBeInTheDocument();
    await waitFor(() => expect(field).not.toHaveAttribute('aria-busy'));
  });
  it('mode: the event log says when it is empty, fills as you type, and Clear empties it again', async () => {
    const user = userEvent.setup();
    await renderRoute('/extensions/autocomplete', { signedInAs: 'admin' });
    const log = await screen.findByRole('list', { name: 'Event log' });
    expect(log).toHaveTextContent('No events yet');
    const [, field] = screen.getAllByRole('combobox', { name: 'Framework' });
    await user.type(field!, 'Qw');
    expect(log).not.toHaveTextContent('No events yet');
    expect(screen.getByTestId('mode-value')).toHaveTextContent('Qw');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(log).toHaveTextContent('No events yet');
    // Clear disabled itself: focus moved to the emptied log instead of <body>.
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
    expect(log).toHaveFocus();
  });
});
