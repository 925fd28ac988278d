import { randomUUID } from 'node:crypto';
import { getTranslations } from 'next-intl/server';
import { ConfirmSubmit } from '@/features/account/vehicles/ConfirmSubmit';
import { pageViewData } from '@/lib/page-view';
import { AccountPageShell } from '@/components/AccountPageShell';
import { localizedPath, type Locale } from '@/lib/markets';
import type { Member } from '@/server/customers/member';
import { cardFrameSrc } from '@/server/payments/gateway';
import { WALLET_MAX_CARDS, type SavedCard, type WalletErrorCode } from '@/server/payments/wallet';
import { listSavedCards } from '@/server/payments/queries';
import { siteOrigin } from '@/server/platform/origin';
import { makeDefaultCardAction, removeCardAction } from './actions';
import { AddCardForm } from './AddCardForm';
import { WALLET_ERROR_KEYS, type WalletNotice } from './shared';

const secondary = 'min-h-11 rounded-md border border-line px-3 text-sm font-semibold hover:bg-panel';

/**
 * /wallet (spec §2.3): the member's saved cards — brand, last four, expiry, which is the
 * default and which have expired — to make default or remove, and "Add a card" through the
 * gateway's card frame.
 */
export async function WalletPage({ locale, member, notice, error }: { locale: Locale; member: Pick<Member, 'id'>; notice?: WalletNotice; error?: WalletErrorCode }) {
  const t = await getTranslations({ locale, namespace: 'account.wallet' });
  const tp = await getTranslations({ locale, namespace: 'payments' });
  const tAll = await getTranslations({ locale });
  const cards = await listSavedCards(member.id);
  const origin = (await siteOrigin()).origin;
  const full = cards.length >= WALLET_MAX_CARDS;
  const expiry = (card: SavedCard) => ({ month: String(card.expMonth).padStart(2, '0'), year: String(card.expYear) });
  const cardName = (card: SavedCard) => tp('endingIn', { brand: tp(`brand.${card.brand}`), last4: card.last4 });

  return (
    <AccountPageShell
      pageView={pageViewData(locale, 'myzone', 'wallet')}
      breadcrumbLabel={t('breadcrumb')}
      breadcrumbs={[{ name: t('myAccount'), href: localizedPath('/user/myAccount', locale) }, { name: t('title') }]}
      title={t('title')}
    >
      <p className="mt-1 text-muted">{t('intro')}</p>
      <div aria-live="polite">
        {notice ? <p className="mt-4 rounded-md bg-ok/10 px-3 py-2 text-sm font-semibold text-ok">{t(`notices.${notice}`)}</p> : null}
      </div>
      {error ? (
        <p role="alert" className="mt-4 rounded-md bg-alert px-3 py-2 text-sm font-semibold">
          {tAll(WALLET_ERROR_KEYS[error])}
        </p>
      ) : null}

      {cards.length === 0 ? (
        <p className="mt-6 rounded-lg border border-line p-6 text-center font-semibold" data-testid="wallet-empty">
          {t('empty')}
        </p>
      ) : (
        <ul className="mt-6 divide-y divide-line rounded-lg border border-line" data-testid="wallet-cards">
          {cards.map((card) => (
            <li key={card.id} className="flex flex-col gap-3 p-4 md:flex-row md:items-center md:justify-between" data-testid="wallet-card">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-bold">
                  <span>{tp(`brand.${card.brand}`)}</span>
                  <span aria-hidden="true" className="font-mono">
                    •••• {card.last4}
                  </span>
                  <span className="sr-only">{t('endingIn', { last4: card.last4 })}</span>
                  {card.isDefault ? <span className="rounded-full bg-ok/10 px-2 py-0.5 text-xs font-semibold text-ok">{t('default')}</span> : null}
                  {card.expired ? <span className="rounded-full bg-alert px-2 py-0.5 text-xs font-semibold text-brand-dark">{t('expired')}</span> : null}
                </p>
                <p className={`text-sm ${card.expired ? 'text-brand-dark' : 'text-muted'}`}>{t(card.expired ? 'expiredOn' : 'expires', expiry(card))}</p>
              </div>
              <div className="flex flex-wrap gap-2">
                {!card.isDefault && !card.expired ? (
                  <form action={makeDefaultCardAction}>
                    <input type="hidden" name="locale" value={locale} />
                    <input type="hidden" name="cardId" value={card.id} />
                    <button type="submit" className={secondary}>
                      {t('makeDefault')}
                      <span className="sr-only"> {cardName(card)}</span>
                    </button>
                  </form>
                ) : null}
                <form action={removeCardAction}>
                  <input type="hidden" name="locale" value={locale} />
                  <input type="hidden" name="cardId" value={card.id} />
                  <ConfirmSubmit question={t('removeConfirm', { card: cardName(card) })} className="min-h-11 rounded-md border border-brand px-3 text-sm font-semibold text-brand-dark hover:bg-panel">
                    {t('remove')}
                    <span className="sr-only"> {cardName(card)}</span>
                  </ConfirmSubmit>
                </form>
              </div>
            </li>
          ))}
        </ul>
      )}

      <div className="mt-6">
        {full ? (
          <p className="rounded-md bg-panel px-3 py-2 text-sm font-semibold" data-testid="wallet-full">
            {t('full', { max: WALLET_MAX_CARDS })}
          </p>
        ) : (
          <AddCardForm
            // Each render after a change is a fresh form: the frame must not keep a saved card's digits on screen.
            key={randomUUID()}
            locale={locale}
            frameSrc={cardFrameSrc(locale, origin)}
            startOpen={cards.length === 0}
            labels={{
              add: t('add'),
              heading: t('add'),
              frameTitle: tp('card.frameTitle'),
              save: t('save'),
              saving: t('saving'),
              cancel: t('cancel'),
              cardInvalid: t('errors.cardInvalid'),
              unavailable: tp('error.unavailable'),
            }}
          />
        )}
      </div>
    </AccountPageShell>
  );
}
