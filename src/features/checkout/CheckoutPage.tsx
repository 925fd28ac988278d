import { pickedUpByDefault } from '@/lib/fulfilment';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { messagesFor } from '@/i18n/catalogues';
import { getMarket, localizedPath, type Locale } from '@/lib/markets';
import { formatMarketPrice } from '@/lib/money';
import { storeAddressLines } from '@/lib/store-address';
import { stateOptions } from '@/lib/regions';
import { shopperCart } from '@/server/cart/session';
import { currentMember } from '@/server/customers/member';
import { checkoutAddressOf } from '@/server/customers/profile';
import { listAddresses } from '@/server/customers/queries';
import { installmentSettingsOf, listSavedCards } from '@/server/payments/queries';
import { spendableRewards } from '@/server/rewards/queries';
import { cardFrameSrc } from '@/server/payments/gateway';
import { paypalConfigured } from '@/server/payments/paypal';
import { tendersFor } from '@/lib/payment-options';
import { stripeBrowserConfig } from '@/server/payments/stripe/browser';
import { siteOrigin } from '@/server/platform/origin';
import { pickupText } from '@/server/stores/pickup-text';
import { CheckoutForm } from './CheckoutForm';

/** A member's default address in this market (to ship to; its phone when the account has none) and the wallet cards that can pay. */
async function memberPaymentDefaults(member: { id: string; phone: string }, country: 'US' | 'MX' | 'BR', locale: Locale) {
  const [addresses, cards, tp] = await Promise.all([listAddresses(member.id), listSavedCards(member.id), getTranslations({ locale, namespace: 'payments' })]);
  const home = addresses.find((a) => a.isDefault && a.country === country);
  return {
    phone: member.phone || home?.phoneNumber || '',
    address: home ? checkoutAddressOf(home) : null,
    // The wallet's cards are the sandbox gateway's tokens: with Stripe they cannot pay (decision 056), so none is offered.
    savedCards: cards
      .filter((c) => !c.expired && !stripeBrowserConfig())
      .map((c) => ({ id: c.id, isDefault: c.isDefault, label: `${tp('endingIn', { brand: tp(`brand.${c.brand}`), last4: c.last4 })} · ${String(c.expMonth).padStart(2, '0')}/${String(c.expYear).slice(-2)}` })),
  };
}

/** Spendable rewards for a member of the programme; the invitation to join for anyone else where it runs. */
async function rewardsAtCheckout(member: { id: string; rewardsId: string } | null, locale: Locale) {
  const { rewards: programme, currency } = getMarket(locale);
  if (!programme) return null;
  if (member?.rewardsId) return { available: await spendableRewards(member.id, currency) };
  const whole = (amount: number) => formatMarketPrice(amount, locale, { wholeWhenExact: true });
  return { join: { reward: whole(programme.reward), threshold: whole(programme.threshold) } };
}

/** /checkout: the cart as it will be ordered; an empty cart goes back to /cart. */
export async function CheckoutPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'checkout.form' });
  const tc = await getTranslations({ locale, namespace: 'checkout' });
  const jar = await cookies();
  const reader = { get: (name: string) => jar.get(name)?.value };
  const { view, store } = await shopperCart(reader, locale);
  const member = await currentMember();
  if (!view?.lines.length) redirect(localizedPath('/cart', locale));
  const market = getMarket(locale);
  const messages = await messagesFor(locale);
  const origin = (await siteOrigin()).origin;
  return (
    <div className="mx-auto w-full max-w-[1100px] px-4 py-6">
      <PageView data={pageViewData(locale, 'cart-and-checkout', 'checkout')} />
      <h1 className="mb-4 text-2xl font-extrabold">{t('title')}</h1>
      {/* The card field and the order's checks need JavaScript: a browser without it is told so before anything is typed. */}
      <noscript>
        <p role="alert" data-testid="checkout-noscript" className="mb-4 rounded-md bg-alert px-3 py-2 text-sm font-semibold">
          {tc('noScript')}
        </p>
      </noscript>
      <NextIntlClientProvider locale={locale} messages={{ checkout: messages.checkout, validation: messages.validation, giftCards: messages.giftCards, payments: { installments: messages.payments.installments, tenders: messages.payments.tenders } }}>
        <CheckoutForm
          locale={locale}
          country={market.country}
          currency={market.currency}
          lines={view.lines.map((l) => ({
            lineId: l.lineId,
            sku: l.product.sku,
            title: l.product.title,
            brand: l.product.brand,
            quantity: l.quantity,
            unitPrice: l.unitPrice,
            lineTotal: l.lineTotal,
            pickupAvailable: pickedUpByDefault(!!store?.bopusEnabled, l),
          }))}
          store={
            store
              ? {
                  number: store.storeNumber,
                  address: storeAddressLines({ ...store, countryCode: store.country }).join(', '),
                  pickup: (await pickupText(store, locale, new Date())) ?? '',
                  pickupOffered: !!store.bopusEnabled,
                }
              : null
          }
          states={stateOptions(market.country, locale)}
          cardFrameSrc={cardFrameSrc(locale, origin)}
          tenders={tendersFor(locale, { paypal: paypalConfigured() })}
          stripe={stripeBrowserConfig()}
          confirmationPath={localizedPath('/orderConfirmation', locale)}
          member={member ? { email: member.email, firstName: member.firstName, lastName: member.lastName, ...(await memberPaymentDefaults(member, market.country, locale)) } : null}
          rewards={await rewardsAtCheckout(member, locale)}
          installments={await installmentSettingsOf(market.country)}
        />
      </NextIntlClientProvider>
    </div>
  );
}
