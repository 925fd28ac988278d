'use client';

import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useRouter } from 'next/navigation';
import { useEffect, useLayoutEffect, useState, type FocusEvent, type FormEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Icon } from '@/components/Icon';
import { QUERY_STALE_TIME_MS, SEARCH_KEYSTROKE_DELAY_MS, SEARCH_MIN_CHARACTERS } from '@/lib/constants';
import { fill } from '@/lib/fill';
import { clearRecentSearches, readRecentSearches } from '@/lib/recent-searches';
import { sanitizeSearchText, SEARCH_TEXT_MAX_CHARACTERS } from '@/lib/search-text';
import { COOKIES } from '@/lib/storage-keys';
import { localStore, pushSearchEvent, type SearchMethod } from './browser';
import { highlightTyped } from './highlight';
import { useCookie, useDebouncedValue, usePhoneViewport } from './hooks';
import type { SearchBoxProps } from './SearchBox';
import { DRAWER_ID, ERROR_ID, INPUT_ID, LISTBOX_ID, nativeInputProps, SearchFrame, type TextHandover } from './SearchFrame';
import { prepareSearch } from './submit-search';
import { drawerEntries, productHref, wantsSuggestions, type SearchEntry } from './suggestions';
import { loadSuggestions } from './suggestions-api';

export interface SearchComboboxProps extends SearchBoxProps {
  /** What the plain box held when its code loaded. */
  initialText: string;
  /** The plain box's text, caret and focus as it left the page: this box takes them over before anything else can happen. */
  handover: { readonly current: TextHandover | null };
}

/**
 * The header search as a WAI-ARIA combobox (spec §2.6, §4 Search box, §5 Search) over the same
 * GET form. Its own QueryClient serves the suggestions (stale 30 s, no retries, no refetch on
 * focus); no provider is added to the rest of the page.
 */
export function SearchCombobox(props: SearchComboboxProps) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: QUERY_STALE_TIME_MS, retry: false, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <Combobox {...props} />
    </QueryClientProvider>
  );
}

type DownshiftEvent = Event & { preventDownshiftDefault?: boolean };

const entryText = (entry: SearchEntry | null) => (!entry ? '' : entry.kind === 'product' ? entry.product.suggestedSearchTerm : entry.text);

/** Escape and blur close the drawer but keep the text, and blur never picks the highlighted row; a click on the box always opens it. */
function stateReducer(state: UseComboboxState<SearchEntry>, { type, changes }: UseComboboxStateChangeOptions<SearchEntry>): Partial<UseComboboxState<SearchEntry>> {
  switch (type) {
    case useCombobox.stateChangeTypes.InputKeyDownEscape:
    case useCombobox.stateChangeTypes.InputBlur:
      return { ...changes, inputValue: state.inputValue, selectedItem: state.selectedItem };
    case useCombobox.stateChangeTypes.InputClick:
      return { ...changes, isOpen: true, highlightedIndex: state.highlightedIndex };
    default:
      return changes;
  }
}

function RecentIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" className="h-4 w-4 shrink-0 text-muted" aria-hidden="true" focusable="false">
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 2" />
    </svg>
  );
}

