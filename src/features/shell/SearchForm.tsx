import { SearchBox } from '@/features/search/SearchBox';
import { searchLabels } from '@/features/search/labels';
import type { Locale } from '@/lib/markets';

/**
 * The header search box (spec §2.6). Without JavaScript it is a plain GET form to /searchresult
 * whose blank text the browser refuses (spec §5); with it, the suggestions drawer takes over
 * (src/features/search).
 */
export async function SearchForm({ action, hasVehicle, locale }: { action: string; hasVehicle: boolean; locale: Locale }) {
  return <SearchBox action={action} locale={locale} hasVehicle={hasVehicle} labels={await searchLabels(locale)} />;
}
