import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '@/mocks/node';
import { api, fail } from '@/mocks/http';
import { renderRoute } from '@/test/render-route';
import { generateCatalogue } from '../mocks/shop.seed';
import { useShopStore } from '../store/cart.store';

beforeEach(() => useShopStore.getState().reset());
vi.setConfig({ testTimeout: 60_000 });

const slow = { timeout: 8000 };
const stats = () => screen.findByText(/results? found in/, undefined, slow);
const cardNames = () => screen.getAllByTestId('product-card').map((c) => within(c).getByRole('heading', { level: 3 }).textContent);

describe('shop page', () => {
  it('refines by category and brand, keeps the state in the URL, and a fresh render of that URL shows the same results', async () => {
    const user = userEvent.setup({ delay: null });
    const { router, unmount } = await renderRoute('/apps/eCommerce/shop');
    expect(await stats()).toHaveTextContent('1,000 results found');
    expect(screen.getAllByTestId('product-card')).toHaveLength(9);

    await user.click(screen.getByRole('button', { name: /^Electronics/ }));
    await user.click(await screen.findByRole('button', { name: /^Audio/ }, slow));
    await user.click(screen.getByRole('checkbox', { name: 'Sonora' }));
    await waitFor(() => expect(router.state.location.search).toContain('brand=Sonora'), slow);
    const search = router.state.location.search;
    expect(new URLSearchParams(search).get('cat')).toBe('Electronics > Audio');
    const text = (await stats()).textContent;
    expect(text).not.toContain('1,000');
    const names = cardNames();
    expect(names.every((n) => n?.startsWith('Sonora'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Remove Filters' })).toBeEnabled();
    unmount();

    await renderRoute(`/apps/eCommerce/shop${search}`);
    await waitFor(() => expect(cardNames()).toEqual(names), slow);
    expect((await stats()).textContent?.replace(/in [\d.]+ ms/, '')).toBe(text?.replace(/in [\d.]+ ms/, ''));
    expect(screen.getByRole('checkbox', { name: 'Sonora' })).toBeChecked();
  });

  it('searches as you type, shows the no-match state, and Esc clears', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await renderRoute('/apps/eCommerce/shop?page=3');
    await stats();
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await user.type(box, 'zzqx');
    expect(await screen.findByText('No products match')).toBeInTheDocument();
    expect(router.state.location.search).not.toContain('page=');
    await user.type(box, '{Escape}');
    expect(await stats()).toHaveTextContent('1,000 results');
  });

  it('keeps keyboard focus when a clear action removes or disables itself', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await renderRoute('/apps/eCommerce/shop?q=zzqx&rating=4');
    const clear = await screen.findByRole('button', { name: 'Clear all filters' }, slow);
    clear.focus();
    await user.keyboard('{Enter}');
    expect(await stats()).toHaveTextContent('1,000 results');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveFocus();

    await act(() => router.navigate('/apps/eCommerce/shop?rating=4'));
    const remove = screen.getByRole('button', { name: 'Remove Filters' });
    remove.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveFocus();
  });

  it('a burst of price slider keys is one history entry: Back undoes it at once', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await renderRoute('/apps/eCommerce/shop?rating=4');
    await stats();
    const [min] = screen.getAllByRole('slider', { name: 'Minimum price' });
    min!.focus();
    await user.keyboard('{PageUp}{PageUp}{PageUp}');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('min')).not.toBeNull());
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?rating=4'));
  });

  it('a failed catalogue shows the error with Retry, and no filter panel of endless skeletons', async () => {
    server.use(http.get(api('apps/ecommerce/products'), () => fail(500, 'Internal server error')));
    await renderRoute('/apps/eCommerce/shop');
    expect(await screen.findByRole('button', { name: /Retry/ }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
  });

  it('adds two items to the cart; the buttons become View in Cart and the navbar badge updates at once', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await renderRoute('/apps/eCommerce/shop');
    await stats();
    const [first, second] = screen.getAllByRole('button', { name: /^Add to Cart, / });
    await user.click(first!);
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();
    await user.click(second!);
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^View in Cart, / })).toHaveLength(2);
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('2');
    expect(useShopStore.getState().cart).toHaveLength(2);
    await user.click(screen.getAllByRole('button', { name: /^View in Cart, / })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/eCommerce/checkout'), slow);
  });
});

