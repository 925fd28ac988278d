'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState, useTransition, type FormEvent } from 'react';
import { BusyButton } from '@/components/BusyButton';
import { Icon } from '@/components/Icon';
import { PanelDialog } from '@/components/PanelDialog';
import { ApiCallError } from '@/lib/api-client';
import { sendLog } from '@/lib/client-log';
import { STORE_SEARCH_DEFAULT_RADIUS } from '@/lib/constants';
import { fill } from '@/lib/fill';
import { getMarket, localizedPath, type Locale } from '@/lib/markets';
import { storeAddressLines } from '@/lib/store-address';
import { storeMessageIsOpen } from '@/lib/store-hours';
import { storePagePath, storeTelHref } from '@/lib/store-pages';
import { currentPosition } from './geolocation';
import type { StoreModalLabels } from './labels';
import { storeApi, type StoreLocation } from './store-api';
import { StoreResultCard } from './StoreResultCard';

export interface MyStoreView {
  store: StoreLocation;
  /** The header data's messageToDisplay: "Open until 9:00 PM". */
  message: string;
}

type Search = { state: 'idle' | 'locating' | 'searching' } | { state: 'results'; stores: StoreLocation[] } | { state: 'error'; message: string };
/** Spec §4: the preferred-store update moves loading, then success or error. */
type StoreStatus = { state: 'idle' } | { state: 'loading'; storeNumber: string } | { state: 'success'; storeNumber: string } | { state: 'error' };

/**
 * The store modals of spec §2.6: the my-store modal when a store is set, the store search
 * modal when none is (or the shopper wants another). Without a store, it asks the browser
 * where the shopper is and sets the nearest store (spec §4); a refusal is only logged.
 *
 * "Set as my store" closes the modal once the page behind shows the new store (the refresh has
 * landed): the focus then goes back to what opened the modal, or, when the refresh took that
 * away (a product page's "Choose a store"), to the header's store entry, never the page body.
 */
