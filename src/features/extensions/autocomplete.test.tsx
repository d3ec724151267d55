import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '@/mocks/node';
import { api, fail, ok } from '@/mocks/http';
import { renderRoute } from '@/test/render-route';
import { usePreferences } from '@/lib/preferences.store';

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
  it('async: a failed request shows the error under the field with a Retry that refocuses it and loads again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.get(api('extensions/countries'), () => {
        calls += 1;
        // The query client retries a 500 once by itself: both tries fail.
        return calls <= 2 ? fail(500, 'Internal server error') : ok([{ code: 'FR', name: 'France' }]);
      }),
    );
    await renderRoute('/extensions/autocomplete', { signedInAs: 'admin' });
    const field = await screen.findByRole('combobox', { name: 'Country' });
    await user.type(field, 'fr');
    // Two failed tries with the query client's retry delay between them: slow on a busy machine.
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Suggestions could not be loaded');
    expect(field).toHaveAccessibleDescription('Suggestions could not be loaded');
    // The list has nothing to show and hides itself (CSS :empty) rather than drawing an empty frame over the error.
    const failedList = screen.getByRole('listbox', { name: 'Country', hidden: true });
    expect(failedList).toBeEmptyDOMElement();
    expect(failedList).toHaveClass('empty:hidden');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(field).toHaveFocus();
    const list = screen.getByRole('listbox', { name: 'Country' });
    expect(await within(list).findByRole('option', { name: 'France' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(field).toHaveValue('fr');
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

  it('async: country names are matched and shown in the interface language', async () => {
    const res = await fetch('http://localhost/api/extensions/countries?q=deu&lang=de');
    expect(await res.json()).toEqual([{ code: 'DE', name: 'Deutschland' }]);
    const english = await fetch('http://localhost/api/extensions/countries?q=germ');
    expect(await english.json()).toEqual([{ code: 'DE', name: 'Germany' }]);

    const user = userEvent.setup();
    await renderRoute('/extensions/autocomplete', { signedInAs: 'admin' });
    await screen.findByRole('combobox', { name: 'Country' });
    act(() => usePreferences.getState().setLocale('de'));
    const field = await screen.findByRole('combobox', { name: 'Land' });
    await user.type(field, 'österr');
    const list = screen.getByRole('listbox', { name: 'Land' });
    expect(await within(list).findByRole('option', { name: 'Österreich' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('async-value')).toHaveTextContent('Österreich (AT)');
  });
});
