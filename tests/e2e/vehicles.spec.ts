import { expect, test, WIDTHS } from './fixtures';
import { pickStep } from './vehicle-selector';

const LOCALES = [
  { prefix: '', open: 'Add a vehicle', year: 'Year', make: 'Make', model: 'Model', engine: 'Engine', skip: "I don't know the engine", fuel: 'Gas' },
  { prefix: '/es-MX', open: 'Agrega un vehículo', year: 'Año', make: 'Marca', model: 'Modelo', engine: 'Motor', skip: 'No sé cuál es el motor', fuel: 'Gasolina' },
  { prefix: '/pt-BR', open: 'Adicionar veículo', year: 'Ano', make: 'Marca', model: 'Modelo', engine: 'Motor', skip: 'Não sei qual é o motor', fuel: 'Gasolina' },
] as const;

test.describe('vehicle selector', () => {
  for (const l of LOCALES) {
    test(`${l.prefix || 'en-US'}: choose a 2015 Toyota Camry with the keyboard`, async ({ page, quietConsent }) => {
      void quietConsent;
      await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
      await page.goto(l.prefix || '/');
      await page.getByTestId('vehicle-entry-inline').click();
      const dialog = page.getByTestId('vehicle-selector');
      await expect(dialog).toBeVisible();

      const step = (name: string) => dialog.getByRole('combobox', { name });
      await step(l.year).pressSequentially('2015');
      await expect(dialog.getByRole('option', { name: '2015' })).toBeVisible();
      await step(l.year).press('Enter');
      await step(l.make).pressSequentially('toyo');
      await expect(dialog.getByRole('option', { name: 'Toyota', exact: true })).toBeVisible();
      await step(l.make).press('Enter');
      await step(l.model).pressSequentially('camr');
      await expect(dialog.getByRole('option', { name: 'Camry', exact: true })).toBeVisible();
      await step(l.model).press('Enter');
      await step(l.engine).pressSequentially('2.5L L4 Gas');
      await expect(dialog.getByRole('option', { name: '2.5L L4 Gas' })).toBeVisible();
      await step(l.engine).press('Enter');

      await expect(dialog).toBeHidden();
      // The engine in the shopper's words; the cookie keeps the data's name.
      await expect(page.getByTestId('vehicle-entry-inline')).toContainText(`2015 Toyota Camry 2.5L L4 ${l.fuel}`);
      const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, decodeURIComponent(c.value)]));
      expect(cookies).toMatchObject({ preferredVehicleYear: '2015', preferredVehicleMake: 'Toyota', preferredVehicleModel: 'Camry', preferredVehicleEngine: '2.5L L4 Gas', userVehicleCount: '1' });

      // The search box now asks for vehicle-specific results.
      // The header refreshes after the choice; type once it has settled.
      await expect(async () => {
        await page.locator('#header-search').fill('brake pads');
        await page.locator('#header-search').press('Enter');
        await expect(page).toHaveURL(/ignoreVehicleSpecificProductsCheck=false/, { timeout: 3_000 });
      }).toPass({ timeout: 15_000 });
    });
  }

  test('closed half way with Escape, the selector opens again where it was left', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await page.goto('/');
    const trigger = page.getByTestId('vehicle-entry-inline');
    await trigger.click();
    const dialog = page.getByTestId('vehicle-selector');
    const step = (name: string) => dialog.getByRole('combobox', { name });
    await pickStep(dialog, 'Year', '2015', '2015');
    await pickStep(dialog, 'Make', 'toyo', 'Toyota');
    await expect(step('Model')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(step('Model')).toBeVisible();
    await expect(dialog).toContainText('2015');
    await expect(dialog).toContainText('Toyota');
    await pickStep(dialog, 'Model', 'camr', 'Camry');
    await pickStep(dialog, 'Engine', '2.5L L4 Gas', '2.5L L4 Gas');
    await expect(dialog).toBeHidden();
    await expect(trigger).toContainText('2015 Toyota Camry 2.5L');
    // Saved, the next vehicle starts from the year.
    await trigger.click();
    await dialog.getByRole('button', { name: 'Add another vehicle' }).click();
    await expect(step('Year')).toBeVisible();
  });

  test('the garage keeps several vehicles; one can be chosen or removed', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.setViewportSize({ width: WIDTHS.phone, height: 844 });
    await page.goto('/');
    const choose = async (year: string, make: string, model: string, hasGarage: boolean) => {
      await page.getByTestId('vehicle-entry-bar').click();
      const dialog = page.getByTestId('vehicle-selector');
      if (hasGarage) await dialog.getByRole('button', { name: 'Add another vehicle' }).click();
      for (const [name, value] of [
        ['Year', year],
        ['Make', make],
        ['Model', model],
      ]) {
        await dialog.getByRole('combobox', { name }).fill(value!);
        await dialog.getByRole('option', { name: value, exact: true }).click();
      }
      await dialog.getByRole('option', { name: "I don't know the engine" }).click();
      await expect(dialog).toBeHidden();
    };
    await choose('2015', 'Toyota', 'Camry', false);
    await choose('2018', 'Ford', 'F-150', true);
    await expect(page.getByTestId('vehicle-entry-bar')).toContainText('2018 Ford F-150');

    await page.getByTestId('vehicle-entry-bar').click();
    const dialog = page.getByTestId('vehicle-selector');
    await expect(dialog.getByText('2015 Toyota Camry')).toBeVisible();
    await dialog.getByRole('button', { name: 'Shop for this one' }).click();
    await expect(page.getByTestId('vehicle-entry-bar')).toContainText('2015 Toyota Camry');

    await page.getByTestId('vehicle-entry-bar').click();
    await dialog.getByRole('button', { name: 'Remove 2015 Toyota Camry' }).click();
    await expect(dialog.getByText('2015 Toyota Camry')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('vehicle-entry-bar')).toContainText('2018 Ford F-150');
  });
});

