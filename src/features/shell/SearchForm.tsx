import { Icon } from '@/components/Icon';

export interface SearchLabels {
  label: string;
  placeholder: string;
  submit: string;
  empty: string;
}

/**
 * The header search box. It works without JavaScript: the browser refuses blank text
 * (spec §5: submit only when the trimmed text is not empty). Suggestions arrive with issue 4.
 */
export function SearchForm({ action, labels, hasVehicle }: { action: string; labels: SearchLabels; hasVehicle: boolean }) {
  return (
    <form role="search" action={action} method="get" className="order-last flex w-full md:order-none md:w-auto md:flex-1">
      <label htmlFor="header-search" className="sr-only">
        {labels.label}
      </label>
      <input
        id="header-search"
        name="searchText"
        type="search"
        required
        pattern=".*\S.*"
        title={labels.empty}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={labels.placeholder}
        className="h-11 min-w-0 flex-1 rounded-l-md border-0 bg-white px-3 text-[15px] text-ink placeholder:text-muted"
      />
      {hasVehicle ? <input type="hidden" name="ignoreVehicleSpecificProductsCheck" value="false" /> : null}
      <button type="submit" className="inline-flex h-11 w-12 items-center justify-center rounded-r-md bg-brand text-white hover:bg-brand-dark" aria-label={labels.submit}>
        <Icon name="search" />
      </button>
    </form>
  );
}
