import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The focused element is under nothing else (a sticky bar, the page behind a drawer): the shopper sees what they reached. */
export async function expectUncovered(page: Page) {
  const cover = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top === null || el.contains(top) || top.contains(el) ? null : `${top.tagName.toLowerCase()} "${(top.textContent ?? '').trim().slice(0, 40)}"`;
  });
  expect(cover, `the focused element lies under ${cover}`).toBeNull();
}
