import { getTranslations } from 'next-intl/server';
import { localizedPath, type Locale } from '@/lib/markets';
import type { DueStatus, MileageUnit } from '@/server/maintenance/schedule';
import type { GuideDifficulty } from '@/server/maintenance/queries';

/** The maintenance and repair-guide pages (spec §2.3), in the shopper's market. */
export const maintenancePaths = {
  myAccount: (locale: Locale) => localizedPath('/user/myAccount', locale),
  /** The guide list of the account (signed in). */
  guides: (locale: Locale) => localizedPath('/user/repairGuides', locale),
  /** One guide: /user/repairGuideContent for members, /repairGuideContent for everyone. */
  guide: (locale: Locale, slug: string, audience: 'member' | 'public' = 'member') =>
    `${localizedPath(audience === 'member' ? '/user/repairGuideContent' : '/repairGuideContent', locale)}?guide=${encodeURIComponent(slug)}`,
};

export function maintenanceTranslator(locale: Locale) {
  return getTranslations({ locale, namespace: 'account.maintenance' });
}

export function guidesTranslator(locale: Locale) {
  return getTranslations({ locale, namespace: 'account.repairGuides' });
}

/** "47,500 mi", "72.900 km": the number in the locale's digits, then the unit. */
export function formatDistance(value: number, unit: MileageUnit, locale: Locale): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value)} ${unit}`;
}

/** Message keys of the statuses (next-intl keys cannot hold a hyphen comfortably). */
export const STATUS_KEYS: Record<DueStatus, 'overdue' | 'dueSoon' | 'ok' | 'unknown'> = { overdue: 'overdue', 'due-soon': 'dueSoon', ok: 'ok', unknown: 'unknown' };

const TONES = {
  bad: 'bg-brand/10 text-brand-dark ring-brand/30',
  warn: 'bg-amber-100 text-amber-900 ring-amber-300',
  good: 'bg-ok/10 text-ok ring-ok/30',
  neutral: 'bg-panel text-muted ring-line',
} as const;

function Pill({ tone, label, ...data }: { tone: keyof typeof TONES; label: string } & Record<`data-${string}`, string>) {
  return (
    <span {...data} className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}>
      {label}
    </span>
  );
}

const STATUS_TONES: Record<DueStatus, keyof typeof TONES> = { overdue: 'bad', 'due-soon': 'warn', ok: 'good', unknown: 'neutral' };

/** Red overdue, amber due soon, green ok, grey unknown; the word says it too. */
export function DueBadge({ status, label }: { status: DueStatus; label: string }) {
  return <Pill tone={STATUS_TONES[status]} label={label} data-testid="maintenance-status" data-status={status} />;
}

const DIFFICULTY_TONES: Record<GuideDifficulty, keyof typeof TONES> = { easy: 'good', moderate: 'warn', hard: 'bad' };

export function DifficultyBadge({ difficulty, label }: { difficulty: GuideDifficulty; label: string }) {
  return <Pill tone={DIFFICULTY_TONES[difficulty]} label={label} data-testid="guide-difficulty" data-difficulty={difficulty} />;
}

/** A catalogue name inside a sentence: "Shop Oil Filter", but "Comprar filtro de aceite", "Comprar filtro de óleo". */
export function nameInSentence(name: string, locale: Locale): string {
  return locale === 'en-US' ? name : name.charAt(0).toLocaleLowerCase(locale) + name.slice(1);
}
