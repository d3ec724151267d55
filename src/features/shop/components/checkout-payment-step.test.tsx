import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadNamespaces } from '@/lib/i18n';
import { cartTotals } from '../store/cart-totals';
import { CheckoutPaymentStep } from './checkout-payment-step';

beforeAll(() => loadNamespaces(['shop']));

describe('checkout payment step', () => {
  it('Enter in the CVV field pays, as Continue does', async () => {
    const user = userEvent.setup({ delay: null });
    const onPaid = vi.fn();
    render(<CheckoutPaymentStep totals={cartTotals([])} onPaid={onPaid} />);
    const cvv = screen.getByLabelText('Enter CVV');
    await user.type(cvv, '12{Enter}');
    expect(onPaid).not.toHaveBeenCalled();
    expect(screen.getByText('Enter the 3-digit CVV on the back of your card.')).toBeInTheDocument();
    await user.type(cvv, '3{Enter}');
    expect(onPaid).toHaveBeenCalledOnce();
  });

  it('answers a gift card number instead of ignoring Apply', async () => {
    const user = userEvent.setup({ delay: null });
    render(<CheckoutPaymentStep totals={cartTotals([])} onPaid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Add Gift Card' }));
    const input = screen.getByRole('textbox', { name: 'Gift card number' });
    await user.type(input, 'GIFT-1234{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This gift card number is not valid.');
    expect(input).toHaveValue('GIFT-1234');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
