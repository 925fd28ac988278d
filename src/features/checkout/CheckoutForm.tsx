'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { ApiCallError } from '@/lib/api-client';
import { recordAction } from '@/lib/client-log';
import { formatDayWindow } from '@/lib/dates';
import type { Locale } from '@/lib/markets';
import { formatMoney, money } from '@/lib/money';
import { ADDRESS_FIELD_RULES, formatPhone, validateEmail, validatePhone, type MessageKey } from '@/lib/validation';
import { GIFT_CARDS_PER_ORDER } from '@/lib/payment-options';
import { AddressCheckDialog, type AddressCheckResult } from './AddressCheckDialog';
import { CardFrame, type CardFrameHandle } from './CardFrame';
import { GiftCardPayment, giftCardShares, type AppliedGiftCard } from './GiftCardPayment';
import { JoinRewardsChoice, RewardsPayment, rewardsShare } from './RewardsPayment';
import { checkoutApi, type OrderQuote } from './checkout-api';
import { useCheckoutEvents } from './checkout-events';
import { BusyButton } from '@/components/BusyButton';

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
/** A card of the member's wallet that can pay (not expired). */
export interface SavedCardChoice {
  id: string;
  label: string;
  isDefault: boolean;
}
const ADDRESS_FIELDS = ['firstName', 'lastName', 'address1', 'address2', 'city', 'state', 'zipCode'] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];
export type Address = Record<AddressField, string>;
const EMPTY_ADDRESS: Address = { firstName: '', lastName: '', address1: '', address2: '', city: '', state: '', zipCode: '' };
const AUTOCOMPLETE: Record<AddressField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  address1: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zipCode: 'postal-code',
};

/**
 * Checkout (spec §2.5, §3, §5): contact, where each line goes (pickup at the preferred store
 * or ship), the shipping address and method, billing, the card in the gateway's frame, the
 * order summary; "Place order" sends one submission with its own Idempotency-Key. A failure
 * keeps everything typed.
 */
