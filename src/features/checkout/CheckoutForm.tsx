'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { ApiCallError } from '@/lib/api-client';
import { recordAction } from '@/lib/client-log';
import { localizedPath, type Locale } from '@/lib/markets';
import { formatMoney, money } from '@/lib/money';
import { tendersFor, type CheckoutTender } from '@/lib/payment-options';
import { AddressCheckDialog } from './AddressCheckDialog';
import { AddressSection } from './AddressSection';
import { CpfField } from './BrazilAddressFields';
import { effectiveInstallments, InstallmentsPicker } from './InstallmentsPicker';
import type { InstallmentSettings } from '@/lib/installments';
import { CardFrame, type CardFrameHandle } from '@/components/CardFrame';
import { useCardAuthentication } from './CardAuthentication';
import { useCheckoutMessage } from './CheckoutSection';
import { ContactSection } from './ContactSection';
import { DeliverySection } from './DeliverySection';
import { OrderSummary } from './OrderSummary';
import { PaymentSection, type SavedCardChoice } from './PaymentSection';
import { ShippingMethods } from './ShippingMethods';
import { checkoutApi, type OrderQuote } from './checkout-api';
import { useCheckoutEvents } from './checkout-events';
import { addressToSend, checkoutErrors, checkoutReducer, destinationState, firstError, initialCheckoutState, paymentPlan, shipsAny, type Address } from './checkout-state';
import { StripePayment } from './stripe/StripePayment';

export type { Address } from './checkout-state';
export type { SavedCardChoice } from './PaymentSection';

export interface CheckoutLine {
  lineId: number;
  sku: string;
  title: string;
  brand: string;
  quantity: number;
  /** Minor units: one item's price, and the line's. */
  unitPrice: number;
  lineTotal: number;
  pickupAvailable: boolean;
}

type Country = 'US' | 'MX' | 'BR';

/**
 * Checkout (spec §2.5, §3, §5): contact, where each line goes (pickup at the preferred store
 * or ship), the shipping address and method, billing, payment (rewards, gift cards, the card in
 * the gateway's frame), the order summary. The form's state is checkoutReducer's
 * (checkout-state.ts); each section is its own component. "Place order" sends one submission
 * with its own Idempotency-Key. A failure keeps everything typed.
 */
