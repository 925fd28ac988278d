import { E2E_ADMIN_TOKEN } from './admin';
import { lastEmail, newEmail } from './accounts';
import { expect, test, WIDTHS } from './fixtures';

test.describe('your personal information (/customerinfo)', () => {
  test('a deletion request with a bad e-mail keeps everything typed, then sends with a reference and an e-mail naming the request', async ({ page, request, quietConsent }) => {
    void quietConsent;
    await page.setViewportSize({ width: WIDTHS.phone, height: 900 });
    await page.goto('/contactus');
    // Not one of the six topic cards: a link of its own.
    await expect(page.getByTestId('contact-options').getByRole('link', { name: /Your personal information/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'Your personal information' }).click();
    await expect(page).toHaveURL(/\/customerinfo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your personal information' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute('href', '/lp/termsAndConditions#privacyPolicy');
    await expect(page.getByText('we do not sell your personal information')).toBeVisible();

    const email = newEmail('privacy');
    await page.getByLabel('First name').fill('Dana');
    await page.getByLabel('Last name').fill("O'Neil");
    await page.getByLabel('Email').fill('dana@example');
    await page.getByLabel('What would you like us to do?').selectOption('deletion');
    await page.getByLabel(/Details/).fill('Please also remove my saved vehicles.');
    await page.getByRole('button', { name: 'Send request' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid email address.' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Dana');
    await expect(page.getByLabel('Last name')).toHaveValue("O'Neil");
    await expect(page.getByLabel('Email')).toHaveValue('dana@example');
    await expect(page.getByLabel('What would you like us to do?')).toHaveValue('deletion');
    await expect(page.getByLabel(/Details/)).toHaveValue('Please also remove my saved vehicles.');

    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByTestId('contact-sent')).toBeVisible();
    const reference = (await page.getByTestId('contact-reference').textContent())!.trim();
    expect(reference).toMatch(/^CS-\d{8}$/);

    const mail = await lastEmail(request, email, 'contactAcknowledgement');
    expect(mail.subject).toContain(reference);
    expect(mail.subject).toContain('Delete my account and data');
    const stored = await request.get(`/api/admin/contact/messages/${reference}`, { headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
    expect(stored.status()).toBe(200);
    expect(await stored.json()).toMatchObject({ message: { topic: 'privacy', details: { requestType: 'deletion' } } });
  });

  test('Mexico shows the page in Spanish; /contactus/privacy does not exist', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/es-MX/customerinfo');
    await expect(page.getByRole('heading', { level: 1, name: 'Tus datos personales' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lee nuestro aviso de privacidad' })).toHaveAttribute('href', '/es-MX/lp/termsAndConditions#privacyPolicy');
    const missing = await page.goto('/contactus/privacy');
    expect(missing?.status()).toBe(404);
  });
});
