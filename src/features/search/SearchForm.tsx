import type { Locale } from '@/lib/markets';
import { SearchBox } from './SearchBox';
import { searchLabels } from './labels';

/**
 * The header search box (spec §2.6). Without JavaScript it is a plain GET form to /searchresult
 * whose blank text the browser refuses (spec §5); with it, the suggestions drawer takes over.
 * The shop layout hands it to the header (src/app/[locale]/_parts/shell.tsx).
 */
export async function SearchForm({ action, hasVehicle, locale }: { action: string; hasVehicle: boolean; locale: Locale }) {
  return <SearchBox action={action} locale={locale} hasVehicle={hasVehicle} labels={await searchLabels(locale)} />;
}
