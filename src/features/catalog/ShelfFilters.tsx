'use client';

import Form from 'next/form';
import { useEffect, useRef, type FormEvent } from 'react';
import { Link } from '@/components/Link';
import { useShopper } from '@/components/ShopperParts';
import type { Locale } from '@/lib/markets';
import { minorToTyped, type ShelfUrlState } from '@/lib/shelf-query';
import type { ShelfFacets } from '@/server/catalog/shelf';
import { VISIBLE_VALUES } from './shelf-filter-limits';

/** The filters' words, put together once per page by the server (ShelfView) for both copies of the form. */
export interface ShelfFilterLabels {
  title: string;
  availability: string;
  /** "Fits my {vehicle}": the saved vehicle's name goes in its place */
  fits: string;
  atStore: string;
  partType: string;
  brand: string;
  /** "Show 4 more" brands, when there are more than VISIBLE_VALUES */
  more: string;
  price: string;
  minPrice: string;
  maxPrice: string;
  priceHint: string;
  /** A price that reads as no amount (the server keeps it as typed: ShelfUrlState.unreadPrices). */
  priceInvalid: string;
  apply: string;
  clear: string;
  /** The market's currency symbol. */
  symbol: string;
}

interface Props {
  id: string;
  /** Prices are shown and typed the market's way ("1,000.50", "1.000,50"). */
  locale: Locale;
  action: string;
  labels: ShelfFilterLabels;
  state: ShelfUrlState;
  facets: ShelfFacets;
  /** Query parameters the shelf keeps whatever the filters (the search text). */
  keep?: Record<string, string>;
  vehicleName: string | null;
  storeChosen: boolean;
  hideBrands?: boolean;
  /** Part types to filter by (search results). */
  partTypes?: { id: number; name: string; count: number }[];
}

function Checkbox({ name, value, checked, label, count }: { name: string; value: string; checked: boolean; label: string; count?: number }) {
  return (
    <label className="flex min-h-9 cursor-pointer items-center gap-2 text-sm">
      <input type="checkbox" name={name} value={value} defaultChecked={checked} className="h-4 w-4 accent-brand" />
      <span className="flex-1">{label}</span>
      {count !== undefined ? <span className="text-xs text-muted">({count})</span> : null}
    </label>
  );
}

function Group({ title, children, open = true }: { title: string; children: React.ReactNode; open?: boolean }) {
  return (
    <details open={open} className="group border-b border-line py-2">
      <summary className="flex min-h-10 cursor-pointer list-none items-center justify-between font-semibold">
        {title}
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div role="group" aria-label={title} className="pb-2">
        {children}
      </div>
    </details>
  );
}

/**
 * The shelf's filters as one GET form: it works without JavaScript and its result is a shareable URL.
 * A client component fed with the facets and the words (docs/decisions/042): the page renders it twice
 * (sidebar and drawer) and embeds its data once.
 *
 * Applying (the Apply button, or Enter in a price) loads the filtered page scrolled to its top;
 * when the server could not read a price, the focus goes to that price, scrolled into view, its
 * error read with it (aria-describedby), not left on Apply below the screen. A ticked box applies
 * the form too (SubmitOnChange) and keeps the focus where the shopper is. In the drawer (phones and
 * tablets), which closes on Apply, the price in error takes the focus when the drawer is opened again.
 */
