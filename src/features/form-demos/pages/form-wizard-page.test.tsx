import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';

describe('form wizard page', { timeout: 60_000 }, () => {
  it('validates steps 2 and 3, shows a summary, submits and starts over', async () => {
    const user = userEvent.setup();
    await renderRoute('/forms/form-wizard', { signedInAs: 'editor' });
    const [first] = await screen.findAllByRole('textbox', { name: /first name/i }, { timeout: 15_000 });
    const form = first!.closest('form')!;
    const steps = () => within(within(form).getByRole('list', { name: 'Progress' })).getAllByRole('listitem');
    const next = () => user.click(within(form).getByRole('button', { name: /^(Next|Review)$/ }));

    // Empty step 1: every field says what is missing.
    await next();
    await waitFor(() =>
      expect(
        within(form)
          .getAllByRole('alert')
          .map((a) => a.textContent),
      ).toEqual(Array(4).fill('This field is required.')),
    );

    await user.type(first!, 'Jane');
    await user.type(within(form).getByRole('textbox', { name: /last name/i }), 'Roe');
    await user.type(within(form).getByRole('textbox', { name: /email/i }), 'jane@example.com');
    await user.click(within(form).getByRole('combobox', { name: /city/i }));
    await user.click(await screen.findByRole('option', { name: 'Paris' }));
    await next();

    // Step 2: a short description blocks the step and marks it invalid.
    const proposal = await within(form).findByRole('textbox', { name: /proposal title/i });
    await user.type(proposal, 'New dashboard');
    await user.type(within(form).getByRole('textbox', { name: /job title/i }), 'Designer');
    const description = within(form).getByRole('textbox', { name: /description/i });
    await user.type(description, 'Too short');
    await next();
    expect(await within(form).findByText('Write at least 10 characters.')).toBeInTheDocument();
    expect(steps()[1]).toHaveAttribute('data-invalid', 'true');
    expect(steps()[1]).toHaveAttribute('aria-current', 'step');
    await waitFor(() => expect(description).toHaveFocus());
    await user.type(description, ', but now long enough');
    // Fixed fields are re-checked on blur: the step is no longer marked before Next.
    await user.tab();
    await waitFor(() => expect(steps()[1]).not.toHaveAttribute('data-invalid'));
    await next();

    // Step 3: status is required; the Next button reads "Review" here.
    const eventName = await within(form).findByRole('textbox', { name: /event name/i });
    expect(steps()[1]).not.toHaveAttribute('data-invalid');
    await user.type(eventName, 'Launch');
    await user.type(within(form).getByRole('textbox', { name: /location/i }), 'Lisbon');
    await user.click(within(form).getByRole('button', { name: 'Review' }));
    expect(await within(form).findByText('This field is required.')).toBeInTheDocument();
    expect(steps()[2]).toHaveAttribute('data-invalid', 'true');
    await user.click(within(form).getByRole('combobox', { name: /status/i }));
    await user.click(await screen.findByRole('option', { name: 'Confirmed' }));
    await user.click(within(form).getByRole('button', { name: 'Review' }));

    // Summary lists every value (translated city and status), then Submit toasts and resets.
    const summary = await within(form).findByRole('region', { name: 'Summary' });
    for (const text of ['Jane', 'Roe', 'jane@example.com', 'Paris', 'New dashboard', 'Designer', 'Launch', 'Lisbon', 'Confirmed']) {
      expect(within(summary).getByText(text)).toBeInTheDocument();
    }
    // A finished step is a button that goes back to it, values kept.
    await user.click(within(form).getByRole('button', { name: /job details/i }));
    expect(await within(form).findByRole('textbox', { name: /job title/i })).toHaveValue('Designer');
    await next();
    await user.click(within(form).getByRole('button', { name: 'Review' }));
    await user.click(await within(form).findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your details were submitted.')).toBeInTheDocument();
    expect(await within(form).findByRole('textbox', { name: /first name/i })).toHaveValue('');
    expect(steps()[0]).toHaveAttribute('aria-current', 'step');
  });

  it('going back puts focus on the first field of the step shown, not on the page', async () => {
    const user = userEvent.setup();
    await renderRoute('/forms/form-wizard', { signedInAs: 'editor' });
    const card = (await screen.findByRole('heading', { name: 'Icon tabs' }, { timeout: 15_000 })).closest('section')!;
    await user.click(within(card).getByRole('button', { name: 'Next' }));
    await user.click(within(card).getByRole('button', { name: 'Next' }));
    // A finished step's button (it turns into plain text once current).
    await user.click(within(card).getByRole('button', { name: /job details/i }));
    await waitFor(() => expect(within(card).getByRole('textbox', { name: 'Proposal title' })).toHaveFocus());
    // Back to the first step, where Back itself becomes disabled.
    await user.click(within(card).getByRole('button', { name: 'Back' }));
    expect(within(card).getByRole('button', { name: 'Back' })).toBeDisabled();
    await waitFor(() => expect(within(card).getByRole('textbox', { name: 'First name' })).toHaveFocus());
  });

  it('number-tabs wizard moves with Next/Back and keeps what was typed', async () => {
    const user = userEvent.setup();
    await renderRoute('/forms/form-wizard', { signedInAs: 'editor' });
    const card = (await screen.findByRole('heading', { name: 'Number tabs' }, { timeout: 15_000 })).closest('section')!;
    const first = within(card).getByRole('textbox', { name: 'First name' });
    await user.type(first, 'Ana');
    expect(within(card).getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.click(within(card).getByRole('button', { name: 'Next' }));
    expect(within(card).getByRole('textbox', { name: 'Proposal title' })).toBeVisible();
    expect(within(card).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
    await user.click(within(card).getByRole('button', { name: 'Back' }));
    expect(within(card).getByRole('textbox', { name: 'First name' })).toHaveValue('Ana');
    await user.click(within(card).getByRole('button', { name: 'Next' }));
    await user.click(within(card).getByRole('button', { name: 'Next' }));
    await user.click(within(card).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your details were submitted.')).toBeInTheDocument();
    // Submitting starts over with empty fields.
    expect(within(card).getByRole('textbox', { name: 'First name' })).toHaveValue('');
  });

  it('Next takes the focus to the next step (or the summary)', async () => {
    const user = userEvent.setup();
    await renderRoute('/forms/form-wizard', { signedInAs: 'editor' });
    const [first] = await screen.findAllByRole('textbox', { name: /first name/i }, { timeout: 15_000 });
    const form = first!.closest('form')!;
    await user.type(first!, 'Jane');
    await user.type(within(form).getByRole('textbox', { name: /last name/i }), 'Roe');
    await user.type(within(form).getByRole('textbox', { name: /email/i }), 'jane@example.com');
    await user.click(within(form).getByRole('combobox', { name: /city/i }));
    await user.click(await screen.findByRole('option', { name: 'Paris' }));
    await user.click(within(form).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /proposal title/i })).toHaveFocus());
    await user.type(within(form).getByRole('textbox', { name: /proposal title/i }), 'Dashboard');
    await user.type(within(form).getByRole('textbox', { name: /job title/i }), 'Designer');
    await user.type(within(form).getByRole('textbox', { name: /description/i }), 'A long enough description');
    await user.click(within(form).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /event name/i })).toHaveFocus());
    await user.type(within(form).getByRole('textbox', { name: /event name/i }), 'Launch');
    await user.type(within(form).getByRole('textbox', { name: /location/i }), 'Lisbon');
    await user.click(within(form).getByRole('combobox', { name: /status/i }));
    await user.click(await screen.findByRole('option', { name: 'Confirmed' }));
    await user.click(within(form).getByRole('button', { name: 'Review' }));
    await waitFor(() => expect(within(form).getByRole('region', { name: 'Summary' })).toHaveFocus());
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /first name/i })).toHaveFocus());
  });
});
