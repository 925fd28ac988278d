import { Link } from '@/components/Link';
import { Icon } from '@/components/Icon';
import { localizedPath, type Locale } from '@/lib/markets';

/** The `storeLocator` embed of a content page: a card that leads to the store locator. */
export function StoreLocatorCard({ locale, labels }: { locale: Locale; labels: { title: string; body: string; cta: string } }) {
  return (
    <Link
      href={localizedPath('/store', locale)}
      className="mt-4 flex min-h-11 items-center gap-4 rounded-lg border border-line p-4 hover:border-ink focus-visible:border-ink"
    >
      <Icon name="pin" className="h-8 w-8 shrink-0 text-brand" />
      <span className="flex-1">
        <span className="block font-bold">{labels.title}</span>
        <span className="block text-sm text-muted">{labels.body}</span>
      </span>
      <span className="hidden font-semibold underline sm:inline">{labels.cta}</span>
      <Icon name="chevronRight" className="h-5 w-5 shrink-0" />
    </Link>
  );
}
