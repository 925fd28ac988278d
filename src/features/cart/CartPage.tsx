import { Link } from '@/components/Link';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { describedBy, Field, inputClass } from '@/components/Field';
import { Icon } from '@/components/Icon';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { AvailabilityLine } from '@/components/AvailabilityLine';
import { InstallmentsLine } from '@/components/InstallmentsLine';
import { pickupText } from '@/server/stores/pickup-text';
import { shipsAnything } from '@/lib/fulfilment';
import { MAX_LINE_QUANTITY } from '@/lib/constants';
import { getMarket, localizedPath, type Locale } from '@/lib/markets';
import { formatMoney, money } from '@/lib/money';
import { productImageUrl } from '@/server/catalog/service';
import type { CartLineView } from '@/server/cart/service';
import { shopperCart } from '@/server/cart/session';
import { currentMember } from '@/server/customers/member';
import { installmentSettingsOf } from '@/server/payments/queries';
import { cartPageAction } from './actions';
import { CartActivityEvents } from './CartActivityEvents';
import { FocusOnArrival } from './FocusOnArrival';
import { fieldErrorId, fieldWithError, parseCartNotice, PROMO_FIELD_ID, quantityFieldId } from './notice';
import { noticeText } from './notice-text';

/** A cart form: hidden locale, intent and line, then whatever the form adds. */
function CartForm({ locale, intent, lineId, children, className }: { locale: Locale; intent: string; lineId?: number; children: React.ReactNode; className?: string }) {
  return (
    // The store's own messages (a promo code left empty, a quantity out of range), in the shopper's language: not the browser's.
    <form action={cartPageAction} noValidate className={className}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="intent" value={intent} />
      {lineId ? <input type="hidden" name="lineId" value={lineId} /> : null}
      {children}
    </form>
  );
}

/** The notice a cart form comes back with. */
const NOTICE_ID = 'cart-notice';

/** The error border of the store's form fields (components/Field's inputClass), for a field sized its own way. */
const INVALID_BORDER = 'aria-[invalid=true]:border-brand';

/**
 * A refused field's message, below it, as components/Field shows one (its id `${field}-error`,
 * which the field's aria-describedby names). It is the notice the form came back with, shown
 * where the shopper typed rather than at the top of the page, so it keeps the notice's test id.
 */
function FieldError({ field, message }: { field: string; message: string }) {
  return (
    <p id={fieldErrorId(field)} role="alert" data-testid="cart-notice" className="text-sm font-semibold text-brand-dark [overflow-wrap:anywhere]">
      {message}
    </p>
  );
}

const linkButton = 'min-h-11 rounded px-2 text-sm font-semibold text-brand-dark underline-offset-2 hover:underline';

