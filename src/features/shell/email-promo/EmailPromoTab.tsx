'use client';

import dynamic from 'next/dynamic';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useEffectEvent, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Icon } from '@/components/Icon';
import { useShopper } from '@/components/ShopperParts';
import { browserApiClient, ApiCallError } from '@/lib/api-client';
import { sendLog } from '@/lib/client-log';
import type { Locale } from '@/lib/markets';
import { validateEmail } from '@/lib/validation/contact';
import { alertsApi } from '@/lib/rewards-alerts-api';
import { isPrompting } from '@/lib/rewards-alerts';
import { copyPromoCode, EMAIL_PROMO_CLOSED_KEY, showsEmailPromoTab } from '@/lib/email-promo';
import { BusyButton } from '@/components/BusyButton';

// The snack-bar (Radix toast) loads on the first copy (docs/decisions/045).
const CopiedSnackbar = dynamic(() => import('./CopiedSnackbar'), { ssr: false });

export interface EmailPromoLabels {
  tab: string;
  title: string;
  body: string;
  email: string;
  submit: string;
  submitting: string;
  legal: string;
  confirmedTitle: string;
  confirmedBody: string;
  copy: string;
  copied: string;
  close: string;
  collapse: string;
  errors: { emailMissing: string; emailInvalid: string; tooManyAttempts: string; failed: string };
}

const CLOSED_EVENT = 'storefront:email-promo-closed';

function subscribeClosed(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CLOSED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CLOSED_EVENT, onChange);
  };
}

const readClosed = () => localStorage.getItem(EMAIL_PROMO_CLOSED_KEY);
/** On the server the flag is unknown: nothing renders until the browser has read it. */
const serverClosed = () => 'true';

/**
 * The e-mail promo side tab (spec §4 Email promo tab): collapsed to a button (below 1500 px in the
 * side tabs' band above the footer, from 1500 px up on the right edge, in the margin), expanded to
 * a sign-up; a sign-up confirms with the unlocked promo code and a Copy button (a snack-bar, or on
 * failure only a log line). Closing (X or a click outside) stops it showing and dismisses the
 * member's OP alert when it prompts.
 */
