import type { BrowserContext } from '@playwright/test';
import { codeIn, lastEmail, newEmail, register } from './accounts';
import { pickStep } from './vehicle-selector';
import { expect, test } from './fixtures';

/** When the browser drops the session cookie: -1 for the end of the browser session, else seconds since the epoch. */
async function sessionCookieExpiry(context: BrowserContext): Promise<number> {
  const cookie = (await context.cookies()).find((c) => c.name.endsWith('session_token'));
  expect(cookie).toBeTruthy();
  return cookie!.expires;
}
const DAY_S = 86_400;

test.describe('accounts', () => {
  test('a protected page sends a guest to sign in; registering comes back to it; sign-out ends the session', async ({ page, quietConsent }) => {
    void quietConsent;
    test.slow(); // a long journey: several pages and sign-in steps
    await page.goto('/user/orderHistory');
    await expect(page).toHaveURL(/\/signin\?redirect_url=%2Fuser%2ForderHistory/);
    const email = newEmail('register');
    // Bad input is explained and what was typed stays.
    const form = page.getByTestId('register-panel');
    await form.getByLabel('E-mail', { exact: true }).fill(email);
    await form.getByLabel(/^Password/).fill('short');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByText('Use 8 to 128 characters.')).toBeVisible();
    await expect(form.getByLabel('E-mail', { exact: true })).toHaveValue(email);

    await register(page, email, 'A-long-password-1');
    await expect(page).toHaveURL(/\/user\/orderHistory$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order history');
    // Registering never ticked "keep me signed in": the cookie ends with the browser.
    expect(await sessionCookieExpiry(page.context())).toBe(-1);
    await expect(page.getByTestId('account-entry')).toContainText('Ana');

    await page.goto('/user/myAccount');
    await expect(page.getByTestId('account-greeting')).toHaveText('Hi, Ana');
    await page.getByTestId('sign-out').click();
    await expect(page.getByTestId('account-entry')).toContainText('Sign in');
    await page.goto('/user/myAccount');
    await expect(page).toHaveURL(/\/signin\?redirect_url=/);

    // Back with the password; a wrong one is refused and the e-mail stays typed.
    const signIn = page.getByTestId('signin-panel');
    await signIn.getByLabel('E-mail', { exact: true }).fill(email);
    await signIn.getByLabel('Password', { exact: true }).fill('A-wrong-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByTestId('signin-error')).toHaveText('Invalid Id. Please try again.');
    await expect(signIn.getByLabel('E-mail', { exact: true })).toHaveValue(email);
    await signIn.getByLabel('Password', { exact: true }).fill('A-long-password-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByTestId('account-greeting')).toHaveText('Hi, Ana');
    expect(await sessionCookieExpiry(page.context())).toBe(-1);

    // Only "keep me signed in" makes a lasting cookie.
    await page.getByTestId('sign-out').click();
    await expect(page.getByTestId('account-entry')).toContainText('Sign in');
    await page.goto('/user/myAccount');
    await signIn.getByLabel('E-mail', { exact: true }).fill(email);
    await signIn.getByLabel('Password', { exact: true }).fill('A-long-password-1');
    await signIn.getByLabel('Keep me signed in').check();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByTestId('account-greeting')).toHaveText('Hi, Ana');
    expect(await sessionCookieExpiry(page.context())).toBeGreaterThan(Date.now() / 1000 + 29 * DAY_S);
  });

  test('signs in with a one-time code sent by e-mail', async ({ page, browser, quietConsent }) => {
    void quietConsent;
    const email = newEmail('code');
    await page.goto('/signin');
    await register(page, email, 'A-long-password-2');
    await expect(page.getByTestId('account-greeting')).toBeVisible();

    const other = await browser.newContext();
    const guest = await other.newPage();
    await guest.goto('/signin');
    await guest.getByRole('tab', { name: 'E-mail me a code' }).click();
    await guest.getByTestId('signin-panel').getByLabel('E-mail', { exact: true }).fill(email);
    await guest.getByRole('button', { name: 'Send me a code' }).click();
    await expect(guest.getByTestId('signin-notice')).toContainText('a code is on its way');
    const { text } = await lastEmail(guest.request, email, 'signInCode');
    await guest.getByLabel('6-digit code').fill(codeIn(text));
    await guest.getByRole('button', { name: 'Sign in with code' }).click();
    await expect(guest.getByTestId('account-greeting')).toHaveText('Hi, Ana');
    // The code form has no "keep me signed in": the cookie ends with the browser.
    expect(await sessionCookieExpiry(other)).toBe(-1);
    await other.close();
  });

  test('es-MX: resets a forgotten password through the e-mailed link', async ({ page, quietConsent }) => {
    void quietConsent;
    const email = newEmail('reset');
    await page.goto('/es-MX/signin');
    const form = page.getByTestId('register-panel');
    await form.getByLabel('Nombre').fill('Luisa');
    await form.getByLabel('Apellidos').fill('Hernández');
    await form.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await form.getByLabel(/^Contraseña/).fill('Una-clave-larga-1');
    await form.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByTestId('signin-notice')).toBeVisible();
    await page.goto('/es-MX/signin');
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.getByTestId('signin-panel').getByLabel('Correo electrónico', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByTestId('signin-notice')).toContainText('le enviamos un enlace');
    const { subject, text } = await lastEmail(page.request, email, 'passwordReset');
    expect(subject).toBe('Restablece tu contraseña de Redline');
    const link = /(https?:\/\/\S+\/resetPassword\/\S+)/.exec(text)![1]!;
    await page.goto(new URL(link).pathname);
    await page.getByLabel(/Contraseña nueva/).fill('Otra-clave-larga-2');
    await page.getByRole('button', { name: 'Guardar contraseña nueva' }).click();
    await expect(page.getByTestId('reset-thanks')).toContainText('¡Gracias, Luisa!');
    await page.getByRole('link', { name: 'Ir a iniciar sesión' }).click();
    const signIn = page.getByTestId('signin-panel');
    await signIn.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await signIn.getByLabel('Contraseña', { exact: true }).fill('Otra-clave-larga-2');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page.getByTestId('account-greeting')).toHaveText('Hola, Luisa');
  });

  test("without JavaScript, a reset link that was used or expired says so, a registration's mistake keeps the names, and checkout says it needs JavaScript", async ({ browser, baseURL }) => {
    // The page keeps its link from other sites (referrer same-origin), yet its form still posts with the site's Origin.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}/es-MX/resetPassword/a-link-that-was-never-sent`);
    await page.getByLabel(/Contraseña nueva/).fill('Otra-clave-larga-2');
    await page.getByRole('button', { name: 'Guardar contraseña nueva' }).click();
    await expect(page.getByText('Este enlace venció o ya se usó.')).toBeVisible();

    // Registering with a mistake keeps every name typed; checkout says it needs JavaScript before anything is typed.
    await page.goto(`${baseURL}/es-MX/signin`);
    const register = page.getByTestId('register-panel');
    await register.getByLabel('Nombre').fill('Luisa');
    await register.getByLabel('Apellidos').fill('Hernández');
    await register.getByLabel('Correo electrónico').fill('not-an-email');
    await register.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByTestId('register-panel').getByLabel('Nombre')).toHaveValue('Luisa');
    await expect(page.getByTestId('register-panel').getByLabel('Apellidos')).toHaveValue('Hernández');
    await page.goto(`${baseURL}/es-MX/parts/brakes`);
    await page.getByTestId('product-card').first().getByTestId('add-to-cart').click();
    await page.goto(`${baseURL}/es-MX/checkout`);
    await expect(page.getByTestId('checkout-noscript')).toContainText('Para pagar se necesita JavaScript');
    await context.close();
  });

  test('a member adds a vehicle with its mileage, logs a service and sees what maintenance is due', async ({ page, quietConsent }) => {
    void quietConsent;
    test.slow(); // a long journey: several pages and sign-in steps
    await page.goto('/signin');
    await register(page, newEmail('garage'), 'A-long-password-3');
    await expect(page.getByTestId('account-greeting')).toBeVisible();

    // The vehicle chosen in the header joins the account's garage.
    await page.goto('/user/myVehicle');
    await page.getByTestId('vehicle-entry-inline').click();
    const dialog = page.getByTestId('vehicle-selector');
    for (const [step, typed, option] of [
      ['Year', '2015', '2015'],
      ['Make', 'toyo', 'Toyota'],
      ['Model', 'camr', 'Camry'],
      ['Engine', '2.5L L4 Gas', '2.5L L4 Gas'],
    ] as const) {
      await pickStep(dialog, step, typed, option);
    }
    await expect(dialog).toBeHidden();

    await page.goto('/user/myVehicle');
    const vehicle = page.getByTestId('garage-vehicle').filter({ hasText: 'Camry' });
    await vehicle.getByRole('link', { name: 'Add current mileage' }).click();
    await page.getByLabel('Mileage', { exact: true }).fill('52000');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page).toHaveURL(/\/user\/vehicleDetails\//);
    await page.goto('/user/myVehicle');
    await expect(vehicle.getByTestId('garage-mileage')).toContainText('52,000');

    await vehicle.getByRole('link', { name: 'Log a service' }).click();
    await page.getByLabel('What was done').fill('Oil and filter change');
    await page.getByLabel('Mileage (mi)').fill('50000');
    await page.getByLabel('Cost (USD)').fill('49.99');
    await page.getByRole('button', { name: 'Save service' }).click();
    await expect(page.getByText('Your service was saved.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Oil and filter change' })).toBeVisible();

    await page.goto('/user/myVehicle');
    await vehicle.getByRole('link', { name: 'Maintenance schedule' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Maintenance schedule');
    const items = page.getByTestId('maintenance-item');
    expect(await items.count()).toBeGreaterThan(5);
    // The oil change logged at 50,000 mi makes the next one due at 55,000.
    await expect(items.filter({ hasText: 'Next due at 55,000 mi' }).first()).toBeVisible();
  });
});