describe('card actions', () => {
  it('name their product, so nine cards are not nine identical buttons to a screen reader', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await renderRoute('/apps/eCommerce/shop');
    await stats();
    const card = screen.getAllByTestId('product-card')[0]!;
    const name = within(card).getByRole('heading', { level: 3 }).textContent;
    // The visible label comes first (label in name), then the product.
    expect(within(card).getByRole('button', { name: `Add to Cart, ${name}` })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: `Wishlist, ${name}` }));
    await act(() => router.navigate('/apps/eCommerce/wish-list'));
    expect(await screen.findByRole('button', { name: `Remove, ${name}` }, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Move to Cart, ${name}` }));
    await act(() => router.navigate('/apps/eCommerce/checkout'));
    const line = await screen.findByTestId('cart-line', undefined, slow);
    expect(within(line).getByRole('button', { name: `Remove, ${name}` })).toBeInTheDocument();
    expect(within(line).getByRole('button', { name: `Wishlist, ${name}` })).toBeInTheDocument();
  });
});

describe('checkout', () => {
  const fill = (name: RegExp, value: string) => {
    const input = screen.getByRole('textbox', { name });
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  };
  beforeEach(() => {
    const [a, b] = generateCatalogue(2);
    useShopStore.getState().addToCart(a!);
    useShopStore.getState().addToCart(b!);
  });

  it('validates typed quantities (I3) and keeps live price details', async () => {
    await renderRoute('/apps/eCommerce/checkout');
    expect(await screen.findAllByTestId('cart-line', undefined, slow)).toHaveLength(2);
    const before = screen.getByTestId('grand-total').textContent;
    const [qty] = screen.getAllByRole('textbox', { name: /Quantity of/ });
    fireEvent.change(qty!, { target: { value: 'abc' } });
    fireEvent.blur(qty!);
    expect(await screen.findByText('Enter a number from 1 to 10.')).toBeInTheDocument();
    expect(qty).toHaveValue('1');
    fireEvent.change(qty!, { target: { value: '1e9' } });
    fireEvent.blur(qty!);
    expect(await screen.findByText('The maximum quantity is 10.')).toBeInTheDocument();
    expect(qty).toHaveValue('10');
    fireEvent.click(screen.getAllByRole('button', { name: 'Decrease quantity' })[0]!);
    expect(useShopStore.getState().cart[0]?.quantity).toBe(9);
    expect(screen.getByTestId('grand-total').textContent).not.toBe(before);
    expect(screen.getByTestId('grand-total').textContent).not.toMatch(/NaN|-/);
  });

  it('keeps the typed address when going back to the cart and returning', async () => {
    await renderRoute('/apps/eCommerce/checkout');
    fireEvent.click(await screen.findByRole('button', { name: 'Place Order' }, slow));
    fireEvent.click(await screen.findByRole('button', { name: 'Save and Deliver Here' }, slow));
    expect(await screen.findByText('Please fix the highlighted fields.')).toBeInTheDocument();
    fill(/Full Name/, 'Ana Lima');
    fill(/Town\/City/, 'Lisboa');
    fireEvent.click(screen.getByRole('button', { name: 'Cart' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Place Order' }, slow));
    expect(await screen.findByRole('textbox', { name: /Full Name/ }, slow)).toHaveValue('Ana Lima');
    expect(screen.getByRole('textbox', { name: /Town\/City/ })).toHaveValue('Lisboa');
    // Delivering to the saved address moves on, and the earlier warning does not linger over the payment step.
    fireEvent.click(screen.getByRole('button', { name: 'Deliver To This Address' }));
    expect(await screen.findByRole('button', { name: 'Continue' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Please fix the highlighted fields.')).not.toBeInTheDocument());
  });

  it('blocks invalid addresses, then a valid path reaches the payment confirmation', async () => {
    await renderRoute('/apps/eCommerce/checkout');
    // Later steps are not reachable before the earlier ones.
    expect(await screen.findByRole('button', { name: 'Payment' }, slow)).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    // The Place Order button is gone with its step: focus moves to the step bar, now at Address.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Address' })).toHaveFocus());
    fireEvent.click(await screen.findByRole('button', { name: 'Save and Deliver Here' }, slow));
    expect(await screen.findAllByText('This field is required.')).not.toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Full Name/ })).toHaveFocus());
    fill(/Full Name/, 'Ana Lima 2');
    fill(/Mobile Number/, '12345');
    fill(/Flat, House No/, '12 Rua Augusta');
    fill(/Town\/City/, 'Lisboa');
    fill(/Pincode/, '12');
    fill(/^State/, 'Lisboa');
    fireEvent.click(screen.getByRole('button', { name: 'Save and Deliver Here' }));
    expect(await screen.findByText('Use letters, spaces, hyphens and apostrophes only.')).toBeInTheDocument();
    expect(screen.getByText('Enter exactly 10 digits.')).toBeInTheDocument();
    expect(screen.getByText('Enter 3 to 6 digits.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();

    fill(/Full Name/, 'Ana Lima');
    fill(/Mobile Number/, '9123456789');
    fill(/Pincode/, '1100');
    fireEvent.click(screen.getByRole('button', { name: 'Save and Deliver Here' }));

    const pay = await screen.findByRole('button', { name: 'Continue' }, slow);
    // Values are rendered as text, not HTML-escaped ("12&#x2F;28").
    expect(screen.getByText(/Expires 12\/28/)).toBeInTheDocument();
    fireEvent.click(pay);
    expect(await screen.findByText('Enter the 3-digit CVV on the back of your card.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Enter CVV'), { target: { value: '123' } });
    fireEvent.click(pay);
    expect(await screen.findByText('Thank you! Your order is placed.', undefined, slow)).toBeInTheDocument();
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(useShopStore.getState().cart).toEqual([]);
  });
});

describe('wish list and item pages', () => {
  it('moves items between shop, wish list (Remove with Undo) and cart', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await renderRoute('/apps/eCommerce/shop');
    await stats();
    const [heart] = screen.getAllByRole('button', { name: /^Wishlist, / });
    await user.click(heart!);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await act(() => router.navigate('/apps/eCommerce/wish-list'));
    await user.click(await screen.findByRole('button', { name: /^Remove, / }, slow));
    expect(await screen.findByText('Your wish list is empty', undefined, slow)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await user.click(await screen.findByRole('button', { name: /^Move to Cart, / }));
    expect(await screen.findByText('Your wish list is empty', undefined, slow)).toBeInTheDocument();
    expect(useShopStore.getState().cart).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Browse Shop' })).toHaveAttribute('href', '/apps/eCommerce/shop');
  });

  it.each(['/apps/eCommerce/item/', '/apps/eCommerce/item'])(
    '%s redirects to item 5546604 with its details and related products',
    async (path) => {
      const { router } = await renderRoute(path);
      expect(await screen.findByRole('heading', { name: 'Aurora Vision Pro 15 Laptop' }, slow)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/apps/eCommerce/item/5546604');
      expect(screen.getByRole('radiogroup', { name: 'Colour' })).toBeInTheDocument();
      expect(await screen.findByRole('region', { name: 'Related Products' }, slow)).toBeInTheDocument();
      expect(screen.getByText('10 Day Replacement')).toBeInTheDocument();
    },
  );

  it('an unknown item shows the danger alert with a link back to the shop', async () => {
    await renderRoute('/apps/eCommerce/item/0000000');
    const alert = await screen.findByRole('alert', undefined, slow);
    expect(alert).toHaveTextContent('Error fetching product data');
    expect(within(alert).getByRole('link', { name: 'shop' })).toHaveAttribute('href', '/apps/eCommerce/shop');
  });

  it('checkout with an empty cart offers Browse Shop', async () => {
    await renderRoute('/apps/eCommerce/checkout');
    expect(await screen.findByText('Your cart is empty', undefined, slow)).toBeInTheDocument();
  });
});

describe('keyboard focus when a card goes away', () => {
  it('wish list: Remove and Move to Cart hand focus to the next card, then to Browse Shop', async () => {
    const user = userEvent.setup({ delay: null });
    const [a, b, c] = generateCatalogue(3);
    for (const p of [a!, b!, c!]) useShopStore.getState().toggleWishlist(p);
    await renderRoute('/apps/eCommerce/wish-list');
    const removes = await screen.findAllByRole('button', { name: /^Remove, / }, slow);
    expect(removes).toHaveLength(3);
    removes[0]!.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Remove, / })).toHaveLength(2));
    expect(document.activeElement).toBe(screen.getAllByRole('button', { name: /^Remove, / })[0]);
    screen.getAllByRole('button', { name: /^Move to Cart, / })[1]!.focus();
    await user.keyboard('{Enter}');
    // The last card went: focus goes to the new last card's same action.
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Move to Cart, / })).toHaveLength(1));
    expect(screen.getByRole('button', { name: /^Move to Cart, / })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'Browse Shop' })).toHaveFocus();
  });

  it('checkout: removing a cart line focuses the next line, then Browse Shop', async () => {
    const user = userEvent.setup({ delay: null });
    const [a, b] = generateCatalogue(2);
    useShopStore.getState().addToCart(a!);
    useShopStore.getState().addToCart(b!);
    await renderRoute('/apps/eCommerce/checkout');
    const removes = await screen.findAllByRole('button', { name: /^Remove, / }, slow);
    removes[0]!.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    expect(screen.getByRole('button', { name: /^Remove, / })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'Browse Shop' })).toHaveFocus();
  });
});
