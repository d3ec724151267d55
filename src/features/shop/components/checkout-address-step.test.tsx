import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadNamespaces } from '@/lib/i18n';
import { CheckoutAddressStep } from './checkout-address-step';

beforeAll(() => loadNamespaces(['shop']));

async function fillAndSave(fullName: string) {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  render(<CheckoutAddressStep saved={null} onSubmit={onSubmit} />);
  const fields: [RegExp, string][] = [
    [/^Full Name/, fullName],
    [/^Mobile/, '9876543210'],
    [/^Flat/, '12 Park Road'],
    [/^Town/, 'Pune'],
    [/^Pincode/, '411001'],
    [/^State/, 'Maharashtra'],
  ];
  for (const [label, value] of fields) await user.type(screen.getByRole('textbox', { name: label }), value);
  await user.click(screen.getByRole('button', { name: 'Save and Deliver Here' }));
  return onSubmit;
}

describe('checkout address: full name', () => {
  it.each(['प्रिया शर्मा', "Anne-Marie O'Brien", 'José Álvarez'.normalize('NFD')])('accepts %s', async (name) => {
    const onSubmit = await fillAndSave(name);
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('refuses digits with a message', async () => {
    const onSubmit = await fillAndSave('R2D2');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText('Use letters, spaces, hyphens and apostrophes only.')).toBeInTheDocument();
  });
});