test.describe('VIN decoder', () => {
  test('decodes a real VIN and uses it as the vehicle', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/vin-decoder');
    await page.getByLabel('Vehicle identification number (VIN)').fill('1HGCM82633A004352');
    await page.getByRole('button', { name: 'Decode VIN' }).click();
    const result = page.getByTestId('vin-result');
    await expect(result).toContainText('2003 Honda Accord');
    await result.getByRole('button', { name: 'Use this vehicle' }).click();
    await expect(result).toContainText('You are shopping for 2003 Honda Accord');
    await expect(page.getByTestId('vehicle-entry-bar')).toContainText('2003 Honda Accord');
  });

  test('says what vPIC decoded in the shopper\'s language: body, drive and the country it was built in', async ({ page }) => {
    await page.goto('/es-MX/vin-decoder?vin=1HGCM82633A004352');
    const result = page.getByTestId('vin-result');
    await expect(result).toContainText('2003 Honda Accord');
    await expect(result.locator('dt', { hasText: 'Carrocería' }).locator('+ dd')).toHaveText('Cupé');
    await expect(result.locator('dt', { hasText: 'Fabricado en' }).locator('+ dd')).toContainText('Estados Unidos');
    await page.goto('/pt-BR/vin-decoder?vin=1HGCM82633A004352');
    await expect(result.locator('dt', { hasText: 'Carroceria' }).locator('+ dd')).toHaveText('Cupê');
    await expect(result.locator('dt', { hasText: 'Fabricado em' }).locator('+ dd')).toContainText('Estados Unidos');
  });

  test('explains bad VINs in the shopper\'s language and keeps what was typed', async ({ page, quietConsent }) => {
    void quietConsent;
    const cases = [
      ['/vin-decoder', '1HGCM82633A00435', 'A VIN has exactly 17 letters and digits. You entered 16.'],
      ['/es-MX/vin-decoder', '1HGCM82633AOO4352', 'nunca las letras I, O ni Q'],
      ['/pt-BR/vin-decoder', '1HGCM82633A004353', 'Este VIN não confere'],
    ] as const;
    for (const [path, vin, message] of cases) {
      await page.goto(path);
      await page.locator('#vin').fill(vin);
      await page.locator('#vin').press('Enter');
      await expect(page.getByTestId('vin-error')).toContainText(message);
      await expect(page.locator('#vin')).toHaveValue(vin);
    }
  });
});

