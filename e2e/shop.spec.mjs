// Issue #6: end-to-end flows of the e-commerce shop, the user management app and the data list,
// in Chromium on the production build. Each test gets a fresh context (fresh cart and mock DB).
import { expect, settle } from './fixtures.mjs';
import { clickAndWaitUrl, expectClean, gone, mockDb, openSignedIn, requireRoutes, shown, until } from './flows.mjs';

const SHOP = '/apps/eCommerce/shop';
const CHECKOUT = '/apps/eCommerce/checkout';
const USER_LIST = '/apps/user/user-list';
const USER_EDIT = '/apps/user/user-edit/:userId';
const DATA_LIST = '/ui-elements/data-list/list-view';

const stamp = () =>
  Date.now()
    .toString(36)
    .slice(-5)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);
/** "$1,234.56" (en) -> 1234.56 */
const money = (text) => Number(String(text).replace(/[^\d.]/g, ''));
const near = (a, b, tolerance = 0.02) => Math.abs(a - b) <= tolerance;
const gridRows = (page) => page.getByTestId('users-grid').locator('.ag-row[row-id]');

/** The "N results found in X ms" line of the shop toolbar, as a number (null while loading). */
async function hitCount(page) {
  const stats = page.locator('p[role="status"]').filter({ hasText: / found in / });
  if (!(await stats.count())) return null;
  const match = /^([\d,]+) results? found/.exec((await stats.first().innerText()).trim());
  return match ? Number(match[1].replace(/,/g, '')) : null;
}

/** Waits for the hit count to settle on a value different from `previous`. */
async function nextHitCount(page, previous, what) {
  return until(
    page,
    () => hitCount(page),
    (n) => n !== null && n !== previous,
    (n) => `${what}: the result count stayed at ${n}`,
  );
}

