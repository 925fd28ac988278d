import type { FormEvent, ReactNode } from 'react';
import { Icon } from '@/components/Icon';
import type { SearchBoxLabels } from './labels';

/** One search box per page (the header's); the ids are the same on the server and in the browser. */
export const INPUT_ID = 'header-search';
export const DRAWER_ID = `${INPUT_ID}-drawer`;
export const LISTBOX_ID = `${INPUT_ID}-listbox`;
export const ERROR_ID = `${INPUT_ID}-error`;

/** The plain box's text, selection and focus at the moment the combobox replaces it. */
export interface TextHandover {
  value: string;
  start: number | null;
  end: number | null;
  direction: 'forward' | 'backward' | 'none' | null;
  focused: boolean;
}

/** Read in the same task as the box leaves the page (its ref's cleanup), so no keystroke can fall in between. */
export function handoverOf(input: HTMLInputElement): TextHandover {
  return { value: input.value, start: input.selectionStart, end: input.selectionEnd, direction: input.selectionDirection, focused: input.ownerDocument.activeElement === input };
}

export const INPUT_CLASS = 'h-11 min-w-0 flex-1 rounded-l-md border-0 bg-white px-3 text-[15px] text-ink placeholder:text-muted';

/** The attributes that make the text box work without JavaScript (spec §5: blank text is refused by the browser). */
export function nativeInputProps(labels: SearchBoxLabels, maxLength: number) {
  return {
    name: 'searchText',
    type: 'search',
    required: true,
    pattern: '.*\\S.*',
    title: labels.empty,
    maxLength,
    autoComplete: 'off',
    enterKeyHint: 'search',
    placeholder: labels.placeholder,
    className: INPUT_CLASS,
  } as const;
}

/**
 * The search form around the text box: a GET to /searchresult that works without JavaScript,
 * with the hidden vehicle flag (spec §2.1). Once the page runs its JavaScript the browser's own
 * validation is off (`validated`), and the box shows its own message for an empty search.
 */
export function SearchFrame({
  action,
  hasVehicle,
  labels,
  validated,
  emptyError,
  onSubmit,
  onLeave,
  children,
  after,
}: {
  action: string;
  hasVehicle: boolean;
  labels: SearchBoxLabels;
  validated: boolean;
  emptyError: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The focus left the form: the "type something" message goes, and covers the menu no more. */
  onLeave: () => void;
  /** The label and the text box (and, once enhanced, the drawer). */
  children: ReactNode;
  /** After the button: the live status. */
  after?: ReactNode;
}) {
  return (
    <form
      role="search"
      action={action}
      method="get"
      noValidate={validated}
      onSubmit={onSubmit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave();
      }}
      className="relative order-last flex w-full md:order-none md:w-auto md:flex-1 lg:min-w-72">
      {children}
      {hasVehicle ? <input type="hidden" name="ignoreVehicleSpecificProductsCheck" value="false" /> : null}
      <button type="submit" className="inline-flex h-11 w-12 items-center justify-center rounded-r-md bg-brand text-white hover:bg-brand-dark" aria-label={labels.submit}>
        <Icon name="search" />
      </button>
      {after}
      {emptyError ? (
        <p id={ERROR_ID} role="alert" className="absolute left-0 top-full z-50 mt-1 rounded-md bg-white px-3 py-2 text-sm font-semibold text-brand-dark shadow-[0_4px_12px_rgba(0,0,0,0.25)]">
          {labels.empty}
        </p>
      ) : null}
    </form>
  );
}