export function CheckoutForm(props: {
  locale: Locale;
  country: Country;
  currency: 'USD' | 'MXN' | 'BRL';
  lines: CheckoutLine[];
  /** `pickup`: when an order placed now can be picked up there ("Pick up tomorrow at 8:00 AM"). */
  store: { number: string; address: string; pickup: string } | null;
  states: { code: string; name: string }[];
  cardFrameSrc: string;
  confirmationPath: string;
  /** A signed-in member's contact and name, filled in for them, with their default address and wallet. */
  member: { email: string; phone: string; firstName: string; lastName: string; address: Address | null; savedCards: SavedCardChoice[] } | null;
  /** Where the programme runs: the member's spendable rewards (a member), or the invitation to join (reward and threshold, formatted). */
  rewards: { available: number } | { join: { reward: string; threshold: string } } | null;
}) {
  const { locale, country, currency, lines, store } = props;
  const t = useTranslations();
  const router = useRouter();
  const api = useMemo(() => checkoutApi(locale), [locale]);
  const card = useRef<CardFrameHandle>(null);
  const format = (amount: number) => formatMoney(money(amount, currency), locale);

  const [email, setEmail] = useState(props.member?.email ?? '');
  const [phone, setPhone] = useState(props.member?.phone ? formatPhone(props.member.phone, country) : '');
  const [promo, setPromo] = useState(true);
  const [texts, setTexts] = useState(false);
  const [pickup, setPickup] = useState<Set<number>>(() => new Set(lines.filter((l) => l.pickupAvailable).map((l) => l.lineId)));
  const named: Address = props.member?.address ?? { ...EMPTY_ADDRESS, firstName: props.member?.firstName ?? '', lastName: props.member?.lastName ?? '' };
  const [shipping, setShipping] = useState<Address>(named);
  const savedCards = props.member?.savedCards ?? [];
  // A wallet card (its id), or null for a card typed into the frame.
  const [savedCardId, setSavedCardId] = useState<string | null>(savedCards.find((c) => c.isDefault)?.id ?? null);
  const [billingSame, setBillingSame] = useState(true);
  const [billing, setBilling] = useState<Address>(named);
  const [method, setMethod] = useState('regular');
  const [errors, setErrors] = useState<Record<string, MessageKey | null>>({});
  const [quote, setQuote] = useState<OrderQuote | null>(null);
  const [giftCards, setGiftCards] = useState<AppliedGiftCard[]>([]);
  const [rewardsChosen, setRewardsChosen] = useState(0);
  const [joinRewards, setJoinRewards] = useState(false);
  // The shipping address the carrier check passed or the shopper chose to keep; a change asks again.
  const [acceptedAddress, setAcceptedAddress] = useState<string | null>(null);
  const [addressCheck, setAddressCheck] = useState<{ result: AddressCheckResult | null } | null>(null);
  const [status, setStatus] = useState<{ state: 'idle' | 'placing' } | { state: 'failed'; message: string }>({ state: 'idle' });

  const ships = lines.some((l) => !pickup.has(l.lineId));
  const pickupIds = useMemo(() => [...pickup].sort((a, b) => a - b), [pickup]);
  const destination = ships ? shipping.state : billingSame ? '' : billing.state;
  const option = quote?.options.find((o) => o.method === method);
  // Shipping and tax are known once the shipping address has a state; until then the total may still grow.
  const totalKnown = !!quote && (!ships || !!option?.available);
  const rewardsPaid = rewardsShare(rewardsChosen, quote?.total ?? 0);
  const { shares, remaining } = giftCardShares(giftCards, (quote?.total ?? 0) - rewardsPaid);
  const cardNeeded = (!giftCards.length && !rewardsPaid) || !totalKnown || remaining > 0;
  const events = useCheckoutEvents(currency, lines);

  useEffect(() => {
    let current = true;
    api
      .quote({ pickupLineIds: pickupIds, shippingMethod: method, state: ships ? destination || undefined : undefined })
      .then((q) => current && setQuote(q))
      .catch((error: unknown) => {
        recordAction('SHIPMENT_OPTIONS_FAILURE', { status: error instanceof ApiCallError ? error.status : undefined });
        if (current) setQuote(null);
      });
    return () => {
      current = false;
    };
  }, [api, pickupIds, method, destination, ships]);

  const message = (key: string | null | undefined, values?: Record<string, string | number>) => (key ? (t.has(key as never) ? t(key as never, values as never) : t('checkout.errors.failed')) : '');

  const checkAddress = (prefix: 'shipping' | 'billing', address: Address) =>
    Object.fromEntries(
      ADDRESS_FIELDS.map((field) => {
        const rule = ADDRESS_FIELD_RULES[field as keyof typeof ADDRESS_FIELD_RULES];
        return [`${prefix}.${field}`, rule ? rule(address[field], country) : null];
      }),
    );

  const allErrors = () => ({
    email: validateEmail(email),
    phoneNumber: validatePhone(phone, country),
    ...(ships ? checkAddress('shipping', shipping) : {}),
    ...(!ships || !billingSame ? checkAddress('billing', billing) : {}),
  });

  const blur = (name: string) => setErrors((e) => ({ ...e, [name]: (allErrors() as Record<string, MessageKey | null>)[name] ?? null }));

  const submit = useCallback(
    async (event?: FormEvent, checked?: { shipping: Address }) => {
      event?.preventDefault();
      if (status.state === 'placing') return;
      const shipTo = checked?.shipping ?? shipping;
      const found = allErrors() as Record<string, MessageKey | null>;
      setErrors(found);
      const first = Object.entries(found).find(([, v]) => v)?.[0];
      if (first) {
        setStatus({ state: 'failed', message: t('checkout.form.fixErrors') });
        document.getElementById(`field-${first}`)?.focus();
        return;
      }
      setStatus({ state: 'placing' });
      if (ships && !checked && acceptedAddress !== JSON.stringify(shipTo)) {
        const result = await api
          .validateAddress({ ...shipTo, phoneNumber: phone, email, actionType: 'shipping' })
          .catch((error: unknown) => (error instanceof ApiCallError && error.status === 400 ? error : null));
        if (result instanceof ApiCallError || !result) recordAction('ADDRESS_VALIDATION_FAILURE', { errorCode: result?.detail?.errorCode });
        if (result instanceof ApiCallError) {
          setStatus({ state: 'failed', message: message(result.detail?.errorMessageKey) });
          return;
        }
        if (result?.addressValidationStatus !== 'success' && result?.addressValidationStatus !== 'not-required') {
          setStatus({ state: 'idle' });
          setAddressCheck({ result });
          return;
        }
        setAcceptedAddress(JSON.stringify(shipTo));
      }
      events.shippingChosen(ships ? method : 'pickup', quote);
      let cardToken: string | null = null;
      if (cardNeeded && !savedCardId) {
        const tokenized = await card.current!.tokenize();
        if (tokenized.type !== 'token') {
          recordAction('PAYMENT_FAILURE', { reason: tokenized.type });
          setStatus({ state: 'failed', message: tokenized.type === 'invalid' ? t('checkout.form.cardInvalid') : t('checkout.errors.paymentUnavailable') });
          return;
        }
        cardToken = tokenized.token;
      }
      events.paymentChosen(!cardNeeded ? (giftCards.length ? 'gift_card' : 'rewards') : savedCardId ? 'saved_card' : 'card', quote);
      const toSend = (address: Address) => ({ ...address, phoneNumber: phone });
      const billingAddress = ships && billingSame ? shipTo : billing;
      try {
        const placed = await api.commit(
          {
            email,
            phoneNumber: phone,
            billingAddress: toSend(billingAddress),
            shippingAddress: ships ? toSend(shipTo) : null,
            pickupLineIds: pickupIds,
            shippingMethod: method,
            cardToken,
            savedCardId: cardNeeded ? savedCardId : null,
            giftCards: giftCards.map(({ cardNumber, pin }) => ({ cardNumber, pin })),
            rewardsAmount: rewardsPaid,
            joinRewards,
            receivePromoAndSpecialEvents: promo,
            receiveTextMessage: texts,
          },
          crypto.randomUUID(),
        );
        router.push(`${props.confirmationPath}?orderNumber=${placed.orderNumber}`);
      } catch (error) {
        const detail = error instanceof ApiCallError ? error.detail : null;
        recordAction('CHECKOUT_COMMIT_ERROR', { errorCode: detail?.errorCode, status: error instanceof ApiCallError ? error.status : undefined });
        const values = detail?.errorMessageValues;
        const shown = typeof values?.amount === 'number' ? { ...values, amount: format(values.amount) } : values;
        setStatus({ state: 'failed', message: message(detail?.errorMessageKey, shown) || t('checkout.errors.failed') });
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [status, email, phone, ships, shipping, billing, billingSame, pickupIds, method, promo, texts, giftCards, cardNeeded, acceptedAddress, savedCardId, rewardsPaid, joinRewards, quote, events],
  );

  const field = (name: string, label: string, input: React.ReactNode) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`field-${name}`} className="text-sm font-semibold">
        {label}
      </label>
      {input}
      {errors[name] ? (
        <p id={`error-${name}`} className="text-sm font-semibold text-brand-dark">
          {message(errors[name], { limit: 1, max: 30 })}
        </p>
      ) : null}
    </div>
  );
  const inputClass = (name: string) => `min-h-11 rounded-md border px-3 text-base ${errors[name] ? 'border-brand-dark' : 'border-line'}`;
  const aria = (name: string) => ({ 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': errors[name] ? `error-${name}` : undefined });

  const addressFields = (prefix: 'shipping' | 'billing', value: Address, set: (a: Address) => void) => (
    <div className="grid gap-3 sm:grid-cols-2">
      {ADDRESS_FIELDS.map((f) => {
        const name = `${prefix}.${f}`;
        const change = (v: string) => {
          set({ ...value, [f]: v });
          setErrors((e) => ({ ...e, [name]: null }));
        };
        return (
          <div key={f} className={f === 'address1' || f === 'address2' ? 'sm:col-span-2' : ''}>
            {field(
              name,
              t(`checkout.form.${f}`),
              f === 'state' ? (
                <select id={`field-${name}`} value={value.state} onChange={(e) => change(e.target.value)} onBlur={() => blur(name)} autoComplete={AUTOCOMPLETE[f]} className={inputClass(name)} {...aria(name)}>
                  <option value="">{t('checkout.form.chooseState')}</option>
                  {props.states.map((s) => (
                    <option key={s.code} value={s.code}>
                      {s.name}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={`field-${name}`}
                  value={value[f]}
                  onChange={(e) => change(e.target.value)}
                  onBlur={() => blur(name)}
                  autoComplete={`${prefix} ${AUTOCOMPLETE[f]}`}
                  inputMode={f === 'zipCode' ? 'numeric' : undefined}
                  maxLength={f === 'address1' || f === 'address2' ? 276 : 60}
                  className={inputClass(name)}
                  {...aria(name)}
                />
              ),
            )}
          </div>
        );
      })}
    </div>
  );

  const section = 'rounded-lg border border-line p-4';
  const heading = 'mb-3 text-lg font-bold';

  const continueWith = (address: Address) => {
    setShipping(address);
    setAcceptedAddress(JSON.stringify(address));
    setAddressCheck(null);
    void submit(undefined, { shipping: address });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      {addressCheck ? (
        <AddressCheckDialog
          entered={shipping}
          result={addressCheck.result}
          onUseSuggested={(suggested) => continueWith({ ...shipping, ...suggested })}
          onKeep={() => continueWith(shipping)}
          onEdit={() => {
            setAddressCheck(null);
            document.getElementById('field-shipping.address1')?.focus();
          }}
        />
      ) : null}
      <div className="flex flex-col gap-6">
        <section className={section} aria-labelledby="contact">
          <h2 id="contact" className={heading}>
            {t('checkout.form.contact')}
          </h2>
          <div className="grid gap-3 sm:grid-cols-2">
            {field(
              'email',
              t('checkout.form.email'),
              <input id="field-email" type="email" value={email} onChange={(e) => (setEmail(e.target.value), setErrors((x) => ({ ...x, email: null })))} onBlur={() => blur('email')} autoComplete="email" className={inputClass('email')} {...aria('email')} />,
            )}
            {field(
              'phoneNumber',
              t('checkout.form.phone'),
              <input
                id="field-phoneNumber"
                type="tel"
                value={phone}
                onChange={(e) => (setPhone(e.target.value), setErrors((x) => ({ ...x, phoneNumber: null })))}
                onBlur={() => (setPhone(formatPhone(phone, country)), blur('phoneNumber'))}
                autoComplete="tel-national"
                className={inputClass('phoneNumber')}
                {...aria('phoneNumber')}
              />,
            )}
          </div>
          <label className="mt-3 flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" checked={promo} onChange={(e) => setPromo(e.target.checked)} className="h-5 w-5" />
            {t('checkout.form.promoEmails')}
          </label>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" checked={texts} onChange={(e) => setTexts(e.target.checked)} className="h-5 w-5" />
            {t('checkout.form.textMessages')}
          </label>
        </section>

        <section className={section} aria-labelledby="delivery">
          <h2 id="delivery" className={heading}>
            {t('checkout.form.delivery')}
          </h2>
          <ul className="divide-y divide-line">
            {lines.map((line) => (
              <li key={line.lineId} data-testid="checkout-line" className="py-3">
                <p className="font-semibold">
                  {line.quantity} × {line.title}
                </p>
                <fieldset className="mt-2 flex flex-col gap-1 sm:flex-row sm:gap-4">
                  <legend className="sr-only">{t('checkout.form.deliveryFor', { title: line.title })}</legend>
                  <label className={`flex min-h-11 items-center gap-2 text-sm ${line.pickupAvailable ? '' : 'text-muted'}`}>
                    <input
                      type="radio"
                      name={`fulfilment-${line.lineId}`}
                      disabled={!line.pickupAvailable}
                      checked={pickup.has(line.lineId)}
                      onChange={() => setPickup(new Set([...pickup, line.lineId]))}
                      className="h-5 w-5"
                    />
                    {store ? (line.pickupAvailable ? t('checkout.form.pickupAt', { store: store.number, when: store.pickup }) : t('checkout.form.pickupUnavailable', { store: store.number })) : t('checkout.form.noStore')}
                  </label>
                  <label className="flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name={`fulfilment-${line.lineId}`}
                      checked={!pickup.has(line.lineId)}
                      onChange={() => setPickup(new Set([...pickup].filter((id) => id !== line.lineId)))}
                      className="h-5 w-5"
                    />
                    {t('checkout.form.shipToHome')}
                  </label>
                </fieldset>
              </li>
            ))}
          </ul>
          {store && pickup.size ? <p className="mt-2 text-sm text-muted">{t('checkout.form.pickupWhere', { address: store.address })}</p> : null}
        </section>

        {ships ? (
          <section className={section} aria-labelledby="shipping">
            <h2 id="shipping" className={heading}>
              {t('checkout.form.shippingAddress')}
            </h2>
            {addressFields('shipping', shipping, setShipping)}
            <fieldset className="mt-4">
              <legend className="mb-2 font-semibold">{t('checkout.shipping.title')}</legend>
              {quote?.options.length ? (
                <ul className="flex flex-col gap-2">
                  {quote.options.map((o) => (
                    <li key={o.method}>
                      <label className={`flex min-h-11 items-start gap-2 rounded-md border p-3 text-sm ${method === o.method ? 'border-ink' : 'border-line'} ${o.available ? '' : 'text-muted'}`}>
                        <input type="radio" name="shippingMethod" value={o.method} disabled={!o.available} checked={method === o.method} onChange={() => setMethod(o.method)} className="mt-0.5 h-5 w-5" />
                        <span className="flex-1">
                          <span className="flex justify-between gap-2 font-semibold">
                            <span>{t(o.nameKey as never)}</span>
                            <span>{o.price.amount === 0 ? t('checkout.shipping.free') : format(o.price.amount)}</span>
                          </span>
                          <span className="block text-muted">
                            {o.available && o.delivery ? t('checkout.shipping.arrivesWindow', { window: formatDayWindow(o.delivery.earliest, o.delivery.latest, locale) }) : o.reason ? message(o.reason) : null}
                          </span>
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted">{t('checkout.form.enterStateForOptions')}</p>
              )}
            </fieldset>
          </section>
        ) : null}

        <section className={section} aria-labelledby="billing">
          <h2 id="billing" className={heading}>
            {t('checkout.form.billingAddress')}
          </h2>
          {ships ? (
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" checked={billingSame} onChange={(e) => setBillingSame(e.target.checked)} className="h-5 w-5" />
              {t('checkout.form.billingSame')}
            </label>
          ) : null}
          {!ships || !billingSame ? addressFields('billing', billing, setBilling) : null}
        </section>

        <section className={section} aria-labelledby="payment">
          <h2 id="payment" className={heading}>
            {t('checkout.form.payment')}
          </h2>
          {props.rewards && 'available' in props.rewards && props.rewards.available > 0 ? (
            <RewardsPayment available={props.rewards.available} total={quote?.total ?? 0} chosen={rewardsChosen} onChange={setRewardsChosen} format={format} />
          ) : null}
          {props.rewards && 'join' in props.rewards ? <JoinRewardsChoice checked={joinRewards} onChange={setJoinRewards} {...props.rewards.join} /> : null}
          <GiftCardPayment cards={giftCards} onChange={setGiftCards} shares={shares} maxCards={GIFT_CARDS_PER_ORDER} format={format} checkBalance={api.giftCardBalance} />
          {cardNeeded && savedCards.length ? (
            <fieldset className="mb-3 flex flex-col gap-1" data-testid="saved-cards">
              <legend className="mb-1 text-sm font-semibold">{t('checkout.form.payWith')}</legend>
              {[...savedCards, { id: '', label: t('checkout.form.newCard'), isDefault: false }].map((c) => (
                <label key={c.id || 'new'} className="flex min-h-11 items-center gap-2 rounded-md border border-line px-3">
                  <input type="radio" name="savedCard" value={c.id} checked={(savedCardId ?? '') === c.id} onChange={() => setSavedCardId(c.id || null)} className="h-5 w-5" />
                  <span className="font-semibold">{c.label}</span>
                </label>
              ))}
            </fieldset>
          ) : null}
          {cardNeeded && !savedCardId ? (
            <CardFrame ref={card} src={props.cardFrameSrc} title={t('checkout.form.cardTitle')} onSubmit={() => void submit()} />
          ) : cardNeeded ? null : (
            <p data-testid="gift-cards-cover" className="rounded-md bg-panel px-3 py-2 text-sm font-semibold">
              {giftCards.length ? t('giftCards.payment.coversAll') : t('checkout.rewards.coversAll')}
            </p>
          )}
        </section>
      </div>

      <aside className={`${section} h-fit lg:sticky lg:top-4`} aria-labelledby="summary">
        <h2 id="summary" className={heading}>
          {t('checkout.form.summary')}
        </h2>
        {quote ? (
          <dl className="space-y-2 text-sm">
            <div className="flex justify-between">
              <dt>{t('checkout.form.subtotal')}</dt>
              <dd>{format(quote.subtotal)}</dd>
            </div>
            {quote.discount ? (
              <div className="flex justify-between text-ok">
                <dt>{t('checkout.form.discount')}</dt>
                <dd>−{format(quote.discount)}</dd>
              </div>
            ) : null}
            {quote.coreTotal ? (
              <div className="flex justify-between">
                <dt>{t('checkout.form.cores')}</dt>
                <dd>{format(quote.coreTotal)}</dd>
              </div>
            ) : null}
            <div className="flex justify-between">
              <dt>{t('checkout.form.shipping')}</dt>
              <dd>{ships && !option?.available ? t('checkout.form.withAddress') : quote.shippingTotal ? format(quote.shippingTotal) : t('checkout.shipping.free')}</dd>
            </div>
            {country === 'US' ? (
              <div className="flex justify-between">
                <dt>{t('checkout.form.tax')}</dt>
                <dd>{ships && !option?.available ? t('checkout.form.withAddress') : format(quote.tax)}</dd>
              </div>
            ) : null}
            <div className="flex justify-between border-t border-line pt-2 text-base font-bold">
              <dt>{t('checkout.form.total')}</dt>
              <dd data-testid="checkout-total">{format(quote.total)}</dd>
            </div>
            {rewardsPaid ? (
              <div className="flex justify-between text-ok">
                <dt>{t('checkout.rewards.paid')}</dt>
                <dd data-testid="checkout-rewards-amount">−{format(rewardsPaid)}</dd>
              </div>
            ) : null}
            {giftCards.map((c, i) => (
              <div key={c.cardNumber} className="flex justify-between text-ok">
                <dt>{t('giftCards.payment.cardEnding', { last4: c.last4 })}</dt>
                <dd>−{format(shares[i] ?? 0)}</dd>
              </div>
            ))}
            {giftCards.length || rewardsPaid ? (
              <div className="flex justify-between font-semibold">
                <dt>{t('giftCards.payment.toPayByCard')}</dt>
                <dd data-testid="checkout-card-amount">{format(remaining)}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        {quote && country !== 'US' ? <p className="mt-2 text-xs text-muted">{t('checkout.form.taxIncluded', { amount: format(quote.taxIncluded) })}</p> : null}
        {status.state === 'failed' ? (
          <p role="alert" data-testid="checkout-error" className="mt-3 rounded-md bg-alert px-3 py-2 text-sm font-semibold">
            {status.message}
          </p>
        ) : null}
        <BusyButton type="submit" busy={status.state === 'placing'} className="mt-4 min-h-12 w-full rounded-md bg-brand px-4 text-lg font-bold text-white hover:bg-brand-dark disabled:opacity-70">
          {status.state === 'placing' ? t('checkout.form.placing') : t('checkout.form.placeOrder')}
        </BusyButton>
        <p className="mt-2 text-xs text-muted">{t('checkout.form.secure')}</p>
      </aside>
    </form>
  );
}