export const tests = [
  {
    name: 'shop: add two items, change a quantity, check out to the confirmation',
    async run(t) {
      requireRoutes(t, SHOP, CHECKOUT);
      const { page, watcher } = await openSignedIn(t, SHOP);
      const cards = page.getByTestId('product-card');
      await shown(cards, 'no product cards on the shop page');
      const names = [];
      for (let i = 0; i < 2; i++) {
        const card = cards.nth(i);
        names.push((await card.getByRole('heading').innerText()).trim());
        await card.getByRole('button', { name: 'Add to Cart' }).click();
        await shown(card.getByRole('button', { name: 'View in Cart' }), `"${names[i]}" did not switch to "View in Cart" after Add to Cart`);
      }
      await until(
        page,
        () =>
          page
            .getByTestId('cart-badge')
            .innerText()
            .catch(() => ''),
        (v) => v.trim() === '2',
        (v) => `navbar cart badge shows "${v}", expected 2`,
      );

      await clickAndWaitUrl(
        page,
        watcher,
        cards.nth(0).getByRole('button', { name: 'View in Cart' }),
        (u) => u.pathname === CHECKOUT,
        '"View in Cart" did not open the checkout',
      );
      const lines = page.getByTestId('cart-line');
      await shown(lines, 'the checkout cart step lists no lines');
      expect((await lines.count()) === 2, `checkout lists ${await lines.count()} cart lines, expected 2`);
      for (const name of names) expect((await lines.filter({ hasText: name }).count()) === 1, `"${name}" is not in the checkout cart`);

      const grandTotal = () => page.getByTestId('grand-total').first().innerText().then(money);
      const linePrice = (line) => line.locator('p.text-lg').innerText().then(money);
      const first = lines.filter({ hasText: names[0] });
      const unit = await linePrice(first);
      const totalBefore = await grandTotal();
      const prices = await Promise.all([0, 1].map((i) => linePrice(lines.nth(i))));
      expect(
        near(totalBefore, (prices[0] + prices[1]) * 1.08, 0.05),
        `grand total ${totalBefore} is not the two lines (${prices.join(' + ')}) plus 8% tax`,
      );

      await first.getByRole('button', { name: 'Increase quantity' }).click();
      const qty = first.getByRole('textbox', { name: `Quantity of ${names[0]}` });
      await until(
        page,
        () => qty.inputValue(),
        (v) => v === '2',
        (v) => `quantity of "${names[0]}" is ${v} after +, expected 2`,
      );
      const lineAfter = await until(
        page,
        () => linePrice(first),
        (p) => near(p, unit * 2),
        (p) => `line price is ${p} after doubling the quantity, expected ${unit * 2}`,
      );
      const totalAfter = await until(page, grandTotal, (v) => v !== totalBefore, 'the grand total did not change with the quantity');
      expect(
        near(totalAfter, (lineAfter + prices[1]) * 1.08, 0.05),
        `grand total ${totalAfter} after the change, expected ${((lineAfter + prices[1]) * 1.08).toFixed(2)}`,
      );

      // Step 2: address form (validated), then payment.
      await page.getByRole('button', { name: 'Place Order' }).click();
      await shown(page.getByText('Add New Address'), '"Place Order" did not open the address step');
      await page.getByRole('button', { name: 'Save and Deliver Here' }).click();
      await shown(page.getByText('This field is required.'), 'saving an empty address shows no "This field is required." error');
      expect(!(await page.getByText('Payment Options').count()), 'an empty address let the checkout continue to payment');
      const fields = {
        'Full Name': 'Flow Tester',
        'Mobile Number': '2025550199',
        'Flat, House No': '12 Test Street',
        'Town/City': 'Lisbon',
        Pincode: '1000',
        State: 'Lisboa',
      };
      for (const [label, value] of Object.entries(fields))
        await page.getByRole('textbox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`) }).fill(value);
      await page.getByRole('button', { name: 'Save and Deliver Here' }).click();
      await shown(page.getByText('Payment Options'), 'a valid address did not lead to the payment step');

      const payable = await grandTotal();
      expect(near(payable, totalAfter), `amount payable ${payable} differs from the cart total ${totalAfter}`);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await shown(
        page.getByText('Enter the 3-digit CVV on the back of your card.'),
        'paying with the saved card and no CVV shows no CVV error',
      );
      await page.getByRole('textbox', { name: 'Enter CVV' }).fill('123');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      const done = await shown(page.getByText('Thank you! Your order is placed.'), 'no order confirmation after paying');
      await shown(page.getByText('Payment received'), 'no "Payment received" toast');
      const confirmation = await done.locator('xpath=..').innerText();
      const paid = /([$][\d,]+\.\d\d) paid/.exec(confirmation)?.[1];
      expect(paid && near(money(paid), payable), `confirmation says "${paid}" paid, expected ${payable}`);
      expect(!(await page.getByTestId('cart-badge').count()), 'the navbar cart badge is still shown after the order');
      await page.reload({ waitUntil: 'load' });
      await shown(page.getByText('Your cart is empty'), 'after the order and a reload the checkout does not say the cart is empty');
      await settle(page, watcher);
      expectClean(watcher, 'checkout');
    },
  },
  {
    name: 'shop: refine by category, price and brand; a reload of the URL keeps refinements and hit count',
    async run(t) {
      requireRoutes(t, SHOP);
      const { page, watcher } = await openSignedIn(t, SHOP);
      const filters = page.getByRole('complementary', { name: 'Filters' });
      await shown(filters.getByRole('button', { name: 'All categories' }), 'the filter pane never loaded');
      const all = await until(
        page,
        () => hitCount(page),
        (n) => n !== null && n > 0,
        'the shop shows no result count',
      );

      const category = filters
        .locator('section', { has: page.getByRole('heading', { name: 'Category' }) })
        .getByRole('button', { pressed: false })
        .first();
      const categoryName = (await category.innerText()).split('\n')[0].trim();
      await category.click();
      const afterCategory = await nextHitCount(page, all, `category ${categoryName}`);
      expect(afterCategory < all, `refining by ${categoryName} did not reduce the hits (${all} -> ${afterCategory})`);

      await filters.getByRole('radio', { name: '$10 – $100' }).click();
      const afterPrice = await nextHitCount(page, afterCategory, 'price $10 – $100');

      const brand = filters.getByRole('checkbox').first();
      const brandName = (await brand.locator('xpath=..').innerText()).split('\n')[0].trim();
      await brand.click();
      const hits = await nextHitCount(page, afterPrice, `brand ${brandName}`);
      expect(hits > 0 && hits < afterPrice, `brand ${brandName} gave ${hits} hits out of ${afterPrice}`);

      const url = new URL(page.url());
      expect(url.searchParams.get('cat') === categoryName, `URL cat=${url.searchParams.get('cat')}, expected ${categoryName}`);
      expect(
        url.searchParams.get('min') === '10' && url.searchParams.get('max') === '100',
        `URL price is min=${url.searchParams.get('min')} max=${url.searchParams.get('max')}`,
      );
      expect(
        url.searchParams.getAll('brand').join() === brandName,
        `URL brand=${url.searchParams.getAll('brand').join()}, expected ${brandName}`,
      );
      const cards = page.getByTestId('product-card');
      const checkCards = async (when) => {
        const shownCards = await cards.count();
        expect(shownCards === Math.min(hits, 9), `${when}: ${shownCards} cards for ${hits} hits`);
        for (const text of await cards.allInnerTexts()) {
          const price = money(/[$][\d,]+\.\d\d/.exec(text)?.[0]);
          expect(price >= 10 && price <= 100, `${when}: a card priced ${price} is outside $10 – $100`);
        }
      };
      await checkCards('before reload');

      await page.reload({ waitUntil: 'load' });
      await shown(filters.getByRole('button', { name: 'All categories' }), 'the filter pane never loaded after reload');
      const reloaded = await until(
        page,
        () => hitCount(page),
        (n) => n !== null,
        'no result count after reload',
      );
      expect(reloaded === hits, `after reload the shop shows ${reloaded} results, expected ${hits}`);
      expect(new URL(page.url()).search === url.search, `reload changed the query from ${url.search} to ${new URL(page.url()).search}`);
      expect(
        (await filters
          .getByRole('button', { name: new RegExp(`^${categoryName}`) })
          .first()
          .getAttribute('aria-pressed')) === 'true',
        `category ${categoryName} is not pressed after reload`,
      );
      expect(await filters.getByRole('radio', { name: '$10 – $100' }).isChecked(), 'price preset $10 – $100 is not checked after reload');
      expect(
        await filters.getByRole('checkbox', { name: brandName, exact: true }).isChecked(),
        `brand ${brandName} is not ticked after reload`,
      );
      await checkCards('after reload');
      expectClean(watcher, 'refine');
    },
  },
  {
    name: 'users: edit a user, the change shows in the user list',
    async run(t) {
      requireRoutes(t, USER_LIST, USER_EDIT);
      const id = 268;
      const { page, watcher } = await openSignedIn(t, `/apps/user/user-edit/${id}`);
      const name = await shown(page.getByRole('textbox', { name: /^Name/ }), 'the Account tab has no Name field');
      const oldName = await name.inputValue();
      const newName = `Flow Tester ${stamp()}`;
      await name.fill(newName);
      const role = page.getByRole('combobox', { name: 'Role' });
      const oldRole = (await role.innerText()).trim();
      const newRole = oldRole === 'Staff' ? 'Admin' : 'Staff';
      await role.click();
      await page.getByRole('option', { name: newRole }).click();
      await until(
        page,
        async () => (await role.innerText()).trim(),
        (v) => v === newRole,
        (v) => `Role shows "${v}" after picking ${newRole}`,
      );
      await shown(
        page.getByRole('tab', { name: /Account/ }).getByRole('img', { name: 'Unsaved changes' }),
        'the Account tab shows no unsaved-changes dot while edited',
      );
      await page.getByRole('button', { name: 'Save Changes' }).first().click();
      await shown(page.getByText('Changes saved'), 'no "Changes saved" toast');
      await gone(page.getByRole('img', { name: 'Unsaved changes' }), 'the unsaved-changes dot stays after saving');
      await settle(page, watcher);

      // In-app navigation (no reload): the list must not show a stale cached copy.
      await clickAndWaitUrl(
        page,
        watcher,
        page.getByRole('link', { name: 'List', exact: true }),
        (u) => u.pathname === USER_LIST,
        'the "List" menu link did not open the user list',
      );
      await shown(gridRows(page), 'the user grid shows no rows');
      await page.getByRole('searchbox', { name: 'Search users…' }).fill(newName);
      const row = await shown(gridRows(page).filter({ hasText: newName }), `no grid row with the new name "${newName}"`);
      await until(
        page,
        () => gridRows(page).count(),
        (n) => n === 1,
        (n) => `searching the new name lists ${n} users, expected 1`,
      );
      const text = await row.innerText();
      expect(text.includes(String(id)) || (await row.getAttribute('row-id')) === String(id), `the row with "${newName}" is not user ${id}`);
      expect(text.includes(newRole), `the row of user ${id} shows no role "${newRole}" (text: ${text.replace(/\s+/g, ' ').slice(0, 120)})`);
      await page.getByRole('searchbox', { name: 'Search users…' }).fill(oldName);
      await until(
        page,
        () =>
          gridRows(page)
            .filter({ hasText: oldName })
            .and(page.locator(`[row-id="${id}"]`))
            .count(),
        (n) => n === 0,
        `the old name "${oldName}" still shows for user ${id}`,
      );
      const stored = (await mockDb(page, 'user-management-users'))?.find?.((u) => u.id === id);
      expect(stored?.name === newName, `stored user ${id} is named "${stored?.name}"`);
      expectClean(watcher, 'user edit');
    },
  },
  {
    name: 'data list: add, edit and delete a product',
    async run(t) {
      requireRoutes(t, DATA_LIST);
      const { page, watcher } = await openSignedIn(t, DATA_LIST);
      const search = page.getByRole('searchbox', { name: 'Search products…' }).or(page.getByRole('textbox', { name: 'Search products…' }));
      await shown(page.locator('tr[data-testid^="product-"]'), 'the product table never loaded');
      const name = `Flow Widget ${stamp()}`;

      // Add
      await page.getByRole('button', { name: 'Add New' }).click();
      const drawer = await shown(page.getByRole('dialog', { name: 'Add New Item' }), '"Add New" did not open the "Add New Item" drawer');
      const submit = drawer.getByRole('button', { name: 'Submit' });
      expect(await submit.isDisabled(), 'Submit is enabled on an empty form');
      await drawer.getByRole('textbox', { name: /^Name/ }).fill(name);
      await drawer.getByRole('combobox', { name: /^Category/ }).click();
      await page.getByRole('option', { name: 'Fitness' }).click();
      await drawer.getByRole('spinbutton', { name: /^Price/ }).fill('42.5');
      await until(page, () => submit.isEnabled(), Boolean, 'Submit stays disabled on a valid form');
      await submit.click();
      await gone(page.getByRole('dialog', { name: 'Add New Item' }), 'the drawer stayed open after adding');
      await shown(page.getByText('Item added'), 'no "Item added" toast');
      await search.fill(name);
      const row = () => page.locator('tr[data-testid^="product-"]').filter({ hasText: name });
      await shown(row(), `the new product "${name}" is not in the table`);
      const added = await row().innerText();
      expect(
        added.includes('Fitness') && added.includes('$42.50') && added.includes('Pending'),
        `new row reads "${added.replace(/\s+/g, ' ')}"`,
      );

      // Edit
      const edited = `${name} v2`;
      await row()
        .getByRole('button', { name: `Edit ${name}` })
        .click();
      const update = await shown(page.getByRole('dialog', { name: 'Update Item' }), 'Edit did not open the "Update Item" drawer');
      const nameField = update.getByRole('textbox', { name: /^Name/ });
      expect((await nameField.inputValue()) === name, `the Update drawer shows name "${await nameField.inputValue()}"`);
      await nameField.fill(edited);
      await update.getByRole('spinbutton', { name: /^Price/ }).fill('99.99');
      await update.getByRole('combobox', { name: 'Order Status' }).click();
      await page.getByRole('option', { name: 'Delivered' }).click();
      await update.getByRole('button', { name: 'Submit' }).click();
      await gone(page.getByRole('dialog', { name: 'Update Item' }), 'the drawer stayed open after updating');
      await shown(page.getByText('Item updated'), 'no "Item updated" toast');
      await search.fill(edited);
      const editedRow = await shown(
        page.locator('tr[data-testid^="product-"]').filter({ hasText: edited }),
        `the edited product "${edited}" is not in the table`,
      );
      const after = await editedRow.innerText();
      expect(after.includes('$99.99') && after.includes('Delivered'), `edited row reads "${after.replace(/\s+/g, ' ')}"`);
      const id = Number((await editedRow.getAttribute('data-testid')).replace('product-', ''));
      expect(
        (await mockDb(page, 'data-list-products'))?.find?.((p) => p.id === id)?.name === edited,
        'the edit was not stored by the mock API',
      );

      // Delete
      await editedRow.getByRole('button', { name: `Delete ${edited}` }).click();
      await shown(page.getByText('Item deleted'), 'no "Item deleted" toast');
      await gone(page.locator(`tr[data-testid="product-${id}"]`), 'the deleted product is still in the table');
      await shown(page.getByText('No products match'), 'searching the deleted product does not show "No products match"');
      await settle(page, watcher);
      // The search lives in the URL: after a reload it still finds nothing, and clearing it shows the table again.
      await page.reload({ waitUntil: 'load' });
      await shown(page.getByText('No products match'), `after reload the search "${edited}" finds something again`);
      await page.getByRole('button', { name: 'Clear search' }).click();
      await shown(page.locator('tr[data-testid^="product-"]'), 'clearing the search did not bring the table back');
      expect(!(await page.locator(`tr[data-testid="product-${id}"]`).count()), 'the deleted product is back after reload');
      expect(!(await mockDb(page, 'data-list-products'))?.some?.((p) => p.id === id), 'the deleted product is still stored');
      expectClean(watcher, 'data list');
    },
  },
];