function Combobox({ action, locale, hasVehicle, labels, initialText, handover }: SearchComboboxProps) {
  const router = useRouter();
  const phone = usePhoneViewport();
  const vehicleId = useCookie(COOKIES.preferredVehicleId);
  const [isOpen, setIsOpen] = useState(false);
  const [text, setText] = useState(initialText);
  const [recent, setRecent] = useState<string[]>([]);
  const [emptyError, setEmptyError] = useState(false);
  const [drawerTop, setDrawerTop] = useState(0);

  const clean = sanitizeSearchText(text);
  const term = useDebouncedValue(clean, SEARCH_KEYSTROKE_DELAY_MS);
  const asking = isOpen && wantsSuggestions(term);
  const query = useQuery({
    queryKey: ['search-suggestions', locale, term, vehicleId ?? ''],
    queryFn: () => loadSuggestions(locale, term, vehicleId),
    enabled: asking,
  });
  const suggestions = asking && query.isSuccess ? query.data : undefined;
  const failed = asking && query.isError;
  const entries = drawerEntries({ text: clean, term, recent, suggestions, mobile: phone, failed });

  const { getLabelProps, getInputProps, getMenuProps, getItemProps, highlightedIndex, setInputValue } = useCombobox<SearchEntry>({
    items: entries,
    initialInputValue: initialText,
    inputId: INPUT_ID,
    labelId: `${INPUT_ID}-label`,
    menuId: DRAWER_ID,
    isOpen,
    selectedItem: null,
    itemToString: entryText,
    stateReducer,
    onIsOpenChange: ({ isOpen: next }) => setIsOpen(Boolean(next)),
    // The text box stays uncontrolled (no inputValue prop), so no keystroke is lost between renders.
    onInputValueChange: ({ inputValue, type }) => {
      setText(inputValue ?? '');
      if (type === useCombobox.stateChangeTypes.InputChange) setEmptyError(false);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) pick(selectedItem);
    },
  });

  const listboxId = LISTBOX_ID;
  const recentHeadingId = `${INPUT_ID}-recent`;
  const input = () => document.getElementById(INPUT_ID) as HTMLInputElement | null;

  // Taking over from the plain box, in the commit that swapped the boxes (a layout effect: no keystroke, paste or
  // click can come in between): every character typed up to the swap, the selection, and the focus.
  useLayoutEffect(() => {
    const from = handover.current;
    const box = document.getElementById(INPUT_ID) as HTMLInputElement | null;
    if (!from || !box) return;
    if (box.value !== from.value) {
      box.value = from.value;
      setInputValue(from.value);
    }
    if (!from.focused) return;
    box.focus();
    box.setSelectionRange(from.start ?? from.value.length, from.end ?? from.value.length, from.direction ?? undefined);
    // Only once: the box keeps its own state from here on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Phones: the drawer covers the page below the header, so the page must not scroll behind it.
  const coversPage = isOpen && phone;
  useEffect(() => {
    if (!coversPage) return;
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, [coversPage]);

  function leave(href: string) {
    setIsOpen(false);
    input()?.blur();
    router.push(href);
  }

  function submit(raw: string, method: SearchMethod) {
    const prepared = prepareSearch(raw, method, locale, hasVehicle);
    setEmptyError(!prepared);
    if (!prepared) return setIsOpen(false);
    setRecent(prepared.recent);
    leave(prepared.href);
  }

  function pick(entry: SearchEntry) {
    if (entry.kind !== 'product') return submit(entry.text, entry.kind === 'recent' ? 'recent' : 'suggestion');
    const href = productHref(entry.product.productDetailsPageUrl, locale);
    if (!href) return;
    pushSearchEvent({ event: 'search_product_pick', searchTerm: clean, productUrl: href });
    leave(href);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(input()?.value ?? text, 'typed');
  };

  const onFocus = (event: FocusEvent<HTMLInputElement>) => {
    setRecent(readRecentSearches(localStore()));
    setDrawerTop(event.currentTarget.form?.getBoundingClientRect().bottom ?? 0);
    setIsOpen(true);
  };

  const withinDrawer = (node: EventTarget | null) => node instanceof Node && !!document.getElementById(DRAWER_ID)?.contains(node);

  // Tabbing from the box to the drawer's own buttons (clear, close) keeps the drawer open.
  const onInputBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (withinDrawer(event.relatedTarget)) (event.nativeEvent as DownshiftEvent).preventDownshiftDefault = true;
  };

  // Enter with no row highlighted submits the typed text through the form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && highlightedIndex < 0) (event.nativeEvent as DownshiftEvent).preventDownshiftDefault = true;
  };

  const onDrawerBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && (event.currentTarget.contains(next) || next === input())) return;
    setIsOpen(false);
  };

  // A press inside the drawer leaves the focus in the box (the keyboard stays up on phones).
  const keepFocus = (event: MouseEvent) => event.preventDefault();

  const clearRecent = () => {
    setRecent(clearRecentSearches(localStore()));
    input()?.focus();
  };

  const close = () => {
    setIsOpen(false);
    input()?.blur();
  };

  const recentEntries = entries.filter((e) => e.kind === 'recent');
  const generalEntries = entries.filter((e) => e.kind === 'general');
  const productEntries = entries.filter((e) => e.kind === 'product');
  const settled = asking && term === clean && !query.isFetching;
  const noSuggestions = settled && !failed && Array.from(clean).length >= SEARCH_MIN_CHARACTERS && entries.length === 0;
  const drawerShown = isOpen && (phone || entries.length > 0 || noSuggestions);
  const count = entries.length;
  const status = !drawerShown ? '' : noSuggestions ? labels.noSuggestions : count ? fill(new Intl.PluralRules(locale).select(count) === 'one' ? labels.statusOne : labels.statusOther, { count }) : '';

  const option = (entry: SearchEntry, content: ReactNode) => {
    const index = entries.indexOf(entry);
    return (
      <li
        key={`${entry.kind}:${entryText(entry)}:${index}`}
        {...getItemProps({ item: entry, index })}
        className={`flex min-h-11 cursor-pointer items-center gap-3 px-4 py-2 text-[15px] ${highlightedIndex === index ? 'bg-panel' : ''}`}
      >
        {content}
      </li>
    );
  };

  return (
    <SearchFrame
      action={action}
      hasVehicle={hasVehicle}
      labels={labels}
      validated
      emptyError={emptyError}
      onLeave={() => setEmptyError(false)}
      onSubmit={onSubmit}
      after={
        <div role="status" className="sr-only">
          {status}
        </div>
      }
    >
      <label {...getLabelProps()} className="sr-only">
        {labels.label}
      </label>
      <input
        {...getInputProps({
          'aria-controls': listboxId,
          // Expanded only while the drawer shows something (it stays hidden while it would be empty).
          'aria-expanded': drawerShown,
          'aria-invalid': emptyError || undefined,
          'aria-describedby': emptyError ? ERROR_ID : undefined,
          onFocus,
          onBlur: onInputBlur,
          onKeyDown,
        })}
        {...nativeInputProps(labels, SEARCH_TEXT_MAX_CHARACTERS)}
      />
      <div
        {...getMenuProps({ role: undefined, 'aria-labelledby': undefined, onMouseDown: keepFocus, onBlur: onDrawerBlur })}
        data-testid="search-drawer"
        hidden={!drawerShown}
        style={phone ? { top: drawerTop } : undefined}
        className={
          phone
            ? 'fixed inset-x-0 bottom-0 z-50 overflow-y-auto overscroll-contain border-t border-line bg-white text-ink'
            : 'absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-md border border-line bg-white text-ink shadow-[0_8px_24px_rgba(0,0,0,0.25)]'
        }
      >
        {phone ? (
          <div className="flex justify-end border-b border-line px-2 py-1">
            <button type="button" onClick={close} className="inline-flex min-h-11 items-center gap-2 rounded px-3 text-sm font-semibold hover:bg-panel">
              {labels.close}
              <Icon name="close" className="h-5 w-5" />
            </button>
          </div>
        ) : null}
        {recentEntries.length ? (
          <div className="flex items-center justify-between px-4 pt-3 pb-1">
            <span id={recentHeadingId} className="text-xs font-bold uppercase tracking-wide text-muted">
              {labels.recent}
            </span>
            <button type="button" onClick={clearRecent} aria-label={labels.clearRecentLabel} className="min-h-11 rounded px-2 text-sm font-semibold text-brand-dark underline hover:bg-panel md:min-h-8">
              {labels.clearRecent}
            </button>
          </div>
        ) : null}
        <ul id={listboxId} role="listbox" aria-label={labels.suggestions} className="pb-2">
          {recentEntries.length ? (
            <li role="presentation">
              <ul role="group" aria-labelledby={recentHeadingId}>
                {recentEntries.map((entry) =>
                  option(
                    entry,
                    <>
                      <RecentIcon />
                      <span className="min-w-0 truncate">{entryText(entry)}</span>
                    </>,
                  ),
                )}
              </ul>
            </li>
          ) : null}
          {generalEntries.length ? (
            <li role="presentation">
              <ul role="group" aria-labelledby={`${listboxId}-general`}>
                <li role="presentation" id={`${listboxId}-general`} className="px-4 pt-3 pb-1 text-xs font-bold uppercase tracking-wide text-muted">
                  {labels.suggestions}
                </li>
                {generalEntries.map((entry) =>
                  option(
                    entry,
                    <>
                      <Icon name="search" className="h-4 w-4 shrink-0 text-muted" />
                      <span className="min-w-0 truncate">
                        {highlightTyped(entryText(entry), clean).map((segment, i) =>
                          segment.match ? (
                            <mark key={i} className="bg-transparent font-bold text-ink">
                              {segment.text}
                            </mark>
                          ) : (
                            <span key={i}>{segment.text}</span>
                          ),
                        )}
                      </span>
                    </>,
                  ),
                )}
              </ul>
            </li>
          ) : null}
          {productEntries.length ? (
            <li role="presentation">
              <ul role="group" aria-labelledby={`${listboxId}-products`} className="border-t border-line">
                <li role="presentation" id={`${listboxId}-products`} className="px-4 pt-3 pb-1 text-xs font-bold uppercase tracking-wide text-muted">
                  {labels.products}
                </li>
                {productEntries.map((entry) =>
                  entry.kind === 'product'
                    ? option(
                        entry,
                        <>
                          {entry.product.productImageUrl ? (
                            // eslint-disable-next-line @next/next/no-img-element -- images of another service, sized here
                            <img src={entry.product.productImageUrl} alt="" width={48} height={48} loading="lazy" decoding="async" className="h-12 w-12 shrink-0 rounded bg-panel object-contain" />
                          ) : (
                            <span className="h-12 w-12 shrink-0 rounded bg-panel" aria-hidden="true" />
                          )}
                          <span className="flex min-w-0 flex-col gap-1">
                            <span className="line-clamp-2 text-sm leading-snug">{entry.product.itemDescription}</span>
                            {entry.product.vehicleFitment === 'FITS' ? (
                              <span className="inline-flex w-fit items-center gap-1 rounded-sm bg-ok px-1.5 py-0.5 text-xs font-semibold text-white">
                                <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} className="h-3 w-3" aria-hidden="true" focusable="false">
                                  <path d="M5 12l5 5 9-10" />
                                </svg>
                                {labels.fits}
                              </span>
                            ) : null}
                          </span>
                        </>,
                      )
                    : null,
                )}
              </ul>
            </li>
          ) : null}
        </ul>
        {noSuggestions ? <p className="px-4 py-3 text-sm text-muted">{labels.noSuggestions}</p> : null}
      </div>
    </SearchFrame>
  );
}
