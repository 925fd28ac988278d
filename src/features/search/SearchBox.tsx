'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useShopper } from '@/components/ShopperParts';
import { sendLog } from '@/lib/client-log';
import type { Locale } from '@/lib/markets';
import { SEARCH_TEXT_MAX_CHARACTERS } from '@/lib/search-text';
import { useHydrated } from './hooks';
import type { SearchBoxLabels } from './labels';
import type { SearchComboboxProps } from './SearchCombobox';
import { ERROR_ID, handoverOf, INPUT_ID, LISTBOX_ID, nativeInputProps, SearchFrame, type TextHandover } from './SearchFrame';
import { prepareSearch } from './submit-search';

export interface SearchBoxProps {
  /** The localised /searchresult path: the form's GET target when JavaScript does not run. */
  action: string;
  locale: Locale;
  hasVehicle: boolean;
  labels: SearchBoxLabels;
}

type Combobox = ComponentType<SearchComboboxProps>;

let loading: Promise<Combobox> | null = null;
function loadCombobox(): Promise<Combobox> {
  loading ??= import('./SearchCombobox').then((m) => m.SearchCombobox);
  return loading;
}

/**
 * The header search box (spec §2.6). The page loads a plain text box that already searches
 * (sanitised, remembered, gift card redirect) without the suggestions code; the combobox with
 * its drawer (downshift, TanStack Query: about 17 KB gzipped) loads the first time the shopper
 * points at, touches or focuses the box, and takes over with the text typed so far, the caret
 * and the focus, read from the plain box as it leaves the page, in the same task as the
 * combobox's box takes its place (docs/decisions/006: the home page's JavaScript budget). Without JavaScript the form
 * is a plain GET to /searchresult.
 */
export function SearchBox(props: SearchBoxProps) {
  const { action, locale, labels } = props;
  // A cached page's server knows no vehicle: the shopper's parts do, once loaded (docs/decisions/041).
  const shopper = useShopper();
  const hasVehicle = shopper ? shopper.vehicle.count > 0 : props.hasVehicle;
  const router = useRouter();
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState<{ Combobox: Combobox } | null>(null);
  // What is typed so far, kept as it is typed: the combobox may arrive between a focus and the
  // first keystroke, and must take over with every character.
  const [text, setText] = useState('');
  const [emptyError, setEmptyError] = useState(false);
  // The plain box's last state, taken by its ref's cleanup as React removes it (before the new box is inserted).
  const handover = useRef<TextHandover | null>(null);
  const keepHandover = useCallback((input: HTMLInputElement | null) => {
    if (!input) return;
    return () => {
      handover.current = handoverOf(input);
    };
  }, []);

  const upgrade = () => {
    if (loaded) return;
    loadCombobox()
      .then((Combobox) => {
        const input = document.getElementById(INPUT_ID) as HTMLInputElement | null;
        if (input) setText(input.value);
        setLoaded((current) => current ?? { Combobox });
      })
      .catch((error: unknown) => {
        loading = null;
        sendLog({ level: 'error', message: 'Search suggestions code failed to load', meta: { error: error instanceof Error ? error.message : String(error) } });
      });
  };

  if (loaded) return <loaded.Combobox {...props} hasVehicle={hasVehicle} initialText={text} handover={handover} />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('searchText') as HTMLInputElement | null;
    const prepared = prepareSearch(input?.value ?? '', 'typed', locale, hasVehicle);
    setEmptyError(!prepared);
    if (!prepared) return;
    input?.blur();
    router.push(prepared.href);
  };

  return (
    <SearchFrame action={action} hasVehicle={hasVehicle} labels={labels} validated={hydrated} emptyError={emptyError} onLeave={() => setEmptyError(false)} onSubmit={onSubmit}>
      <label htmlFor={INPUT_ID} className="sr-only">
        {labels.label}
      </label>
      <input
        ref={keepHandover}
        id={INPUT_ID}
        {...nativeInputProps(labels, SEARCH_TEXT_MAX_CHARACTERS)}
        // A combobox from the first paint, so its role does not change when the drawer's code arrives.
        role="combobox"
        aria-controls={LISTBOX_ID}
        aria-expanded={false}
        aria-autocomplete="list"
        aria-invalid={emptyError || undefined}
        aria-describedby={emptyError ? ERROR_ID : undefined}
        onPointerEnter={upgrade}
        onTouchStart={upgrade}
        onFocus={upgrade}
        onChange={(event) => {
          setText(event.target.value);
          setEmptyError(false);
        }}
      />
    </SearchFrame>
  );
}
