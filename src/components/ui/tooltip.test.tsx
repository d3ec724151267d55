import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TooltipContent, TooltipProvider, TooltipRoot, TooltipTrigger } from './tooltip';

describe('Tooltip', () => {
  it('opens on keyboard focus and accepts a coloured arrow', async () => {
    const user = userEvent.setup();
    render(
      <TooltipProvider delayDuration={0}>
        <TooltipRoot>
          <TooltipTrigger>Save</TooltipTrigger>
          <TooltipContent className="bg-primary-solid" arrowClassName="fill-[var(--primary-solid)]">
            Saves the draft
          </TooltipContent>
        </TooltipRoot>
      </TooltipProvider>,
    );
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Saves the draft');
    expect(document.querySelector('svg.fill-\\[var\\(--primary-solid\\)\\]')).not.toBeNull();
  });
});
