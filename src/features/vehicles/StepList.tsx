'use client';

import { useCombobox } from 'downshift';
import { useEffect, useMemo, useState } from 'react';
import { fill } from '@/lib/fill';
import type { Option } from './selector-api';
import type { SelectorLabels } from './labels';
import { keepChoiceOnBlur } from './step-list-state';

function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/**
 * One step of the selector: a text box that filters the list as you type, arrows to move,
 * Enter or a click to choose (the first match is highlighted). The list is always shown.
 * Leaving the box (Tab, Shift+Tab, a click elsewhere) chooses nothing: downshift would take the
 * highlighted option on blur, and the first Tabs would pick a year, a make, a model and an engine.
 */
export function StepList({
  stepName,
  load,
  onPick,
  labels,
  extra,
}: {
  stepName: string;
  load: () => Promise<Option[]>;
  onPick: (option: Option) => void;
  labels: SelectorLabels;
  /** An option added after the loaded ones (the engine step's "I don't know"). */
  extra?: Option;
}) {
  const [items, setItems] = useState<Option[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [text, setText] = useState('');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    load()
      .then((loaded) => live && (setItems(loaded), setFailed(false)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [load, attempt]);

  const filtered = useMemo(() => {
    const all = [...(items ?? []), ...(items && extra ? [extra] : [])];
    const wanted = fold(text.trim());
    return wanted ? all.filter((o) => fold(o.name).includes(wanted)) : all;
  }, [items, extra, text]);

  const { getLabelProps, getInputProps, getMenuProps, getItemProps, highlightedIndex } = useCombobox<Option>({
    items: filtered,
    isOpen: true,
    defaultHighlightedIndex: 0,
    itemToString: (item) => item?.name ?? '',
    // What downshift itself puts in the box (Escape clears it). Downshift tells it from an effect, which can run
    // after the next key, so typing is followed by the box's own change event below.
    onInputValueChange: ({ inputValue }) => setText(inputValue ?? ''),
    onSelectedItemChange: ({ selectedItem }) => selectedItem && onPick(selectedItem),
    stateReducer: keepChoiceOnBlur,
  });

  // The filter follows each keystroke in the same event, so Enter right after typing chooses from the filtered
  // list: "2015" then Enter is 2015, never the first year of "201".
  const inputProps = getInputProps({ onChange: (event) => setText(event.currentTarget.value) });
  useEffect(() => document.getElementById(inputProps.id)?.focus(), [inputProps.id]);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <label {...getLabelProps()} className="text-sm font-semibold">
        {stepName}
      </label>
      <input
        {...inputProps}
        placeholder={fill(labels.filter, { step: stepName.toLowerCase() })}
        autoComplete="off"
        className="mt-1 h-12 w-full rounded-md border border-line px-3 text-base focus:border-ink"
      />
      <ul {...getMenuProps()} className="mt-2 min-h-0 flex-1 overflow-y-auto rounded-md border border-line">
        {failed ? (
          <li className="p-4 text-sm" role="alert">
            {labels.loadFailed}{' '}
            <button type="button" className="font-semibold text-brand-dark underline" onClick={() => (setFailed(false), setAttempt((n) => n + 1))}>
              {labels.retry}
            </button>
          </li>
        ) : items === null ? (
          <li className="p-4 text-sm text-muted">{labels.loading}</li>
        ) : filtered.length === 0 ? (
          <li className="p-4 text-sm text-muted">{fill(labels.noMatches, { step: stepName.toLowerCase(), text })}</li>
        ) : (
          filtered.map((item, index) => (
            <li
              key={item.id}
              {...getItemProps({ item, index })}
              className={`flex min-h-11 cursor-pointer items-center px-4 text-[15px] ${highlightedIndex === index ? 'bg-ink text-white' : ''} ${item.id === extra?.id ? 'italic' : ''}`}
            >
              {item.name}
            </li>
          ))
        )}
      </ul>
    </div>
  );
}
