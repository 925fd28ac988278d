/**
 * The e-mail promo side tab's rules (spec §4 Email promo tab, §8 promo code copy). Isomorphic
 * and pure, so the tab's behaviour is tested without a browser.
 */

/** localStorage: set to "true" when the shopper closes the tab; it stops showing. */
export const EMAIL_PROMO_CLOSED_KEY = 'emailPromoClosed';

export const COPY_FAILED_LOG_MESSAGE = 'Failed to copy promo code to clipboard';

const CHECKOUT = /^(?:\/[a-z]{2}-[A-Z]{2})?\/checkout(?:\/|$)/;

/** The tab shows everywhere but the checkout, until the shopper closes it. */
export function showsEmailPromoTab({ pathname, closedFlag }: { pathname: string; closedFlag: string | null }): boolean {
  return closedFlag !== 'true' && !CHECKOUT.test(pathname);
}

/**
 * Copies the code; a failure is only logged (never told to the shopper). Answers whether the
 * snack-bar shows.
 */
export async function copyPromoCode(code: string, clipboard: Pick<Clipboard, 'writeText'> | undefined, log: (message: string) => void): Promise<boolean> {
  try {
    if (!clipboard) throw new Error('Clipboard unavailable');
    await clipboard.writeText(code);
    return true;
  } catch {
    log(COPY_FAILED_LOG_MESSAGE);
    return false;
  }
}
