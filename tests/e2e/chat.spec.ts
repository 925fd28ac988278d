import type { Browser, Page } from '@playwright/test';
import { PROACTIVE_CHAT_DELAY_MS } from '../../src/lib/constants';
import { expect, test, WIDTHS } from './fixtures';
import { signInToOps } from './ops';

/**
 * Live chat (docs/decisions/024-live-chat.md): a shopper and an agent in two browser contexts,
 * and the proactive popup's rules driven by Playwright's clock (no delay override in the app).
 * The agent goes offline at the end so other journeys see chat as unavailable again.
 */
test.describe.configure({ mode: 'serial' });

async function agentOnline(browser: Browser, name: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: WIDTHS.desktop, height: 900 } });
  const page = await context.newPage();
  await page.goto('/ops/chat');
  await expect(page).toHaveURL(/\/ops\/signin/);
  await signInToOps(page, 'customerService');
  await expect(page).toHaveURL(/\/ops\/chat/);
  await page.getByTestId('agent-name').fill(name);
  await page.getByRole('button', { name: /Go online|Rename/ }).click();
  await expect(page.getByTestId('agent-status')).toHaveText(`Online as ${name}`);
  return {
    page,
    close: async () => {
      if ((await page.getByTestId('agent-status').textContent())?.startsWith('Online')) await page.getByRole('button', { name: 'Go offline' }).click();
      await context.close();
    },
  };
}

test('a shopper and an agent exchange messages in real time, and either side can end the chat', async ({ browser, page }) => {
  const agent = await agentOnline(browser, 'Alex');
  try {
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await page.goto('/es-MX');
    await page.getByTestId('chat-button').click();
    const modal = page.getByTestId('chat-modal');
    await modal.getByLabel('Tu nombre').fill('Ana Díaz');
    await modal.getByLabel('Correo electrónico (opcional)').fill('ana@ejemplo');
    await modal.getByRole('button', { name: 'Iniciar chat' }).click();
    await expect(modal.getByRole('alert')).toBeVisible();
    await expect(modal.getByLabel('Tu nombre')).toHaveValue('Ana Díaz');
    await modal.getByLabel('Correo electrónico (opcional)').fill('ana@ejemplo.mx');
    await modal.getByRole('button', { name: 'Iniciar chat' }).click();
    await expect(modal.getByTestId('chat-waiting')).toBeVisible();
    await modal.getByPlaceholder('Escribe tu mensaje').fill('¿Tienen balatas para un Versa 2019?');
    await modal.getByRole('button', { name: 'Enviar' }).click();

    // The waiting chat appears in the console without a reload.
    const waiting = agent.page.getByTestId('waiting-chats').getByRole('listitem').filter({ hasText: 'Ana Díaz' });
    await expect(waiting).toBeVisible();
    await waiting.getByRole('button', { name: 'Take' }).click();
    const panel = agent.page.getByTestId('agent-conversation');
    await expect(panel).toContainText('¿Tienen balatas para un Versa 2019?');
    await expect(modal.getByTestId('chat-events')).toContainText('Alex se unió al chat.');

    await panel.getByLabel('Reply').fill('Sí, tenemos dos marcas en existencia.');
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(modal.getByTestId('chat-events')).toContainText('Sí, tenemos dos marcas en existencia.');

    // Closing the modal mid-chat asks first; NO keeps the conversation.
    await modal.getByRole('button', { name: 'Cerrar chat' }).click();
    const confirm = page.getByTestId('confirm-close-dialog');
    await expect(confirm).toContainText('¿Seguro que quieres cerrar?');
    await confirm.getByRole('button', { name: 'NO' }).click();
    await expect(modal).toBeVisible();

    await panel.getByRole('button', { name: 'Close chat' }).click();
    await expect(modal.getByTestId('chat-events')).toContainText('Alex terminó el chat.');
    await expect(modal.getByRole('button', { name: 'Iniciar un chat nuevo' })).toBeVisible();
  } finally {
    await agent.close();
  }
});

test.describe('the proactive popup', () => {
  // Other journeys count the popup as already shown; this one starts from a first visit.
  test.use({ promptsShown: true });

  test('opens after the delay on desktop, once per reset window, never on the cart or on phones', async ({ browser, page }) => {
    const agent = await agentOnline(browser, 'Bea');
    try {
      await page.clock.install();
      await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
      await page.goto('/');
      await expect(page.getByTestId('chat-button')).toBeVisible();
      await page.clock.fastForward(PROACTIVE_CHAT_DELAY_MS - 1_000);
      await expect(page.getByTestId('chat-proactive-popup')).toHaveCount(0);
      await page.clock.fastForward(2_000);
      await expect(page.getByTestId('chat-proactive-popup')).toBeVisible();

      // Shown once: another page load within the window shows nothing.
      await page.reload();
      await expect(page.getByTestId('chat-button')).toBeVisible();
      await page.clock.fastForward(PROACTIVE_CHAT_DELAY_MS + 1_000);
      await expect(page.getByTestId('chat-proactive-popup')).toHaveCount(0);

      // The cart never shows it, even with the window reset.
      await page.evaluate(() => localStorage.removeItem('redline.chat.proactiveShownAt'));
      await page.goto('/cart');
      await page.clock.fastForward(PROACTIVE_CHAT_DELAY_MS + 1_000);
      await expect(page.getByTestId('chat-proactive-popup')).toHaveCount(0);

      // Nor a phone.
      await page.setViewportSize({ width: WIDTHS.phone, height: 800 });
      await page.goto('/');
      await page.clock.fastForward(PROACTIVE_CHAT_DELAY_MS + 1_000);
      await expect(page.getByTestId('chat-proactive-popup')).toHaveCount(0);
    } finally {
      await agent.close();
    }
  });
});

test('Brazil has no chat button', async ({ page }) => {
  await page.goto('/pt-BR');
  await expect(page.getByTestId('chat-button')).toHaveCount(0);
});
