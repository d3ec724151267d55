import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePreferences } from '@/lib/preferences.store';
import { renderRoute } from '@/test/render-route';

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('section')!;

describe('extension-pickers: select', { timeout: 40_000 }, () => {
  it('basic: type-ahead filters, arrows + Enter choose, Escape closes without changing the value', async () => {
    const user = userEvent.setup();
    await renderRoute('/extensions/select', { signedInAs: 'editor' });
    const field = await screen.findByRole('combobox', { name: 'Framework' });
    expect(field).toHaveValue('React');
    expect(screen.getByTestId('basic-value')).toHaveTextContent('react');

    await user.clear(field);
    await user.type(field, 'sv');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Framework' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Svelte']);
    expect(field.getAttribute('aria-activedescendant')).toBe(within(list).getByRole('option').id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('basic-value')).toHaveTextContent('svelte');
    expect(field).toHaveValue('Svelte');
    expect(field).toHaveAttribute('aria-expanded', 'false');

    // Reopen with ArrowDown: the active option starts on the chosen one; ArrowUp moves to the one before.
    await user.keyboard('{ArrowDown}');
    const active = () => document.getElementById(field.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(active()).toBe('Svelte');
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe('Solid');
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('basic-value')).toHaveTextContent('svelte');
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(screen.getByTestId('basic-value')).toHaveTextContent('solid');
  });

  it('shows a "no results" status, and clears with the button or Backspace in an empty field', async () => {
    const user = userEvent.setup();
    await renderRoute('/extensions/select', { signedInAs: 'editor' });
    const field = await screen.findByRole('combobox', { name: 'Framework' });
    await user.clear(field);
    await user.type(field, 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No results found');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('basic-value')).toHaveTextContent('react');
    await user.keyboard('{Escape}');
    expect(field).toHaveValue('React');

    await user.click(within(card('Basic')).getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByTestId('basic-value')).toHaveTextContent('none');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();

    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('basic-value')).toHaveTextContent('angular');
    await user.clear(field);
    await user.keyboard('{Backspace}');
    expect(screen.getByTestId('basic-value')).toHaveTextContent('none');
  });

  it('multiple: chips are added with Enter, removed with their button and with Backspace', async () => {
    const user = userEvent.setup();
    await renderRoute('/extensions/select', { signedInAs: 'editor' });
    const field = await screen.findByRole('combobox', { name: 'Fruit' });
    const value = screen.getByTestId('fruit-value');
    expect(value).toHaveTextContent('["apple","cherry"]');
    const scope = within(card('Single vs multiple'));
    expect(scope.getByRole('button', { name: 'Remove Apple' })).toBeInTheDocument();

    await user.type(field, 'man');
    await user.keyboard('{Enter}');
    expect(value).toHaveTextContent('["apple","cherry","mango"]');
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Fruit' })).toHaveAttribute('aria-multiselectable', 'true');

    await user.click(scope.getByRole('button', { name: 'Remove Apple' }));
    expect(value).toHaveTextContent('["cherry","mango"]');
    expect(field).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(value).toHaveTextContent('["cherry"]');
    expect(scope.queryByRole('button', { name: 'Remove Mango' })).not.toBeInTheDocument();

    await user.click(scope.getByRole('radio', { name: 'Single' }));
    expect(screen.getByTestId('fruit-value')).toHaveTextContent('mango');
    expect(screen.getByRole('combobox', { name: 'Fruit' })).toHaveValue('Mango');
  });

  it('tagging: typing a new tag and pressing Enter creates it', async () => {
    const user = userEvent.setup();
    await renderRoute('/extensions/select', { signedInAs: 'editor' });
    const field = await screen.findByRole('combobox', { name: 'Tags' });
    await user.type(field, 'GraphQL');
    expect(screen.getByRole('option', { name: 'Create “GraphQL”' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('tags-value')).toHaveTextContent('["react","typescript","GraphQL"]');
    expect(within(card('Tagging')).getByRole('button', { name: 'Remove GraphQL' })).toBeInTheDocument();

    // An existing suggestion is picked, not duplicated.
    await user.type(field, 'ux');
    expect(screen.queryByRole('option', { name: /Create/ })).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('tags-value')).toHaveTextContent('["react","typescript","GraphQL","ux"]');
  });

  it('option labels come from a custom key and flags render beside countries', async () => {
    const user = userEvent.setup();
    await renderRoute('/extensions/select', { signedInAs: 'editor' });
    const person = await screen.findByRole('combobox', { name: 'Assignee' });
    await user.type(person, 'joão');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('person-value')).toHaveTextContent('"id":7');
    expect(person).toHaveValue('João Pereira');

    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toHaveValue('Ireland');
    await user.click(country);
    const options = within(screen.getByRole('listbox', { name: 'Country' })).getAllByRole('option');
    expect(options.length).toBe(15);
    expect(options[0]!.querySelector('svg')).not.toBeNull();
  });

  it('value read-outs follow French punctuation (a non-breaking space before the colon)', async () => {
    await renderRoute('/extensions/select', { signedInAs: 'editor' });
    act(() => usePreferences.getState().setLocale('fr'));
    const out = (await screen.findByTestId('basic-value')).parentElement!;
    // The French strings download after the switch: wait for them, not just for the element.
    await waitFor(() => expect(out.textContent).toMatch(/^Valeur\u00a0: react$/), { timeout: 5000 });
  });
});