export default function StoreModalDialog({ locale, labels, myStore, onClose }: { locale: Locale; labels: StoreModalLabels; myStore: MyStoreView | null; onClose: () => void }) {
  const api = useMemo(() => storeApi(locale), [locale]);
  const router = useRouter();
  const [mode, setMode] = useState<'myStore' | 'search'>(myStore ? 'myStore' : 'search');
  const [text, setText] = useState('');
  const [search, setSearch] = useState<Search>(myStore ? { state: 'idle' } : { state: 'locating' });
  const [status, setStatus] = useState<StoreStatus>({ state: 'idle' });
  const [autoChosen, setAutoChosen] = useState<string | null>(null);
  // Closing waits for the page behind to be refreshed: closed earlier, the focus would go back to an opener the refresh then removes.
  const [refreshing, startRefresh] = useTransition();
  const [closing, setClosing] = useState(false);
  const unit = getMarket(locale).country === 'US' ? labels.miles : labels.kilometres;

  const failed = (error: unknown): Search => ({
    state: 'error',
    message: error instanceof ApiCallError && error.status === 404 ? labels.notFound : error instanceof ApiCallError && error.status === 400 ? labels.notFound : labels.unavailable,
  });

  const choose = async (storeNumber: string, then: 'close' | 'stay') => {
    setStatus({ state: 'loading', storeNumber });
    try {
      await api.choose(storeNumber);
      if (then === 'close') {
        // The button keeps saying "Setting…" until the modal closes (the effect below).
        startRefresh(() => router.refresh());
        setClosing(true);
        return;
      }
      setStatus({ state: 'success', storeNumber });
      router.refresh();
    } catch (error) {
      sendLog({ level: 'error', message: 'preferred store update failed', meta: { storeNumber, reason: error instanceof Error ? error.message : String(error) } });
      setStatus({ state: 'error' });
    }
  };

  const showNearest = async (position: { latitude: number; longitude: number } | null, automatic: boolean) => {
    if (!position) {
      setSearch(automatic ? { state: 'idle' } : { state: 'error', message: labels.locationUnavailable });
      return;
    }
    try {
      const stores = await api.near(position.latitude, position.longitude);
      setSearch({ state: 'results', stores });
      if (automatic && stores[0]) {
        setAutoChosen(stores[0].storeNumber);
        await choose(stores[0].storeNumber, 'stay');
      }
    } catch (error) {
      setSearch(failed(error));
    }
  };

  const locate = () => {
    setSearch({ state: 'locating' });
    void currentPosition().then((position) => showNearest(position, false));
  };

  useEffect(() => {
    if (closing && !refreshing) onClose();
  }, [closing, refreshing, onClose]);

  useEffect(() => {
    // Opening without a store: offer the nearest from geolocation (spec §4).
    if (myStore) return;
    let open = true;
    void currentPosition().then((position) => (open ? showNearest(position, true) : undefined));
    return () => {
      open = false;
    };
    // Only when the modal opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setSearch({ state: 'error', message: labels.required });
      return;
    }
    setSearch({ state: 'searching' });
    try {
      setSearch({ state: 'results', stores: await api.search(text) });
    } catch (error) {
      setSearch(failed(error));
    }
  };

  const chosenNumber = status.state === 'success' ? status.storeNumber : myStore?.store.storeNumber;
  const storeHref = (store: StoreLocation) => localizedPath(storePagePath({ ...store, country: store.countryCode }), locale);

  return (
    <PanelDialog
      title={mode === 'myStore' ? labels.myStoreTitle : labels.searchTitle}
      testId="store-modal"
      closeLabel={labels.close}
      onClose={onClose}
      panelClassName="md:max-h-[84vh] md:w-[36rem]"
      focusAfterClose={{ fallback: () => document.querySelector<HTMLElement>('[data-testid="store-entry"]') }}
    >
      <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-4">
        {status.state === 'error' ? (
          <p role="alert" className="rounded-md bg-alert px-3 py-2 text-sm">
            {labels.setFailed}
          </p>
        ) : null}

        {mode === 'myStore' && myStore ? (
          <section data-testid="my-store" className="flex flex-col gap-3">
            <div className="rounded-md border border-line p-3 text-sm">
              <p className="font-bold">{fill(labels.storeNumber, { number: myStore.store.storeNumber })}</p>
              <address className="not-italic">
                {storeAddressLines(myStore.store).map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
              <p data-testid="store-message" className={`mt-1 font-semibold ${storeMessageIsOpen(myStore.message) ? 'text-ok' : 'text-brand-dark'}`}>
                {myStore.message}
              </p>
              <p className="mt-1 flex flex-wrap gap-x-3 text-muted">
                <a href={storeTelHref(myStore.store.phone, myStore.store.countryCode)} className="inline-flex items-center gap-1 underline-offset-2 hover:underline">
                  <Icon name="phone" className="h-4 w-4" />
                  {myStore.store.phone}
                </a>
                <span className="inline-flex items-center gap-1">
                  <Icon name="pickup" className="h-4 w-4" />
                  {myStore.store.bopusEnabled ? labels.pickup : labels.noPickup}
                </span>
              </p>
              {myStore.store.services.length ? (
                <ul className="mt-2 flex flex-wrap gap-1.5">
                  {myStore.store.services.map((s) => (
                    <li key={s} className="rounded-full bg-panel px-2 py-0.5 text-xs font-semibold">
                      {labels.services[s]}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
            <div className="flex flex-col gap-2 sm:flex-row">
              <a href={storeHref(myStore.store)} className="inline-flex min-h-11 flex-1 items-center justify-center rounded-md border border-ink px-4 font-semibold hover:bg-panel">
                {labels.storeDetails}
              </a>
              <button type="button" onClick={() => setMode('search')} className="min-h-11 flex-1 rounded-md bg-brand px-4 font-semibold text-white hover:bg-brand-dark">
                {labels.changeStore}
              </button>
            </div>
          </section>
        ) : (
          <>
            <form onSubmit={submit} noValidate className="flex flex-col gap-2">
              <label htmlFor="store-search" className="text-sm font-semibold">
                {labels.searchLabel}
              </label>
              <div className="flex gap-2">
                <input
                  id="store-search"
                  name="q"
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  placeholder={labels.searchPlaceholder}
                  autoComplete="postal-code"
                  enterKeyHint="search"
                  aria-invalid={search.state === 'error'}
                  aria-describedby={search.state === 'error' ? 'store-search-error' : undefined}
                  className="min-h-11 min-w-0 flex-1 rounded-md border border-line px-3"
                />
                <button type="submit" className="min-h-11 rounded-md bg-brand px-4 font-semibold text-white hover:bg-brand-dark">
                  {labels.search}
                </button>
              </div>
              <button type="button" onClick={locate} className="inline-flex min-h-11 items-center gap-2 self-start rounded px-1 text-sm font-semibold text-brand-dark hover:underline">
                <Icon name="locate" className="h-5 w-5" />
                {labels.useLocation}
              </button>
            </form>

            <div aria-live="polite" className="text-sm">
              {search.state === 'locating' ? <p className="text-muted">{labels.locating}</p> : null}
              {search.state === 'searching' ? <p className="text-muted">{labels.searching}</p> : null}
              {search.state === 'error' ? (
                <p id="store-search-error" role="alert" className="font-semibold text-brand-dark">
                  {search.message}
                </p>
              ) : null}
              {search.state === 'results' && !search.stores.length ? <p>{fill(labels.noResults, { distance: fill(unit, { value: STORE_SEARCH_DEFAULT_RADIUS }) })}</p> : null}
              {autoChosen && status.state === 'success' && status.storeNumber === autoChosen ? <p className="font-semibold text-ok">{labels.nearestChosen}</p> : null}
            </div>

            {search.state === 'results' && search.stores.length ? (
              <section aria-label={labels.resultsHeading}>
                <ul className="divide-y divide-line rounded-md border border-line">
                  {search.stores.map((store) => (
                    <li key={store.storeNumber}>
                      <StoreResultCard
                        store={store}
                        labels={labels}
                        locale={locale}
                        href={storeHref(store)}
                        action={
                          chosenNumber === store.storeNumber ? (
                            <span className="inline-flex min-h-11 items-center gap-1 font-semibold text-ok">
                              <Icon name="check" className="h-5 w-5" />
                              {labels.myStore}
                            </span>
                          ) : (
                            <BusyButton
                              type="button"
                              busy={status.state === 'loading'}
                              onClick={() => void choose(store.storeNumber, 'close')}
                              className="min-h-11 w-full rounded-md border border-ink px-3 font-semibold hover:bg-panel sm:w-auto"
                            >
                              {status.state === 'loading' && status.storeNumber === store.storeNumber ? labels.settingStore : labels.setStore}
                            </BusyButton>
                          )
                        }
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        )}
      </div>
    </PanelDialog>
  );
}