export function EmailPromoTab({ locale, labels }: { locale: Locale; labels: EmailPromoLabels }) {
  // A member's prompting e-mail offers alert (OP), from the shopper's parts (docs/decisions/041): closing the tab dismisses it.
  const offers = useShopper()?.alerts.offers ?? null;
  const offersAlertType = isPrompting(offers) ? offers.alertType : null;
  const pathname = usePathname();
  const router = useRouter();
  const closedFlag = useSyncExternalStore(subscribeClosed, readClosed, serverClosed);
  const [expanded, setExpanded] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [promoCode, setPromoCode] = useState<string | null>(null);
  const [copied, setCopied] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  const tabButton = useRef<HTMLButtonElement>(null);
  const snackbar = useRef<HTMLOListElement>(null);
  const titleId = useId();
  const errorId = useId();

  function close() {
    // The tab leaves the page: a keyboard shopper inside it goes on from the contact tab beside it, else the footer, else the page.
    if (container.current?.contains(document.activeElement)) {
      const next = [document.querySelector<HTMLElement>('[data-testid="contact-side-tab"]'), document.querySelector<HTMLElement>('footer a'), document.getElementById('main-content')];
      next.find((element) => element && element.getClientRects().length > 0)?.focus();
    }
    localStorage.setItem(EMAIL_PROMO_CLOSED_KEY, 'true');
    window.dispatchEvent(new Event(CLOSED_EVENT));
    if (offersAlertType) {
      alertsApi(locale)
        .dismiss(offersAlertType)
        .then(() => router.refresh())
        .catch(() => undefined);
    }
  }

  const closeOnOutsideClick = useEffectEvent((target: Node) => {
    if (!container.current?.contains(target) && !snackbar.current?.contains(target)) close();
  });

  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: PointerEvent) => closeOnOutsideClick(event.target as Node);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setExpanded(false);
      tabButton.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [expanded]);

  if (!showsEmailPromoTab({ pathname, closedFlag })) return null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const rule = validateEmail(email);
    if (rule) {
      setError(rule === 'validation.email.missing' ? labels.errors.emailMissing : labels.errors.emailInvalid);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const answer = await browserApiClient(locale).post<{ promoCode: string }>('/ecomm/b2c/v1/emailOffers', { email: email.trim() });
      setPromoCode(answer.promoCode);
    } catch (failure) {
      const status = failure instanceof ApiCallError ? failure.status : 0;
      setError(status === 429 ? labels.errors.tooManyAttempts : status === 400 ? labels.errors.emailInvalid : labels.errors.failed);
    } finally {
      setSubmitting(false);
    }
  }

  async function copy(code: string) {
    const done = await copyPromoCode(code, navigator.clipboard, (message) => sendLog({ message, level: 'error' }));
    if (done) setCopied((n) => n + 1);
  }

  return (
    <>
      <div ref={container} data-testid="email-promo-tab" data-clears-cookie-banner className="flex flex-col items-center gap-2 min-[1500px]:fixed min-[1500px]:right-0 min-[1500px]:top-[calc((100dvh-var(--cookie-banner-h))/2)] min-[1500px]:z-[45] min-[1500px]:-translate-y-1/2 min-[1500px]:flex-row min-[1500px]:items-center min-[1500px]:gap-0">
        {expanded ? (
          <section role="dialog" aria-modal="false" aria-labelledby={titleId} data-clears-cookie-banner className="flex w-[min(360px,calc(100vw-2rem))] flex-col gap-3 rounded-lg border border-line bg-white p-4 text-ink shadow-lg min-[1500px]:mr-2 min-[1500px]:max-h-[calc(100dvh-var(--cookie-banner-h)-2rem)] min-[1500px]:overflow-y-auto min-[1500px]:shadow-2xl">
            <div className="flex items-start justify-between gap-2">
              <h2 id={titleId} className="text-lg font-bold">
                {promoCode ? labels.confirmedTitle : labels.title}
              </h2>
              <button type="button" aria-label={labels.close} onClick={close} className="-m-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded hover:bg-panel">
                <Icon name="close" />
              </button>
            </div>
            {promoCode ? (
              <div data-testid="email-promo-confirmed" className="flex flex-col gap-3">
                <p className="text-sm">{labels.confirmedBody}</p>
                <div className="flex items-center gap-2">
                  <output className="flex min-h-11 flex-1 items-center justify-center rounded-md border border-dashed border-ink px-3 font-mono text-lg font-bold tracking-wider">{promoCode}</output>
                  <button type="button" onClick={() => copy(promoCode)} className="min-h-11 rounded-md bg-brand px-4 font-semibold text-white hover:bg-brand-dark">
                    {labels.copy}
                  </button>
                </div>
              </div>
            ) : (
              <form onSubmit={submit} noValidate className="flex flex-col gap-3">
                <p className="text-sm">{labels.body}</p>
                <label className="flex flex-col gap-1 text-sm font-semibold">
                  {labels.email}
                  <input
                    type="email"
                    name="email"
                    autoComplete="email"
                    autoFocus
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    className={`min-h-11 rounded-md border px-3 text-base font-normal ${error ? 'border-brand-dark' : 'border-line'}`}
                  />
                </label>
                {error ? (
                  <p id={errorId} role="alert" className="text-sm font-semibold text-brand-dark">
                    {error}
                  </p>
                ) : null}
                <BusyButton type="submit" busy={submitting} className="min-h-11 rounded-md bg-brand px-4 font-semibold text-white hover:bg-brand-dark disabled:opacity-60">
                  {submitting ? labels.submitting : labels.submit}
                </BusyButton>
                <p className="text-xs text-muted">{labels.legal}</p>
              </form>
            )}
          </section>
        ) : null}
        <button
          ref={tabButton}
          type="button"
          aria-expanded={expanded}
          aria-label={expanded ? labels.collapse : undefined}
          onClick={() => setExpanded((open) => !open)}
          className="flex min-h-11 min-w-11 items-center justify-center rounded-md bg-brand px-4 text-sm font-bold text-white hover:bg-brand-dark min-[1500px]:rounded-none min-[1500px]:rounded-l-md min-[1500px]:px-2 min-[1500px]:py-4 min-[1500px]:shadow-lg min-[1500px]:[writing-mode:vertical-rl]"
        >
          {labels.tab}
        </button>
      </div>
      {copied ? <CopiedSnackbar copies={copied} text={labels.copied} viewportRef={snackbar} onHidden={() => setCopied(0)} /> : null}
    </>
  );
}
