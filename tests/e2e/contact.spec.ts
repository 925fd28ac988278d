import { E2E_ADMIN_TOKEN } from './admin';
import { lastEmail, newEmail } from './accounts';
import { expect, test, WIDTHS } from './fixtures';

test.describe('contact us', () => {
  test('a form with a bad e-mail keeps everything typed, then sends with a reference and an e-mail', async ({ page, request, quietConsent }) => {
    void quietConsent;
    await page.setViewportSize({ width: WIDTHS.phone, height: 900 });
    await page.goto('/contactus');
    await page.getByTestId('contact-options').getByRole('link', { name: /Product questions/ }).click();
    await expect(page).toHaveURL(/\/contactus\/productQuestions$/);

    const email = newEmail('contact');
    await page.getByLabel('First name').fill('Dana');
    await page.getByLabel('Last name').fill("O'Neil");
    await page.getByLabel('Email').fill('dana@example');
    await page.getByLabel(/Part or part number/).fill('Front brake pads');
    await page.getByLabel(/Vehicle/).fill('2016 Toyota Tacoma 3.5L');
    await page.getByLabel('Your message').fill('Do the ceramic pads fit with the factory rotors?');
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid email address.' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Dana');
    await expect(page.getByLabel('Last name')).toHaveValue("O'Neil");
    await expect(page.getByLabel('Email')).toHaveValue('dana@example');
    await expect(page.getByLabel(/Part or part number/)).toHaveValue('Front brake pads');
    await expect(page.getByLabel(/Vehicle/)).toHaveValue('2016 Toyota Tacoma 3.5L');
    await expect(page.getByLabel('Your message')).toHaveValue('Do the ceramic pads fit with the factory rotors?');

    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('contact-sent')).toBeVisible();
    const reference = (await page.getByTestId('contact-reference').textContent())!.trim();
    expect(reference).toMatch(/^CS-\d{8}$/);

    const mail = await lastEmail(request, email, 'contactAcknowledgement');
    expect(mail.subject).toContain(reference);
    const stored = await request.get(`/api/admin/contact/messages/${reference}`, { headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
    expect(stored.status()).toBe(200);
  });

  test('Mexico answers in Spanish; Brazil has no rewards topic', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/es-MX/contactus/generalComments');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Escribe tu mensaje.' })).toBeVisible();

    await page.goto('/pt-BR/contactus');
    await expect(page.getByTestId('contact-options').getByRole('link')).toHaveCount(5);
    const missing = await page.goto('/pt-BR/contactus/rewards');
    expect(missing?.status()).toBe(404);
  });

  test('the side tab opens the contact modal; leaving the unsent survey asks first', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await page.goto('/');
    await page.getByTestId('contact-side-tab').click();
    const modal = page.getByTestId('contact-modal');
    await expect(modal.getByRole('link', { name: /Store feedback/ })).toBeVisible();
    await modal.getByTestId('contact-modal-feedback').click();
    await expect(modal.frameLocator('iframe').getByRole('button', { name: 'Send feedback' })).toBeVisible();

    await page.keyboard.press('Escape');
    const confirm = page.getByTestId('confirm-close-dialog');
    await expect(confirm).toContainText('Are you sure you want to close?');
    await confirm.getByRole('button', { name: 'NO' }).click();
    await expect(modal).toBeVisible();

    const survey = modal.frameLocator('iframe');
    await survey.getByLabel('4 Good').check();
    await survey.getByLabel('Yes').check();
    await survey.getByRole('button', { name: 'Send feedback' }).click();
    await expect(survey.getByTestId('survey-sent')).toBeVisible();
    // Sent: nothing left to lose, so it closes without asking.
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();
    await expect(confirm).toBeHidden();

    await page.goto('/pt-BR');
    await expect(page.getByTestId('contact-side-tab')).toHaveCount(0);
  });
});
