import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from './command';

describe('Command', () => {
  it('filters as you type and selects with the keyboard', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <Command label="Search">
        <CommandInput placeholder="Search…" />
        <CommandList>
          <CommandEmpty>No results found.</CommandEmpty>
          <CommandGroup heading="Pages">
            {['Analytics', 'eCommerce', 'Email'].map((p) => (
              <CommandItem key={p} value={p} onSelect={onSelect}>
                {p}
              </CommandItem>
            ))}
          </CommandGroup>
        </CommandList>
      </Command>,
    );
    const input = screen.getByRole('combobox');
    await user.type(input, 'em');
    expect(screen.queryByRole('option', { name: 'Analytics' })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Email' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.stringMatching(/e(mail|commerce)/i));
    await user.clear(input);
    await user.type(input, 'zzz');
    expect(screen.getByText('No results found.')).toBeInTheDocument();
  });
});
