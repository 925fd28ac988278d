import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageView } from '@/components/PageView';
import { pageViewData } from '@/lib/page-view';
import { chooseVehicleAction } from '@/features/vehicles/actions';
import { alternatesFor } from '@/lib/alternates';
import { getMarket, localizedPath } from '@/lib/markets';
import { lookupVin, readGarage } from '@/server/vehicles/queries';
import { normaliseVin } from '@/lib/vin';
import { BODY_CLASS_KEYS, DRIVE_TYPE_KEYS, countryName } from '@/lib/vin-labels';
import { localizedEngineName, vehicleInLocale } from '@/lib/engine-names';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = getMarket((await params).locale).locale;
  const t = await getTranslations({ locale, namespace: 'vehicles.vin' });
  return { title: t('title'), description: t('metaDescription'), alternates: alternatesFor('/vin-decoder', locale) };
}

/** Decode a VIN offline (vPIC data in our database); the form keeps what was typed. */
export default async function VinDecoderPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<{ vin?: string | string[] }> }) {
  const locale = getMarket((await params).locale).locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'vehicles.vin' });
  const asked = [(await searchParams).vin].flat()[0];
  const typed = asked?.slice(0, 64) ?? '';
  // Sent empty: said so, rather than a page that seems to ignore the button.
  const result = typed.trim() ? await lookupVin(typed) : asked !== undefined ? ({ ok: false, problem: 'empty' } as const) : null;
  const jar = await cookies();
  const { preferred } = await readGarage({ get: (name) => jar.get(name)?.value }, locale);
  const here = `${localizedPath('/vin-decoder', locale)}?vin=${encodeURIComponent(typed)}`;
  const unknown = t('unknown');
  // vPIC's English words in the shopper's language, where we know them (src/lib/vin-labels.ts).
  const named = (group: 'bodyClasses' | 'driveTypes', keys: Record<string, string>, value: string | null) => (value && keys[value] ? t(`${group}.${keys[value]}`) : value);
  const errorId = 'vin-error';

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageView data={pageViewData(locale, 'catalog', 'vinDecoder')} />
      <h1 className="text-3xl font-extrabold">{t('title')}</h1>
      <p className="mt-2 text-muted">{t('intro')}</p>

      <form method="get" action={localizedPath('/vin-decoder', locale)} className="mt-6" noValidate>
        <label htmlFor="vin" className="block font-semibold">
          {t('label')}
        </label>
        <div className="mt-1 flex flex-col gap-2 md:flex-row">
          <input
            id="vin"
            name="vin"
            defaultValue={typed}
            placeholder={t('placeholder')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            aria-invalid={result && !result.ok ? true : undefined}
            aria-describedby={result && !result.ok ? errorId : undefined}
            className="h-12 rounded-md border border-line px-3 font-mono text-lg uppercase tracking-wider aria-invalid:border-brand md:flex-1"
          />
          <button type="submit" className="min-h-12 rounded-md bg-brand px-6 font-semibold text-white hover:bg-brand-dark">
            {t('submit')}
          </button>
        </div>
        {result && !result.ok ? (
          <p id={errorId} role="alert" data-testid="vin-error" className="mt-2 rounded-md bg-alert px-3 py-2 text-sm">
            {t(`errors.${result.problem}`, { count: [...normaliseVin(typed)].length })}
          </p>
        ) : null}
      </form>

      {result?.ok ? (
        <section aria-labelledby="vin-result" data-testid="vin-result" className="mt-8 rounded-lg border border-line p-5">
          <h2 id="vin-result" className="text-xl font-bold">
            {t('result')}: {[result.decoded.year, result.decoded.make, result.model].filter(Boolean).join(' ')}
          </h2>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            {(
              [
                ['year', String(result.decoded.year)],
                ['make', result.decoded.make],
                ['model', result.model],
                ['trim', [result.decoded.series, result.decoded.trim].filter(Boolean).join(' ')],
                ['engine', result.decoded.engineName && localizedEngineName(result.decoded.engineName, locale)],
                ['body', named('bodyClasses', BODY_CLASS_KEYS, result.decoded.bodyClass)],
                ['drive', named('driveTypes', DRIVE_TYPE_KEYS, result.decoded.driveType)],
                ['plant', [result.decoded.plantCity, result.decoded.plantCountry && countryName(result.decoded.plantCountry, locale)].filter(Boolean).join(', ')],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="font-semibold">{t(key)}</dt>
                <dd>{value || unknown}</dd>
              </div>
            ))}
          </dl>
          {result.vehicle ? (
            preferred?.key === result.vehicle.key ? (
              <p role="status" className="mt-5 font-semibold text-ok">
                {t('using', { name: vehicleInLocale(result.vehicle, locale).name })}
              </p>
            ) : (
              <form action={chooseVehicleAction} className="mt-5">
                <input type="hidden" name="vehicleKey" value={result.vehicle.key} />
                <input type="hidden" name="returnTo" value={here} />
                <button type="submit" className="min-h-12 rounded-md bg-brand px-6 font-semibold text-white hover:bg-brand-dark">
                  {t('use')}
                </button>
              </form>
            )
          ) : (
            <p className="mt-5 text-muted">{t('notCarried')}</p>
          )}
        </section>
      ) : null}
    </div>
  );
}