export function CheckoutForm(props: {
  locale: Locale;
  country: Country;
  currency: 'USD' | 'MXN' | 'BRL';
  lines: CheckoutLine[];
  /** `pickup`: when an order placed now can be picked up there ("Pick up tomorrow at 8:00 AM"); `pickupOffered`: the store takes online orders for pickup at all. */
  store: { number: string; address: string; pickup: string; pickupOffered: boolean } | null;
  states: { code: string; name: string }[];
  cardFrameSrc: string;
  /** The tenders offered here, PayPal among them where it is configured (the server knows; decision 060). */
  tenders?: readonly CheckoutTender[];
  /** Stripe's publishable key when Stripe is the gateway: its Payment Element takes the card instead of the sandbox's frame. */
  stripe: { publishableKey: string } | null;
  confirmationPath: string;
  /** A signed-in member's contact and name, filled in for them, with their default address and wallet. */
  member: { email: string; phone: string; firstName: string; lastName: string; address: Address | null; savedCards: SavedCardChoice[] } | null;
  /** Where the programme runs: the member's spendable rewards (a member), or the invitation to join (reward and threshold, formatted). */
  rewards: { available: number } | { join: { reward: string; threshold: string } } | null;
  /** The market's card-installment settings (null: none offered, the US). */
  installments: InstallmentSettings | null;
}) {
  const { locale, country, currency, lines, store } = props;
  const t = useTranslations();
  const message = useCheckoutMessage();
  const router = useRouter();
  const api = useMemo(() => checkoutApi(locale), [locale]);
  const card = useRef<CardFrameHandle>(null);
  const format = (amount: number) => formatMoney(money(amount, currency), locale);

  const [state, dispatch] = useReducer(checkoutReducer, { country, lines, member: props.member }, initialCheckoutState);
  const [quote, setQuote] = useState<OrderQuote | null>(null);
  const { email, phone, shipping, billing, billingSame, method, pickup, giftCards, savedCardId, status } = state;
  const ships = shipsAny(state, lines);
  const destination = destinationState(state, ships);
  const plan = paymentPlan(state, quote, ships);
  const events = useCheckoutEvents(currency, lines);
  const authentication = useCardAuthentication({ locale, stripe: props.stripe, api });

  useEffect(() => {
    let current = true;
    api
      .quote({ pickupLineIds: pickup, shippingMethod: method, state: ships ? destination || undefined : undefined })
      .then((q) => current && setQuote(q))
      .catch((error: unknown) => {
        recordAction('SHIPMENT_OPTIONS_FAILURE', { status: error instanceof ApiCallError ? error.status : undefined });
        if (current) setQuote(null);
      });
    return () => {
      current = false;
    };
  }, [api, pickup, method, destination, ships]);

  const errorOf = (name: string) => message(state.errors[name], { limit: 1, max: 30 });
  const leave = (name: string) => dispatch({ type: 'left', name, country, ships });

  const submit = async (event?: FormEvent, checked?: { shipping: Address }) => {
    event?.preventDefault();
    if (status.state === 'placing') return;
    const shipTo = checked?.shipping ?? shipping;
    const found = checkoutErrors(state, ships, country);
    const first = firstError(found);
    if (first) {
      dispatch({ type: 'refused', errors: found, message: t('checkout.form.fixErrors') });
      document.getElementById(`field-${first}`)?.focus();
      return;
    }
    dispatch({ type: 'placing', errors: found });
    if (ships && !checked && state.acceptedAddress !== JSON.stringify(shipTo)) {
      const result = await api
        .validateAddress({ ...shipTo, phoneNumber: phone, email, actionType: 'shipping' })
        .catch((error: unknown) => (error instanceof ApiCallError && error.status === 400 ? error : null));
      if (result instanceof ApiCallError || !result) recordAction('ADDRESS_VALIDATION_FAILURE', { errorCode: result?.detail?.errorCode });
      if (result instanceof ApiCallError) return dispatch({ type: 'failed', message: message(result.detail?.errorMessageKey) });
      if (result?.addressValidationStatus !== 'success' && result?.addressValidationStatus !== 'not-required') return dispatch({ type: 'addressChecked', result });
      dispatch({ type: 'addressAccepted', address: shipTo });
    }
    events.shippingChosen(ships ? method : 'pickup', quote);
    let cardToken: string | null = null;
    const tender = plan.cardNeeded ? state.tender : 'card';
    if (plan.cardNeeded && tender === 'card' && !savedCardId) {
      const tokenized = await card.current!.tokenize();
      if (tokenized.type !== 'token') {
        recordAction('PAYMENT_FAILURE', { reason: tokenized.type });
        return dispatch({ type: 'failed', message: tokenized.type === 'invalid' ? t('checkout.form.cardInvalid') : t('checkout.errors.paymentUnavailable') });
      }
      cardToken = tokenized.token;
    }
    events.paymentChosen(!plan.cardNeeded ? (giftCards.length ? 'gift_card' : 'rewards') : tender !== 'card' ? tender : savedCardId ? 'saved_card' : 'card', quote);
    const toSend = (address: Address) => ({ ...addressToSend(address, country), phoneNumber: phone });
    const installments = plan.cardNeeded && tender === 'card' ? effectiveInstallments(state.installments, plan.remaining, props.installments) : 1;
    const billingAddress = ships && billingSame ? shipTo : billing;
    // One key for the submission: when the card's bank asks for 3-D Secure, the same request with it finishes the order.
    const idempotencyKey = crypto.randomUUID();
    try {
      const send = () => api.commit(
        {
          email,
          phoneNumber: phone,
          billingAddress: toSend(billingAddress),
          shippingAddress: ships ? toSend(shipTo) : null,
          pickupLineIds: pickup,
          shippingMethod: method,
          cardToken,
          savedCardId: plan.cardNeeded && tender === 'card' ? savedCardId : null,
          tender,
          giftCards: giftCards.map(({ cardNumber, pin }) => ({ cardNumber, pin })),
          rewardsAmount: plan.rewardsPaid,
          joinRewards: state.joinRewards,
          receivePromoAndSpecialEvents: state.promo,
          receiveTextMessage: state.texts,
          ...(country === 'BR' ? { taxId: state.taxId } : {}),
          ...(installments !== 1 ? { installments } : {}),
        },
        idempotencyKey,
      );
      const placed = await authentication.commit(send, format(plan.remaining));
      // PayPal: the shopper approves on PayPal's page, which sends them back to /payments/paypal/return (decision 060).
      if (placed.approveUrl) window.location.assign(placed.approveUrl);
      else router.push(`${props.confirmationPath}?orderNumber=${placed.orderNumber}`);
    } catch (error) {
      const detail = error instanceof ApiCallError ? error.detail : null;
      recordAction('CHECKOUT_COMMIT_ERROR', { errorCode: detail?.errorCode, status: error instanceof ApiCallError ? error.status : undefined });
      const values = detail?.errorMessageValues;
      const shown = typeof values?.amount === 'number' ? { ...values, amount: format(values.amount) } : values;
      dispatch({ type: 'failed', message: message(detail?.errorMessageKey, shown) || t('checkout.errors.failed') });
    }
  };

  const continueWith = (address: Address) => {
    dispatch({ type: 'addressAccepted', address });
    void submit(undefined, { shipping: address });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      {authentication.dialog}
      {state.addressCheck ? (
        <AddressCheckDialog
          entered={shipping}
          result={state.addressCheck.result}
          onUseSuggested={(suggested) => continueWith({ ...shipping, ...suggested })}
          onKeep={() => continueWith(shipping)}
          onEdit={() => dispatch({ type: 'editAddress' })}
          // Focused by the dialog once it has closed: a focus moved while it is open goes back inside it (its focus trap), then to "Place order".
          editField={() => document.getElementById('field-shipping.address1')}
        />
      ) : null}
      <div className="flex flex-col gap-6">
        <ContactSection state={state} dispatch={dispatch} errorOf={errorOf} onLeave={leave}>
          {country === 'BR' ? <CpfField value={state.taxId} error={errorOf('taxId')} dispatch={dispatch} onLeave={leave} /> : null}
        </ContactSection>
        <DeliverySection lines={lines} store={store} storesHref={localizedPath('/store', locale)} pickup={pickup} dispatch={dispatch} />
        {ships ? (
          <AddressSection
            address="shipping"
            country={country}
            title={t('checkout.form.shippingAddress')}
            value={shipping}
            states={props.states}
            errorOf={errorOf}
            dispatch={dispatch}
            onLeave={leave}
            after={<ShippingMethods quote={quote} method={method} locale={locale} format={format} dispatch={dispatch} />}
          />
        ) : null}
        <AddressSection
          address="billing"
          country={country}
          title={t('checkout.form.billingAddress')}
          value={billing}
          states={props.states}
          errorOf={errorOf}
          dispatch={dispatch}
          onLeave={leave}
          showFields={!ships || !billingSame}
          before={
            ships ? (
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input type="checkbox" checked={billingSame} onChange={(e) => dispatch({ type: 'chose', field: 'billingSame', value: e.target.checked })} className="h-5 w-5" />
                {t('checkout.form.billingSame')}
              </label>
            ) : null
          }
        />
        <PaymentSection
          state={state}
          dispatch={dispatch}
          plan={plan}
          total={quote?.total ?? 0}
          rewards={props.rewards}
          savedCards={props.member?.savedCards ?? []}
          tenders={props.tenders ?? tendersFor(locale)}
          cardFrame={
            props.stripe ? (
              <StripePayment publishableKey={props.stripe.publishableKey} locale={locale} amount={plan.remaining} currency={currency} handle={card} />
            ) : (
              <CardFrame ref={card} src={props.cardFrameSrc} title={t('checkout.form.cardTitle')} onSubmit={() => void submit()} />
            )
          }
          installments={<InstallmentsPicker amount={plan.remaining} settings={props.installments} chosen={state.installments} locale={locale} format={format} onChange={(value) => dispatch({ type: 'chose', field: 'installments', value })} />}
          format={format}
          checkBalance={api.giftCardBalance}
        />
      </div>
      <OrderSummary quote={quote} ships={ships} country={country} plan={plan} giftCards={giftCards} status={status} format={format} />
    </form>
  );
}
