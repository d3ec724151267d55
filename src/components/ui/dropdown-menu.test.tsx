import { render, screen } from '@testing-library/react';
import { DropdownMenu, DropdownMenuCheckboxItem, DropdownMenuContent, DropdownMenuTrigger } from './dropdown-menu';

describe('DropdownMenuCheckboxItem', () => {
  it('marks a partly applied item with a dash and a fully applied one with a tick', () => {
    render(
      <DropdownMenu open>
        <DropdownMenuTrigger>Label</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuCheckboxItem checked="indeterminate">Work</DropdownMenuCheckboxItem>
          <DropdownMenuCheckboxItem checked>Private</DropdownMenuCheckboxItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    const partly = screen.getByRole('menuitemcheckbox', { name: 'Work' });
    expect(partly).toHaveAttribute('aria-checked', 'mixed');
    // jsdom applies no CSS: the indicator's state is what the group-data classes key on.
    const partlyMark = partly.querySelector('[data-state="indeterminate"].group\\/mark');
    expect(partlyMark?.querySelector('.lucide-minus')).toHaveClass('hidden', 'group-data-[state=indeterminate]/mark:block');
    expect(partlyMark?.querySelector('.lucide-check')).toHaveClass('group-data-[state=indeterminate]/mark:hidden');
    const full = screen.getByRole('menuitemcheckbox', { name: 'Private' });
    expect(full.querySelector('[data-state="checked"].group\\/mark')).not.toBeNull();
  });
});
