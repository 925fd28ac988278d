import type { Page } from '@playwright/test';
import { newEmail } from './accounts';
import { expect, test, WIDTHS } from './fixtures';

/**
 * Nothing a shopper types is lost (issue 18): a refused form keeps every field (React 19 resets a
 * form after its action unless the form takes the submission over: useKeptForm), a message over
 * the limit is said to be so and kept whole, text typed into the search box while its combobox
 * loads is all there, and a search that matches nothing says so.
 */
test.describe('forms keep what was typed', () => {
  test('registering with a digit, then two spaces, in the first name shows the message and keeps both names', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/signin');
    const form = page.getByTestId('register-panel');
    const email = newEmail('kept-names');
    await form.getByLabel('First name').fill('J0hn');
    await form.getByLabel('Last name').fill('Díaz Ortega');
    await form.getByLabel('E-mail', { exact: true }).fill(email);
    await form.getByLabel(/^Password/).fill('A-long-password-9');
    await form.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByTestId('signin-error')).toBeVisible();
    await expect(form.getByText('Please enter a valid first name.')).toBeVisible();
    await expect(form.getByLabel('First name')).toHaveValue('J0hn');
    await expect(form.getByLabel('Last name')).toHaveValue('Díaz Ortega');
    await expect(form.getByLabel('E-mail', { exact: true })).toHaveValue(email);

    await form.getByLabel('First name').fill('Mary  Ann');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByText(/one space allowed/)).toBeVisible();
    await expect(form.getByLabel('First name')).toHaveValue('Mary  Ann');
    await expect(form.getByLabel('Last name')).toHaveValue('Díaz Ortega');
  });

  test('a 10,000-character message pasted into contact us is kept whole, counted, and said to be too long, before and after sending', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.setViewportSize({ width: WIDTHS.phone, height: 900 });
    await page.goto('/contactus/generalComments');
    await page.getByLabel('First name').fill('Dana');
    await page.getByLabel('Last name').fill('Reyes');
    await page.getByLabel('Email').fill(newEmail('long-message'));
    const message = page.getByLabel('Your message');
    const long = 'The rotor squeals when braking downhill. '.repeat(250).slice(0, 10_000);
    await message.focus();
    await page.keyboard.insertText(long);

    const tooLong = page.getByRole('alert').filter({ hasText: /^Your message is too long: at most 2,?000 characters\.$/ });
    await expect(tooLong).toBeVisible();
    await expect(message).toHaveValue(long);
    await expect(page.getByText('10000 of 2000 characters')).toBeVisible();
    await expect(message).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(tooLong).toBeVisible();
    await expect(page.getByTestId('contact-sent')).toHaveCount(0);
    await expect(message).toHaveValue(long);
    await expect(page.getByLabel('First name')).toHaveValue('Dana');
  });
});

const searchBox = (page: Page) => page.getByRole('combobox', { name: /Search parts|Buscar refacciones|Buscar peças/ });

test.describe('the search box', () => {
  test('keeps every character typed or pasted the moment it takes the focus, while its combobox code loads (30 fresh pages)', async ({ page, quietConsent }) => {
    void quietConsent;
    test.setTimeout(180_000);
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    for (let i = 0; i < 30; i++) {
      const text = `brake pads ${i}`;
      // Half of the pages are used as soon as their HTML is there, half once loaded.
      await page.goto('/', { waitUntil: i % 2 ? 'load' : 'domcontentloaded' });
      const box = searchBox(page);
      await box.click();
      if (i % 3 === 2) await page.keyboard.insertText(text);
      else await page.keyboard.type(text);
      // The combobox has taken over (its drawer is in the page) and the text is all there.
      await expect(page.getByTestId('search-drawer')).toBeAttached();
      await expect(box, `page ${i}`).toHaveValue(text);
      await expect(box).toBeFocused();
    }
  });
});

test.describe('a search that matches nothing', () => {
  for (const text of ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>']) {
    test(`says there are no results for ${text} and offers departments as suggestions, not as matches`, async ({ page, quietConsent }) => {
      void quietConsent;
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs++;
        void dialog.dismiss();
      });
      await page.goto(`/searchresult?${new URLSearchParams({ searchText: text })}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('No results for “');
      await expect(page.getByTestId('search-nothing')).toContainText('We found nothing for');
      await expect(page.getByTestId('closest-matches')).toHaveCount(0);
      const suggestions = page.getByTestId('search-suggestions');
      await expect(suggestions.getByRole('heading', { name: 'You might like' })).toBeVisible();
      await expect(suggestions.getByRole('link', { name: 'Interior Accessories' })).toBeVisible();
      await expect(page.getByTestId('product-card')).toHaveCount(0);
      expect(dialogs).toBe(0);
    });
  }
});
