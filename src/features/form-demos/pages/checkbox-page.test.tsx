import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';

const out = (el: HTMLElement) =>
  within(el)
    .getByText(/Value:/)
    .closest('p')!;

describe('checkbox page: change icon', { timeout: 40_000 }, () => {
  it('custom check marks show their own icon when checked and keep the list value in order', async () => {
    const user = userEvent.setup();
    await renderRoute('/forms/form-elements/checkbox', { signedInAs: 'editor' });
    const marks = (await screen.findByRole('group', { name: 'Custom check marks' }, { timeout: 15_000 })) as HTMLElement;
    const love = within(marks).getByRole('checkbox', { name: 'Love' });
    const like = within(marks).getByRole('checkbox', { name: 'Like' });
    expect(love).toBeChecked();
    expect(love.querySelector('svg.lucide-heart')).not.toBeNull();
    expect(love.querySelector('svg.lucide-check')).toBeNull();
    expect(love.className).toContain('data-[state=checked]:bg-danger-solid');
    expect(like).not.toBeChecked();
    expect(like.querySelector('svg')).toBeNull();

    like.focus();
    await user.keyboard(' ');
    expect(like).toBeChecked();
    expect(like.querySelector('svg.lucide-thumbs-up')).not.toBeNull();
    expect(out(marks)).toHaveTextContent('["love","star","like"]');
    await user.click(within(marks).getByText('Love'));
    expect(love).not.toBeChecked();
    expect(out(marks)).toHaveTextContent('["star","like"]');
  });

  it('icon-only checkboxes are labelled, keyboard-operable and fill in when checked', async () => {
    const user = userEvent.setup();
    await renderRoute('/forms/form-elements/checkbox', { signedInAs: 'editor' });
    const group = (await screen.findByRole('group', { name: 'Icon only' }, { timeout: 15_000 })) as HTMLElement;
    const save = within(group).getByRole('checkbox', { name: 'Save' });
    const favourite = within(group).getByRole('checkbox', { name: 'Favourite' });
    expect(favourite).toBeChecked();
    expect(save).not.toBeChecked();
    expect(save.querySelector('svg.lucide-bookmark')).not.toBeNull();
    await user.click(favourite);
    await user.tab();
    expect(save).toHaveFocus();
    await user.keyboard(' ');
    expect(save).toBeChecked();
    expect(save).toHaveAttribute('data-state', 'checked');
    expect(out(group)).toHaveTextContent('["save"]');
  });
  it('string value: unchecked reads "(empty)" rather than nothing, checked reads the string', async () => {
    const user = userEvent.setup();
    await renderRoute('/forms/form-elements/checkbox', { signedInAs: 'editor' });
    const card = (await screen.findByRole('heading', { name: 'String value' }, { timeout: 15_000 })).closest('section')!;
    expect(out(card)).toHaveTextContent(/^Value: \(empty\)$/);
    await user.click(within(card).getByRole('checkbox'));
    expect(out(card)).not.toHaveTextContent('(empty)');
    await user.click(within(card).getByRole('checkbox'));
    expect(out(card)).toHaveTextContent('(empty)');
  });
});
