import type { Locator, Page } from '@playwright/test';
import { codeIn, lastEmail, newEmail } from './accounts';
import { expect, test } from './fixtures';

/** A pt-BR shopper registers as a Brazilian does, in Portuguese, and is signed in. */
async function registerInPortuguese(page: Page, email: string) {
  await page.goto('/pt-BR/signin');
  const form = page.getByTestId('register-panel');
  await form.getByLabel('Nome', { exact: true }).fill('Joana');
  await form.getByLabel('Sobrenome', { exact: true }).fill('Souza');
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByLabel(/^Senha/).fill('Uma-senha-longa-1');
  await form.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByTestId('signin-notice')).toContainText(`digite o código que enviamos para ${email}`);
  const { text } = await lastEmail(page.request, email, 'signInCode');
  await page.getByLabel('Código de 6 dígitos').fill(codeIn(text));
  await page.getByRole('button', { name: 'Entrar com o código' }).click();
  await expect(page).toHaveURL(/\/pt-BR\/user\/myAccount$/);
}

/** Tab to the next control, and check it is the one expected: the form's order is Brazil's (decision 058). */
async function tabTo(page: Page, control: Locator) {
  await page.keyboard.press('Tab');
  await expect(control).toBeFocused();
}

test('pt-BR: a shopper fills the address book by keyboard (the CEP fills city and UF, a missing número is explained beside it and nothing typed is lost) and checkout starts from it', async ({ page, quietConsent }) => {
  void quietConsent;
  test.slow(); // a long journey: registration, the book, then checkout
  await registerInPortuguese(page, newEmail('caderno-br'));

  // The address book, from the account's page.
  await page.getByRole('link', { name: /Meu perfil/ }).click();
  await expect(page).toHaveURL(/\/pt-BR\/user\/myProfile$/);
  await expect(page.getByRole('heading', { name: 'Catálogo de endereços' })).toBeVisible();
  const form = page.getByTestId('profile-address-add-form');
  const field = (label: string) => form.getByLabel(label, { exact: true });

  // From here on, the keyboard only: the name is the account's, then the CEP first.
  await field('Nome').focus();
  await expect(field('Nome')).toHaveValue('Joana');
  await tabTo(page, field('Sobrenome'));
  await expect(field('Sobrenome')).toHaveValue('Souza');
  await tabTo(page, field('CEP'));
  await page.keyboard.type('80020310');
  await expect(field('CEP')).toHaveValue('80020-310');
  await expect(field('Cidade')).toHaveValue('Curitiba');
  await expect(field('Estado')).toHaveValue('PR');
  await expect(form.getByTestId('profile-cep-found')).toHaveText('Cidade e estado preenchidos pelo CEP.');
  await tabTo(page, field('Rua'));
  await page.keyboard.type('Rua XV de Novembro');
  // The número is left out on purpose.
  await tabTo(page, field('Número'));
  await tabTo(page, field('Complemento (opcional)'));
  await page.keyboard.type('Sala 4');
  await tabTo(page, field('Bairro'));
  await page.keyboard.type('Centro');
  await tabTo(page, field('Cidade'));
  await tabTo(page, field('Estado'));
  await tabTo(page, field('Telefone'));
  await page.keyboard.type('41987654321');
  await tabTo(page, form.getByRole('checkbox', { name: 'Usar como meu endereço padrão' }));
  const save = form.getByRole('button', { name: 'Salvar endereço' });
  await tabTo(page, save);
  await page.keyboard.press('Enter');

  // Refused: the reason beside the número, in Portuguese; everything typed is still there; nothing saved.
  await expect(form.getByText('Corrija os campos destacados.')).toBeVisible();
  await expect(field('Número')).toHaveAttribute('aria-invalid', 'true');
  await expect(field('Número')).toHaveAccessibleDescription('Informe o número, ou s/n se não houver.');
  await expect(field('Número')).toHaveValue('');
  await expect(field('CEP')).toHaveValue('80020-310');
  await expect(field('Rua')).toHaveValue('Rua XV de Novembro');
  await expect(field('Complemento (opcional)')).toHaveValue('Sala 4');
  await expect(field('Bairro')).toHaveValue('Centro');
  await expect(field('Cidade')).toHaveValue('Curitiba');
  await expect(field('Estado')).toHaveValue('PR');
  await expect(field('Telefone')).toHaveValue(/^\(41\) ?98765-?4321$|^41987654321$/);
  await expect(page.getByText('Você ainda não tem endereços salvos.')).toBeVisible();

  // The refusal takes the focus to the field it names: type the número there, save with Enter.
  await expect(field('Número')).toBeFocused();
  await page.keyboard.type('700');
  await page.keyboard.press('Enter');

  await expect(page.getByText('Endereço adicionado.')).toBeVisible();
  const saved = page.getByTestId('profile-addresses').getByTestId('profile-address');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Rua XV de Novembro, 700, Sala 4 – Centro');
  await expect(saved).toContainText('Curitiba, PR 80020-310');
  await expect(saved).toContainText('Padrão');
  await expect(saved.getByTestId('profile-address-incomplete')).toHaveCount(0);

  // Checkout starts from the book's default address, número and bairro in their own fields.
  await page.goto('/pt-BR/parts/brakes');
  await page.getByTestId('product-card').first().getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.goto('/pt-BR/checkout');
  const shipping = page.getByTestId('brazil-address-shipping');
  const checkoutField = (label: string) => shipping.getByLabel(label, { exact: true });
  await expect(checkoutField('Nome')).toHaveValue('Joana');
  await expect(checkoutField('Sobrenome')).toHaveValue('Souza');
  await expect(checkoutField('CEP')).toHaveValue(/^80020-?310$/);
  await expect(checkoutField('Rua')).toHaveValue('Rua XV de Novembro');
  await expect(checkoutField('Número')).toHaveValue('700');
  await expect(checkoutField('Complemento (opcional)')).toHaveValue('Sala 4');
  await expect(checkoutField('Bairro')).toHaveValue('Centro');
  await expect(checkoutField('Cidade')).toHaveValue('Curitiba');
  await expect(checkoutField('Estado')).toHaveValue('PR');
  await expect(page.getByLabel('Telefone', { exact: true })).toHaveValue(/41/);
});