test.describe('shop by make and model', () => {
  test('leads from a make to a model to a year, and sets the vehicle there', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.goto('/shopbymake');
    await page.getByRole('link', { name: 'Toyota', exact: true }).click();
    await expect(page).toHaveURL(/\/shopbymake\/toyota$/);
    await page.getByRole('link', { name: /^Camry \d/ }).click();
    await expect(page).toHaveURL(/\/shopbymodel\/toyota\/camry$/);
    await page.getByRole('link', { name: '2015', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2015 Toyota Camry parts');
    await expect(page.getByText('2.5L L4 Gas')).toBeVisible();
    await page.getByRole('button', { name: 'Shop parts for this vehicle' }).click();
    await expect(page.getByTestId('vehicle-entry-bar')).toContainText('2015 Toyota Camry');
  });

  test('an unknown make is not found', async ({ page, quietConsent }) => {
    void quietConsent;
    const response = await page.goto('/shopbymake/no-such-make');
    expect(response?.status()).toBe(404);
  });
});

test.describe('vehicle tooltip', () => {
  test('appears after 15 s without a vehicle and goes when closed', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.clock.install();
    await page.goto('/shopbymake', { waitUntil: 'networkidle' });
    const tip = page.getByTestId('vehicle-tooltip');
    // The installed clock runs in real time too: right after loading, well short of 15 s, no tip.
    await expect(tip).toBeHidden();
    await page.clock.fastForward(15_000);
    await expect(tip).toBeVisible();
    await tip.getByRole('button', { name: 'Close tip' }).click();
    await expect(tip).toBeHidden();
    await page.reload({ waitUntil: 'networkidle' });
    await page.clock.fastForward(16_000);
    await expect(tip).toBeHidden();
  });

  test('is not shown to a shopper with a vehicle, even on a page the page cache filled for a guest', async ({ page, browser, quietConsent }) => {
    void quietConsent;
    // A guest's visit fills the cache with the page (and its tip).
    const guest = await browser.newPage();
    await guest.goto('/shopbymake/honda', { waitUntil: 'networkidle' });
    await guest.close();
    await page.goto('/');
    await page.getByTestId('vehicle-entry-inline').click();
    const dialog = page.getByTestId('vehicle-selector');
    await pickStep(dialog, 'Year', '2015', '2015');
    await pickStep(dialog, 'Make', 'toyo', 'Toyota');
    await pickStep(dialog, 'Model', 'camr', 'Camry');
    await pickStep(dialog, 'Engine', '2.5L', '2.5L L4 Gas');
    await expect(dialog).toBeHidden();
    await page.clock.install();
    await page.goto('/shopbymake/honda', { waitUntil: 'networkidle' });
    await expect(page.getByTestId('vehicle-entry-inline')).toContainText('2015 Toyota Camry');
    await page.clock.fastForward(16_000);
    await expect(page.getByTestId('vehicle-tooltip')).toBeHidden();
  });

  test('is not shown once a vehicle is saved, and its action opens the selector', async ({ page, quietConsent }) => {
    void quietConsent;
    await page.clock.install();
    await page.goto('/shopbymake/toyota', { waitUntil: 'networkidle' });
    await page.clock.fastForward(16_000);
    await page.getByTestId('vehicle-tooltip').getByRole('button', { name: 'Add vehicle' }).click();
    await expect(page.getByTestId('vehicle-selector')).toBeVisible();
  });
});