/** /cart: the lines with stock and core charges, quantities, save for later, promo code and the order summary; works without JavaScript. */
export async function CartPage({ locale, notice: rawNotice, needHelp }: { locale: Locale; notice?: string; /** The "Need help?" button (features/contact), from the page. */ needHelp: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'cart' });
  // The free shipping line in checkout's words: it is standard shipping that becomes free, not every method.
  const shipping = await getTranslations({ locale, namespace: 'checkout.shipping' });
  const jar = await cookies();
  const { view, store } = await shopperCart({ get: (name) => jar.get(name)?.value }, locale);
  // When a line on the store's shelf could be picked up: the same words as checkout and the product page.
  const pickup = store?.bopusEnabled ? await pickupText(store, locale, new Date()) : null;
  // Guests choose between signing in and checking out as a guest first (spec §2.2 /signincheckout).
  const checkoutPath = (await currentMember()) ? '/checkout' : '/signincheckout';
  const market = getMarket(locale);
  const format = (amount: number) => formatMoney(money(amount, market.currency), locale);
  const installments = view?.lines.length ? await installmentSettingsOf(market.country) : null;
  const notice = parseCartNotice(rawNotice);
  const noticeMessage = notice ? await noticeText(notice, locale) : null;
  const lines = view?.lines ?? [];
  // The field a form came back to, when it is still on the page (a line removed, a promo applied: the notice instead).
  const focusField =
    notice?.field && ((notice.field === PROMO_FIELD_ID && lines.length > 0 && !view?.promotion) || lines.some((line) => !line.savedForLater && quantityFieldId(line.lineId) === notice.field)) ? notice.field : null;
  // A refusal of what was typed (a quantity out of range, a promo code unknown): its message goes below the field, not at the top.
  const errorField = fieldWithError(notice, focusField);
  const fieldError = errorField && noticeMessage ? { field: errorField, message: noticeMessage } : null;
  /** The message below a field, when the form came back refusing what was typed in it. */
  const errorOf = (field: string) => (fieldError?.field === field ? fieldError.message : undefined);
  /**
   * A form field's value, focus and state: what was typed when the form was refused (and the
   * field invalid, described by its message, or by the notice when the refusal is about the cart,
   * such as stock), the focus when the form came back to it.
   */
  const fieldProps = (field: string, value?: number) => {
    const refused = !!notice?.error && focusField === field;
    const typed = refused ? notice?.typed : undefined;
    return {
      defaultValue: typed ?? value,
      autoFocus: focusField === field,
      ...(errorOf(field) ? describedBy(field, false, errorOf(field)) : { 'aria-invalid': refused || undefined, 'aria-describedby': focusField === field ? NOTICE_ID : undefined }),
    };
  };
  const saved = view?.savedForLater ?? [];
  const to = (path: string) => localizedPath(path, locale);

  const lineRow = (line: CartLineView) => (
    <li key={line.lineId} data-testid={line.savedForLater ? 'saved-line' : 'cart-line'} className="flex gap-3 py-4">
      {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG, sized by CSS */}
      <img src={productImageUrl(line.product, locale)} alt="" width={96} height={96} className="h-20 w-20 shrink-0 rounded border border-line bg-panel object-contain md:h-24 md:w-24" />
      <div className="min-w-0 flex-1">
        {/* The price sits beside the title, not beside the controls: on a phone they get the line's whole width. */}
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wide text-muted">{line.product.brand}</p>
            <Link href={to(`/products/${line.product.slug}`)} className="font-semibold leading-snug [overflow-wrap:anywhere] hover:underline">
              {line.product.title}
            </Link>
            <p className="text-xs text-muted">{line.product.partNumber}</p>
          </div>
          <div className="shrink-0 text-right">
            <p data-testid="line-total" className="font-bold">
              {format(line.savedForLater ? line.unitPrice : line.lineTotal)}
            </p>
            {line.quantity > 1 && !line.savedForLater ? <p className="text-xs text-muted">{t('each', { price: format(line.unitPrice) })}</p> : null}
            {line.corePrice > 0 ? <p className="max-w-40 text-xs text-muted">{t('core', { amount: format(line.corePrice) })}</p> : null}
          </div>
        </div>
        <AvailabilityLine availability={line.availability} locale={locale} pickup={line.availability.storeQuantity >= line.quantity ? pickup : null} />
        {line.unitPrice !== line.seenPrice && !line.savedForLater ? <p className="mt-1 text-xs font-semibold text-brand-dark">{t('priceWas', { price: format(line.seenPrice) })}</p> : null}
        <div className="mt-2 flex flex-wrap items-start gap-x-2 gap-y-1">
          {line.savedForLater ? (
            <CartForm locale={locale} intent="moveToCart" lineId={line.lineId}>
              <button type="submit" className={linkButton}>
                {t('moveToCart')}
              </button>
            </CartForm>
          ) : (
            <>
              {/* A column: the field and its button, then what is wrong with the quantity right below them (the other buttons stay beside, or wrap below). */}
              <CartForm locale={locale} intent="quantity" lineId={line.lineId} className="flex max-w-full flex-col gap-1">
                <div className="flex items-center gap-1">
                  <label className="sr-only" htmlFor={quantityFieldId(line.lineId)}>
                    {t('quantity')}
                  </label>
                  <input
                    id={quantityFieldId(line.lineId)}
                    name="quantity"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={MAX_LINE_QUANTITY}
                    {...fieldProps(quantityFieldId(line.lineId), line.quantity)}
                    className={`min-h-11 w-16 rounded-md border border-line px-2 text-center ${INVALID_BORDER}`}
                  />
                  <button type="submit" className="min-h-11 rounded-md border border-ink px-3 text-sm font-semibold hover:bg-panel">
                    {t('update')}
                  </button>
                </div>
                {errorOf(quantityFieldId(line.lineId)) ? <FieldError field={quantityFieldId(line.lineId)} message={errorOf(quantityFieldId(line.lineId))!} /> : null}
              </CartForm>
              <CartForm locale={locale} intent="saveForLater" lineId={line.lineId}>
                <button type="submit" className={linkButton}>
                  {t('saveForLater')}
                </button>
              </CartForm>
            </>
          )}
          <CartForm locale={locale} intent="remove" lineId={line.lineId}>
            <button type="submit" className={linkButton}>
              {t('remove')}
            </button>
          </CartForm>
        </div>
      </div>
    </li>
  );

  const freeShippingGap = view ? market.freeShippingThreshold - (view.subtotal - view.discount) : 0;
  // Free standard shipping means nothing to an order that all goes to the store's counter.
  const ships = shipsAnything(!!store?.bopusEnabled, lines);

  return (
    <div className="mx-auto max-w-[1200px] px-4 py-8">
      <PageView data={pageViewData(locale, 'cart-and-checkout', 'cart')} />
      <CartActivityEvents activity={notice?.activity} />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-extrabold md:text-3xl">{t('heading', { count: view?.itemCount ?? 0 })}</h1>
        {needHelp}
      </div>
      {/* What a form did, or why the cart refused it; a refusal of what was typed in a field is shown below that field instead. */}
      {noticeMessage && !fieldError ? (
        <p
          id={NOTICE_ID}
          tabIndex={-1}
          autoFocus={!focusField}
          role={notice!.error ? 'alert' : 'status'}
          data-testid="cart-notice"
          className={`mt-3 rounded-md px-3 py-2 text-sm font-semibold ${notice!.error ? 'bg-alert text-ink' : 'bg-ok/10 text-ok'}`}
        >
          {noticeMessage}
        </p>
      ) : null}
      {noticeMessage ? <FocusOnArrival key={rawNotice} field={focusField} notice={NOTICE_ID} /> : null}

      {lines.length === 0 ? (
        // An empty cart says what to do next, in words large enough to read at arm's length, with the way back to the parts.
        <div className="mt-4 flex flex-col items-start gap-4 rounded-lg border border-line bg-panel p-5 sm:flex-row sm:items-center sm:p-6">
          <Icon name="cart" className="h-10 w-10 shrink-0 text-muted" />
          <p className="text-lg leading-snug sm:flex-1">{t('emptyBody')}</p>
          <Link href={to('/')} className="inline-flex min-h-11 items-center rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
            {t('keepShopping')}
          </Link>
        </div>
      ) : (
        <div className="mt-4 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <ul className="divide-y divide-line border-y border-line">{lines.map(lineRow)}</ul>
          <aside aria-labelledby="order-summary" className="h-fit rounded-lg border border-line p-4 lg:sticky lg:top-24">
            <h2 id="order-summary" className="text-lg font-bold">
              {t('summary')}
            </h2>
            <dl className="mt-3 space-y-2 text-sm">
              <div className="flex justify-between">
                <dt>{t('subtotal')}</dt>
                <dd data-testid="cart-subtotal">{format(view!.subtotal)}</dd>
              </div>
              {view!.promotion?.status === 'applied' && view!.discount > 0 ? (
                <div className="flex justify-between text-ok">
                  <dt>{t('discount', { code: view!.promotion.code })}</dt>
                  <dd>−{format(view!.discount)}</dd>
                </div>
              ) : null}
              {view!.coreTotal > 0 ? (
                <div className="flex justify-between">
                  <dt>{t('coreCharges')}</dt>
                  <dd>{format(view!.coreTotal)}</dd>
                </div>
              ) : null}
              <div className="flex justify-between text-muted">
                <dt>{t('shippingTax')}</dt>
                <dd>{t('atCheckout')}</dd>
              </div>
              <div className="flex justify-between border-t border-line pt-2 text-base font-bold">
                <dt>{t('total')}</dt>
                <dd data-testid="cart-total">{format(view!.total)}</dd>
              </div>
            </dl>
            <InstallmentsLine amount={view!.total} locale={locale} settings={installments} className="mt-1 text-right text-sm font-semibold" testId="cart-installments" />
            {ships ? (
              <p data-testid="free-shipping-nudge" className="mt-2 text-xs text-muted">
                {freeShippingGap > 0 ? shipping('addForFree', { amount: format(freeShippingGap) }) : shipping('qualifiesForFree')}
              </p>
            ) : null}
            <Link href={to(checkoutPath)} data-testid="checkout-button" className="mt-4 flex min-h-12 items-center justify-center rounded-md bg-brand px-4 text-lg font-bold text-white hover:bg-brand-dark">
              {t('checkout')}
            </Link>

            {view!.promotion ? (
              <div className="mt-4 flex items-center justify-between gap-2 rounded-md bg-panel px-3 py-2 text-sm">
                <span className="font-semibold">{view!.promotion.status === 'applied' ? view!.promotion.code : t('promoNeedsMore', { code: view!.promotion.code, minimum: format(view!.promotion.minimumSubtotal) })}</span>
                <CartForm locale={locale} intent="removePromo">
                  <button type="submit" className={linkButton}>
                    {t('removePromo')}
                  </button>
                </CartForm>
              </div>
            ) : (
              <CartForm locale={locale} intent="applyPromo" className="mt-4">
                {/* The label, the field with its button, and below them what is wrong with the code (FieldError: the message keeps the notice's test id). */}
                <Field id={PROMO_FIELD_ID} label={t('promoLabel')}>
                  <div className="flex gap-2">
                    <input
                      id={PROMO_FIELD_ID}
                      name="promoCode"
                      required
                      maxLength={32}
                      autoCapitalize="characters"
                      {...fieldProps(PROMO_FIELD_ID)}
                      className={`${inputClass} min-w-0 flex-1 uppercase`}
                    />
                    <button type="submit" className="min-h-11 shrink-0 rounded-md border border-ink px-4 font-semibold hover:bg-panel">
                      {t('apply')}
                    </button>
                  </div>
                  {errorOf(PROMO_FIELD_ID) ? <FieldError field={PROMO_FIELD_ID} message={errorOf(PROMO_FIELD_ID)!} /> : null}
                </Field>
              </CartForm>
            )}
          </aside>
        </div>
      )}

      {saved.length ? (
        <section aria-labelledby="saved-for-later" className="mt-10">
          <h2 id="saved-for-later" className="text-xl font-bold">
            {t('savedHeading', { count: saved.length })}
          </h2>
          <ul className="mt-2 divide-y divide-line border-y border-line">{saved.map(lineRow)}</ul>
        </section>
      ) : null}
    </div>
  );
}
