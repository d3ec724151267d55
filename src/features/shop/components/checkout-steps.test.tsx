import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n, loadNamespaces } from '@/lib/i18n';
import { CheckoutSteps } from './checkout-steps';

beforeAll(() => loadNamespaces(['shop']));

describe('checkout steps', () => {
  it('every step button keeps its name on phones, where only the current label is shown', async () => {
    const onStep = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <CheckoutSteps step={1} onStep={onStep} />
      </I18nextProvider>,
    );
    const cart = screen.getByRole('button', { name: 'Cart' });
    expect(screen.getByRole('button', { name: 'Address' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: 'Payment' })).toBeDisabled();
    // Visually hidden below sm, never display: none (jsdom has no Tailwind, so check the classes).
    for (const name of ['Cart', 'Payment']) {
      const label = screen.getByText(name);
      expect(label).toHaveClass('sr-only', 'sm:not-sr-only');
      expect(label).not.toHaveClass('hidden');
    }
    await userEvent.click(cart);
    expect(onStep).toHaveBeenCalledWith(0);
  });
});