export function ShelfFilters({ id, locale, action, labels, state, facets, keep = {}, vehicleName, storeChosen, hideBrands, partTypes = [] }: Props) {
  const t = (key: Exclude<keyof ShelfFilterLabels, 'symbol'>) => labels[key];
  const symbol = labels.symbol;
  const chosen = new Set(state.attributes.map((a) => `${a.key}:${a.value}`));
  // A cached page is rendered for nobody: the saved vehicle and store come from the shell's shopper parts (docs/decisions/042).
  const shopper = useShopper();
  const vehicle = vehicleName ?? (shopper && shopper.vehicle.count > 0 ? shopper.vehicle.name : null);
  const store = storeChosen || !!shopper?.store;
  const form = useRef<HTMLFormElement>(null);
  // Set by an explicit Apply of this form; the page it loads says whether a price was unreadable.
  const applied = useRef(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A SubmitOnChange submission (a ticked box) has no submitter; Apply and Enter in a field have one.
    applied.current = (event.nativeEvent as SubmitEvent).submitter != null;
  };
  useEffect(() => {
    // Runs when the server's answer to a submission arrives (each answer is a new `state`); Next.js has scrolled to the top by then.
    if (!applied.current) return;
    applied.current = false;
    if (state.unreadPrices) form.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [state]);
  const firstUnread = state.unreadPrices ? (['minPrice', 'maxPrice'] as const).find((name) => state.unreadPrices?.[name] !== undefined) : undefined;
  return (
    <Form ref={form} id={id} action={action} aria-label={t('title')} className="text-ink" onSubmit={onSubmit}>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {state.sort !== 'relevance' ? <input type="hidden" name="sort" value={state.sort} /> : null}
      {vehicle || store ? (
        <Group title={t('availability')}>
          {vehicle ? <Checkbox name="fits" value="1" checked={state.fits} label={t('fits').replace('{vehicle}', vehicle)} /> : null}
          {store ? <Checkbox name="store" value="1" checked={state.store} label={t('atStore')} /> : null}
        </Group>
      ) : null}
      {partTypes.length ? (
        <Group title={t('partType')}>
          {partTypes.slice(0, VISIBLE_VALUES * 2).map((type) => (
            <Checkbox key={type.id} name="type" value={String(type.id)} checked={state.partTypes?.includes(type.id) ?? false} label={type.name} count={type.count} />
          ))}
        </Group>
      ) : null}
      {!hideBrands && facets.brands.length ? (
        <Group title={t('brand')}>
          {facets.brands.slice(0, VISIBLE_VALUES).map((b) => (
            <Checkbox key={b.slug} name="brand" value={b.slug} checked={state.brands.includes(b.slug)} label={b.name} count={b.count} />
          ))}
          {facets.brands.length > VISIBLE_VALUES ? (
            <details open={facets.brands.slice(VISIBLE_VALUES).some((b) => state.brands.includes(b.slug))}>
              <summary className="min-h-9 cursor-pointer py-2 text-sm font-semibold text-brand-dark">{t('more')}</summary>
              {facets.brands.slice(VISIBLE_VALUES).map((b) => (
                <Checkbox key={b.slug} name="brand" value={b.slug} checked={state.brands.includes(b.slug)} label={b.name} count={b.count} />
              ))}
            </details>
          ) : null}
        </Group>
      ) : null}
      {facets.price ? (
        <Group title={t('price')}>
          {/* No `pattern`: the browser's bubble would refuse "1.000,50"; the server reads the market's way of writing amounts and says, in the shopper's words, what it cannot read. */}
          <div className="flex items-end gap-2">
            {(['minPrice', 'maxPrice'] as const).map((name) => {
              const unread = state.unreadPrices?.[name];
              return (
                <label key={name} className="flex-1 text-xs font-semibold">
                  {t(name)}
                  <span className={`mt-1 flex items-center rounded-md border bg-white px-2 focus-within:border-ink ${unread !== undefined ? 'border-brand' : 'border-line'}`}>
                    <span aria-hidden="true" className="text-muted">
                      {symbol}
                    </span>
                    <input
                      name={name}
                      inputMode="decimal"
                      autoComplete="off"
                      aria-invalid={unread !== undefined || undefined}
                      // The drawer (DrawerDialog) opens with the focus on the price it could not read.
                      data-autofocus={name === firstUnread ? true : undefined}
                      aria-describedby={unread !== undefined ? `${id}-price-error` : `${id}-price-hint`}
                      defaultValue={unread ?? (state[name] !== undefined ? minorToTyped(state[name], locale) : '')}
                      placeholder={minorToTyped(name === 'minPrice' ? facets.price!.min - (facets.price!.min % 100) : facets.price!.max + 100 - (facets.price!.max % 100), locale)}
                      className="h-10 w-full min-w-0 bg-transparent px-1 text-sm font-normal"
                    />
                  </span>
                </label>
              );
            })}
          </div>
          {state.unreadPrices ? (
            <p id={`${id}-price-error`} className="mt-1 text-xs font-semibold text-brand-dark">
              {t('priceInvalid')}
            </p>
          ) : (
            <p id={`${id}-price-hint`} className="mt-1 text-xs text-muted">
              {t('priceHint')}
            </p>
          )}
        </Group>
      ) : null}
      {facets.attributes.map((facet) => (
        <Group key={facet.key} title={facet.name}>
          {facet.values.map((v) => (
            <Checkbox key={v.value} name="attr" value={`${facet.key}:${v.value}`} checked={chosen.has(`${facet.key}:${v.value}`)} label={v.label} count={v.count} />
          ))}
        </Group>
      ))}
      <div className="mt-3 flex items-center gap-3">
        <button type="submit" className="h-10 flex-1 rounded-md bg-ink px-3 text-sm font-semibold text-white hover:bg-ink-soft">
          {t('apply')}
        </button>
        <Link href={`${action}${Object.keys(keep).length ? `?${new URLSearchParams(keep)}` : ''}`} className="text-sm font-semibold text-brand-dark underline">
          {t('clear')}
        </Link>
      </div>
    </Form>
  );
}
