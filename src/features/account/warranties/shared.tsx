import { getTranslations } from 'next-intl/server';
import { formatDate as formatInstant, marketTimeZone } from '@/lib/dates';
import { localizedPath, type Locale } from '@/lib/markets';
import { WARRANTY_NAMES } from '@/server/catalog/warranty-names';
import type { Coverage, CoverageStatus, WarrantyTerm } from '@/server/warranties/coverage';

/** The warranties pages' paths (spec §2.3), in the shopper's market. */
export const warrantyPaths = {
  list: (locale: Locale) => localizedPath('/myWarranties', locale),
  warranty: (locale: Locale, warrantyId: string) => localizedPath(`/myWarranties/${encodeURIComponent(warrantyId)}`, locale),
  item: (locale: Locale, warrantyId: string, itemId: string) => localizedPath(`/myWarranties/${encodeURIComponent(warrantyId)}/${encodeURIComponent(itemId)}`, locale),
  myAccount: (locale: Locale) => localizedPath('/user/myAccount', locale),
};

/** The time the pages count cover at: now, read once per render. */
export const currentTime = () => new Date();

/** A warranty's dates (bought, starts, ends) as the market's shoppers read them, in its time zone. */
export const formatDate = (date: Date, locale: Locale) => formatInstant(date, locale, marketTimeZone(locale), 'long');

/** Message keys of the terms' texts. */
export const TERM_KEYS: Record<WarrantyTerm, string> = {
  '90-day': 'ninetyDay',
  '1-year': 'oneYear',
  '2-year': 'twoYear',
  '3-year': 'threeYear',
  'limited-lifetime': 'limitedLifetime',
  lifetime: 'lifetime',
};

const STATUS_KEYS: Record<CoverageStatus, string> = { active: 'active', 'expiring-soon': 'expiringSoon', expired: 'expired', 'not-started': 'notStarted' };

const BADGE_STYLES: Record<CoverageStatus, string> = {
  active: 'bg-ok/10 text-ok ring-ok/30',
  'expiring-soon': 'bg-amber-100 text-amber-900 ring-amber-300',
  expired: 'bg-panel text-muted ring-line',
  'not-started': 'bg-white text-ink-soft ring-line',
};

export async function warrantiesTranslator(locale: Locale) {
  return getTranslations({ locale, namespace: 'account.warranties' });
}

type Translator = Awaited<ReturnType<typeof warrantiesTranslator>>;

/** "90-day warranty", "Garantía limitada de por vida": the catalogue's term names in the page's sentence. */
export function termLabel(t: Translator, term: WarrantyTerm, locale: Locale): string {
  return t('term', { name: WARRANTY_NAMES[term][locale] });
}

/** One line on what is left of the cover: "Covered until …", "12 days left", "Starts when you receive it". */
export function coverageLine(t: Translator, term: WarrantyTerm, coverage: Coverage, locale: Locale): string {
  switch (coverage.status) {
    case 'not-started':
      return t('startsOnReceipt');
    case 'expired':
      return coverage.endsAt ? t('endedOn', { date: formatDate(coverage.endsAt, locale) }) : t('status.expired');
    case 'active':
    case 'expiring-soon':
      if (!coverage.endsAt) return term === 'limited-lifetime' ? t('limitedLifetime') : t('lifetime');
      return `${t('endsOn', { date: formatDate(coverage.endsAt, locale) })} · ${t('daysLeft', { count: coverage.daysLeft ?? 0 })}`;
  }
}

/** Green covered, amber expiring soon, grey expired, outlined not started; the words say it too. */
export function StatusBadge({ t, status }: { t: Translator; status: CoverageStatus }) {
  return (
    <span data-testid="warranty-status" data-status={status} className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${BADGE_STYLES[status]}`}>
      {t(`status.${STATUS_KEYS[status]}`)}
    </span>
  );
}
