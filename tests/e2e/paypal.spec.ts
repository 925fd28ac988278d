import { fillAddress, guestAtCheckout } from './checkout-form';
import { expect, test } from './fixtures';
import { expectTenderChoices } from './tenders';

/**
 * PayPal where it is configured (decision 060). The journeys' server runs with
 * PAYPAL_ENVIRONMENT=builtin: the store's offline stand-in for PayPal, with its own approval page
 * at /payments/paypal/sandbox/<id>, which sends the payer back to the store's return or cancel
 * address as PayPal does. The order waits AWAITING PAYMENT, its parts held, until it is approved.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('en-US on a phone: a shopper pays with PayPal, leaves PayPal once without paying, comes back to the order, and approves it by keyboard', async ({ page, quietConsent }) => {
  void quietConsent;
  test.slow(); // checkout, PayPal's page twice, the confirmation twice
  await guestAtCheckout(page, { email: 'paula@example.com', phone: '5125550199' });
  await fillAddress(page, { first: 'Paula', last: 'Reyes', line: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' });

  // The card comes first and is chosen; PayPal is the second choice, reached with the arrow keys.
  const { tenders, radios } = await expectTenderChoices(page, [/^Credit or debit card/, /^PayPal/]);
  await expect(radios.nth(0)).toBeChecked();
  await radios.nth(0).focus();
  await page.keyboard.press('ArrowDown');
  await expect(radios.nth(1)).toBeChecked();
  await expect(tenders).toContainText("You'll approve the payment on PayPal's page");
  await expect(page.getByTestId('card-frame')).toHaveCount(0);
  await page.getByRole('button', { name: 'Place order' }).click();

  // PayPal's page (the stand-in): the payer leaves without paying.
  await expect(page).toHaveURL(/\/payments\/paypal\/sandbox\/[A-Z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PayPal (test stand-in)');
  await page.getByRole('button', { name: 'Cancel and return to the store' }).click();

  // Back at the store: the order is kept, with what to do and until when.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
  const orderNumber = (await page.getByTestId('order-number').textContent())!;
  expect(orderNumber).toMatch(/^\d{9}$/);
  const instructions = page.getByTestId('payment-instructions');
  await expect(instructions).toHaveAttribute('data-tender', 'paypal');
  await expect(instructions.getByRole('heading', { name: 'Finish paying with PayPal' })).toBeVisible();
  await expect(instructions).toContainText('You left PayPal without paying. Your order is kept until');
  await expect(page.getByTestId('cart-badge')).toHaveText('0');
  const resume = instructions.getByRole('link', { name: 'Continue to PayPal' });
  await expect(resume).toBeVisible();
  // Nothing covers the link on a phone: it is the topmost element where it is drawn.
  await resume.scrollIntoViewIfNeeded();
  const box = (await resume.boundingBox())!;
  expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.textContent ?? '', [box.x + box.width / 2, box.y + box.height / 2])).toContain('Continue to PayPal');

  // The second time, by keyboard alone: the link, then PayPal's Approve.
  await resume.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payments\/paypal\/sandbox\/[A-Z0-9]+$/);
  await page.getByRole('button', { name: 'Approve payment' }).focus();
  await page.keyboard.press('Enter');

  // Paid: the same order, no longer waiting, paid with PayPal.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  await expect(page.getByTestId('payment-instructions')).toHaveCount(0);
  await expect(page.getByTestId('confirmation-payment')).toContainText('PayPal');

  // A reload shows the same paid order.
  await page.reload();
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  await expect(page.getByTestId('payment-instructions')).toHaveCount(0);
});
